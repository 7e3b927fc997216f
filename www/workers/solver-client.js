// Runs solves in a module Web Worker so the page never freezes. Cancel
// terminates the worker and starts a fresh one (no shared memory needed).
//
// The worker starts through www/workers/start-worker.js (the one place that starts
// workers: its own file where a bundler can see it, a blob: or data:
// module from another origin). When none can start, nothing runs on the
// page's own thread (a solve may take seconds: the page would freeze):
// every solve rejects with start-worker.js's NoWorker, whose message says what
// was seen and what to change; the controller shows it beside the board,
// which stays editable.
//
// Memory: a wasm instance never gives memory back, so a worker that has
// grown past `memoryCeilingMb` (default 512 MB) is retired once its answer
// is delivered and a fresh one starts; globalThis gets a
// "board-puzzles:worker-retired" event ({detail: {bytes, ceiling}}).
// Except when the answer can be gone on with (a solve of a puzzle that
// reads `resume`, stopped by its budget: status "limit", or solved but not
// proved best): then the worker is held until the next solve, which it
// serves if that solve goes on (`resume: true`, Keep searching: the
// search it keeps, its bound and its solution in hand, live in this
// worker's wasm memory); any other solve retires it first.

import * as Message from "./worker-messages.js";
import { NoWorker, startWorker } from "./start-worker.js";

export { NoWorker };

/** Thrown (as a rejection) by solve() when the solve was cancelled. */
export class Cancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "Cancelled";
  }
}

/** Default memory ceiling of a worker, MB (issue 17: a phone's budget).
 * A page may lower it for every Solver with globalThis.boardPuzzlesMemoryCeilingMb. */
export const MEMORY_CEILING_MB = 512;

/** Rejection of solve() when the worker crashed; a fresh worker is already starting. */
export class SolverCrashed extends Error {
  constructor(why) {
    super(`the solver crashed (${why}); a fresh solver was started and the position is kept`);
    this.name = "SolverCrashed";
  }
}

/** The answer object of an "answer" message. A long answer holds only its
 * first steps (its `length` counts them all); all of them, packed, stay on
 * it as `answer.packed` (not enumerable), for BoardView.setAnswer(answer,
 * answer.packed). A long placement likewise holds its first squares, and
 * all of them packed (row, col pairs) as `answer.packedPlacement`, for
 * BoardView.setPlacementPacked. */
function answerOf(msg) {
  const answer = msg.answer;
  if (msg.steps) Object.defineProperty(answer, "packed", { value: msg.steps, enumerable: false });
  if (msg.placement) Object.defineProperty(answer, "packedPlacement", { value: msg.placement, enumerable: false });
  return answer;
}

/** The ceiling in bytes for `mb` (MB; missing or not a positive number: the default), for the solvers' and the coach's workers. */
export function ceilingBytes(mb) {
  const n = Number(mb ?? globalThis.boardPuzzlesMemoryCeilingMb ?? MEMORY_CEILING_MB);
  return (Number.isFinite(n) && n > 0 ? n : MEMORY_CEILING_MB) * 2 ** 20;
}

/** Whether `answer` was stopped by its budget (no answer, or one not proved best): a solve may go on from it. */
function unfinished(answer) {
  return answer?.status === "limit" || (answer?.status === "solved" && answer.optimal === false);
}

export class Solver {
  #worker = null;
  #ready = null;
  #started = 0; // which start of a worker is current (a cancel while one loads drops it)
  #job = null; // { id, resolve, reject, onProgress }
  #nextId = 1;
  #ceiling;
  #unavailable = null; // a NoWorker once no worker could start
  #memory = 0;
  #retired = 0;
  #onRetire;
  #held = false; // a worker past the ceiling kept for a solve that goes on (`resume: true`)

  /**
   * Options: `memoryCeilingMb` (default globalThis.boardPuzzlesMemoryCeilingMb
   * or MEMORY_CEILING_MB): a worker whose wasm memory has grown past it is
   * replaced after its answer; `onRetire({bytes, ceiling})` is told.
   */
  constructor({ memoryCeilingMb, onRetire } = {}) {
    this.#ceiling = ceilingBytes(memoryCeilingMb);
    this.#onRetire = onRetire ?? (() => {});
    this.#spawn();
  }

