// Prints native (criterion) and wasm (tinybench) timings of the cases in
// benches/cases.json side by side, and with --write rewrites its section of
// BENCHMARKS.md (between `<!-- bench:begin … -->` and `<!-- bench:end -->`;
// the sections other scripts write are kept byte for byte):
// per puzzle, every case (the seeds' positions first, as cases.json orders
// them), then ours against the seeds' algorithms on the same positions, the
// wasm payload, the machine and how to reproduce.
//
// Reads target/criterion/solve/*/new/, target/bench/native.json and
// target/bench/wasm.json (scripts/bench.sh writes them) and the built
// module in dist/ (for the puzzles' titles and default algorithms, and the
// payload sizes).
//
// Pairing, for the "against the seed" tables: a case is named
// "<position> <algorithm id>"; cases of one position whose algorithm is a
// seed's (its id ends in "-seed", or is one of the seed report's A*
// heuristics) are compared with the puzzle's default algorithm on that
// position.
import { readFileSync, readdirSync, existsSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import os from "node:os";
import { execFileSync } from "node:child_process";
import { mismatches, runs } from "./expect.mjs";
import { writeSection } from "./sections.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const target = process.env.CARGO_TARGET_DIR || join(root, "target");
const dist = process.env.BP_DIST ?? join(root, "dist");
const readJson = (p) => (existsSync(p) ? JSON.parse(readFileSync(p, "utf8")) : null);

// criterion: mean time per case, in ms
const nativeMs = new Map();
const critDir = join(target, "criterion", "solve");
if (existsSync(critDir)) {
  for (const d of readdirSync(critDir)) {
    const meta = readJson(join(critDir, d, "new", "benchmark.json"));
    const est = readJson(join(critDir, d, "new", "estimates.json"));
    if (meta && est) nativeMs.set(meta.function_id, est.mean.point_estimate / 1e6);
  }
}
// solvers.rs and wasm.mjs write their answers under the repository's target/.
const native = new Map((readJson(join(root, "target", "bench", "native.json")) ?? []).map((r) => [r.name, r]));
const wasm = new Map((readJson(join(root, "target", "bench", "wasm.json")) ?? []).map((r) => [r.name, r]));
// BENCH_CASE=text keeps the cases whose name contains it, as the benches do.
const filter = process.env.BENCH_CASE;
const cases = JSON.parse(readFileSync(join(root, "benches", "cases.json"), "utf8"))
  .filter((c) => runs(c) && (!filter || c.name.includes(filter)));

/** The seed reports' own algorithms, by id (besides every id ending in "-seed"). */
const SEED_ALGORITHMS = new Set(["astar-euclidean", "astar-manhattan"]);
const isSeed = (algo) => Boolean(algo) && (algo.endsWith("-seed") || SEED_ALGORITHMS.has(algo));

/** Wasm memory (bytes) in MB, one decimal under 10. */
const mb = (bytes) => (bytes === undefined || bytes === null ? "–" : bytes / 2 ** 20 >= 10 ? (bytes / 2 ** 20).toFixed(0) : (bytes / 2 ** 20).toFixed(1));
const fmt = (x) => (x === undefined || x === null ? "–" : x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
const int = (x) => (x === undefined || x === null ? "–" : Number(x).toLocaleString("en-US"));

/** One row per case: what was measured and what the solver answered. */
const rows = cases.map(({ name, request, note, expect }) => {
  const n = native.get(name), w = wasm.get(name);
  const nm = n && !n.error ? nativeMs.get(name) ?? n.ms : undefined;
  const wm = w && !w.error ? w.ms : undefined;
  const info = (n && !n.error && n) || (w && !w.error && w) || {};
  const algorithm = info.algorithm ?? request.algorithm;
  const position = name.endsWith(` ${algorithm}`) ? name.slice(0, -algorithm.length - 1) : name;
  const errors = [n?.error && `native: ${n.error}`, w?.error && `wasm: ${w.error}`].filter(Boolean);
  // Answers other than the expected one (benches/cases.json `expect`).
  const wrong = [
    ...(n && !n.error ? mismatches(expect, n).map((m) => `native: ${m}`) : []),
    ...(w && !w.error ? mismatches(expect, w).map((m) => `wasm: ${m}`) : []),
  ];
  errors.push(...wrong);
  const same = (a, b) => (a ?? null) === (b ?? null);
  if (n && w && !n.error && !w.error && (!same(n.length, w.length) || !same(n.expanded, w.expanded))) {
    errors.push(`native and wasm differ (length ${n.length}/${w.length}, expanded ${n.expanded}/${w.expanded})`);
  }
  const once = { native: n?.runs === 1, wasm: w?.samples === 1 };
  const memory = w?.memoryBytes;
  return { name, request, note, puzzle: request.puzzle, position, algorithm, nm, wm, memory, info, errors, wrong, once };
});

/** What the answer was, in a few words. */
function outcome(info) {
  if (!info.status) return "–";
  if (info.status !== "solved") return info.status;
  if (info.count !== undefined && info.count !== null) return `count ${int(info.count)}`;
  return info.length !== undefined && info.length !== null ? `${int(info.length)}${info.optimal ? " (optimal)" : ""}` : "solved";
}

function table(head, body) {
  const out = [`| ${head.join(" | ")} |`, `|${head.map((_, i) => (i === 0 ? " --- " : " ---: ")).join("|")}|`];
  for (const r of body) out.push(`| ${r.join(" | ")} |`);
  return out.join("\n");
}

// The console table (what scripts/bench.sh prints).
const consoleRows = [["case", "native ms", "wasm ms", "ratio", "wasm MB", "answer", "expanded"]];
for (const r of rows) {
  consoleRows.push([r.name, fmt(r.nm), fmt(r.wm), r.nm && r.wm ? `${(r.wm / r.nm).toFixed(2)}x` : "–", mb(r.memory), outcome(r.info), int(r.info.expanded)]);
}
const widths = consoleRows[0].map((_, i) => Math.max(...consoleRows.map((r) => String(r[i]).length)));
const line = (r) => `| ${r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(" | ")} |`;
console.log(line(consoleRows[0]));
console.log(`|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
for (const r of consoleRows.slice(1)) console.log(line(r));
const notes = rows.flatMap((r) => r.errors.map((e) => `${r.name}: ${e}`));
if (notes.length) {
  console.log("\nnotes:");
  for (const n of notes) console.log(`  ${n}`);
}
const failed = rows.filter((r) => r.wrong.length);
if (failed.length) {
  console.error(`\nMISMATCH: ${failed.length} case(s) answered other than expected (benches/cases.json):`);
  for (const r of failed) console.error(`  ${r.name}: ${r.wrong.join("; ")}`);
  process.exitCode = 1;
}
console.log(`\nratio = wasm ms / native ms (mean per solve; native: criterion, wasm: tinybench in Node ${process.version})`);

// The module, for the puzzles' titles and default algorithms.
let api = null;
if (process.argv.includes("--write") && existsSync(join(dist, "board_puzzles.js"))) {
  api = await import(join(dist, "board_puzzles.js"));
  api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
}
if (process.argv.includes("--write")) writeReport();

function writeReport() {
  const infos = api ? api.puzzles() : [];
  const byId = new Map(infos.map((p) => [p.id, p]));
  const order = [...infos.map((p) => p.id), ...new Set(rows.map((r) => r.puzzle))].filter((id, i, a) => a.indexOf(id) === i);
  const out = [];
  out.push("# Benchmarks", "");
  out.push("This section is generated by `./scripts/bench.sh` (do not edit by hand; the sections after it are written by the");
  out.push("scripts they name). Every case is a full `solve` request from");
  out.push("[`benches/cases.json`](benches/cases.json), run natively (criterion, `benches/solvers.rs`, release build) and as");
  out.push("wasm in Node (tinybench, `benches/wasm.mjs`, through the release `dist/` module). Times are means per solve, in");
  out.push("milliseconds; *wasm / native* is their ratio. *Expanded* counts the states the search expanded.");
  out.push("Wasm times include turning the request and the answer into and out of JS objects (about 0.1–0.3 ms, more for");
  out.push("answers of a million squares); native times are of the Rust `solve` alone.");
  out.push("*Wasm MB* is the case's peak wasm memory: the module's `memory.buffer.byteLength` after all its runs, in a");
  out.push("fresh instance of the module for each case (wasm memory only grows, so that is its peak; it includes the");
  out.push("module's own 1–2 MB of data and stack).");
  out.push("¹ one run: a case whose first solve takes over 1.5 s is timed by that run alone.", "");
  out.push(`- Machine: ${machine()}`);
  out.push(`- Toolchain: ${tool("rustc", ["--version"])}; Node ${process.version}`);
  out.push(`- Date: ${new Date().toISOString().slice(0, 10)}`);
  out.push("- Reproduce: `./scripts/bench.sh` (all cases, a few minutes; `BENCH_CASE=queens ./scripts/bench.sh` for a subset).", "");
  out.push("## The wasm payload", "");
  out.push(payload(), "");
  const pairs = [];
  for (const id of order) {
    const mine = rows.filter((r) => r.puzzle === id);
    if (!mine.length) continue;
    const info = byId.get(id);
    out.push(`## ${info?.title ?? id} (\`${id}\`)`, "");
    out.push(table(
      ["case", "algorithm", "answer", "expanded", "native ms", "wasm ms", "wasm / native", "wasm MB"],
      mine.map((r) => [
        r.name + (r.note ? ` — ${r.note}` : ""),
        `\`${r.algorithm ?? "–"}\``,
        outcome(r.info),
        int(r.info.expanded),
        fmt(r.nm) + (r.once.native ? "¹" : ""),
        fmt(r.wm) + (r.once.wasm ? "¹" : ""),
        r.nm && r.wm ? (r.wm / r.nm).toFixed(2) : "–",
        mb(r.memory),
      ]),
    ), "");
    const best = info?.algorithms?.[0]?.id;
    const seedRows = mine.filter((r) => isSeed(r.algorithm));
    const versus = [];
    for (const s of seedRows) {
      const ours = mine.find((r) => r.position === s.position && r.algorithm === best)
        ?? mine.find((r) => r.position === s.position && !isSeed(r.algorithm) && r !== s);
      if (!ours) continue;
      versus.push([
        s.position,
        `\`${s.algorithm}\`: ${outcome(s.info)}`,
        `\`${ours.algorithm}\`: ${outcome(ours.info)}`,
        `${int(s.info.expanded)} / ${int(ours.info.expanded)}`,
        `${fmt(s.nm)} / ${fmt(ours.nm)}`,
        s.nm && ours.nm ? `${(s.nm / ours.nm).toFixed(1)}×` : "–",
      ]);
      pairs.push({ id, s, ours });
    }
    if (versus.length) {
      out.push("Against the seed's algorithm, on the same position (native times):", "");
      out.push(table(["position", "seed's algorithm", "ours", "expanded (seed / ours)", "ms (seed / ours)", "time, seed ÷ ours"], versus), "");
    }
    const errs = mine.flatMap((r) => r.errors.map((e) => `- ${r.name}: ${e}`));
    if (errs.length) out.push("Notes:", "", ...errs, "");
  }
  const ratios = rows.filter((r) => r.nm && r.wm && r.nm >= 0.05).map((r) => r.wm / r.nm).sort((a, b) => a - b);
  if (ratios.length) {
    const med = ratios[Math.floor(ratios.length / 2)];
    out.push("## Summary", "");
    out.push(`- wasm / native over ${ratios.length} cases of at least 0.05 ms natively: median ${med.toFixed(2)}, range ${ratios[0].toFixed(2)}–${ratios[ratios.length - 1].toFixed(2)}.`);
    for (const { s, ours } of pairs) {
      if (s.nm && ours.nm) out.push(`- ${s.position}: \`${ours.algorithm}\` ${(s.nm / ours.nm).toFixed(1)}× the speed of the seed's \`${s.algorithm}\` natively.`);
    }
    out.push("");
  }
  const file = process.env.BP_BENCHMARKS ?? join(root, "BENCHMARKS.md");
  writeSection(file, "bench", out.join("\n"), {
    note: "written by benches/report.mjs --write, run by ./scripts/bench.sh: do not edit by hand",
    at: "start",
  });
  console.log(`\nwrote the bench section of ${file}`);
}

function payload() {
  // The workers' module (with the solvers) and the page's main-thread one (docs/ARCHITECTURE.md "Two modules").
  const files = ["board_puzzles_bg.wasm", "board_puzzles.js", "board_view_bg.wasm", "board_view.js"].map((f) => join(dist, f)).filter(existsSync);
  if (!files.length) return "dist/ is missing: run `./scripts/build.sh`.";
  const body = files.map((f) => {
    const raw = statSync(f).size;
    const gz = gzipSync(readFileSync(f), { level: 9 }).length;
    return [`\`dist/${f.slice(dist.length + 1)}\``, `${(raw / 1024).toFixed(0)} KiB`, `${(gz / 1024).toFixed(0)} KiB`];
  });
  return table(["file", "raw", "gzip -9"], body) +
    "\n\nRelease build: `opt-level = 3`, LTO, one codegen unit, `panic = \"abort\"`, no debug info, then `wasm-opt` (the npm `binaryen` package's). `board_view*` is the page's main-thread module, built without the `solvers` feature.";
}

function machine() {
  const cpus = os.cpus();
  const model = cpus[0]?.model?.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  return `${model}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`;
}

function tool(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: "utf8" }).trim();
  } catch {
    return `${cmd}: not found`;
  }
}
