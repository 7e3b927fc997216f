// The peg-solitaire coach in random games (issue 25), through the wasm
// module in dist/, in Node. For the English 33-hole and French 37-hole
// presets, plays GAMES random games (each jump drawn uniformly among the
// legal ones by pure-rand's xoroshiro128+, seeded per game, so a run
// repeats) until no jump is left, and asks `coach` at the start and after
// every jump with the page's first budget (www/coach.js FIRST_MILLIS,
// 80 ms) and memory (COACH_MEMORY_MB), one instance per board whose calls
// follow one another as in the page's coach worker (what the coach keeps
// between calls is used). Records per board: calls, the median, p99 and
// largest time of a first verdict (ms, wall clock: on a loaded machine it
// includes waiting for a core), the verdicts' shares, and the share of
// `unknown` (issue 25's targets: median ≤ 100 ms, p99 ≤ 250 ms,
// unknown ≤ 1 %). A hint must be a legal jump, and a position called dead
// must stay dead on every later call of its game: either failing is
// printed and the run exits 1.
//
// Usage: node benches/coach-games.mjs [--write]  (after ./scripts/build.sh;
// COACH_GAMES=n games per board, default 200; COACH_CASE=text keeps the
// boards whose name contains text). --write puts the table in
// BENCHMARKS.md between <!-- coach-games:begin --> and <!-- coach-games:end -->.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { freshInstance } from "./fresh.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
if (!existsSync(join(dist, "board_puzzles.js"))) {
  console.error("dist/board_puzzles.js is missing: run ./scripts/build.sh first");
  process.exit(1);
}
const GAMES = Number(process.env.COACH_GAMES ?? 200);
const only = process.env.COACH_CASE ?? "";
/** www/coach.js FIRST_MILLIS and COACH_MEMORY_MB. */
const FIRST_MILLIS = 80;
const COACH_MEMORY_MB = 128;
const BOARDS = ["English 33-hole board, central game", "French 37-hole board, hole (2, 0) empty"];

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** Plays `GAMES` random games on `request`: the times and verdict counts. */
function play(api, request) {
  request = { ...request, limits: { millis: FIRST_MILLIS, memoryMb: COACH_MEMORY_MB } };
  const times = [];
  const counts = {};
  let failures = 0;
  for (let g = 0; g < GAMES; g++) {
    const rng = xoroshiro128plus(1000 + g);
    const played = [];
    let dead = false;
    for (;;) {
      const t = performance.now();
      const c = api.coach(request, played, []);
      times.push(performance.now() - t);
      counts[c.status] = (counts[c.status] ?? 0) + 1;
      if (dead && c.status !== "dead" && c.status !== "unknown") {
        console.error(`game ${g}, jump ${played.length}: ${c.status} after a dead verdict`);
        failures++;
      }
      dead ||= c.status === "dead";
      const legal = api.moves(request, played);
      if (c.hint && !legal.some((s) => s.from.join() === c.hint.from.join() && s.to.join() === c.hint.to.join())) {
        console.error(`game ${g}, jump ${played.length}: the hint ${JSON.stringify(c.hint)} is not a legal jump`);
        failures++;
      }
      if (!legal.length) break;
      played.push(legal[uniformInt(rng, 0, legal.length - 1)]);
    }
  }
  return { times, counts, failures };
}

const rows = [];
let failed = 0;
const { api: lister } = await freshInstance(dist);
const pegs = lister.puzzles().find((p) => p.id === "peg-solitaire");
for (const name of BOARDS) {
  if (only && !name.includes(only)) continue;
  const preset = pegs.presets.find((p) => p.name === name);
  if (!preset) throw new Error(`no preset "${name}"`);
  const { api } = await freshInstance(dist);
  const { times, counts, failures } = play(api, preset.request);
  failed += failures;
  const n = times.length;
  const share = (s) => `${((100 * (counts[s] ?? 0)) / n).toFixed(1)} %`;
  const line = `| ${name} | ${GAMES} | ${n} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${share("on-track")} | ${share("dead")} | ${share("solved")} | ${share("unknown")} |`;
  console.log(line);
  rows.push(line);
}
const table = [
  "| board | games | calls | median ms | p99 ms | max ms | on track | dead | solved | unknown |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
].join("\n");
if (process.argv.includes("--write")) {
  const file = join(root, "BENCHMARKS.md");
  const text = readFileSync(file, "utf8");
  const begin = "<!-- coach-games:begin -->";
  const end = "<!-- coach-games:end -->";
  if (!text.includes(begin)) throw new Error(`BENCHMARKS.md has no ${begin} marker`);
  const [head, rest] = text.split(begin);
  writeFileSync(file, `${head}${begin}\n${table}\n${end}${rest.split(end)[1]}`);
  console.log("BENCHMARKS.md: coach random-games table written");
}
if (failed) process.exit(1);
