// End-to-end tests of Play mode (issue 14) on the built page and the
// <board-puzzle> element in headless Chromium: moves made by hand by the
// puzzle's rules, the coach's verdict after each, Undo, Hint, refusals,
// share links with moves. The moves' expected numbers come from the same
// wasm module in Node (solve, moves, coach), so the tests check what the
// page shows against the core.
// Run after scripts/build.sh:  node --test tests/e2e-play.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useSite, openPage, center, choosePreset, dist, shot } from "./e2e-helpers.mjs";
import { initSync, coach, moves, solve } from "../dist/board_puzzles.js";

initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });

const site = useSite({ fixtures: "fixtures" });
const SIX = { puzzle: "knight-swap", board: "nnn/.../.../NNN", goal: "NNN/.../.../nnn" };

/** Drags with the mouse on `canvas` (a locator) from square `from` to `to`, the centres read from `view()` in the page. */
async function dragOn(page, canvas, viewOf, from, to) {
  const box = await canvas.boundingBox();
  const [a, b] = await page.evaluate(([f, t, src]) => {
    const view = new Function(`return ${src}`)()();
    return [view.squareCenter(f[0], f[1]), view.squareCenter(t[0], t[1])];
  }, [from, to, viewOf]);
  await page.mouse.move(box.x + a[0], box.y + a[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + a[0] + 6, box.y + a[1] + 6, { steps: 2 });
  await page.mouse.move(box.x + b[0], box.y + b[1], { steps: 6 });
  await page.mouse.up();
}

/** The page's board: drag by squares. */
const pageBoard = (page) => ({
  canvas: page.locator("#board"),
  coach: page.locator("#coach"),
  drag: (from, to) => dragOn(page, page.locator("#board"), "() => window.boardView", from, to),
  view: "() => window.boardView",
});

/** The element's board. */
const elementBoard = (page, id) => ({
  canvas: page.locator(`#${id} >> canvas`),
  coach: page.locator(`#${id} >> .coach`),
  drag: (from, to) => dragOn(page, page.locator(`#${id} >> canvas`), `() => document.getElementById("${id}").view`, from, to),
  view: `() => document.getElementById("${id}").view`,
});

/** Waits for the coach's verdict on `moves` moves made (data-state done), returns its dataset. */
async function verdict(board, movesMade) {
  await board.coach.and(board.coach.locator(`xpath=self::*[@data-moves="${movesMade}" and @data-state="done"]`)).waitFor({ timeout: 20_000 });
  return board.coach.evaluate((c) => ({ ...c.dataset, text: c.textContent }));
}

const shown = (page, board) => page.evaluate((src) => new Function(`return ${src}`)()().shownPosition(), board.view);

test("page: the six knights played by hand in 16 moves; a wasteful move, Undo; an illegal drop; Hint", { timeout: 90_000 }, async (t) => {
  const page = await openPage(t, site);
  const board = pageBoard(page);
  await page.click("#mode-play");
  assert.equal(await page.getAttribute("#mode-play", "aria-pressed"), "true");
  let v = await verdict(board, 0);
  assert.equal(v.remaining, "16");
  assert.equal(v.optimum, "16");

  // An illegal drop: refused with its reason beside the piece, the position unchanged.
  const before = await shown(page, board);
  await board.drag([0, 0], [1, 0]);
  const toast = page.locator("#board-wrap .refusal");
  await toast.waitFor();
  assert.match(await toast.textContent(), /knight/i);
  assert.equal(await toast.getAttribute("data-code"), "not-knight-move");
  assert.equal(await shown(page, board), before);
  assert.equal(await page.evaluate(() => window.boardView.playMoves()), 0);

  // A wasteful move: the coach's count rises by one (the move cost 2); Undo brings it back.
  const wasteful = moves(SIX).find((m) => coach(SIX, [m]).remaining === 17);
  await board.drag(wasteful.from, wasteful.to);
  v = await verdict(board, 1);
  assert.equal(v.status, "off-track");
  assert.equal(v.remaining, "17");
  assert.equal(v.best, "18");
  assert.match(v.text, /cost 2 moves/);
  await page.click("#undo");
  v = await verdict(board, 0);
  assert.equal(v.remaining, "16");
  assert.equal(v.best, "16");

  // Hint: a legal move, and a best one (the count drops by one after it).
  await page.click("#play-hint");
  const hint = JSON.parse(await board.coach.getAttribute("data-hint"));
  assert.ok(moves(SIX).some((m) => String(m.from) === String(hint.from) && String(m.to) === String(hint.to)), "the hint is legal");
  await board.drag(hint.from, hint.to);
  v = await verdict(board, 1);
  assert.equal(v.remaining, "15");
  assert.equal(v.status, "on-track");
  await page.click("#undo");
  await verdict(board, 0);

  // The keyboard: arrows to [3, 0], Enter picks the knight up, arrows to [1, 1], Enter puts it down; Ctrl+Z undoes.
  await page.focus("#board");
  for (const key of ["ArrowDown", "ArrowLeft", "Enter", "ArrowUp", "ArrowUp", "ArrowRight", "Enter"]) await page.keyboard.press(key);
  v = await verdict(board, 1);
  assert.equal(v.remaining, "17");
  assert.match(await page.textContent("#announce"), /Move: .+; 1 move made\. This move cost 2 moves/, "the live region says the move and the verdict");
  await page.keyboard.press("Control+z");
  await verdict(board, 0);

  // 16 legal drags: solved in 16, the fewest.
  const { steps } = solve(SIX);
  assert.equal(steps.length, 16);
  for (const [i, s] of steps.entries()) {
    await board.drag(s.from, s.to);
    await page.waitForFunction((k) => window.boardView.playMoves() === k, i + 1);
  }
  v = await verdict(board, 16);
  assert.equal(v.status, "solved");
  assert.match(v.text, /Solved in 16 moves, the fewest/);
  assert.equal(await page.$$eval("#moves li button:not([data-step='0'])", (b) => b.length), 16, "the move list holds the moves made");
  assert.match(await page.textContent("#announce"), /Solved in 16 moves, the fewest/);
  await shot(page, "play-six-solved");
});

test("page: a share link with moves reopens at the same move", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  const board = pageBoard(page);
  await page.click("#mode-play");
  const { steps } = solve(SIX);
  for (const s of steps.slice(0, 3)) await board.drag(s.from, s.to);
  await verdict(board, 3);
  await page.waitForFunction(() => /play=(\d+,\d+-\d+,\d+_){2}/.test(location.hash));
  const hash = await page.evaluate(() => location.hash);
  const at = await shown(page, board);
  const again = await openPage(t, site, { path: hash });
  const board2 = pageBoard(again);
  const v = await verdict(board2, 3);
  assert.equal(v.remaining, "13");
  assert.equal(await again.getAttribute("#mode-play", "aria-pressed"), "true");
  assert.equal(await shown(again, board2), at);
  assert.equal(await again.$$eval("#moves li button:not([data-step='0'])", (b) => b.length), 3);

  // Solve from here: the solver plays the rest, move by move, to the goal.
  await again.click("#play-hand-over");
  const done = await verdict(board2, 16);
  assert.equal(done.status, "solved");
  assert.match(done.text, /Solved in 16 moves, the fewest/);
});

