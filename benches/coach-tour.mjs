// The coach on the 1000 × 1000 closed tour (issue 26) through the wasm
// module in dist/, in Node, asked as the page's coach worker asks it
// (www/play/coach-client.js): after each move a first question of 80 ms, then, while
// the verdict is not proved, the background questions of 250 ms, 2 s and
// 10 s, each with memoryMb 128, in one instance (the worker) so that what
// the coach keeps between calls is used as in the page. Prints, for the
// first move [0, 0] → [2, 1], each question's verdict and time and the
// wall time to the first proved verdict; then the same along the coach's
// hints up to move 50; then, in a fresh instance (nothing kept), the
// position after 49 hints and one move off the hint line (a completion
// to search for from scratch), and the instance's wasm memory. Last,
// games off the hint line (issue 26, point 6): GAMES games in one
// instance, each MOVES moves where every third leaves the hint at random
// (pure-rand's xoroshiro128+, seeded per game); for each move off the line
// the first question's wall time, the wall time to the first proved
// verdict, and whether it stayed unknown after the 10 s question: median,
// p99, and the share unknown.
// Usage: node benches/coach-tour.mjs [games]  (after ./scripts/build.sh)
import { existsSync } from "node:fs";
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
/** www/play/coach-client.js: FIRST_MILLIS, BACKGROUND_MILLIS, COACH_MEMORY_MB. */
const ROUNDS = [80, 250, 2_000, 10_000];
const MEMORY_MB = 128;
const REQUEST = { puzzle: "knight-tour", rows: 1000, cols: 1000, from: [0, 0], closed: true };
const MB = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** Asks as the page does until a proved verdict or the last round; returns it with each round's time and the first's. */
function ask(api, played) {
  const started = performance.now();
  const rounds = [];
  let c;
  let first;
  for (const millis of ROUNDS) {
    const t = performance.now();
    c = api.coach({ ...REQUEST, limits: { millis, memoryMb: MEMORY_MB } }, played, []);
    first ??= performance.now() - t;
    rounds.push(`${millis} ms: ${c.status} in ${(performance.now() - t).toFixed(0)} ms`);
    if (c.proved) break;
  }
  return { c, rounds, first, wall: performance.now() - started };
}

/** The value at quantile `q` of the sorted `xs`. */
const quantile = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];

const { api, memoryBytes } = await freshInstance(dist);
ask(api, []); // the start, as the page asks it when Play is pressed
const played = [{ from: [0, 0], to: [2, 1] }];
let { c, rounds, wall } = ask(api, played);
console.log(`move 1: ${c.status} after ${wall.toFixed(0)} ms (${rounds.join("; ")})`);
console.log(`  ${c.reason}`);
const along = [];
while (played.length < 49 && c.hint) {
  played.push(c.hint);
  ({ c, rounds, wall } = ask(api, played));
  along.push(wall);
}
along.sort((a, b) => a - b);
console.log(`moves 2–${played.length} along the hints: median ${along[along.length >> 1].toFixed(0)} ms, largest ${along.at(-1).toFixed(0)} ms; wasm memory ${MB(memoryBytes())}`);

// Move 50 off the hint line, asked in a fresh instance: nothing is kept.
const legal = api.moves(REQUEST, played).filter((m) => String(m.to) !== String(c.hint?.to));
for (const step of legal) {
  const fresh = await freshInstance(dist);
  const r = ask(fresh.api, [...played, step]);
  console.log(`move 50 [${step.from}] → [${step.to}], off the hint line, fresh instance: ${r.c.status} after ${r.wall.toFixed(0)} ms (${r.rounds.join("; ")}); wasm memory ${MB(fresh.memoryBytes())}`);
  console.log(`  ${r.c.reason.slice(0, 200)}`);
}

// Games off the hint line, one instance (what the coach keeps is used, as in the page's worker).
const GAMES = Number(process.argv[2] ?? 4);
const MOVES = 30;
const games = await freshInstance(dist);
const firsts = [];
const proved = [];
let unknown = 0;
let offLine = 0;
let dead = 0;
for (let g = 0; g < GAMES; g++) {
  const rng = xoroshiro128plus(2600 + g);
  const game = [];
  let hint = ask(games.api, game).c.hint;
  for (let k = 0; k < MOVES; k++) {
    const legal = games.api.moves(REQUEST, game);
    const off = legal.filter((m) => String(m.to) !== String(hint?.to));
    const leave = k % 3 === 2 || !hint;
    if (leave && off.length === 0) break;
    game.push(leave ? off[uniformInt(rng, 0, off.length - 1)] : hint);
    const r = ask(games.api, game);
    if (leave) {
      offLine++;
      firsts.push(r.first);
      if (r.c.proved) proved.push(r.wall);
      else unknown++;
    }
    if (r.c.status === "dead") {
      dead++;
      break;
    }
    hint = r.c.hint;
  }
}
firsts.sort((a, b) => a - b);
proved.sort((a, b) => a - b);
const ms = (x) => (x === undefined ? "–" : `${x.toFixed(0)} ms`);
console.log(
  `off the hint line, ${GAMES} games of up to ${MOVES} moves (every third off the line): ${offLine} moves off; ` +
    `first question median ${ms(quantile(firsts, 0.5))}, p99 ${ms(quantile(firsts, 0.99))}; ` +
    `to the first proved verdict median ${ms(quantile(proved, 0.5))}, p99 ${ms(quantile(proved, 0.99))}; ` +
    `unknown after every question: ${unknown} of ${offLine} (${((100 * unknown) / Math.max(1, offLine)).toFixed(0)} %); ` +
    `games ended dead (a quick refutation): ${dead}; wasm memory ${MB(games.memoryBytes())}`,
);
