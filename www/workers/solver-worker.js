// The solver's thread: the whole wasm module, board_puzzles.js (the page's
// thread loads board_view.js, without the solvers: docs/ARCHITECTURE.md
// "Two modules"). Its messages, in and out, are the constructors of
// www/workers/worker-messages.js: it posts loaded() (www/workers/start-worker.js waits for it)
// and ready() once the wasm has loaded, then answers solve, offSquares, offBits and
// coach jobs. A long answer crosses packed: more than 2 000 steps travel
// in a transferred Uint32Array (see solvePacked: a tour of a million steps
// crosses in milliseconds, where a million step objects take seconds to
// clone), and so does a placement of more than 2 000 squares (a 1 000 ×
// 1 000 non-attacking knights answer is half a million squares), for
// BoardView.setPlacementPacked. Every reply but progress carries the wasm
// instance's memory in bytes, which only grows; solver-client.js retires a worker
// grown past its ceiling once the answer is delivered.
//
// Its imports resolve against this file's own URL, so it also runs when
// started from a same-origin blob: URL that imports it from another origin
// (solver-client.js does that for pages embedding the element from a CDN).
//
// The worker lives on between solves (solver-client.js replaces it only on
// Cancel, a crash or memory past its ceiling): what a peg-solitaire search
// stopped by its budget keeps in the module's thread is there for the next
// solve of the same request with resume: true (Keep searching).
import init, { coach, offBits, offSquares, solvePacked } from "../../board_puzzles.js";
import * as Message from "./worker-messages.js";

// The module and its imports have loaded (www/workers/start-worker.js waits for this).
self.postMessage(Message.loaded());

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

/** `err` comes from a trap (a panic, or memory exhausted), after which this module cannot be trusted. */
const trapped = (err) => err instanceof WebAssembly.RuntimeError || panicMessage !== null;

/** The reply to job `id` that threw `err`: crashed (asks for a fresh worker) or error (a bad request). */
function failure(id, err) {
  if (trapped(err)) return Message.crashed(id, panicMessage ?? String(err?.message ?? err), memory());
  return Message.error(id, String(err?.message ?? err), memory());
}

self.onmessage = (event) => {
  const msg = event.data ?? {};
  const { id, request } = msg;
  try {
    if (msg.type === Message.Type.coach) {
      // One long-lived worker: the coach keeps what it proved per request in this thread.
      self.postMessage(Message.coaching(id, coach(request, msg.played, msg.placed), memory()));
    } else if (msg.type === Message.Type.offSquares) {
      const cells = offSquares(request);
      self.postMessage(Message.cells(id, cells, memory()), [cells.buffer]);
    } else if (msg.type === Message.Type.offBits) {
      // A seeded board's walls for BoardView.setRequest (www/controls/walls.js): 10⁸ draws take seconds, here and not on the page's thread.
      const bits = offBits(request);
      self.postMessage(Message.cells(id, bits, memory()), [bits.buffer]);
    } else if (msg.type === Message.Type.solve) {
      const {
        answer,
        steps,
        placement: packed,
      } = solvePacked(request, (stats) => {
        self.postMessage(Message.progress(id, stats));
      });
      // solvePacked packs a long placement itself; packPlacement is for a module that does not.
      const placement = packed ?? packPlacement(answer);
      const moved = [steps?.buffer, placement?.buffer].filter(Boolean);
      self.postMessage(Message.answer(id, answer, steps, placement, memory()), moved);
    } else {
      self.postMessage(Message.error(id, `the solver's worker got a message of unknown type ${JSON.stringify(msg.type)}`, memory()));
    }
  } catch (err) {
    self.postMessage(failure(id, err));
  }
};

init().then(
  (exports) => {
    wasmMemory = exports?.memory ?? null;
    self.postMessage(Message.ready(memory()));
  },
  (err) => self.postMessage(Message.failed(String(err?.message ?? err))),
);
