// The fuzz campaign on record (run by scripts/fuzz.sh): FUZZ_REQUESTS
// requests (default 1 000 000), malformed, hostile and near-valid, sent to
// every entry point of the wasm modules in dist/ that reads a request or a
// played list (solve, check, solvePacked, solveWithProgress, offSquares,
// offBits, coach, position, moves, apply, place, remove of board_puzzles.js,
// and those of them board_view.js has, each drawn alike) with small limits
// (scripts/fuzz/), then
// the figures — requests by outcome, traps, hangs, the slowest request — are
// printed, kept in target/fuzz/report.json, and written into the section of
// BENCHMARKS.md between the fuzz-campaign markers (FUZZ_WRITE=0: not written).
// Exits 1 when any request trapped, hung, answered without a status, threw
// something other than an Error, or left the module unable to solve.
// Then the BoardView campaign (scripts/fuzz/view.mjs): FUZZ_VIEW_CALLS calls
// (default 30 000) to every method of BoardView in each of the two modules,
// with good, wrongly typed and hostile arguments; its figures go into the
// section between the view-fuzz markers, and any trap, poisoned view, glue
// message or throw that is not an Error exits 1 too.
//
// Environment: FUZZ_REQUESTS (0: the exports are not fuzzed, their section
// is kept), FUZZ_SEED (default 1), FUZZ_WORKERS (default 1: one thread, so
// that times are not inflated by a second one), FUZZ_WATCHDOG_MS (default
// 120 000), FUZZ_VIEW_CALLS (calls per method and module; 0: no view
// campaign), BP_DIST (default dist/).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runCampaign } from "./fuzz/campaign.mjs";
import { ENTRY_KEYS } from "./fuzz/requests.mjs";
import { VIEW_MODULES, runViewCampaign } from "./fuzz/view.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
const requests = Number(process.env.FUZZ_REQUESTS ?? 1_000_000);
const seed = Number(process.env.FUZZ_SEED ?? 1);
const workers = Number(process.env.FUZZ_WORKERS ?? 1);
const watchdogMs = Number(process.env.FUZZ_WATCHDOG_MS ?? 120_000);
const write = process.env.FUZZ_WRITE !== "0";
const viewCalls = Number(process.env.FUZZ_VIEW_CALLS ?? 30_000);

if (!existsSync(join(dist, "board_puzzles.js"))) {
  console.error(`[fuzz] ${dist}/board_puzzles.js is missing: run ./scripts/build.sh first`);
  process.exit(2);
}
for (const [name, v] of [
  ["FUZZ_REQUESTS", requests],
  ["FUZZ_SEED", seed],
  ["FUZZ_WORKERS", workers],
  ["FUZZ_VIEW_CALLS", viewCalls],
]) {
  if (!Number.isSafeInteger(v) || v < (name === "FUZZ_WORKERS" ? 1 : 0)) {
    console.error(`[fuzz] ${name} must be a positive integer, got ${process.env[name]}`);
    process.exit(2);
  }
}

const group = (n) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
let commit = "unknown";
try {
  commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
} catch {
  // not a git checkout
}
const code = (s) => `\`${String(s).replace(/`/g, "'").replace(/\|/g, "\\|").replace(/\n/g, "\\n")}\``;

/** Replaces the section between `marker`'s begin and end comments in BENCHMARKS.md (or appends it). */
function writeSection(marker, section) {
  const file = join(root, "BENCHMARKS.md");
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const re = new RegExp(`<!-- ${marker}:begin[\\s\\S]*?<!-- ${marker}:end -->`);
  const next = re.test(text) ? text.replace(re, () => section) : `${text.replace(/\n*$/, "")}\n\n${section}\n`;
  writeFileSync(file, next);
  console.log(`[fuzz] figures written to ${file}`);
}

let failures = 0;
if (requests > 0) failures += await exportsCampaign();
if (viewCalls > 0) failures += await viewCampaign();
process.exit(failures > 0 ? 1 : 0);

