// The words the page says about a board follow the board (issue 39,
// point 4): every piece named by its name ("knight", "queen", "peg"),
// never "n" or "piece"; numbers grouped by format.js `count` alike in
// every sentence. The puzzles' names come from the built module's
// puzzles() (dist/board_puzzles.js), as the page reads them.
// Run after scripts/build.sh:  node --test tests/node_words.test.mjs
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { describeStep, moveNumbers } from "../www/answer/answer.js";
import { hintWords, moveWords, verdictWords } from "../www/play/coach-words.js";
import { MAX_GIF_FRAMES, gifRange } from "../www/export/export.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
let info;

before(async () => {
  assert.ok(existsSync(join(dist, "board_puzzles.js")), "dist/board_puzzles.js is missing: run ./scripts/build.sh first");
  const api = await import(join(dist, "board_puzzles.js"));
  api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
  info = Object.fromEntries(api.puzzles().map((p) => [p.id, p]));
});

const step = { from: [0, 0], to: [1, 2] };

test("the path's and the tour's knight is a knight in the live region", () => {
  for (const id of ["knight-path", "knight-tour"]) {
    // The view's stepPieces gives "N" per step of a path (src/view/model/playback.rs movers).
    const said = describeStep([step, step], "NN", 1, 2, info[id]);
    assert.equal(said, "Move 1 of 2: knight from (0, 0) to (1, 2).", id);
    // Without the pieces (a long answer's list), still the puzzle's piece.
    assert.match(describeStep([step], "", 1, 3, info[id]), /^Move 1 of 3: knight from/, id);
  }
  assert.match(describeStep([step], "n", 1, 1, info["knight-swap"]), /^Move 1 of 1: black knight from/);
  assert.match(describeStep([{ ...step, over: [0, 1] }], "", 1, 1, info["peg-solitaire"]), /^Move 1 of 1: peg from/);
});

test("play mode's hint and move words name the piece moved or placed", () => {
  for (const id of ["knight-path", "knight-tour"]) {
    assert.equal(hintWords({ hint: step }, info[id], "N"), "Hint: knight from (0, 0) to (1, 2).", id);
    assert.equal(hintWords({ hint: step }, info[id], ""), "Hint: knight from (0, 0) to (1, 2).", id);
    assert.equal(moveWords("move", 1, step, false, info[id], "N"), "Move: knight from (0, 0) to (1, 2); 1 move made.", id);
  }
  assert.equal(hintWords({ hintSquare: [2, 3] }, info["n-queens"]), "Hint: place a queen on (2, 3).");
  assert.equal(hintWords({ hintSquare: [2, 3] }, info["non-attacking-knights"]), "Hint: place a knight on (2, 3).");
  assert.equal(moveWords("move", 3, null, true, info["n-queens"]), "3 queens placed.");
  assert.equal(moveWords("move", 1, null, true, info["non-attacking-knights"]), "1 knight placed.");
  assert.match(verdictWords({ status: "solved", moves: 8, proved: true }, false, true, info["n-queens"]), /^Solved with 8 queens\./);
});

test("play mode's counts are grouped as every other number", () => {
  const tour = info["knight-tour"];
  assert.equal(moveWords("undo", 12_345, step, false, tour), "Move undone; 12,345 made.");
  assert.equal(moveWords("redo", 1_000_000, step, false, tour), "Move redone; 1,000,000 made.");
  assert.match(moveWords("move", 999_999, step, false, tour, "N"), /; 999,999 moves made\.$/);
});

test("the live region groups a long answer's numbers as the step counter does", () => {
  const tour = info["knight-tour"];
  assert.equal(describeStep([], "", 999_999, 1_000_000, tour), "Move 999,999 of 1,000,000.");
  assert.equal(describeStep([], "", 0, 1_000_000, tour), "Start position, 1,000,000 moves to play.");
  assert.equal(describeStep([step], "N", 1, 1_000_000, tour), "Move 1 of 1,000,000: knight from (0, 0) to (1, 2).");
});

test("a long answer's default GIF range is its first MAX_GIF_FRAMES positions, said so", () => {
  // The 1 000 × 1 000 tour: 1 000 000 moves, 1 000 001 positions; a GIF holds 1 000 frames.
  const long = gifRange(1_000_000);
  assert.deepEqual([long.from, long.to], [0, MAX_GIF_FRAMES - 1]);
  assert.equal(long.to - long.from + 1, MAX_GIF_FRAMES, "a range the encoder accepts");
  assert.equal(
    long.note,
    "The animation starts with moves 0 to 999 of 1,000,000: a GIF holds at most 1,000 frames; choose another range for the rest.",
  );
  const short = gifRange(16);
  assert.deepEqual([short.from, short.to, short.note], [0, 16, ""]);
  assert.deepEqual([gifRange(999).to, gifRange(999).note], [999, ""], "1 000 positions fit");
  assert.match(gifRange(5_000, "piece").note, /^The animation starts with pieces 0 to 999 of 5,000/);
});

test("the move list numbers its rows as the step counter does", () => {
  const steps = Array.from({ length: 1_001 }, () => step);
  const numbers = moveNumbers(steps);
  assert.equal(numbers[998], "999.");
  assert.equal(numbers[999], "1,000.");
});

test("one grouping for every number: counts past 2^53 (decimal strings) and the presets' names", async () => {
  const { count } = await import("../www/base/format.js");
  assert.equal(count(1234567), "1,234,567");
  assert.equal(count("12345678901234567890"), "12,345,678,901,234,567,890");
  assert.equal(count("-1000"), "-1,000");
  assert.equal(count(undefined), "–");
  // A number of 1,000 or more in a preset's name or an algorithm's note is grouped as count() groups it.
  const ungrouped = [];
  for (const p of Object.values(info)) {
    for (const text of [...p.presets.map((x) => x.name), ...p.algorithms.map((a) => a.note ?? "")]) {
      for (const [m] of text.matchAll(/\b\d{1,3}(?:[ ,]\d{3})+\b|\b\d{4,}\b/g)) {
        const n = Number(m.replaceAll(/[ ,]/g, ""));
        const year = /^1[4-9]\d\d$|^20\d\d$/.test(m); // a source's year (Guarini 1512, Hopcroft–Karp 1973)
        if (n >= 1000 && !year && m !== count(n)) ungrouped.push(`${p.id}: ${m} in “${text.slice(0, 60)}”`);
      }
    }
  }
  assert.deepEqual(ungrouped, []);
});
