// The messages between the page's thread and its workers: one constructor
// per message, imported by both sides, so a message's shape is written
// once. Receivers switch on `type` against the same constants.
//
// Every worker first posts `loaded()` once its module and imports have
// loaded (www/workers/start-worker.js waits for it before anything is sent).
//
// The solver's worker (www/workers/solver-worker.js), asked by www/workers/solver-client.js and
// www/play/coach-client.js:
//   in:  solve(id, request), offSquares(id, request), offBits(id, request),
//        coach(id, request, played, placed)
//   out: ready(memory) or failed(message) once, then per job
//        progress(id, stats)… and one of answer(id, answer, steps,
//        placement, memory), cells(id, cells, memory),
//        coaching(id, coaching, memory), error(id, message, memory) (a bad
//        request) or crashed(id, message, memory) (the module trapped: the
//        worker cannot be trusted any more).
// The setup check's worker (www/workers/check-worker.js, asked by www/workers/check-client.js):
//   in:  check(id, request)
//   out: accepted(id), refused(id, message) or crashed(id, message).
// The GIF encoder's worker (www/workers/export-worker.js, asked by
// www/export/gif-encoder.js):
//   in:  gifStart(id, setup), gifFrame(id, data), gifFinish(id)
//   out: gifProgress(done), ok(id), gifDone(id, bytes), error(id, message).
//
// `memory` is the worker's wasm memory in bytes (memory.buffer.byteLength);
// docs/ARCHITECTURE.md "Workers" says what each side does with it.

/** The `type` of every message, sent or received. */
export const Type = Object.freeze({
  loaded: "loaded",
  // to the solver's worker
  solve: "solve",
  offSquares: "offSquares",
  offBits: "offBits",
  coach: "coach",
  // from the solver's worker
  ready: "ready",
  failed: "failed",
  progress: "progress",
  answer: "answer",
  cells: "cells",
  coaching: "coaching",
  error: "error",
  crashed: "crashed",
  // the setup check's worker
  check: "check",
  accepted: "accepted",
  refused: "refused",
  // the GIF encoder's worker
  gifStart: "gif-start",
  gifFrame: "gif-frame",
  gifFinish: "gif-finish",
  gifProgress: "gif-progress",
  ok: "ok",
  gifDone: "gif-done",
});

/** Any worker: its module and imports have loaded. */
export const loaded = () => ({ type: Type.loaded });

/** Solve `request` (a request object, docs/API.md), posting progress. */
export const solve = (id, request) => ({ type: Type.solve, id, request });
/** The off squares of `request`'s seeded random board, answered by `cells`. */
export const offSquares = (id, request) => ({ type: Type.offSquares, id, request });
/** The off squares of `request`'s board as a bit set (offBits of the wasm module), answered by `cells`. */
export const offBits = (id, request) => ({ type: Type.offBits, id, request });
/** The coach's verdict on `played` moves and `placed` squares of `request`. */
export const coach = (id, request, played, placed) => ({ type: Type.coach, id, request, played, placed });

/** The solver's wasm module has started; `memory` bytes. */
export const ready = (memory) => ({ type: Type.ready, memory });
/** The solver's wasm module could not start: `message` says why. */
export const failed = (message) => ({ type: Type.failed, message });
/** A running job's stats (as an answer's, plus budgetUsed and, for bound-deepening searches, trying / best / lowerBound). */
export const progress = (id, stats) => ({ type: Type.progress, id, stats });
/**
 * A job's answer. For an answer of more than 2 000 steps `answer` holds the
 * first ones and `steps` (a transferred Uint32Array) all of them packed; a
 * placement of more than 2 000 squares likewise keeps its first squares in
 * `answer.placement` and all of them, row then column, in `placement`.
 */
export const answer = (id, answer, steps, placement, memory) => ({ type: Type.answer, id, answer, steps, placement, memory });
/** The off squares asked by `offSquares` (a Uint32Array of row-major cell indices) or `offBits` (a Uint32Array bit set). */
export const cells = (id, cells, memory) => ({ type: Type.cells, id, cells, memory });
/** The coach's verdict (docs/API.md `coach`). */
export const coaching = (id, coaching, memory) => ({ type: Type.coaching, id, coaching, memory });
/** The job's request or arguments were refused: `message` names what and where. */
export const error = (id, message, memory) => ({ type: Type.error, id, message, memory });
/** The module trapped (a panic, or memory exhausted) while doing job `id`. */
export const crashed = (id, message, memory) => ({ type: Type.crashed, id, message, memory });

/** Check `request` as the solver would (check() of the wasm module). */
export const check = (id, request) => ({ type: Type.check, id, request });
/** check() accepted the request. */
export const accepted = (id) => ({ type: Type.accepted, id });
/** check() refused the request with `message`. */
export const refused = (id, message) => ({ type: Type.refused, id, message });

/** Start a GIF: `setup` is {width, height, delay, comment}. */
export const gifStart = (id, setup) => ({ ...setup, type: Type.gifStart, id });
/** One frame's RGBA pixels (an ArrayBuffer, transferred). */
export const gifFrame = (id, data) => ({ type: Type.gifFrame, id, data });
/** End the GIF. */
export const gifFinish = (id) => ({ type: Type.gifFinish, id });
/** Frames encoded so far. */
export const gifProgress = (done) => ({ type: Type.gifProgress, done });
/** The GIF worker did job `id`. */
export const ok = (id) => ({ type: Type.ok, id });
/** The GIF's bytes (a Uint8Array, transferred). */
export const gifDone = (id, bytes) => ({ type: Type.gifDone, id, bytes });
