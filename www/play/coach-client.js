// The coach's thread: one long-lived module worker (www/workers/solver-worker.js, task
// "coach") asked after every move played by hand. The core's coach keeps
// what it proved per request in that thread (the start, the fewest moves
// from positions seen, a peg search's table), so asking after each move
// costs little: the worker is kept, not restarted, between questions.
//
// A new move cancels the old question: an answer to an older question is
// dropped. A first question runs within FIRST_MILLIS (80 ms: a verdict
// within 100 ms even where the search runs out, docs/API.md); when its
// verdict is not proved (or proved but missing a number it sought:
// `more`, docs/API.md), the same position is asked again in the
// background with BACKGROUND_MILLIS (250 ms, the coach's default, then
// longer), each answer shown as it comes. A new move during such a background question terminates the
// worker (the only way to stop wasm mid-search) and starts a fresh one;
// the first question of a move is short, so it is let finish and only the
// latest move is asked next.
//
// Memory: what the coach keeps between calls stays in this worker's wasm
// memory (core::coach: at most 4 096 numbers and KEPT_MAX = 4 tables, a
// peg search's table of failing positions the largest). Each question is
// asked with limits.memoryMb = COACH_MEMORY_MB (128), so a table is at most
// that, and the 4 kept at most 512 MB; like the solver's workers
// (www/workers/solver-client.js) this worker is replaced once its memory passes the
// ceiling (the controller's, e.g. the element's worker-memory-mb; default
// 512 MB) after a verdict, which costs only time (the
// coach's verdicts never depend on what it kept).
import { ceilingBytes } from "../workers/solver-client.js";
import * as Message from "../workers/worker-messages.js";
import { startWorker } from "../workers/start-worker.js";

/** The memory budget of each question, MB (a kept table's ceiling). */
export const COACH_MEMORY_MB = 128;
/** Budget (ms) of the first question after a move (benches/coach.mjs times it). */
export const FIRST_MILLIS = 80;
/** Budgets (ms) of the background questions asked after an unproved verdict, in turn. */
export const BACKGROUND_MILLIS = [250, 2_000, 10_000];

export class Coach {
  #worker = null;
  #ready = null;
  #busy = null; // { id, background }
  #pending = null; // { gen, request, played, placed, round }
  #gen = 0;
  #nextId = 1;
  #onVerdict;
  #closed = false;

  /** The worker's memory ceiling, MB (undefined: globalThis.boardPuzzlesMemoryCeilingMb, else 512). */
  memoryCeilingMb;

  /**
   * onVerdict(coaching, {pending}) with each verdict of the latest question
   * (pending: a background question goes on), or onVerdict(null, {error})
   * when the question failed (the error's message). Options:
   * `memoryCeilingMb` (the controller's, as for its solvers).
   */
  constructor(onVerdict, { memoryCeilingMb } = {}) {
    this.#onVerdict = onVerdict;
    this.memoryCeilingMb = memoryCeilingMb;
  }

  /** Asks about the position after `played` (steps) or `placed` (squares); cancels older questions. */
  ask(request, played = [], placed = []) {
    if (this.#closed) return;
    const gen = ++this.#gen;
    const req = { ...request };
    delete req.limits;
    delete req.algorithm;
    this.#pending = { gen, request: req, played, placed, round: 0 };
    if (this.#busy?.background) this.#restart();
    this.#pump();
  }

  /** Drops the question in flight (play ended): its answer is ignored; a background search is stopped. */
  cancel() {
    this.#gen++;
    this.#pending = null;
    if (this.#busy?.background) this.#restart();
  }

  close() {
    this.#closed = true;
    this.#pending = null;
    this.#worker?.terminate();
    this.#worker = null;
  }

  #restart() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#ready = null;
    this.#busy = null;
  }

  #start() {
    if (this.#ready) return this.#ready;
    this.#ready = startWorker("solver").then((worker) => {
      if (this.#closed || this.#ready !== ready) {
        worker.terminate(); // restarted or closed while it loaded
        throw new Error("the coach's worker was restarted");
      }
      this.#worker = worker;
      return new Promise((resolve, reject) => {
        worker.onmessage = (event) => {
          const msg = event.data;
          if (msg?.type === Message.Type.ready) resolve();
          else if (msg?.type === Message.Type.failed) reject(new Error(msg.message));
          else this.#receive(worker, msg);
        };
        worker.onerror = (event) => {
          event.preventDefault?.();
          reject(new Error(event.message || "the coach's worker stopped"));
        };
      });
    });
    const ready = this.#ready;
    return ready;
  }

  async #pump() {
    if (this.#busy || !this.#pending || this.#closed) return;
    const job = this.#pending;
    this.#pending = null;
    const id = this.#nextId++;
    const background = job.round > 0;
    this.#busy = { id, background, job };
    try {
      await this.#start();
    } catch (err) {
      this.#busy = null;
      this.#restart();
      if (job.gen === this.#gen) this.#onVerdict(null, { error: err.message });
      return;
    }
    if (this.#busy?.id !== id) return; // restarted meanwhile
    const millis = background ? BACKGROUND_MILLIS[job.round - 1] : FIRST_MILLIS;
    const request = { ...job.request, limits: { millis, memoryMb: COACH_MEMORY_MB } };
    this.#worker.postMessage(Message.coach(id, request, job.played, job.placed));
  }

  #receive(worker, msg) {
    const busy = this.#busy;
    if (worker !== this.#worker || !busy || msg?.id !== busy.id) return;
    this.#busy = null;
    const job = busy.job;
    const current = job.gen === this.#gen;
    if (msg.type === Message.Type.coaching) {
      // An unknown verdict, or a proved one missing a number it sought (`more`), is asked again with more time.
      const wanted = !msg.coaching.proved || msg.coaching.more === true;
      const more = current && wanted && job.round < BACKGROUND_MILLIS.length;
      if (more && !this.#pending) this.#pending = { ...job, round: job.round + 1 };
      if (current) this.#onVerdict(msg.coaching, { pending: more });
    } else {
      if (msg.type === Message.Type.crashed) this.#restart();
      if (current) this.#onVerdict(null, { error: msg.message });
    }
    const ceiling = ceilingBytes(this.memoryCeilingMb);
    if (this.#worker && msg.memory > ceiling) this.#restart();
    this.#pump();
  }
}
