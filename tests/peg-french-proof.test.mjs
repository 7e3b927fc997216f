// The French preset's fewest moves proved in wasm (issue 43 point 1), through
// the built module in dist/ in Node: hole [2, 0] empty, one peg anywhere, 20
// moves, with the memory ceiling at 2 048 MB. A heavy proof (minutes of one
// core, about 1.4 GB of wasm memory), so it runs only with BP_HEAVY=1:
//   BP_HEAVY=1 node --test tests/peg-french-proof.test.mjs   (after ./scripts/build.sh)
// Its time and memory are measured by benches/peg-french-proof.mjs and given
// in BENCHMARKS.md; here only the answer is asserted.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
const FRENCH = "##ooo##/#ooooo#/.oooooo/ooooooo/ooooooo/#ooooo#/##ooo##";

test("the French preset's 20 fewest moves are proved in wasm within 2 048 MB, and the answer replays to one peg", {
  skip: process.env.BP_HEAVY === "1" ? false : "a heavy proof: set BP_HEAVY=1",
  timeout: 3_600_000,
}, async () => {
  assert.ok(existsSync(join(dist, "board_puzzles.js")), "dist/board_puzzles.js is missing: run ./scripts/build.sh first");
  const api = await import(join(dist, "board_puzzles.js"));
  const wasm = api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
  const request = { puzzle: "peg-solitaire", board: FRENCH, minimize: "moves" };
  // A clock no machine reaches: the answer is asserted, not the time.
  const answer = api.solve({ ...request, limits: { millis: 3_600_000, memoryMb: 2048 } });
  assert.equal(answer.status, "solved", answer.reason);
  assert.equal(answer.optimal, true, answer.reason);
  assert.deepEqual([answer.length, answer.moves, answer.jumps], [20, 20, 35]);
  assert.match(
    answer.reason,
    /^20 moves · 35 jumps, proved fewest moves: meeting in the middle \(G\. I\. Bell's search by moves\): the [\d,]+ positions within \d+ moves of the start and the [\d,]+ within \d+ moves of the finish share none.*, so no solution has 19 moves or fewer$/,
  );
  // Every jump legal (the module's own position throws on an illegal one), one peg left.
  const end = api.position(request, answer.steps);
  assert.equal(end.solved, true);
  assert.equal([...end.board].filter((c) => c === "o").length, 1, end.board);
  // The sets stayed within the ceiling, and so did the whole wasm memory.
  assert.ok(wasm.memory.buffer.byteLength <= 2048e6, `${wasm.memory.buffer.byteLength} bytes of wasm memory`);
});