  /** Whether a solve is running. */
  get busy() {
    return this.#job !== null;
  }

  /** The NoWorker error when no worker could start (every solve rejects with it), else null. */
  get unavailable() {
    return this.#unavailable;
  }

  /** Bytes of wasm memory the worker reported last (0 before its first message). */
  get memory() {
    return this.#memory;
  }

  /** The same as `memory` (the name the controller reads). */
  get memoryBytes() {
    return this.#memory;
  }

  /** Workers retired for their memory so far. */
  get retired() {
    return this.#retired;
  }

  /** The memory ceiling, bytes. */
  get memoryCeiling() {
    return this.#ceiling;
  }

  /** Sets the memory ceiling, MB (as the constructor's `memoryCeilingMb`;
   * undefined: the default). Applies from the next answer on. */
  set memoryCeilingMb(mb) {
    this.#ceiling = ceilingBytes(mb);
  }

  /**
   * Solves `request`; calls onProgress(stats) now and then. `resumable`:
   * the request's puzzle reads `resume` (its info's `fields`), so an answer
   * stopped by its budget keeps a worker past the ceiling for a solve that
   * goes on (see the file's header).
   */
  solve(request, onProgress = () => {}, { resumable = false } = {}) {
    if (request?.resume !== true) this.#retireHeld();
    return this.#run(onProgress, (id) => this.#worker.postMessage(Message.solve(id, request)), resumable);
  }

