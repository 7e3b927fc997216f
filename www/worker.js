// The solver's thread: the whole wasm module, board_puzzles.js (the page's
// thread loads board_view.js, without the solvers: docs/ARCHITECTURE.md
// "Two modules"). Signals
// {type: "loaded"} (www/workers.js) and {type: "ready"} once the wasm has loaded, then answers {id, request} messages with
// {type: "progress", id, stats}… (stats as an answer's, plus budgetUsed and,
// for searches that deepen a bound, trying / best / lowerBound: docs/API.md)
// and one {type: "answer", id, answer,
// steps?} (for an answer of more than 2 000 steps, `answer` holds the first
// ones and `steps` all of them packed in a transferred Uint32Array, see
// solvePacked: a tour of a million steps crosses in milliseconds, where a
// million step objects take seconds to clone) or
// {type: "error", id, message} (a bad request), or {type: "crashed", id,
// message} when the module trapped (see below). {task: "offSquares", id,
// request} answers {type: "cells", id, cells}: the off squares of the
// request's board as a Uint32Array of cell indices (see url.js); {task:
// "coach", id, request, played, placed} answers {type: "coaching", id,
// coaching} (www/coach.js). A
// placement answer of more than 2 000 squares crosses the same way: `answer`
// keeps the first 2 000 in `placement` (its `length` counts them all) and
// `placement` holds every square packed, row then column, in a transferred
// Uint32Array for BoardView.setPlacementPacked (a 1 000 × 1 000
// non-attacking knights answer is half a million squares: a second of
// cloning arrays on the page, where one typed array takes milliseconds).
// Every message but progress
// carries `memory`: the wasm instance's memory in bytes
// (memory.buffer.byteLength), which only grows; solver.js retires a worker
// grown past its ceiling once the answer is delivered.
//
// Its imports resolve against this file's own URL, so it also runs when
// started from a same-origin blob: URL that imports it from another origin
// (solver.js does that for pages embedding the element from a CDN).
//
// The worker lives on between solves (solver.js replaces it only on
// Cancel, a crash or memory past its ceiling): what a peg-solitaire search
// stopped by its budget keeps in the module's thread is there for the next
// solve of the same request with resume: true (Keep searching).
import init, { coach, offSquares, solvePacked } from "../board_puzzles.js";

// The module and its imports have loaded (www/workers.js waits for this).
self.postMessage({ type: "loaded" });

/** Squares of a placement answer kept as [row, col] arrays; the rest travel packed. */
const HEAD_SQUARES = 2_000;

/** A long placement packed (see the file's comment): the Uint32Array, or undefined. */
function packPlacement(answer) {
  const squares = answer?.placement;
  if (!Array.isArray(squares) || squares.length <= HEAD_SQUARES) return undefined;
  const packed = new Uint32Array(squares.length * 2);
  for (let i = 0; i < squares.length; i++) {
    packed[2 * i] = squares[i][0];
    packed[2 * i + 1] = squares[i][1];
  }
  answer.length ??= squares.length;
  answer.placement = squares.slice(0, HEAD_SQUARES);
  return packed;
}

let wasmMemory = null;
/** Bytes of wasm memory this worker holds now (0 before the module loads). */
const memory = () => wasmMemory?.buffer.byteLength ?? 0;

// The module calls this with its panic message just before it traps.
let panicMessage = null;
self.boardPuzzlesPanic = (message) => {
  panicMessage = String(message);
};

self.onmessage = (event) => {
  const { id, request, task } = event.data ?? {};
  if (task === "coach") {
    // {task: "coach", id, request, played, placed} → {type: "coaching", id, coaching} (www/coach.js).
    // One long-lived worker: the coach keeps what it proved per request in this thread.
    const { played, placed } = event.data;
    try {
      const coaching = coach(request, played, placed);
      self.postMessage({ type: "coaching", id, coaching, memory: memory() });
    } catch (err) {
      const crashed = err instanceof WebAssembly.RuntimeError || panicMessage !== null;
      self.postMessage({ type: crashed ? "crashed" : "error", id, message: String(panicMessage ?? err?.message ?? err), memory: memory() });
    }
    return;
  }
  if (task === "offSquares") {
    // {task: "offSquares", id, request} → {type: "cells", id, cells} (share links, url.js).
    try {
      const cells = offSquares(request);
      self.postMessage({ type: "cells", id, cells, memory: memory() }, [cells.buffer]);
    } catch (err) {
      self.postMessage({ type: "error", id, message: String(err?.message ?? err), memory: memory() });
    }
    return;
  }
  try {
    const {
      answer,
      steps,
      placement: packed,
    } = solvePacked(request, (stats) => {
      self.postMessage({ type: "progress", id, stats });
    });
    // solvePacked packs a long placement itself; packPlacement is for a module that does not.
    const placement = packed ?? packPlacement(answer);
    const moved = [steps?.buffer, placement?.buffer].filter(Boolean);
    self.postMessage({ type: "answer", id, answer, steps, placement, memory: memory() }, moved);
  } catch (err) {
    if (err instanceof WebAssembly.RuntimeError || panicMessage !== null) {
      // A trap (a panic, or memory exhausted): this module cannot be
      // trusted any more. {type: "crashed"} asks for a fresh worker.
      const why = panicMessage ?? String(err?.message ?? err);
      self.postMessage({ type: "crashed", id, message: why, memory: memory() });
    } else {
      self.postMessage({ type: "error", id, message: String(err?.message ?? err), memory: memory() });
    }
  }
};

init().then(
  (exports) => {
    wasmMemory = exports?.memory ?? null;
    self.postMessage({ type: "ready", memory: memory() });
  },
  (err) => self.postMessage({ type: "failed", message: String(err?.message ?? err) }),
);
