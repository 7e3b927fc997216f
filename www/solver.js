// Runs solves in a module Web Worker so the page never freezes. Cancel
// terminates the worker and starts a fresh one (no shared memory needed).
//
// Where the worker comes from (see workerSource):
// - this file's origin is the page's: new Worker(".../worker.js"), which a
//   page's CSP allows with `worker-src 'self'`;
// - another origin (the element loaded from a CDN or a course site's other
//   host): browsers refuse a cross-origin worker URL, so the worker starts
//   from a same-origin blob: URL holding one line, `import "<absolute URL
//   of worker.js>"`; the worker module and the wasm then load with CORS.
//   A strict page CSP must allow `worker-src blob: <the files' origin>`
//   (the blob worker has the page's policy, and the modules a module
//   worker imports are fetched as worker scripts too), `script-src` and
//   `connect-src` the files' origin, and `'wasm-unsafe-eval'`.
// - when no worker can start at all (the page's CSP forbids blob: workers,
//   or the worker's files cannot load), nothing runs on the page's own
//   thread (a solve may take seconds: the page would freeze). Every solve
//   rejects with NoWorker, whose message says why and what to do (the
//   iframe, embed.html, keeps a worker under `worker-src 'self'`: it is a
//   page of the files' own origin); the controller shows it beside the
//   board, which stays editable.
//
// Memory: a wasm instance never gives memory back, so a worker that has
// grown past `memoryCeilingMb` (default 512 MB) is retired once its answer
// is delivered and a fresh one starts; globalThis gets a
// "board-puzzles:worker-retired" event ({detail: {bytes, ceiling}}).

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

/** The origin these files are served from (a CDN's, for an element embedded from there). */
const FILES_ORIGIN = new URL(import.meta.url).origin;

/**
 * Rejection of every solve when no worker could start. `blocked`: the
 * page's Content-Security-Policy refused the worker (a
 * securitypolicyviolation of worker-src was seen, or new Worker threw a
 * SecurityError); otherwise its files did not load.
 */
export class NoWorker extends Error {
  constructor(why, blocked) {
    super(blocked
      ? "This page's Content-Security-Policy blocks workers, so this board cannot solve here: "
        + `use the iframe snippet (embed.html) instead, or allow worker-src blob: ${FILES_ORIGIN} (the board stays editable).`
      : `The solver could not start here (${why}): if this page has a Content-Security-Policy, it must allow `
        + `worker-src blob: ${FILES_ORIGIN} for a board from another site; or use the iframe snippet (embed.html).`);
    this.name = "NoWorker";
    this.blocked = Boolean(blocked);
    this.why = String(why);
  }
}

/** Whether this page's CSP refused a worker (a securitypolicyviolation of worker-src was seen). */
let workersBlocked = false;
globalThis.document?.addEventListener("securitypolicyviolation", (event) => {
  if (event.effectiveDirective === "worker-src") workersBlocked = true;
});

/**
 * How to start the worker at `url` from a page at `origin`: { url, blob }
 * where `blob` is true when `url` is a blob: URL made here (the caller
 * revokes it). Same origin: the file itself; another origin: a module
 * blob importing it by absolute URL.
 */
export function workerSource(url = new URL("./worker.js", import.meta.url), origin = globalThis.location?.origin) {
  const href = new URL(url).href;
  if (new URL(href).origin === origin) return { url: href, blob: false };
  const code = `import ${JSON.stringify(href)};\n`;
  return { url: URL.createObjectURL(new Blob([code], { type: "text/javascript" })), blob: true };
}

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

/** The ceiling in bytes for `mb` (MB; missing or not a positive number: the default). */
function ceilingBytes(mb) {
  const n = Number(mb ?? globalThis.boardPuzzlesMemoryCeilingMb ?? MEMORY_CEILING_MB);
  return (Number.isFinite(n) && n > 0 ? n : MEMORY_CEILING_MB) * 2 ** 20;
}

export class Solver {
  #worker = null;
  #ready = null;
  #job = null; // { id, resolve, reject, onProgress }
  #nextId = 1;
  #ceiling;
  #unavailable = null; // a NoWorker once no worker could start
  #memory = 0;
  #retired = 0;
  #onRetire;

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

  /** Solves `request`; calls onProgress(stats) now and then. */
  solve(request, onProgress = () => {}) {
    return this.#run(onProgress, (id) => this.#worker.postMessage({ id, request }));
  }

  /**
   * The off squares of `request`'s board (a seeded random board: its
   * randomOff walls) as a Uint32Array of row-major cell indices, computed
   * in the worker (millions of random draws take a second). Runs as a solve
   * does: it cancels a running solve, cancel() cancels it.
   */
  offSquares(request) {
    return this.#run(() => {}, (id) => this.#worker.postMessage({ id, request, task: "offSquares" }));
  }