  /**
   * The off squares of `request`'s board (a seeded random board: its
   * randomOff walls) as a Uint32Array of row-major cell indices, computed
   * in the worker (millions of random draws take a second). Runs as a solve
   * does: it cancels a running solve, cancel() cancels it.
   */
  offSquares(request) {
    this.#retireHeld();
    return this.#run(
      () => {},
      (id) => this.#worker.postMessage(Message.offSquares(id, request)),
    );
  }

  /**
   * The off squares of `request`'s board as a bit set (the wasm module's
   * offBits: a Uint32Array, bit i % 32 of element i / 32 for cell i),
   * computed in the worker: a seeded 10 000 × 10 000 board's walls take
   * seconds to draw. Runs as offSquares does.
   */
  offBits(request) {
    this.#retireHeld();
    return this.#run(
      () => {},
      (id) => this.#worker.postMessage(Message.offBits(id, request)),
    );
  }

  /**
   * A new job (cancelling the running one): `send(id)` once the worker is
   * ready, unless the job was cancelled meanwhile. The promise settles with
   * the job, never waiting for the start of a worker that cancel() has
   * terminated (a cancel while the worker loads rejects at once).
   */
  #run(onProgress, send, resumable = false) {
    if (this.#job) this.cancel();
    this.#held = false;
    const id = this.#nextId++;
    const result = new Promise((resolve, reject) => {
      this.#job = { id, resolve, reject, onProgress, resumable };
    });
    this.#ready.then(
      () => {
        if (this.#job?.id === id) send(id);
      },
      (err) => this.#finish(id, (job) => job.reject(err)),
    );
    return result;
  }

  /** Stops the running solve, if any: its promise rejects with Cancelled. */
  cancel() {
    const job = this.#job;
    this.#job = null;
    this.#held = false;
    if (!this.#unavailable) {
      this.#worker?.terminate();
      this.#spawn();
    }
    job?.reject(new Cancelled());
  }

  /** Stops the worker for good (the element left the page); a running solve rejects with Cancelled. */
  close() {
    const job = this.#job;
    this.#job = null;
    this.#held = false;
    this.#started++; // a worker still loading is terminated when it arrives
    this.#worker?.terminate();
    this.#worker = null;
    this.#ready = Promise.reject(new Error("the solver was closed"));
    this.#ready.catch(() => {});
    job?.reject(new Cancelled());
  }

  #finish(id, settle) {
    const job = this.#job;
    if (job && job.id === id) {
      this.#job = null;
      settle(job);
    }
  }

  /**
   * After an answer: a worker grown past the ceiling makes way for a fresh
   * one, or with `hold` (an answer a solve can go on from) is held until
   * the next solve.
   */
  #weigh(worker, bytes, hold = false) {
    if (!(bytes > 0) || worker !== this.#worker) return;
    this.#memory = bytes;
    if (bytes <= this.#ceiling || this.#job) return;
    if (hold) this.#held = true;
    else this.#retire(worker, bytes);
  }

  /** The worker held past the ceiling (if any) is retired: the next job does not go on from it. */
  #retireHeld() {
    if (this.#held && this.#worker && !this.#job) this.#retire(this.#worker, this.#memory);
    this.#held = false;
  }

  /** Retires `worker` (past the ceiling with `bytes`): a fresh one starts, and the retirement is told. */
  #retire(worker, bytes) {
    this.#held = false;
    this.#retired++;
    worker.terminate();
    this.#spawn();
    const detail = { bytes, ceiling: this.#ceiling };
    this.#onRetire(detail);
    globalThis.dispatchEvent?.(new CustomEvent("board-puzzles:worker-retired", { detail }));
  }

  /** No worker could start: every job from now on rejects with `err`, a NoWorker (nothing runs on the page's thread). */
  #fallBack(err) {
    this.#worker = null;
    this.#unavailable = err instanceof NoWorker ? err : new NoWorker("load", `The solver could not start here (${err?.message ?? err}).`);
    return Promise.reject(this.#unavailable);
  }

  #spawn() {
    if (this.#unavailable) return;
    const start = ++this.#started;
    this.#worker = null;
    this.#ready = startWorker("solver").then(
      (worker) => {
        if (start !== this.#started) {
          worker.terminate(); // cancelled or closed while it loaded
          return Promise.reject(new Cancelled());
        }
        this.#worker = worker;
        return this.#listen(worker);
      },
      (err) => this.#fallBack(err),
    );
    // A rejection here is reported through solve(); don't leave it unhandled.
    this.#ready.catch(() => {});
  }

  /** Listens to a started worker; resolves once its wasm is ready. */
  #listen(worker) {
    return new Promise((resolve, reject) => {
      worker.addEventListener("message", (event) => {
        const msg = event.data ?? {};
        if (msg.type === Message.Type.ready) {
          this.#memory = msg.memory ?? 0;
          resolve();
        } else if (msg.type === Message.Type.failed) {
          reject(this.#fallBack(new NoWorker("load", `The solver's wasm module could not start in its worker (${msg.message}).`)));
        } else if (msg.type === Message.Type.progress) {
          if (this.#job?.id === msg.id) this.#job.onProgress(msg.stats);
        } else if (msg.type === Message.Type.answer) {
          const answer = answerOf(msg);
          const hold = this.#job?.id === msg.id && this.#job.resumable && unfinished(answer);
          this.#finish(msg.id, (job) => job.resolve(answer));
          this.#weigh(worker, msg.memory, hold);
        } else if (msg.type === Message.Type.cells) {
          this.#finish(msg.id, (job) => job.resolve(msg.cells));
          this.#weigh(worker, msg.memory);
        } else if (msg.type === Message.Type.error) {
          this.#finish(msg.id, (job) => job.reject(new Error(msg.message)));
          this.#weigh(worker, msg.memory);
        } else if (msg.type === Message.Type.crashed) {
          this.#crashed(worker, msg.id, msg.message, reject);
        }
      });
      worker.addEventListener("error", (event) => {
        event.preventDefault();
        this.#crashed(worker, undefined, event.message || "worker error", reject);
      });
    });
  }

  /** The worker trapped or failed: a crashed module cannot be trusted, so a fresh worker starts. */
  #crashed(worker, id, why, reject) {
    const err = new SolverCrashed(why);
    reject(err);
    const job = this.#job;
    if (this.#worker === worker) {
      worker.terminate();
      this.#spawn();
    }
    if (job && (id === undefined || job.id === id)) {
      this.#job = null;
      job.reject(err);
    }
  }
}