test("page: peg, tour and queens verdicts with their reasons", { timeout: 90_000 }, async (t) => {
  const page = await openPage(t, site);
  const board = pageBoard(page);
  const tab = (id) => page.click(`#puzzles [data-puzzle="${id}"]`);

  // The 15-hole triangle: a jump into a position with no one-peg finish is said so, with why.
  await tab("peg-solitaire");
  await choosePreset(page, "Seed (a)");
  await page.click("#mode-play");
  await verdict(board, 0);
  const jumps = [[[2, 0], [0, 0]], [[2, 2], [2, 0]], [[4, 2], [2, 2]]];
  for (const [i, [from, to]] of jumps.entries()) {
    await board.drag(from, to);
    await page.waitForFunction((k) => window.boardView.played().length === k, i + 1);
  }
  let v = await verdict(board, 3);
  assert.equal(v.status, "dead");
  assert.match(v.text, /finish can no longer be reached: .+searched/);

  // The 6 × 6 tour: a move that leaves the corner [0, 5] a dead end is flagged.
  await tab("knight-tour");
  await choosePreset(page, "6 × 6 closed");
  await page.click("#mode-play");
  await verdict(board, 0);
  for (const [i, sq] of [[1, 2], [2, 4]].entries()) {
    await board.drag(await page.evaluate(() => window.boardView.played().at(-1)?.to ?? [0, 0]), sq);
    await page.waitForFunction((k) => window.boardView.played().length === k, i + 1);
  }
  v = await verdict(board, 2);
  assert.notEqual(v.status, "dead");
  await board.drag([2, 4], [0, 3]);
  v = await verdict(board, 3);
  assert.equal(v.status, "dead");
  assert.match(v.text, /\[0, 5\] is a dead end/);

  // 8 queens: three queens that cannot be completed are flagged; three that can are not.
  await tab("n-queens");
  await choosePreset(page, "8 × 8");
  await page.click("#mode-play");
  const place = async (sq) => {
    const [x, y] = await center(page, ...sq);
    await page.mouse.click(x, y);
  };
  for (const sq of [[0, 0], [1, 4], [2, 7]]) await place(sq);
  v = await verdict(board, 3);
  assert.equal(v.status, "on-track");
  assert.match(v.text, /completed to 8/);
  await place([2, 7]); // removed
  await place([1, 4]);
  for (const sq of [[1, 2], [2, 4]]) await place(sq);
  v = await verdict(board, 3);
  assert.equal(v.status, "dead");
  assert.match(v.text, /cannot be completed to 8/);
});

