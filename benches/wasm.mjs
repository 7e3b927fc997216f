// The cases of benches/cases.json through the wasm module in dist/, in Node,
// timed with tinybench. Writes target/bench/wasm.json and prints a table.
// Usage: node benches/wasm.mjs  (after ./scripts/build.sh; BENCH_CASE=text
// keeps only the cases whose name contains text; BENCH_LONG=1 adds the long
// cases). Each answer is checked against the case's `expect`
// (benches/expect.mjs) and its steps are replayed through the module's
// `position` (the core's one apply); any difference or illegal step is
// printed and the run exits 1. Each case runs in a fresh instance of the
// module (benches/fresh.mjs), whose wasm memory after the case's runs is
// its peak (`memoryBytes` in wasm.json). Node never unloads an imported
// ES module, so every instance's memory stays until the run ends: a full
// run reaches about 2.4 GB of RSS (4 min 22 s on the 2-core machine).
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { Bench } from "tinybench";
import { mismatches, replayMismatches, runs, summary, unpack } from "./expect.mjs";
import { freshInstance } from "./fresh.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
const js = join(dist, "board_puzzles.js");
if (!existsSync(js)) {
  console.error("dist/board_puzzles.js is missing: run ./scripts/build.sh first");
  process.exit(1);
}

const filter = process.env.BENCH_CASE;
/** Cases whose first solve takes longer (ms) are timed by that one run. */
const SLOW_MS = 1500;
const cases = JSON.parse(readFileSync(join(root, "benches", "cases.json"), "utf8"))
  .filter((c) => (!filter || c.name.includes(filter)) && runs(c));

// The call the page's worker makes: solvePacked hands long answers over as
// one typed array (a million-step tour), where solve() would build a
// million JS objects; the answer's fields are the same.
const solveOnce = (api, request) => (api.solvePacked ? api.solvePacked(request).answer : api.solve(request));
/** The first solve: the answer, and long answers' steps still packed. */
const solveFirst = (api, request) => (api.solvePacked ? api.solvePacked(request) : { answer: api.solve(request) });

// The replays run in an instance of their own, outside the cases' memory.
const { api: checker } = await freshInstance(dist);
const report = [];
const failures = [];
for (const { name, request, expect } of cases) {
  // A fresh instance per case: its memory after the case is the case's peak.
  const { api, memoryBytes } = await freshInstance(dist);
  let answer;
  let packed;
  let onceMs;
  try {
    const started = performance.now();
    ({ answer, steps: packed } = solveFirst(api, request));
    onceMs = performance.now() - started;
  } catch (e) {
    console.error(`MISMATCH ${name}: refused (${e.message})`);
    failures.push(`${name}: refused (${e.message})`);
    report.push({ name, error: e.message, memoryBytes: memoryBytes() });
    continue;
  }
  const row = { name, ...summary(answer), expanded: answer.stats?.expanded, algorithm: answer.stats?.algorithm };
  // All the steps, for the replay (not timed).
  const steps = packed ? unpack(packed) : answer.steps;
  const wrong = [...mismatches(expect, row), ...replayMismatches(checker, request, answer, steps)];
  if (wrong.length) {
    console.error(`MISMATCH ${name}: ${wrong.join("; ")}`);
    failures.push(`${name}: ${wrong.join("; ")}`);
    row.mismatch = wrong;
  }
  report.push(row);
  if (onceMs > SLOW_MS) {
    // Too slow for repeated samples: the one run is the figure.
    Object.assign(row, { ms: onceMs, samples: 1, memoryBytes: memoryBytes() });
    continue;
  }
  // Timed on its own instance, right away, so that the instance can go.
  const bench = new Bench({ time: 2000, iterations: 10, warmupTime: 300, warmupIterations: 2 });
  bench.add(name, () => {
    solveOnce(api, request);
  });
  await bench.run();
  const res = bench.tasks[0].result;
  if (res?.latency) {
    row.ms = res.latency.mean;
    row.samples = res.latency.samplesCount ?? res.latency.samples?.length;
  } else {
    row.error = `benchmark ${res?.state ?? "failed"}${res?.error ? `: ${res.error.message}` : ""}`;
  }
  row.memoryBytes = memoryBytes();
}

mkdirSync(join(root, "target", "bench"), { recursive: true });
writeFileSync(join(root, "target", "bench", "wasm.json"), JSON.stringify(report, null, 2));
console.table(report.map((r) => ({
  case: r.name,
  "wasm ms": r.ms?.toFixed(3) ?? "-",
  "wasm MB": r.memoryBytes ? (r.memoryBytes / 2 ** 20).toFixed(1) : "-",
  length: r.length ?? "-",
  expanded: r.expanded ?? "-",
  note: r.error ?? "",
})));
if (failures.length) {
  console.error(`\n${failures.length} case(s) answered other than expected (benches/cases.json):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
