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
//   A strict page CSP must allow `worker-src blob:` (and `script-src` and
//   `connect-src` the files' origin, `'wasm-unsafe-eval'`).
// - when no worker can start at all (the CSP forbids blob: workers, or the
//   worker's files cannot load), solves run on the page's own thread
//   (inPage; the page is busy while it solves, each solve's time is capped
//   at IN_PAGE_MILLIS and cancel waits for it): the element still works,
//   and `solver.inPage` lets the page say so. embed.html in an iframe is
//   the way to keep a worker under `worker-src 'self'`.
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

/** The time cap of a solve run on the page's own thread (inPage), ms. */
export const IN_PAGE_MILLIS = 10_000;

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
  #inPage = null; // the module's solvePacked, once solving on the page's thread
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

  /** Whether solves run on the page's own thread (no worker could start; see the file's comment). */
  get inPage() {
    return this.#inPage !== null;
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
    return this.#run(onProgress, (id) => {
      if (this.#inPage) this.#solveInPage(id, request);
      else this.#worker.postMessage({ id, request });
    });
  }

  /**
   * The off squares of `request`'s board (a seeded random board: its
   * randomOff walls) as a Uint32Array of row-major cell indices, computed
   * in the worker (millions of random draws take a second). Runs as a solve
   * does: it cancels a running solve, cancel() cancels it.
   */
  offSquares(request) {
    return this.#run(() => {}, async (id) => {
      if (!this.#inPage) {
        this.#worker.postMessage({ id, request, task: "offSquares" });
        return;
      }
      const m = await import("../board_puzzles.js");
      try {
        const cells = m.offSquares(request);
        this.#finish(id, (job) => job.resolve(cells));
      } catch (err) {
        this.#finish(id, (job) => job.reject(new Error(String(err?.message ?? err))));
      }
    });
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
    if (!this.#inPage) {
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

  /** Solves on the page's thread (no worker): later, so that the page can show "Solving…" first. */
  #solveInPage(id, request) {
    setTimeout(() => {
      if (this.#job?.id !== id) return;
      const millis = Math.min(request.limits?.millis ?? IN_PAGE_MILLIS, IN_PAGE_MILLIS);
      try {
        const { answer, steps } = this.#inPage({ ...request, limits: { ...request.limits, millis } }, (stats) => {
          if (this.#job?.id === id) this.#job.onProgress(stats);
        });
        this.#finish(id, (job) => job.resolve(answerOf({ answer, steps })));
      } catch (err) {
        this.#finish(id, (job) => job.reject(new Error(String(err?.message ?? err))));
      }
    }, 30);
  }

  /** No worker could start: solve on the page's thread from now on. */
  #fallBack(why) {
    this.#worker = null;
    this.#ready = import("../board_puzzles.js").then(async (m) => {
      await m.default();
      this.#inPage = m.solvePacked;
    });
    this.#ready.catch(() => {});
    console.warn(`board-puzzles: no worker (${why}); solving on the page's thread`);
    return this.#ready;
  }

  #spawn() {
    if (this.#inPage) return;
    let source;
    let worker;
    try {
      source = workerSource();
      worker = new Worker(source.url, { type: "module" });
    } catch (err) {
      // A CSP without blob: workers (or no Worker at all) throws here.
      if (source?.blob) URL.revokeObjectURL(source.url);
      this.#fallBack(err?.message ?? err);
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
          // it): do not loop; solve on the page's thread instead.
          worker.terminate();
          if (source.blob) URL.revokeObjectURL(source.url);
          this.#fallBack(why).then(resolve, reject);
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
