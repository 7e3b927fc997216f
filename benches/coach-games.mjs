// The peg-solitaire coach in random games (issues 25 and 43), through the
// wasm module in dist/, in Node. For the English 33-hole and French 37-hole
// presets, plays GAMES random games (each jump drawn uniformly among the
// legal ones by pure-rand's xoroshiro128+, seeded per game, so a run
// repeats) until no jump is left, and asks `coach` at the start and after
// every jump as the page's coach worker does (www/play/coach-client.js): first with
// FIRST_MILLIS (80 ms), then, while the verdict is not proved, with each of
// BACKGROUND_MILLIS (250 ms, 2 s, 10 s) in turn, with COACH_MEMORY_MB, one
// instance per board whose calls follow one another (what the coach keeps
// between calls is used). Records per board: positions, the median and p99
// of the first question's time (ms), how many positions got a definite
// verdict (not `unknown`) within 250 ms, 2 s and 10 s of wall time from
// the first question's start (issue 43 point 3: >= 95 % within 250 ms,
// >= 99 % within 2 s on a quiet machine) and within as much CPU time of
// this process (on a loaded machine the wall clock includes waiting for a
// core, and the page's budgets are wall clock, so a question then searches
// less), the final verdicts' shares and the share still open after the
// whole chain. A hint must be a legal jump, and a position called dead
// must stay dead on every later call of its game: either failing is
// printed and the run exits 1.
//
// Usage: node benches/coach-games.mjs [--write]  (after ./scripts/build.sh;
// COACH_GAMES=n games per board, default 200; COACH_CASE=text keeps the
// boards whose name contains text; COACH_VERBOSE=1 prints each position
// decided after 250 ms, =2 with its jumps). --write puts the table in
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
/** www/play/coach-client.js FIRST_MILLIS, BACKGROUND_MILLIS and COACH_MEMORY_MB. */
const FIRST_MILLIS = 80;
const BACKGROUND_MILLIS = [250, 2_000, 10_000];
const COACH_MEMORY_MB = 128;
/** The marks of issue 43 point 3: a definite verdict within these (ms, from the first question's start). */
const MARKS = [250, 2_000, 10_000];
const BOARDS = ["English 33-hole board, central game", "French 37-hole board, hole (2, 0) empty"];

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** The process's CPU time, ms (user + system: Node runs the wasm on this one thread). */
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Asks `coach` as the page's worker does (www/play/coach-client.js): FIRST_MILLIS, then
 * while the verdict is not proved each of BACKGROUND_MILLIS in turn, in the
 * same instance. The last answer, the first question's time, and the wall
 * and CPU time (ms, from the first question's start) at which a definite
 * verdict (not `unknown`) came, or Infinity when the chain ended without one.
 */
function chain(api, request, played) {
  const wall0 = performance.now();
  const cpu0 = cpuNow();
  let first = 0;
  let c;
  for (let round = 0; round <= BACKGROUND_MILLIS.length; round++) {
    const millis = round === 0 ? FIRST_MILLIS : BACKGROUND_MILLIS[round - 1];
    c = api.coach({ ...request, limits: { millis, memoryMb: COACH_MEMORY_MB } }, played, []);
    if (round === 0) first = performance.now() - wall0;
    if (c.status !== "unknown") return { c, first, wall: performance.now() - wall0, cpu: cpuNow() - cpu0 };
    if (c.proved) break;
  }
  return { c, first, wall: Infinity, cpu: Infinity };
}

/** Plays `GAMES` random games on `request`: the times and verdict counts. */
function play(api, request) {
  const times = [];
  const walls = [];
  const cpus = [];
  const counts = {};
  let failures = 0;
  for (let g = 0; g < GAMES; g++) {
    const rng = xoroshiro128plus(1000 + g);
    const played = [];
    let dead = false;
    for (;;) {
      const { c, first, wall, cpu } = chain(api, request, played);
      times.push(first);
      walls.push(wall);
      cpus.push(cpu);
      if (process.env.COACH_VERBOSE && wall > MARKS[0])
        console.log(`game ${g}, jump ${played.length}: ${c.status} after ${wall.toFixed(0)} ms (CPU ${cpu.toFixed(0)} ms) ${process.env.COACH_VERBOSE === "2" ? JSON.stringify(played) : ""}`);
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
  return { times, walls, cpus, counts, failures };
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
  const { times, walls, cpus, counts, failures } = play(api, preset.request);
  failed += failures;
  const n = times.length;
  const share = (s) => `${((100 * (counts[s] ?? 0)) / n).toFixed(1)} %`;
  const within = (xs, ms) => {
    const k = xs.filter((x) => x <= ms).length;
    return `${k} (${((100 * k) / n).toFixed(1)} %)`;
  };
  const marks = (xs) => MARKS.map((ms) => within(xs, ms)).join(" | ");
  const line = `| ${name} | ${GAMES} | ${n} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${marks(walls)} | ${marks(cpus)} | ${share("on-track")} | ${share("dead")} | ${share("solved")} | ${share("unknown")} |`;
  console.log(line);
  rows.push(line);
}
const table = [
  "| board | games | positions | first question: median ms | p99 ms | decided ≤ 250 ms (wall) | ≤ 2 s | ≤ 10 s | decided ≤ 250 ms (CPU) | ≤ 2 s | ≤ 10 s | on track | dead | solved | open after the chain |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
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
