// The requests of issues 17's, 21's and 40's tables (time and memory limits
// in every phase and every entry point): shared by benches/limits.mjs, which
// measures them for BENCHMARKS.md, and tests/node_timing.test.mjs, which
// asserts the time limit of the rows whose `limits.millis` is at most 200,
// and of the rows bounded by `limits.nodes` alone within their `boundMs`.

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
 * and `played` steps or `placed` pieces (none when not given): "solve" (the
 * default), "solvePacked", "check", "coach", "position", "moves" or
 * "offSquares". Returns what a row shows: `{status, reason, expanded}`
 * (`status` "valid" for a request `check` accepts, "ok" for a position, a
 * move list or walls); throws what the call throws.
 */
export function invoke(api, call, request, { played = [], placed = [] } = {}) {
  switch (call ?? "solve") {
    case "solve": return fields(api.solve(request));
    case "solvePacked": return fields(api.solvePacked(request).answer);
    case "check": api.check(request); return { status: "valid" };
    case "coach": return fields(api.coach(request, played, placed));
    case "position": { const p = api.position(request, played, placed); return { status: "ok", reason: `board of ${p.board?.length ?? 0} characters` }; }
    case "moves": return { status: "ok", reason: `${api.moves(request, played).length} legal moves` };
    case "offSquares": return { status: "ok", reason: `${api.offSquares(request).length} off squares` };
    default: throw new Error(`unknown call ${call}`);
  }
}

/**
 * `count` knight steps back and forth between [0, 0] and [1, 2], each its
 * own object: a long `played` list (made before the clock starts).
 */
export function walk(count) {
  const out = [];
  for (let i = 0; i < count; i++) out.push(i % 2 === 0 ? { from: [0, 0], to: [1, 2] } : { from: [1, 2], to: [0, 0] });
  return out;
}

/** `count` squares of a 1 000 × 1 000 board no two a knight's move apart: the light ones, row by row. */
function knights(count) {
  const out = [];
  for (let r = 0; out.length < count; r++) for (let c = r % 2; c < 1000 && out.length < count; c += 2) out.push([r, c]);
  return out;
}

/** The `played` and `placed` lists of case `c` (for `invoke`), made anew. */
export const listsOf = (c) => ({ played: c.played?.() ?? [], placed: c.placed?.() ?? [] });

/** The fields a row shows of an answer or a coach's verdict. */
const fields = (a) => ({ status: a.status, reason: a.reason, expanded: a.stats?.expanded });

const swap10k = { puzzle: "knight-swap", rows: N, cols: N, limits: { millis: 200 } };
const tour3 = { puzzle: "knight-tour", rows: 3, cols: N, limits: { millis: 200 } };