test("element: mode=\"play\" plays the six knights in 16 drags; a wasteful move and Undo; an illegal drop", { timeout: 90_000 }, async (t) => {
  const page = await openPage(t, site, { path: "fixtures/play-widget.html" });
  await page.waitForFunction(() => document.getElementById("exercise")?.view);
  await page.evaluate(() => document.getElementById("exercise").ready);
  const board = elementBoard(page, "exercise");
  let v = await verdict(board, 0);
  assert.equal(v.remaining, "16");
  assert.equal(await page.getAttribute("#exercise", "data-mode"), "play");

  const before = await shown(page, board);
  await board.drag([3, 0], [2, 0]);
  const toast = page.locator("#exercise >> .refusal");
  await toast.waitFor();
  assert.match(await toast.textContent(), /knight/i);
  assert.equal(await shown(page, board), before);

  const wasteful = moves(SIX).find((m) => coach(SIX, [m]).remaining === 17);
  await board.drag(wasteful.from, wasteful.to);
  v = await verdict(board, 1);
  assert.equal(v.remaining, "17");
  await page.click("#exercise >> button.undo");
  v = await verdict(board, 0);
  assert.equal(v.remaining, "16");

  await page.click("#exercise >> button.hint");
  const hint = JSON.parse(await board.coach.getAttribute("data-hint"));
  await board.drag(hint.from, hint.to);
  v = await verdict(board, 1);
  assert.equal(v.remaining, "15");
  await page.click("#exercise >> button.undo");
  await verdict(board, 0);

  const { steps } = solve(SIX);
  for (const [i, s] of steps.entries()) {
    await board.drag(s.from, s.to);
    await page.waitForFunction((k) => document.getElementById("exercise").view.playMoves() === k, i + 1);
  }
  v = await verdict(board, 16);
  assert.match(v.text, /Solved in 16 moves, the fewest/);
  await shot(page, "play-element-solved");
});

test("element on a touch screen: tap a knight, tap its square; the coach answers", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "fixtures/play-widget.html", context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } } });
  await page.waitForFunction(() => document.getElementById("exercise")?.view);
  await page.evaluate(() => document.getElementById("exercise").ready);
  const board = elementBoard(page, "exercise");
  await verdict(board, 0);
  const box = await board.canvas.boundingBox();
  const tap = async (sq) => {
    const [x, y] = await page.evaluate((s) => document.getElementById("exercise").view.squareCenter(s[0], s[1]), sq);
    await page.touchscreen.tap(box.x + x, box.y + y);
  };
  await tap([3, 2]);
  await tap([1, 1]);
  const v = await verdict(board, 1);
  assert.equal(v.remaining, String(coach(SIX, [{ from: [3, 2], to: [1, 1] }]).remaining));
  assert.equal(await shown(page, board), "nnn/.N./.../NN.");
});
