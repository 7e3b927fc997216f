// The solver's thread: the same wasm module as the page. Signals
// {type: "ready"} once loaded, then answers {id, request} messages with
// {type: "progress", id, stats}… and one {type: "answer", id, answer} or
// {type: "error", id, message} (a bad request), or {type: "crashed", id,
// message} when the module trapped (see below).
import init, { solveWithProgress } from "../board_puzzles.js";

// The module calls this with its panic message just before it traps.
let panicMessage = null;
self.boardPuzzlesPanic = (message) => { panicMessage = String(message); };

self.onmessage = (event) => {
  const { id, request } = event.data ?? {};
  try {
    const answer = solveWithProgress(request, (stats) => {
      self.postMessage({ type: "progress", id, stats });
    });
    self.postMessage({ type: "answer", id, answer });
  } catch (err) {
    if (err instanceof WebAssembly.RuntimeError || panicMessage !== null) {
      // A trap (a panic, or memory exhausted): this module cannot be
      // trusted any more. {type: "crashed"} asks for a fresh worker.
      const why = panicMessage ?? String(err?.message ?? err);
      self.postMessage({ type: "crashed", id, message: why });
    } else {
      self.postMessage({ type: "error", id, message: String(err?.message ?? err) });
    }
  }
};

init().then(
  () => self.postMessage({ type: "ready" }),
  (err) => self.postMessage({ type: "failed", message: String(err?.message ?? err) }),
);
