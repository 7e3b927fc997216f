// The n-queens count on every core (issue 27): `split: [k, of]` parts run
// in Node worker threads as the page runs them in Web Workers (four parts
// a worker, each worker taking the next part when it is done), with 1, 2
// and all workers (os.cpus().length), alternating over rounds.
//
//   node benches/queens-split.mjs [--write]   (after ./scripts/build.sh)
//
// QUEENS_SPLIT_N (default 17) and QUEENS_ROUNDS (default 3). Every total is
// checked against OEIS A000170. Reports the median wall-clock time of each
// worker count and its speed-up over one worker (Node 20 has no per-thread
// CPU clock, so no CPU time is given); with --write,
// the section `queens-split` of BENCHMARKS.md.
import { Worker, isMainThread, parentPort, } from "node:worker_threads";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import os from "node:os";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");

if (!isMainThread) {
  const { freshInstance } = await import("./fresh.mjs");
  const { api } = await freshInstance(dist);
  parentPort.on("message", ({ n, k, of }) => {
    if (k === undefined) return process.exit(0);
    const cpu0 = process.cpuUsage();
    const answer = api.solve({ puzzle: "n-queens", n, mode: "count", split: [k, of] });
    const cpu = process.cpuUsage(cpu0);
    parentPort.postMessage({ count: String(answer.count), status: answer.status, cpuMs: (cpu.user + cpu.system) / 1000 });
  });
  parentPort.postMessage({ ready: true });
} else {
  const { writeSection } = await import("./sections.mjs");
  const A000170 = { 14: 365596n, 15: 2279184n, 16: 14772512n, 17: 95815104n, 18: 666090624n };
  const n = Number(process.env.QUEENS_SPLIT_N ?? 17);
  const rounds = Number(process.env.QUEENS_ROUNDS ?? 3);
  const cores = os.cpus().length;
  const counts = [...new Set([1, 2, cores])];

  /** One count with `w` workers: wall ms, summed CPU ms of the parts, total. */
  async function count(w) {
    const workers = await Promise.all(
      Array.from({ length: w }, () => new Promise((ready) => {
        const worker = new Worker(fileURLToPath(import.meta.url));
        worker.once("message", () => ready(worker));
      })),
    );
    const of = 4 * w;
    let next = 0;
    let total = 0n;
    let cpuMs = 0;
    const started = performance.now();
    await Promise.all(workers.map((worker) => new Promise((done, fail) => {
      const give = () => {
        if (next >= of) return done();
        worker.postMessage({ n, k: next++, of });
      };
      worker.on("message", (m) => {
        if (m.status !== "solved") return fail(new Error(`part: ${m.status}`));
        total += BigInt(m.count);
        cpuMs += m.cpuMs;
        give();
      });
      give();
    })));
    const wall = performance.now() - started;
    for (const worker of workers) worker.terminate();
    if (total !== A000170[n]) throw new Error(`n = ${n} with ${w} workers: counted ${total}, A000170 says ${A000170[n]}`);
    return { wall, cpuMs };
  }

  const samples = new Map(counts.map((w) => [w, []]));
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < counts.length; i++) {
      const w = counts[(i + r) % counts.length];
      const s = await count(w);
      samples.get(w).push(s);
      console.log(`[split] round ${r + 1}: ${w} worker(s), ${s.wall.toFixed(0)} ms wall, ${s.cpuMs.toFixed(0)} ms CPU in the parts`);
    }
  }
  const median = (xs) => {
    const v = [...xs].sort((a, b) => a - b);
    const m = v.length >> 1;
    return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
  };
  const one = median(samples.get(1).map((s) => s.wall));
  let md = `n = ${n}, wasm in Node worker threads (each a module instance, as the page's Web Workers), \`split: [k, 4 × workers]\`, medians of ${rounds} alternating rounds on ${cores} cores (${os.cpus()[0]?.model ?? "?"}; load average ${os.loadavg()[0].toFixed(1)} at the end, the machine shared), ${new Date().toISOString().slice(0, 10)}. Reproduce: \`node benches/queens-split.mjs --write\`.\n\n`;
  md += "| workers | wall ms | speed-up |\n|---|---|---|\n";
  for (const w of counts) {
    const wall = median(samples.get(w).map((s) => s.wall));
    md += `| ${w}${w === cores ? " (all)" : ""} | ${wall.toFixed(0)} | ${(one / wall).toFixed(2)}× |\n`;
  }
  console.log(`\n${md}`);
  if (process.argv.includes("--write")) {
    writeSection(join(root, "BENCHMARKS.md"), "queens-split", md, { note: "written by node benches/queens-split.mjs --write: do not edit by hand" });
  }
}