  /**
   * A new job (cancelling the running one): `send(id)` once the worker is
   * ready, unless the job was cancelled meanwhile. The promise settles with
   * the job, never waiting for the start of a worker that cancel() has
   * terminated (a cancel while the worker loads rejects at once).
   */
  #run(onProgress, send) {
    if (this.#job) this.cancel();
    const id = this.#nextId++;
    const result = new Promise((resolve, reject) => {
      this.#job = { id, resolve, reject, onProgress };
    });
    this.#ready.then(
      () => { if (this.#job?.id === id) send(id); },
      (err) => this.#finish(id, (job) => job.reject(err)),
    );
    return result;
  }

  /** Stops the running solve, if any: its promise rejects with Cancelled. */
  cancel() {
    const job = this.#job;
    this.#job = null;
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

  /** After an answer: a worker grown past the ceiling makes way for a fresh one. */
  #weigh(worker, bytes) {
    if (!(bytes > 0) || worker !== this.#worker) return;
    this.#memory = bytes;
    if (bytes <= this.#ceiling || this.#job) return;
    this.#retired++;
    worker.terminate();
    this.#spawn();
    const detail = { bytes, ceiling: this.#ceiling };
    this.#onRetire(detail);
    globalThis.dispatchEvent?.(new CustomEvent("board-puzzles:worker-retired", { detail }));
  }

  /** No worker could start: every job from now on rejects with NoWorker (nothing runs on the page's thread). */
  #fallBack(why, blocked = false) {
    this.#worker = null;
    this.#unavailable = new NoWorker(why, blocked || workersBlocked);
    this.#ready = Promise.reject(this.#unavailable);
    this.#ready.catch(() => {});
    console.warn(`board-puzzles: no worker (${why})`);
    return this.#ready;
  }

  #spawn() {
    if (this.#unavailable) return;
    let source;
    let worker;
    try {
      source = workerSource();
      worker = new Worker(source.url, { type: "module" });
    } catch (err) {
      // A CSP without blob: workers (or no Worker at all) throws here.
      if (source?.blob) URL.revokeObjectURL(source.url);
      this.#fallBack(err?.message ?? err, err?.name === "SecurityError");
      return;
    }
    this.#worker = worker;
    let started = false;
    this.#ready = new Promise((resolve, reject) => {
      worker.addEventListener("message", (event) => {
        const msg = event.data ?? {};
        if (msg.type === "ready") {
          started = true;
          if (source.blob) URL.revokeObjectURL(source.url);
          this.#memory = msg.memory ?? 0;
          resolve();
        } else if (msg.type === "failed") reject(new Error(`the solver could not start: ${msg.message}`));
        else if (msg.type === "progress") {
          if (this.#job?.id === msg.id) this.#job.onProgress(msg.stats);
        } else if (msg.type === "answer") {
          this.#finish(msg.id, (job) => job.resolve(answerOf(msg)));
          this.#weigh(worker, msg.memory);
        } else if (msg.type === "cells") {
          this.#finish(msg.id, (job) => job.resolve(msg.cells));
          this.#weigh(worker, msg.memory);
        } else if (msg.type === "error") {
          this.#finish(msg.id, (job) => job.reject(new Error(msg.message)));
          this.#weigh(worker, msg.memory);
        }
      });
      const crashed = (id, why) => {
        if (!started && this.#worker === worker) {
          // It never started (its files did not load, or the CSP refused
          // it): do not loop; every solve says so (NoWorker). The CSP's
          // violation event may come just after the worker's error event.
          worker.terminate();
          if (source.blob) URL.revokeObjectURL(source.url);
          setTimeout(() => {
            this.#fallBack(why);
            reject(this.#unavailable);
          }, 50);
          return;
        }
        const err = new SolverCrashed(why);
        reject(err);
        const job = this.#job;
        if (this.#worker === worker) {
          // A crashed module cannot be trusted: start a fresh worker.
          worker.terminate();
          this.#spawn();
        }
        if (job && (id === undefined || job.id === id)) {
          this.#job = null;
          job.reject(err);
        }
      };
      worker.addEventListener("message", (event) => {
        const msg = event.data ?? {};
        if (msg.type === "crashed") crashed(msg.id, msg.message);
      });
      worker.addEventListener("error", (event) => {
        event.preventDefault();
        crashed(undefined, event.message || "worker error");
      });
    });
    // A rejection here is reported through solve(); don't leave it unhandled.
    this.#ready.catch(() => {});
  }
}
