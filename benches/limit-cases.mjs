// The requests of issues 17's and 21's tables (time and memory limits in
// every phase and every entry point): shared by benches/limits.mjs, which
// measures them for BENCHMARKS.md, and tests/node_timing.test.mjs, which
// asserts the time limit of the rows whose `limits.millis` is at most 200.

const N = 10_000;
const far = [N - 1, N - 1];
export const path = (fields) => ({ puzzle: "knight-path", rows: N, cols: N, from: [0, 0], to: far, ...fields });
/** A randomOff seed of fraction 0.45 that draws a wall under [5000, 5000] (found by `--find-seed`). */
const WALL_SEED = Number(process.env.LIMITS_WALL_SEED ?? 1);

/** `count` distinct squares of the N × N board other than [0, 0] and the far corner, as [row, col] pairs (xorshift32, seed 1). */
function offSquares(count) {
  const seen = new Set([0, N * N - 1]);
  const out = [];
  let x = 1;
  while (out.length < count) {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    const cell = x % (N * N);
    if (seen.has(cell)) continue;
    seen.add(cell);
    out.push([Math.floor(cell / N), cell % N]);
  }
  return out;
}

const swapBoard = "nnnnnnnn/nnnnnnnn/......../......../......../......../NNNNNNNN/NNNNNNNN";
const swapGoal = "NNNNNNNN/NNNNNNNN/......../......../......../......../nnnnnnnn/nnnnnnnn";

/**
 * Calls entry point `call` of `api` (the module's exports) with `request`
 * and no moves played: "solve" (the default), "solvePacked", "check",
 * "coach", "position" or "moves". Returns what a row shows: `{status,
 * reason, expanded}` (`status` "valid" for a request `check` accepts, "ok"
 * for a position or a move list); throws what the call throws.
 */
export function invoke(api, call, request) {
  switch (call ?? "solve") {
    case "solve": return fields(api.solve(request));
    case "solvePacked": return fields(api.solvePacked(request).answer);
    case "check": api.check(request); return { status: "valid" };
    case "coach": return fields(api.coach(request, [], []));
    case "position": { const p = api.position(request, [], []); return { status: "ok", reason: `board of ${p.board?.length ?? 0} characters` }; }
    case "moves": return { status: "ok", reason: `${api.moves(request, []).length} legal moves` };
    default: throw new Error(`unknown call ${call}`);
  }
}

/** The fields a row shows of an answer or a coach's verdict. */
const fields = (a) => ({ status: a.status, reason: a.reason, expanded: a.stats?.expanded });

const swap10k = { puzzle: "knight-swap", rows: N, cols: N, limits: { millis: 200 } };
const tour3 = { puzzle: "knight-tour", rows: 3, cols: N, limits: { millis: 200 } };

/**
 * The rows: a name, the call (see `invoke`), a function making the request
 * (built before the clock starts), and the figure.
 */
export const CASES = [
  { name: "knight-path 10 000², `bibfs`, randomOff {fraction 0.3, seed 1}", before: "12 047 ms: limit after 16 states",
    request: () => path({ algorithm: "bibfs", randomOff: { fraction: 0.3, seed: 1 }, limits: { millis: 200 } }) },
  { name: `knight-path 10 000², \`astar-exact\`, randomOff 0.45 (seed ${WALL_SEED}: a wall under from [5000, 5000])`, before: "12 494 ms, then refused",
    request: () => path({ algorithm: "astar-exact", from: [5000, 5000], randomOff: { fraction: 0.45, seed: WALL_SEED }, limits: { millis: 200 } }) },
  { name: "knight-path 10 000² from [0, 0], randomOff {fraction 0.3, seed 7} (a wall under from)", before: "3 377 ms, then refused",
    request: () => path({ randomOff: { fraction: 0.3, seed: 7 }, limits: { millis: 200 } }) },
  { name: "knight-path 2 000², `bfs`, `trace: true`", before: "530 ms",
    request: () => ({ puzzle: "knight-path", rows: 2000, cols: 2000, from: [0, 0], to: [1999, 1999], algorithm: "bfs", trace: true, limits: { millis: 200 } }) },
  { name: "knight-path 10 000², `seed-astar-sld`", before: "585 ms, 764 MB",
    request: () => path({ algorithm: "seed-astar-sld", limits: { millis: 200 } }) },
  { name: "knight-path 10 000², `ida-star`, 1 M off squares as [row, col] arrays", before: "818 ms",
    request: () => path({ algorithm: "ida-star", off: offSquares(1_000_000), limits: { millis: 200 } }) },
  { name: "knight-path 10 000², `ida-star`, 1 M off squares as a Uint32Array", before: "–",
    request: () => path({ algorithm: "ida-star", off: Uint32Array.from(offSquares(1_000_000).flat()), limits: { millis: 200 } }) },
  { name: "knight-tour 1 000² closed, `solve`", before: "1 502 ms: solved",
    request: () => ({ puzzle: "knight-tour", rows: 1000, cols: 1000, from: [0, 0], closed: true, limits: { millis: 200 } }) },
  { name: "knight-tour 1 000² closed, `solvePacked`", call: "solvePacked", before: "–",
    request: () => ({ puzzle: "knight-tour", rows: 1000, cols: 1000, from: [0, 0], closed: true, limits: { millis: 200 } }) },
  { name: "knight-swap 8 × 8, 32 knights, `astar` (millis 20 000)", before: "963 MB",
    request: () => ({ puzzle: "knight-swap", board: swapBoard, goal: swapGoal, algorithm: "astar", limits: { millis: 20_000 } }) },
  { name: "knight-path 10 000², `seed-astar-manhattan` (millis 20 000)", before: "957 MB",
    request: () => path({ algorithm: "seed-astar-manhattan", limits: { millis: 20_000 } }) },
  { name: "knight-path 10 000², `bfs`, 5 M off squares as a Uint32Array (millis 20 000)", before: "1.2 GB RSS",
    request: () => path({ algorithm: "bfs", off: Uint32Array.from(offSquares(5_000_000).flat()), limits: { millis: 20_000 } }) },
  // Issue 21: every entry point keeps its limits.
  ...["check", "solve", "coach", "position", "moves"].map((call) => ({
    name: `knight-swap 10 000², \`${call}\``, call, before: "1.4–3.7 s, 2 050 MB, then refused",
    request: () => ({ ...swap10k }),
  })),
  { name: "knight-path 10 000², randomOff {fraction 0.3, seed 3}, `coach`", call: "coach", before: "1 274–1 284 ms",
    request: () => path({ randomOff: { fraction: 0.3, seed: 3 }, limits: { millis: 200 } }) },
  { name: "knight-path 10 000², 2 M off squares as [row, col] arrays, `coach` (millis 20)", call: "coach", before: "479 ms",
    request: () => path({ off: offSquares(2_000_000), limits: { millis: 20 } }) },
  { name: "knight-tour 3 × 10 000, `solve`", before: "353–386 ms, the tour found thrown away",
    request: () => ({ ...tour3 }) },
  { name: "knight-tour 3 × 10 000, `coach`", call: "coach", before: "353–386 ms",
    request: () => ({ ...tour3 }) },
  { name: "knight-path 10 000², `position`", call: "position", before: "a 100 009 999-character board",
    request: () => path({ limits: { millis: 200 } }) },
];

