// The expected answers of benches/cases.json, checked the same way by
// benches/wasm.mjs (each answer as it comes) and benches/report.mjs (the
// native and wasm results together); benches/solvers.rs does the same in
// Rust. A case's `expect` lists fields of the answer's summary:
//   status, length, optimal, count (compared as decimal text, since an
//   answer's count may be a string past 2^53), solutions (how many),
//   moves (jumps by the same peg in a row count as one move).
// Cases marked "long": true run only with BENCH_LONG=1.
// Every answer's steps are also replayed through the module's one apply
// (replayMismatches): an illegal step or a solved answer that misses the
// goal is a mismatch too.

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

/** Steps packed six numbers each (solvePacked's `steps`): from, to, over (0xFFFFFFFF for none). */
export function unpack(packed) {
  const steps = [];
  for (let i = 0; i + 5 < packed.length; i += 6) {
    const step = { from: [packed[i], packed[i + 1]], to: [packed[i + 2], packed[i + 3]] };
    if (packed[i + 4] !== 0xffffffff) step.over = [packed[i + 4], packed[i + 5]];
    steps.push(step);
  }
  return steps;
}

/**
 * Replays `steps` (all of an answer's steps) from `request`'s start through
 * the module's `position(request, played)`, which applies each step by the
 * core's rules and names the first illegal one. Returns [] when every step
 * is legal and a solved answer ends on the goal, else one line saying why.
 */
export function replayMismatches(api, request, answer, steps) {
  if (!Array.isArray(steps)) return [];
  let end;
  try {
    end = api.position(request, steps, undefined);
  } catch (e) {
    return [`illegal answer (${e.kind ?? "error"}): ${e.message}`];
  }
  if (answer.status === "solved" && !end.solved) return [`the ${steps.length} steps do not reach the goal`];
  return [];
}

/** Whether a case runs in this process (long cases need BENCH_LONG=1). */
export const runs = (c) => !c.long || Boolean(process.env.BENCH_LONG);
