// Coach latency (issue 14) through the wasm module in dist/, in Node: for
// every preset of every puzzle, plays a few moves (or placements) chosen
// as examples/coach_latency.rs chooses them natively — the legal move at
// index (7k + 3) mod count after k moves, so some are good and some
// wasteful — and times `coach` at the start and after each, with the
// budget of the page's first question (www/play/coach-client.js FIRST_MILLIS, 80 ms;
// an unproved verdict is refined in the background there, not timed here). One instance per preset, its calls one
// after another as in a game, so what the coach keeps between calls (the
// start, numbers proved, a peg search's table) is used as in the page's
// coach worker. Prints a table (median and largest ms per preset, the
// verdicts: s solved, + on track, - off track, x dead, ? unknown) and,
// with --write, puts it in BENCHMARKS.md between
// <!-- coach:begin --> and <!-- coach:end -->.
// Usage: node benches/coach.mjs [--write]  (after ./scripts/build.sh;
// COACH_CASE=text keeps the presets whose puzzle id or name contains text).
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { freshInstance } from "./fresh.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
if (!existsSync(join(dist, "board_puzzles.js"))) {
  console.error("dist/board_puzzles.js is missing: run ./scripts/build.sh first");
  process.exit(1);
}
/** Moves (or placements) made after the start. */
const MOVES = 8;
/** Squares tried in turn for a placement (past it the preset places fewer). */
const PLACE_TRIES = 4096;
const only = process.env.COACH_CASE ?? "";
/** www/play/coach-client.js FIRST_MILLIS: the page's first question after a move. */
const FIRST_MILLIS = 80;
const MARK = { solved: "s", "on-track": "+", "off-track": "-", dead: "x", unknown: "?" };

/** The empty squares of a position's board text, row-major (none past PLACE_TRIES). */
function emptySquares(board) {
  const out = [];
  for (const [r, row] of board.split("/").entries()) {
    for (const [c, ch] of [...row].entries()) if (ch === ".") out.push([r, c]);
  }
  return out.slice(0, PLACE_TRIES);
}

/** Times the coach over one preset: { times, verdicts } or { error }. */
function run(api, info, request) {
  const placing = info.editor.answer === "placement";
  const played = [];
  const placed = [];
  request = { ...request, limits: { millis: FIRST_MILLIS } };
  const times = [];
  let verdicts = "";
  for (let k = 0; k <= MOVES; k++) {
    const t = performance.now();
    const c = api.coach(request, played, placed);
    times.push(performance.now() - t);
    verdicts += MARK[c.status] ?? "?";
    if (k === MOVES) break;
    if (placing) {
      const board = api.position(request, null, placed).board;
      const free = emptySquares(board).filter((sq) => {
        try {
          api.place(request, sq, placed);
          return true;
        } catch {
          return false;
        }
      });
      if (!free.length) break;
      placed.push(free[(7 * k + 3) % free.length]);
    } else {
      const legal = api.moves(request, played);
      if (!legal.length) break;
      played.push(legal[(7 * k + 3) % legal.length]);
    }
  }
  return { times, verdicts };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
const { api: lister } = await freshInstance(dist);
for (const info of lister.puzzles()) {
  for (const preset of info.presets) {
    if (only && !info.id.includes(only) && !preset.name.includes(only)) continue;
    const { api } = await freshInstance(dist);
    let line;
    try {
      const big = (preset.request.rows ?? 0) * (preset.request.cols ?? 0) > 1_000_000 || (preset.request.n ?? 0) > 1_000;
      if (big && info.editor.answer === "placement") throw new Error("a board this big is not played by hand here");
      const { times, verdicts } = run(api, info, preset.request);
      line = `| ${info.id} | ${preset.name} | ${times.length} | ${median(times).toFixed(2)} | ${Math.max(...times).toFixed(2)} | \`${verdicts}\` |`;
    } catch (e) {
      line = `| ${info.id} | ${preset.name} | – | – | – | not played: ${String(e.message).slice(0, 80)} |`;
    }
    console.log(line);
    rows.push(line);
  }
}
const table = ["| puzzle | preset | calls | median ms | max ms | verdicts |", "| --- | --- | ---: | ---: | ---: | --- |", ...rows].join("\n");
if (process.argv.includes("--write")) {
  const file = join(root, "BENCHMARKS.md");
  const text = readFileSync(file, "utf8");
  const begin = "<!-- coach:begin -->";
  const end = "<!-- coach:end -->";
  if (!text.includes(begin)) throw new Error(`BENCHMARKS.md has no ${begin} marker`);
  const [head, rest] = text.split(begin);
  writeFileSync(file, `${head}${begin}\n${table}\n${end}${rest.split(end)[1]}`);
  console.log("BENCHMARKS.md: coach latency table written");
}
