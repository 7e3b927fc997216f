// The expected answers of benches/cases.json, checked the same way by
// benches/wasm.mjs (each answer as it comes) and benches/report.mjs (the
// native and wasm results together); benches/solvers.rs does the same in
// Rust. A case's `expect` lists fields of the answer's summary:
//   status, length, optimal, count (compared as decimal text, since an
//   answer's count may be a string past 2^53), solutions (how many),
//   moves (jumps by the same peg in a row count as one move).
// Cases marked "long": true run only with BENCH_LONG=1.

/** The moves of a jump sequence: a jump from where the last one landed continues its move. */
export function moves(steps) {
  const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];
  return steps.filter((s, i) => i === 0 || !same(steps[i - 1].to, s.from)).length;
}

/** The fields of an answer that `expect` can name. */
export function summary(answer) {
  return {
    status: answer.status,
    length: answer.length,
    optimal: answer.optimal,
    count: answer.count,
    solutions: answer.solutions?.length,
    moves: Array.isArray(answer.steps) ? moves(answer.steps) : undefined,
  };
}

/** What of `got` (a summary) differs from `expect`, one line each; [] when all agree. */
export function mismatches(expect, got) {
  if (!expect || typeof expect !== "object") return ["no expected answer in benches/cases.json"];
  const text = (v) => (v === undefined || v === null ? String(v) : typeof v === "string" ? v : JSON.stringify(v));
  return Object.entries(expect)
    .filter(([key, want]) => text(got?.[key]) !== text(want))
    .map(([key, want]) => `${key}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got?.[key])}`);
}

/** Whether a case runs in this process (long cases need BENCH_LONG=1). */
export const runs = (c) => !c.long || Boolean(process.env.BENCH_LONG);