/** The campaign of the exports; returns its failures. */
async function exportsCampaign() {
  let lastPrint = 0;
  console.log(`[fuzz] ${group(requests)} requests, seed ${seed}, ${workers} worker(s), dist ${dist}`);
  const tally = await runCampaign({
    dist,
    requests,
    seed,
    workers,
    watchdogMs,
    onTally: (t) => {
      const now = performance.now();
      if (now - lastPrint < 15_000) return;
      lastPrint = now;
      const o = t.outcomes;
      console.log(
        `[fuzz] ${group(t.requests)} / ${group(requests)}: solved ${o.solved}, unsolvable ${o.unsolvable}, limit ${o.limit}, valid ${o.valid}, played ${o.played}, Error ${o.error}; traps ${t.counts.traps}, hangs ${t.counts.hangs}; slowest ${t.slowest.ms.toFixed(0)} ms; wasm memory ${t.memoryMb.toFixed(0)} MB`,
      );
    },
  });

  const failures = tally.counts.traps + tally.counts.hangs + tally.counts.crashes + tally.counts.badAnswers + tally.counts.badThrows + tally.unusable;
  mkdirSync(join(root, "target", "fuzz"), { recursive: true });
  writeFileSync(join(root, "target", "fuzz", "report.json"), JSON.stringify({ requests, seed, ...tally }, null, 1));
  console.log(
    JSON.stringify(
      {
        requests: tally.requests,
        byApi: tally.byApi,
        byKind: tally.byKind,
        outcomes: tally.outcomes,
        counts: tally.counts,
        unusable: tally.unusable,
        slowest: tally.slowest,
        memoryMb: tally.memoryMb,
        wallMs: Math.round(tally.wallMs),
      },
      null,
      1,
    ),
  );

  const o = tally.outcomes;
  const section = [
    "<!-- fuzz-campaign:begin (written by ./scripts/fuzz.sh: do not edit by hand) -->",
    "## Fuzz campaign (`./scripts/fuzz.sh`)",
    "",
    `${group(tally.requests)} requests (seed ${seed}; request *i* is remade by \`requestAt(puzzles(), ${seed}, i)\` of \`scripts/fuzz/requests.mjs\` and sent by its \`callEntry\`) ` +
      `to the wasm modules in \`${relative(root, dist).startsWith("..") ? dist : `${relative(root, dist)}/`}\`, in Node ${process.version}, one request at a time in ${workers} worker thread(s), at commit ${commit}, on ${new Date().toISOString().slice(0, 10)}; ` +
      `${(tally.wallMs / 1000).toFixed(0)} s in all. Entry points (each alike; those board_view.js has too, half in it): ${ENTRY_KEYS.map((e) => `\`${e}\` ${group(tally.byApi[e])}`).join(", ")}. ` +
      `Kinds: ${group(tally.byKind.preset)} presets of \`puzzles()\` with 1–3 mutations ` +
      "(odd values, fields removed, misspelt or added, board text edited, squares moved, other puzzles' ids, algorithms and options), " +
      `${group(tally.byKind.position)} random small positions, ${group(tally.byKind.fields)} objects of random fields, ` +
      `${group(tally.byKind.value)} values that are not objects, ` +
      `${group(tally.byKind.hostile)} hostile requests (a preset with one array or object field — \`off\`, \`from\`, \`to\`, \`split\`, \`finish\`, \`limits\`, \`randomOff\`, … or the request itself — ` +
      "replaced by a sparse array of length up to 2^32 − 1, a Proxy lying about its length or throwing, a revoked Proxy, a throwing getter, a typed array, a nested huge array or a 1 MB string: `scripts/fuzz/hostile.mjs`), " +
      `${group(tally.byKind.play)} presets played by hand (\`played\` / \`placed\` / \`step\` / \`square\` legal — walked through the module's own \`moves\` and \`place\` —, illegal, ill-formed or hostile). ` +
      "Every object request has `limits` of at most 20 ms and 20 000 states " +
      "(one of the two may be mutated); a *hang* is a request that ran more than 1 s past its `millis` (60 s when it has none). " +
      "Requests for boards of more than 250 000 squares (or n past that) are kept once in 5 000 draws: their set-up takes seconds outside the budget (issue 17).",
    "",
    "| outcome | requests |",
    "|---|---:|",
    `| solve: solved | ${group(o.solved)} |`,
    `| solve: unsolvable | ${group(o.unsolvable)} |`,
    `| solve: limit | ${group(o.limit)} |`,
    `| check / offSquares: valid | ${group(o.valid)} |`,
    `| coach / position / moves / apply / place / remove: answered | ${group(o.played)} |`,
    `| Error thrown (any entry point) | ${group(o.error)} |`,
    `| **traps** (WebAssembly.RuntimeError) | **${tally.counts.traps}** |`,
    `| **hangs** (> millis + 1 s) | **${tally.counts.hangs}** |`,
    `| worker crashes | ${tally.counts.crashes} |`,
    `| answers without a status / throws that are not an Error | ${tally.counts.badAnswers} / ${tally.counts.badThrows} |`,
    `| module unable to solve Guarini afterwards (checked every 1 000) | ${tally.unusable} |`,
    `| largest wasm memory after a request | ${tally.memoryMb.toFixed(0)} MB |`,
    "",
    `Slowest request: ${tally.slowest.ms.toFixed(1)} ms (request ${tally.slowest.i}, ${tally.slowest.api} → ${tally.slowest.outcome}): ${code(tally.slowest.request)}.`,
    "",
    `Longest error message: ${group(tally.longestMessage.length)} characters (request ${tally.longestMessage.i}, ${tally.longestMessage.api}): ${code(tally.longestMessage.request)}.`,
    ...(tally.hangs.length
      ? [
          "",
          `Hangs (first ${tally.hangs.length}):`,
          "",
          ...tally.hangs.map((h) => `- request ${h.i} (${h.api}): ${h.ms.toFixed(0)} ms with millis ${h.millis ?? "?"}: ${code(h.request)}`),
        ]
      : []),
    ...(tally.traps.length
      ? [
          "",
          `Traps (first ${tally.traps.length}):`,
          "",
          ...tally.traps.map((t) => `- request ${t.i} (${t.api}): ${code(t.message)}: ${code(t.request)}`),
        ]
      : []),
    "<!-- fuzz-campaign:end -->",
  ].join("\n");

  if (write) writeSection("fuzz-campaign", section);
  return failures;
}

