// Limits through the wasm module in Node (dist/): the memory ceiling
// `limits.memoryMb` and the checks made before any large set-up. Timings
// are asserted only in tests/limits.rs (release layer); here the outcomes.
// Run after scripts/build.sh:  node --test tests/
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
let api;

before(async () => {
  assert.ok(existsSync(join(dist, "board_puzzles.js")), "dist/board_puzzles.js is missing: run ./scripts/build.sh first");
  api = await import(join(dist, "board_puzzles.js"));
  api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
});

test("a request past limits.memoryMb answers limit with its estimate, before allocating", () => {
  const request = { puzzle: "knight-path", rows: 2000, cols: 2000, algorithm: "bfs" };
  const small = api.solve({ ...request, limits: { memoryMb: 10 } });
  assert.equal(small.status, "limit");
  assert.match(small.reason, /about 16 MB, more than the memory ceiling \(limits\.memoryMb = 10\)/);
  assert.equal(small.stats.expanded, 0);
  const enough = api.solve({ ...request, limits: { memoryMb: 100 } });
  assert.equal(enough.status, "solved");
  // The seed program's array would be 800 MB on 10 000 × 10 000: it keeps
  // only the squares it writes, so the default ceiling is enough to start.
  const seed = api.solve({
    puzzle: "knight-path",
    rows: 10000,
    cols: 10000,
    algorithm: "seed-astar-sld",
    limits: { nodes: 1000 },
  });
  assert.equal(seed.status, "limit");
  assert.equal(seed.stats.expanded, 1000);
  assert.throws(() => api.solve({ ...request, limits: { memoryMb: 0 } }), /limits\.memoryMb/);
});

test("a randomOff wall under from or to is refused before the walls are drawn", () => {
  const request = { puzzle: "knight-path", rows: 10000, cols: 10000, algorithm: "astar-exact" };
  // Seed 22 at 0.45 walls off [5000, 5000]; seed 7 at 0.3 walls off [0, 0].
  assert.throws(
    () => api.solve({ ...request, from: [5000, 5000], randomOff: { fraction: 0.45, seed: 22 } }),
    /from: square \(5000, 5000\) is off the board \(a wall drawn by randomOff with seed 22\)/,
  );
  assert.throws(() => api.solve({ ...request, from: [0, 0], randomOff: { fraction: 0.3, seed: 7 } }), /from: square \(0, 0\) is off the board/);
  // check() (parse only) answers at once on such boards: no wall drawn.
  assert.equal(api.check({ ...request, randomOff: { fraction: 0.3, seed: 3 } }), undefined);
});

test("a long off list read past limits.millis answers limit, saying it was reading off", () => {
  // A million [row, col] arrays take about half a second to read: the clock
  // is read between chunks of 65 536 squares. A budget of 1 ms is far
  // below what any machine needs for the list (16 chunks, each a
  // megabyte of JSON), so the clock always stops the reading.
  const off = Array.from({ length: 1_000_000 }, (_, i) => [1 + Math.floor(i / 5000), (i % 5000) * 2]);
  const request = { puzzle: "knight-path", rows: 10000, cols: 10000, algorithm: "ida-star", off, limits: { millis: 1 } };
  for (const answer of [api.solve(request), api.solvePacked(request).answer]) {
    assert.equal(answer.status, "limit");
    assert.match(answer.reason, /ran out while reading `off` \([\d,]+ of 1,000,000 squares read\), before the search began/);
    assert.equal(answer.stats.expanded, 0);
  }
  // The coach reads it against the same clock, and knows nothing yet.
  const verdict = api.coach(request, [], []);
  assert.equal(verdict.status, "unknown");
  assert.match(
    verdict.reason,
    /^unknown: nothing is proved; limit: the budget of 1 ms ran out while reading `off` \([\d,]+ of 1,000,000 squares read\)/,
  );
  // A wrong field is still refused, before the list is read.
  assert.throws(() => api.solve({ ...request, colour: "red" }), /unknown field `colour`/);
});

test("a node limit counts exactly the budget, and BFS depths add up to it", () => {
  const a = api.solve({ puzzle: "knight-swap", board: "nnnn/..../..../..../NNNN", algorithm: "bfs", limits: { nodes: 1000 } });
  assert.equal(a.status, "limit");
  assert.equal(a.stats.expanded, 1000);
  assert.equal(
    a.depths.reduce((s, d) => s + d, 0),
    1000,
  );
});
