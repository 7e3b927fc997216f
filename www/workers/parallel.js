// Counting in parallel: a count request split into `of` parts with the
// request's `split: [k, of]` field (the puzzle documents how it divides
// its search, e.g. n-queens by the queens of the row where the symmetric
// count branches out), run on a few workers at once, the parts' counts
// added with BigInt (a count past 2^53 comes as a decimal string).
import { Cancelled, Solver } from "./solver-client.js";
import { plural } from "../base/format.js";

/** Workers to use: one per core the browser reports (at least 1, at most 16). */
export function workerCount() {
  const n = Number(globalThis.navigator?.hardwareConcurrency) || 2;
  return Math.min(Math.max(Math.floor(n), 1), 16);
}

/** Parts for `workers` workers: a few each, so that uneven parts even out
 * and the progress bar moves. */
export function partCount(workers) {
  return Math.min(workers * 4, 64);
}

/**
 * A pool of `workers` solvers (kept between runs; cancel restarts them;
 * each retires its worker past the memory ceiling as Solver does).
 * run() counts `request` in `parts` parts. onProgress({done,
 * parts, expanded, generated}) runs as parts report and finish. Resolves
 * to one answer: the count summed (a number up to 2^53, else a decimal
 * string), stats summed (millis: wall time), `parts` and `workers`; a part
 * that ends at the limit makes the whole answer "limit" (nothing is
 * claimed). Rejects with Cancelled after cancel(), or with the first error.
 */
export class PartCount {
  #solvers = [];
  #cancelled = false;

  /** `options` go to each Solver (memoryCeilingMb, onRetire). */
  constructor(workers, options = {}) {
    for (let i = 0; i < workers; i++) this.#solvers.push(new Solver(options));
  }

  get workers() {
    return this.#solvers.length;
  }

  /** The largest wasm memory its workers reported last, bytes. */
  get memoryBytes() {
    return Math.max(0, ...this.#solvers.map((s) => s.memoryBytes));
  }

  /** Sets every worker's memory ceiling, MB (see Solver). */
  set memoryCeilingMb(mb) {
    for (const s of this.#solvers) s.memoryCeilingMb = mb;
  }

  async run(request, parts, onProgress = () => {}) {
    this.#cancelled = false;
    const started = performance.now();
    const running = new Map(); // part → its latest stats
    const finished = [];
    let next = 0;
    let failure = null;
    const report = () => {
      const all = [...finished.map((a) => a.stats), ...running.values()];
      onProgress({
        done: finished.length,
        parts,
        expanded: all.reduce((s, x) => s + (x?.expanded ?? 0), 0),
        generated: all.reduce((s, x) => s + (x?.generated ?? 0), 0),
      });
    };
    const lane = async (solver) => {
      while (next < parts && !failure && !this.#cancelled) {
        const k = next++;
        running.set(k, null);
        try {
          const answer = await solver.solve({ ...request, split: [k, parts] }, (stats) => {
            running.set(k, stats);
            report();
          });
          running.delete(k);
          finished.push(answer);
          report();
        } catch (err) {
          running.delete(k);
          failure ??= err;
          this.cancel();
        }
      }
    };
    await Promise.all(this.#solvers.map(lane));
    if (failure) throw failure;
    if (this.#cancelled) throw new Cancelled();
    return sum(finished, request, parts, this.#solvers.length, performance.now() - started);
  }

  /** Stops every part. */
  cancel() {
    if (this.#cancelled) return;
    this.#cancelled = true;
    for (const s of this.#solvers) s.cancel();
  }

  /** Ends the workers for good. */
  close() {
    this.cancel();
    for (const s of this.#solvers) s.close?.();
  }
}

/** One answer from the parts' answers. */
function sum(answers, request, parts, workers, wall) {
  const limit = answers.find((a) => a.status === "limit");
  let total = 0n;
  for (const a of answers) total += BigInt(a.count ?? 0);
  const stats = {
    algorithm: answers[0]?.stats?.algorithm ?? request.algorithm,
    expanded: answers.reduce((s, a) => s + (a.stats?.expanded ?? 0), 0),
    generated: answers.reduce((s, a) => s + (a.stats?.generated ?? 0), 0),
    millis: wall,
  };
  const count = total <= 2n ** 53n ? Number(total) : total.toString();
  if (limit) {
    return {
      puzzle: request.puzzle,
      status: "limit",
      stats,
      parts,
      workers,
      reason: `a part ran out of budget (${limit.reason ?? "limit"}); the count is incomplete`,
    };
  }
  return {
    puzzle: request.puzzle,
    status: total === 0n ? "unsolvable" : "solved",
    count,
    stats,
    parts,
    workers,
    reason: `counted in ${parts} parts on ${workers} ${plural("worker", workers)} (split [k, ${parts}]), the parts' counts added`,
  };
}