/**
 * The rows: a name, the call (see `invoke`), a function making the request
 * and ones making `played` or `placed` (built before the clock starts), the
 * issue's figure, and for a row bounded by `limits.nodes` alone the time
 * it must end within (`boundMs`).
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
  // Issue 40: every phase within `millis` and `nodes` alike. Rows bounded
  // by `nodes` alone (the default minute of `millis` otherwise) are timed
  // against `boundMs`.
  ...[["coach", "3 189 ms (load 9; ≈ 450 ms quiet), then refused", "456 ms: off-track", "458 ms: off-track"],
    ["position", "2 261 ms (load 9), then refused", "471 ms: ok", "442 ms: ok"],
    ["moves", "3 054 ms (load 9), then refused", "450 ms: ok", "474 ms: ok"]].flatMap(([call, refused, timed, counted]) => [
    { name: `knight-path 8², 100 000 steps \`played\`, \`to\` outside the board, \`${call}\``, call, before: refused,
      request: () => ({ puzzle: "knight-path", rows: 8, cols: 8, to: [8, 8], limits: { millis: 200 } }), played: () => walk(100_000) },
    { name: `knight-path 8², 100 000 steps \`played\`, \`${call}\``, call, before: timed,
      request: () => ({ puzzle: "knight-path", rows: 8, cols: 8, limits: { millis: 200 } }), played: () => walk(100_000) },
    { name: `knight-path 8², 100 000 steps \`played\`, \`${call}\` (nodes 1 000)`, call, before: counted, boundMs: 200,
      request: () => ({ puzzle: "knight-path", rows: 8, cols: 8, limits: { nodes: 1000 } }), played: () => walk(100_000) },
  ]),
  { name: "non-attacking-knights 1 000², 100 000 pieces `placed`, `position`", call: "position", before: "> 120 s (stopped; a copy of the position a piece)",
    request: () => ({ puzzle: "non-attacking-knights", rows: 1000, cols: 1000, limits: { millis: 200 } }), placed: () => knights(100_000) },
  { name: "non-attacking-knights 1 000², 100 000 pieces `placed`, `coach` (nodes 1 000)", call: "coach", before: "> 120 s (stopped)", boundMs: 200,
    request: () => ({ puzzle: "non-attacking-knights", rows: 1000, cols: 1000, limits: { nodes: 1000 } }), placed: () => knights(100_000) },
  { name: "knight-path 10 000², randomOff {fraction 0.01, seed 1}, `offSquares`", call: "offSquares", before: "1 543 ms: 1 000 507 off squares",
    request: () => path({ randomOff: { fraction: 0.01, seed: 1 }, limits: { millis: 200 } }) },
  { name: "knight-path 10 000², randomOff {fraction 0.01, seed 1}, `offSquares` (nodes 1 000)", call: "offSquares", before: "1 562 ms: 1 000 507 off squares", boundMs: 200,
    request: () => path({ randomOff: { fraction: 0.01, seed: 1 }, limits: { nodes: 1000 } }) },
  { name: "knight-path 10 000², randomOff {fraction 0.3, seed 1} (nodes 1 000)", before: "1 993 ms: limit after 1 000 states", boundMs: 200,
    request: () => path({ randomOff: { fraction: 0.3, seed: 1 }, limits: { nodes: 1000 } }) },
  { name: "non-attacking-knights 1 000², `matching`", before: "212 ms: limit after 1 state",
    request: () => ({ puzzle: "non-attacking-knights", rows: 1000, cols: 1000, algorithm: "matching", limits: { millis: 200 } }) },
  { name: "non-attacking-knights 1 000², `matching` (nodes 1 000)", before: "541 ms: solved, expanded 1", boundMs: 200,
    request: () => ({ puzzle: "non-attacking-knights", rows: 1000, cols: 1000, algorithm: "matching", limits: { nodes: 1000 } }) },
  { name: "knight-swap 8 × 8, 16 + 16 knights, `astar-assignment`", before: "203 ms: limit after 99 states",
    request: () => ({ puzzle: "knight-swap", board: swapBoard, goal: swapGoal, algorithm: "astar-assignment", limits: { millis: 200 } }) },
  { name: "knight-swap 8 × 8, 16 + 16 knights, `astar-assignment` (nodes 1 000)", before: "985 ms: limit after 1 000 states", boundMs: 200,
    request: () => ({ puzzle: "knight-swap", board: swapBoard, goal: swapGoal, algorithm: "astar-assignment", limits: { nodes: 1000 } }) },
  { name: "n-queens n = 10⁶, `solve`", before: "206 ms: limit (encoding)",
    request: () => ({ puzzle: "n-queens", n: 1_000_000, limits: { millis: 200 } }) },
  { name: "n-queens n = 10⁶, `solvePacked`", call: "solvePacked", before: "49 ms: solved",
    request: () => ({ puzzle: "n-queens", n: 1_000_000, limits: { millis: 200 } }) },
  { name: "n-queens n = 10⁶, `solve` (nodes 1 000)", before: "517 ms: solved", boundMs: 200,
    request: () => ({ puzzle: "n-queens", n: 1_000_000, limits: { nodes: 1000 } }) },
  { name: "n-queens n = 10⁶, `solvePacked` (nodes 1 000)", call: "solvePacked", before: "63 ms: solved", boundMs: 200,
    request: () => ({ puzzle: "n-queens", n: 1_000_000, limits: { nodes: 1000 } }) },
  { name: "knight-tour 1 000² closed, `solve` (nodes 1 000)", before: "44 ms: limit after 1 000 states", boundMs: 200,
    request: () => ({ puzzle: "knight-tour", rows: 1000, cols: 1000, from: [0, 0], closed: true, limits: { nodes: 1000 } }) },
];

