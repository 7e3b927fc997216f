// One n-queens count through the wasm module in dist/, in Node, for
// benches/queens-peers.mjs: `node benches/queens-count-wasm.mjs N`
// solves {puzzle: "n-queens", n: N, mode: "count"} with no limits (the
// defaults, as a page asks) and prints `N count wall-ms cpu-ms`, timing the
// solve alone: the module is loaded and compiled before the clock starts,
// and so is the solve's path through it (V8 compiles a module's functions
// lazily, at their first call: about 7 ms of the first solve of a fresh
// instance, measured against --no-wasm-lazy-compilation), by one count of
// n = 6 (10 nodes, far below V8's budget for optimising the kernel, so the
// timed count still starts in baseline code).
import { freshInstance } from "./fresh.mjs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const n = Number(process.argv[2]);
const { api } = await freshInstance(process.env.BP_DIST ?? join(root, "dist"));
api.solve({ puzzle: "n-queens", n: 6, mode: "count" });
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
const answer = api.solve({ puzzle: "n-queens", n, mode: "count" });
const wall = performance.now() - wall0;
const cpu = process.cpuUsage(cpu0);
console.log(`${n} ${answer.status === "solved" ? answer.count : answer.status} ${wall.toFixed(1)} ${((cpu.user + cpu.system) / 1000).toFixed(1)}`);
