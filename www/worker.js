// The solver's thread: the same wasm module as the page. Signals
// {type: "ready"} once loaded, then answers {id, request} messages with
// {type: "progress", id, stats}… and one {type: "answer", id, answer,
// steps?} (for an answer of more than 2 000 steps, `answer` holds the first
// ones and `steps` all of them packed in a transferred Uint32Array, see
// solvePacked: a tour of a million steps crosses in milliseconds, where a
// million step objects take seconds to clone) or
// {type: "error", id, message} (a bad request), or {type: "crashed", id,
// message} when the module trapped (see below).
import init, { solvePacked } from "../board_puzzles.js";

// The module calls this with its panic message just before it traps.
let panicMessage = null;
self.boardPuzzlesPanic = (message) => { panicMessage = String(message); };

self.onmessage = (event) => {
  const { id, request } = event.data ?? {};
  try {
    const { answer, steps } = solvePacked(request, (stats) => {
      self.postMessage({ type: "progress", id, stats });
    });
    self.postMessage({ type: "answer", id, answer, steps }, steps ? [steps.buffer] : []);
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
