// The requests of issue 17's table, re-measured through the release module
// in dist/, in Node: each request alone in a fresh child process (so its
// wasm memory is its own), timed around the one call (reading the request,
// solving, turning the answer into JS), with its status or error and the
// instance's wasm memory after it (wasm memory only grows: that is the
// request's peak). Prints the table; with --write puts it in the "limits"
// section of BENCHMARKS.md (benches/sections.mjs; other sections kept).
// Usage: node benches/limits.mjs [--write]  (after ./scripts/build.sh;
// BP_DIST=dir for another build, LIMITS_CASE=text for the rows whose name
// contains text; BP_BENCHMARKS=file to write elsewhere).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import os from "node:os";
import { freshInstance } from "./fresh.mjs";
import { writeSection } from "./sections.mjs";

const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");

import { CASES, invoke, listsOf, path } from "./limit-cases.mjs";

/** What the call gave, in a few words: the status and the reason's first 80 characters, or the error's. */
function outcome(result) {
  if (result.error) return `error: ${result.error.slice(0, 80)}`;
  // Reasons of `limit` answers begin with "limit: " themselves.
  const text = result.reason?.startsWith(`${result.status}: `) ? result.reason.slice(result.status.length + 2) : result.reason;
  const reason = text ? `: ${text.slice(0, 80)}` : "";
  return `${result.status}${reason}`;
}

/** Runs case `i` in this process, in a fresh instance, and prints one JSON line. */
async function one(i) {
  const c = CASES[i];
  const { api, memoryBytes } = await freshInstance(dist);
  const request = c.request();
  const lists = listsOf(c);
  const result = {};
  const started = performance.now();
  try {
    Object.assign(result, invoke(api, c.call, request, lists));
    result.ms = performance.now() - started;
  } catch (e) {
    result.ms = performance.now() - started;
    result.error = String(e?.message ?? e);
  }
  result.memoryBytes = memoryBytes();
  result.rssBytes = process.memoryUsage().rss;
  console.log(JSON.stringify(result));
}

/** The first randomOff seed of fraction 0.45 whose wall covers [5000, 5000] (each refusal is immediate). */
async function findSeed() {
  const { api } = await freshInstance(dist);
  for (let seed = 0; seed < 1000; seed++) {
    try {
      api.check(path({ from: [5000, 5000], randomOff: { fraction: 0.45, seed }, limits: { millis: 200 } }));
    } catch (e) {
      if (String(e.message).startsWith("from:")) return console.log(seed, e.message);
    }
  }
  console.log("none below 1000");
}

function table(head, body) {
  const numeric = new Set(["millis", "wall ms", "wasm MB", "RSS MB"]);
  const out = [`| ${head.join(" | ")} |`, `|${head.map((h) => (numeric.has(h) ? " ---: " : " --- ")).join("|")}|`];
  for (const r of body) out.push(`| ${r.map((c) => String(c).replaceAll("|", "\\|")).join(" | ")} |`);
  return out.join("\n");
}

async function main() {
  if (!existsSync(join(dist, "board_puzzles.js"))) {
    console.error(`${dist}/board_puzzles.js is missing: run ./scripts/build.sh first`);
    process.exit(1);
  }
  const filter = process.env.LIMITS_CASE;
  const rows = [];
  for (const [i, c] of CASES.entries()) {
    if (filter && !c.name.includes(filter)) continue;
    let result;
    try {
      const out = execFileSync(process.execPath, [here, "--one", String(i)], { encoding: "utf8", timeout: 180_000, maxBuffer: 1 << 24 });
      result = JSON.parse(out.trim().split("\n").at(-1));
    } catch (e) {
      result = { error: `child process failed: ${(e.stderr || e.message || "").toString().trim().split("\n").at(-1)}` };
    }
    const limits = c.request().limits ?? {};
    const row = [c.name, limits.millis ?? (limits.nodes === undefined ? "–" : `– (nodes ${limits.nodes})`), result.ms === undefined ? "–" : Math.round(result.ms).toLocaleString("en-US").replaceAll(",", " "),
      outcome(result), result.memoryBytes ? (result.memoryBytes / 2 ** 20).toFixed(1) : "–",
      result.rssBytes ? (result.rssBytes / 2 ** 20).toFixed(0) : "–", c.before];
    rows.push(row);
    console.error(`[limits] ${row.slice(0, 6).join(" | ")}`);
  }
  const head = ["request", "millis", "wall ms", "status or error", "wasm MB", "RSS MB", "before"];
  const text = table(head, rows);
  console.log(text);
  if (!process.argv.includes("--write")) return;
  if (filter) return console.error("[limits] LIMITS_CASE keeps a subset: BENCHMARKS.md is written by a full run only");
  const cpus = os.cpus();
  const section = [
    "## Time and memory limits in every phase",
    "",
    "Written by `node benches/limits.mjs --write` (after `./scripts/build.sh`; do not edit by hand). The requests of",
    `issues 17's, 21's and 40's tables through the release module in \`dist/\`, in Node ${process.version}, each alone in a fresh child`,
    "process: *wall ms* is the one call (`solve`, or the entry point named: reading the request, set-up, search and",
    "turning the answer into JS objects), *status or error* its answer (with the reason's start) or the first 80",
    "characters of its error, *wasm MB* the instance's wasm memory after it (wasm memory only grows, so that is the",
    "request's peak, with the module's own ≈ 1 MB), *RSS MB* the child process's resident memory after it (Node itself,",
    "the request's JS objects and the answer's included). The 1 M and 5 M off squares are distinct, drawn by xorshift32",
    "from seed 1.",
    "Default limits besides `millis` (`memoryMb` 512; no ceiling on states since issue 27, 20 M before). A row whose *millis* reads",
    "\"– (nodes 1000)\" sets `limits: {nodes: 1000}` alone (the default minute of `millis`): every phase counts its work against the",
    "nodes (issue 40). The `played` lists are knight steps back and forth, each its own object; the `placed` pieces stand on light",
    "squares. *Before* is the figure the issue gave, or for issue 40's rows the same request measured on the release module",
    "before the change (the machine quiet unless a load is given; a refused request's list was read first).",
    `Machine: ${cpus[0]?.model?.replace(/\s+/g, " ").trim()}, ${cpus.length} cores, shared with other builds (load average`,
    `${os.loadavg()[0].toFixed(1)} at the end); ${new Date().toISOString().slice(0, 10)}.`,
    "",
    text,
    "",
  ].join("\n");
  const file = process.env.BP_BENCHMARKS ?? join(root, "BENCHMARKS.md");
  writeSection(file, "limits", section, { note: "written by node benches/limits.mjs --write: do not edit by hand", at: "end" });
  console.error(`[limits] wrote the limits section of ${file}`);
}

if (process.argv[2] === "--one") await one(Number(process.argv[3]));
else if (process.argv[2] === "--find-seed") await findSeed();
else await main();
