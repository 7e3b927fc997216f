// The French preset's fewest moves (issue 43 point 1), through the wasm
// module in dist/, in Node: one `solve` of the French board (hole [2, 0]
// empty, one peg anywhere, minimize moves) with the memory ceiling given,
// then its answer replayed by the module's own `position`. Prints the
// answer's reason and states, the wall and CPU time of the call, and the
// wasm memory's size after it (it never shrinks: its peak).
//
// Usage: node benches/peg-french-proof.mjs [memoryMb]  (after
// ./scripts/build.sh; memoryMb 2048 by default; BP_DIST another build).
// A heavy measurement: minutes of one core and up to the ceiling of memory.
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
if (!existsSync(join(dist, "board_puzzles.js"))) {
  console.error(`${dist}/board_puzzles.js is missing: run ./scripts/build.sh first`);
  process.exit(1);
}
const memoryMb = Number(process.argv[2] ?? 2048);
const api = await import(join(dist, "board_puzzles.js"));
const wasm = api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
const request = {
  puzzle: "peg-solitaire",
  board: "##ooo##/#ooooo#/.oooooo/ooooooo/ooooooo/#ooooo#/##ooo##",
  minimize: "moves",
  limits: { millis: 3_600_000, memoryMb },
};
const start = performance.now();
const cpu = process.cpuUsage();
const answer = api.solve(request);
const wall = (performance.now() - start) / 1000;
const used = process.cpuUsage(cpu);
const report = {
  status: answer.status,
  optimal: answer.optimal,
  moves: answer.moves,
  jumps: answer.jumps,
  expanded: answer.stats?.expanded,
  reason: answer.reason,
  wallSeconds: Number(wall.toFixed(1)),
  cpuSeconds: Number(((used.user + used.system) / 1e6).toFixed(1)),
  wasmMemoryMb: Math.round(wasm.memory.buffer.byteLength / 1e6),
};
if (answer.steps) {
  const end = api.position(request, answer.steps);
  report.replayed = { solved: end.solved, moves: end.moves };
}
console.log(JSON.stringify(report, null, 2));