/** The campaign of BoardView in both modules; returns its failures. */
async function viewCampaign() {
  const tallies = [];
  for (const name of VIEW_MODULES) {
    console.log(`[fuzz] BoardView of ${name}.js: ${group(viewCalls)} calls to every method, seed ${seed}`);
    const t = await runViewCampaign({
      dist,
      name,
      perMethod: viewCalls,
      seed,
      onProgress: (p) =>
        console.log(
          `[fuzz] ${name}: ${group(p.calls)} calls; traps ${p.counts.traps}, poisoned ${p.counts.poisoned}, glue ${p.counts.glue}, bad throws ${p.counts.badThrows}`,
        ),
    });
    console.log(
      JSON.stringify(
        { module: name, calls: t.calls, methods: t.methods, missing: t.missing, counts: t.counts, slowest: t.slowest, wallMs: Math.round(t.wallMs) },
        null,
        1,
      ),
    );
    for (const k of ["traps", "poisoned", "glue", "badThrows"])
      for (const x of t[k].slice(0, 5)) console.log(`[fuzz] ${name} ${k}: ${JSON.stringify(x)}`);
    tallies.push(t);
  }
  const failed = tallies.reduce((n, t) => n + t.counts.traps + t.counts.poisoned + t.counts.glue + t.counts.badThrows + t.missing.length, 0);
  const sum = (f) => tallies.reduce((n, t) => n + f(t), 0);
  const fewest = (t) => Math.min(...Object.values(t.byMethod).map((m) => m.calls));
  const section = [
    "<!-- view-fuzz:begin (written by ./scripts/fuzz.sh: do not edit by hand) -->",
    "## BoardView fuzz campaign (`./scripts/fuzz.sh`, issue 40)",
    "",
    `\`FUZZ_VIEW_CALLS=${viewCalls} FUZZ_REQUESTS=${requests} FUZZ_SEED=${seed} ./scripts/fuzz.sh\` at commit ${commit}, on ${new Date().toISOString().slice(0, 10)}, in Node ${process.version}: ` +
      "every method of `BoardView` called round robin in one view after another (a fresh view every 400 calls, showing a preset of at most 4 096 squares), " +
      "each argument good (55 %: squares of the board, the preset's own answer, trace and packed steps, a canvas), of the wrong type (20 %: numbers for strings, strings for numbers, BigInts, symbols, functions, boxed values, objects with throwing `valueOf`) " +
      "or hostile (25 %: the values of `scripts/fuzz/hostile.mjs` — sparse arrays up to 2^32 − 1, Proxies lying or throwing, revoked Proxies, throwing getters, typed arrays, 1 MB strings — a Proxy of the good value, getters that call the view back); " +
      "after every call the view must still answer `rows()`. Node has no canvas: `scripts/fuzz/view.mjs` `installCanvas` stands in one whose `width`, `height` and `getContext` check their receiver as the browser's do.",
    "",
    "| module | methods | calls | fewest calls to a method | returned | Error thrown | **traps** | **poisoned views** | glue messages | throws not an Error | slowest call | time |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
    ...tallies.map((t) => {
      const returned = Object.values(t.byMethod).reduce((n, m) => n + m.returned, 0);
      return `| \`${t.module}.js\` | ${t.methods} | ${group(t.calls)} | ${group(fewest(t))} | ${group(returned)} | ${group(t.calls - returned)} | **${t.counts.traps}** | **${t.counts.poisoned}** | ${t.counts.glue} | ${t.counts.badThrows} | ${t.slowest.ms.toFixed(1)} ms: ${code(t.slowest.call.slice(0, 120))} | ${(t.wallMs / 1000).toFixed(0)} s |`;
    }),
    "",
    `In all ${group(sum((t) => t.calls))} calls, ${sum((t) => t.counts.traps)} traps, ${sum((t) => t.counts.poisoned)} poisoned views.`,
    ...tallies.flatMap((t) =>
      ["traps", "poisoned", "glue", "badThrows"].flatMap((k) =>
        t[k].length
          ? [
              "",
              `${t.module} ${k} (first ${Math.min(5, t[k].length)}):`,
              "",
              ...t[k].slice(0, 5).map((x) => `- call ${x.i}: ${code(x.call)}: ${code(x.message ?? x.thrown)}`),
            ]
          : [],
      ),
    ),
    "<!-- view-fuzz:end -->",
  ].join("\n");
  if (write) writeSection("view-fuzz", section);
  return failed;
}
