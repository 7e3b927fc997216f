// Prints native (criterion) and wasm (tinybench) timings of the cases in
// benches/cases.json side by side. Reads target/criterion/solve/*/new/,
// target/bench/native.json and target/bench/wasm.json; scripts/bench.sh
// writes them.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const target = process.env.CARGO_TARGET_DIR || join(root, "target");
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
const native = new Map((readJson(join(target, "bench", "native.json")) ?? []).map((r) => [r.name, r]));
const wasm = new Map((readJson(join(target, "bench", "wasm.json")) ?? []).map((r) => [r.name, r]));
const cases = JSON.parse(readFileSync(join(root, "benches", "cases.json"), "utf8"));

const fmt = (x) => (x === undefined || x === null ? "-" : x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
const rows = [["case", "native ms", "wasm ms", "ratio", "length", "expanded"]];
const notes = [];
for (const { name } of cases) {
  const n = native.get(name), w = wasm.get(name);
  const nm = n && !n.error ? nativeMs.get(name) : undefined;
  const wm = w && !w.error ? w.ms : undefined;
  const ratio = nm && wm ? (wm / nm).toFixed(2) + "x" : "-";
  const info = (n && !n.error && n) || (w && !w.error && w) || {};
  rows.push([name, fmt(nm), fmt(wm), ratio, String(info.length ?? "-"), String(info.expanded ?? "-")]);
  if (n?.error) notes.push(`${name}: native: ${n.error}`);
  if (w?.error) notes.push(`${name}: wasm: ${w.error}`);
  if (n && w && !n.error && !w.error && (n.length !== w.length || n.expanded !== w.expanded)) {
    notes.push(`${name}: native and wasm differ (length ${n.length}/${w.length}, expanded ${n.expanded}/${w.expanded})`);
  }
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
const line = (r) => "| " + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ") + " |";
console.log(line(rows[0]));
console.log("|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
for (const r of rows.slice(1)) console.log(line(r));
if (notes.length) {
  console.log("\nnotes:");
  for (const n of notes) console.log("  " + n);
}
console.log("\nratio = wasm ms / native ms (mean per solve; native: criterion, wasm: tinybench in Node " + process.version + ")");
