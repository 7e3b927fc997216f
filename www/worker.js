// The solver's thread: the same wasm module as the page. Signals
// {type: "ready"} once loaded, then answers {id, request} messages with
// {type: "progress", id, stats}… and one {type: "answer", id, answer} or
// {type: "error", id, message}.
import init, { solveWithProgress } from "../board_puzzles.js";

self.onmessage = (event) => {
  const { id, request } = event.data ?? {};
  try {
    const answer = solveWithProgress(request, (stats) => {
      self.postMessage({ type: "progress", id, stats });
    });
    self.postMessage({ type: "answer", id, answer });
  } catch (err) {
    self.postMessage({ type: "error", id, message: String(err?.message ?? err) });
  }
};

init().then(
  () => self.postMessage({ type: "ready" }),
  (err) => self.postMessage({ type: "failed", message: String(err?.message ?? err) }),
);
