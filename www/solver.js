// Runs solves in a module Web Worker so the page never freezes. Cancel
// terminates the worker and starts a fresh one (no shared memory needed).

/** Thrown (as a rejection) by solve() when the solve was cancelled. */
export class Cancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "Cancelled";
  }
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
 * answer.packed). */
function answerOf(msg) {
  const answer = msg.answer;
  if (msg.steps) Object.defineProperty(answer, "packed", { value: msg.steps, enumerable: false });
  return answer;
}

export class Solver {
  #worker = null;
  #ready = null;
  #job = null; // { id, resolve, reject, onProgress }
  #nextId = 1;

  constructor() {
    this.#spawn();
  }

  /** Whether a solve is running. */
  get busy() {
    return this.#job !== null;
  }

  /** Solves `request`; calls onProgress(stats) now and then. */
  async solve(request, onProgress = () => {}) {
    if (this.#job) this.cancel();
    const ready = this.#ready;
    const id = this.#nextId++;
    const result = new Promise((resolve, reject) => {
      this.#job = { id, resolve, reject, onProgress };
    });
    try {
      await ready;
    } catch (err) {
      this.#finish(id, (job) => job.reject(err));
      return result;
    }
    if (this.#job?.id === id) this.#worker.postMessage({ id, request });
    return result;
  }

  /** Stops the running solve, if any: its promise rejects with Cancelled. */
  cancel() {
    const job = this.#job;
    this.#job = null;
    this.#worker?.terminate();
    this.#spawn();
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

  #spawn() {
    const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    this.#worker = worker;
    this.#ready = new Promise((resolve, reject) => {
      worker.addEventListener("message", (event) => {
        const msg = event.data ?? {};
        if (msg.type === "ready") resolve();
        else if (msg.type === "failed") reject(new Error(`the solver could not start: ${msg.message}`));
        else if (msg.type === "progress") {
          if (this.#job?.id === msg.id) this.#job.onProgress(msg.stats);
        } else if (msg.type === "answer") this.#finish(msg.id, (job) => job.resolve(answerOf(msg)));
        else if (msg.type === "error") this.#finish(msg.id, (job) => job.reject(new Error(msg.message)));
      });
      const crashed = (id, why) => {
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
