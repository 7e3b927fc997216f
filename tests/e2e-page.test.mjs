// End-to-end tests of the built page (dist/) in headless Chromium: load,
// drag a knight, solve, play the answer, and check what the board shows —
// both the text the view reports and the pixels a screenshot holds.
// Run after scripts/build.sh:  node --test tests/e2e-page.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, center, drag, pixel, distance, shown, expectShown } from "./e2e-helpers.mjs";

const SEED = "nnn/.../.../NNN";
const SEED_GOAL = "NNN/.../.../nnn";

const site = useSite();
const open = (t) => openPage(t, site);

/** Plays the answer at the top speed and waits for its last step. */
async function playToEnd(page, steps) {
  await page.selectOption("#speed", "1000");
  if ((await page.$eval("#play", (b) => b.dataset.state)) !== "playing" && (await page.$eval("#board", (c) => c.dataset.step)) !== String(steps)) {
    await page.click("#play");
  }
  await page.waitForFunction((n) => document.querySelector("#board").dataset.step === String(n), steps, { timeout: 30_000 });
}

test("knight swap: the seed loads, a knight drags, the 16-move answer plays to the goal", { timeout: 60_000 }, async (t) => {
  const page = await open(t);
  assert.equal(await page.inputValue("#position-text"), SEED);
  assert.equal(await page.inputValue("#goal-text"), SEED_GOAL);
  await expectShown(page, SEED);
  assert.match(await page.textContent("#setup-status"), /Ready to solve/);

  // Drag the white knight of row 3, column 0 to row 1, column 1.
  await drag(page, [3, 0], [1, 1]);
  assert.equal(await page.inputValue("#position-text"), "nnn/.N./.../.NN");
  await expectShown(page, "nnn/.N./.../.NN");
  // The counts still match the goal's, so the setup stays valid.
  assert.match(await page.textContent("#setup-status"), /Ready to solve/);

  // Back to the seed through its preset.
  await page.selectOption("#preset", { label: "Seed: six knights, 4 × 3" });
  assert.equal(await page.inputValue("#position-text"), SEED);

  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]", { timeout: 30_000 });
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "16");
  assert.match(await page.textContent("#stats"), /proved minimal/);
  assert.equal(await page.$eval("#stats", (s) => s.dataset.optimal), "true");
  assert.equal(await page.locator("#moves li").count(), 17, "Start plus 16 moves");

  await playToEnd(page, 16);
  await expectShown(page, SEED_GOAL);
  assert.equal(await page.textContent("#step-count"), "16 / 16");

  // What is drawn: goal square [0, 0] now holds a white knight, [3, 0] a
  // black one; [2, 1] is an empty dark square. A point inside a knight's
  // body is sampled (a tenth of a square right of and below its centre).
  const [ax] = await center(page, 0, 0);
  const [bx] = await center(page, 0, 1);
  const s = bx - ax;
  const body = async (r, c) => {
    const [x, y] = await center(page, r, c);
    return pixel(page, x + 0.1 * s, y + 0.1 * s);
  };
  const white = await body(0, 0);
  const black = await body(3, 0);
  const [ex, ey] = await center(page, 2, 1);
  const emptyDark = await pixel(page, ex + 0.1 * s, ey + 0.1 * s);
  const [lx, ly] = await center(page, 0, 0);
  const lightSquare = await pixel(page, lx - 0.45 * s, ly - 0.45 * s);
  assert.ok(distance(emptyDark, [0xb5, 0x88, 0x63]) < 30, `empty dark square is ${emptyDark}`);
  assert.ok(distance(white, lightSquare) > 40, `white knight ${white} vs light square ${lightSquare}`);
  assert.ok(Math.min(...white) > 225, `white knight's body is near white: ${white}`);
  assert.ok(Math.max(...black) < 70, `black knight's body is near black: ${black}`);

  // Clicking a move in the list shows the board after it.
  await page.click("#moves li:nth-child(1) button");
  await expectShown(page, SEED);
});

test("knight swap: bad text is explained with row and column and kept", { timeout: 30_000 }, async (t) => {
  const page = await open(t);
  await page.fill("#position-text", "nnn/.x./NNN");
  assert.match(await page.textContent("#position-error"), /square \(1, 1\)/);
  assert.equal(await page.inputValue("#position-text"), "nnn/.x./NNN");
  assert.equal(await shown(page), SEED, "the board keeps the last valid position");
  await page.fill("#position-text", SEED);

  // The goal's error is named once ("Goal: …", not "Goal: goal: …").
  await page.fill("#goal-text", "NNN/.x./.../nnn");
  await page.waitForFunction(() => /Goal: /.test(document.querySelector("#setup-status").textContent));
  assert.doesNotMatch(await page.textContent("#setup-status"), /goal: .*goal:/i);
  assert.doesNotMatch(await page.textContent("#goal-error"), /^goal:/i);
  await page.fill("#goal-text", "NNN/.../.../nnn");

  // A readable position whose counts differ from the goal: check() explains it.
  await page.fill("#position-text", "nnn/.../.../NN.");
  await expectShown(page, "nnn/.../.../NN.");
  assert.match(await page.textContent("#setup-status"), /Can't solve.*white knights/);
  assert.ok(await page.isDisabled("#solve"));
});

test("knight path: the 500 × 500 seed solves in 334 moves and the path is drawn", { timeout: 90_000 }, async (t) => {
  const page = await open(t);
  await page.click("button[data-puzzle=knight-path]");
  await page.selectOption("#preset", { label: "Seed: 500 × 500, (0, 0) → (499, 499)" });
  assert.equal(await page.inputValue("#rows"), "500");
  assert.ok(await page.isDisabled("#position-text"), "too big for text");

  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]", { timeout: 60_000 });
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "334");
  assert.match(await page.textContent("#stats"), /proved minimal/);
  await playToEnd(page, 334);

  // The path line passes through the middle move's square: blue there,
  // where the empty board is beige. The list makes its rows as needed (a
  // fast playback on a busy machine may race past them): ask for more.
  while (Number(await page.getAttribute("#moves", "data-rows")) < 169) await page.click("#moves .more-rows button");
  const text = await page.textContent("#moves li:nth-child(168) button");
  const [, r, c] = text.match(/→ \((\d+), (\d+)\)/).map(Number);
  const [x, y] = await center(page, r, c);
  const onPath = await pixel(page, x, y);
  assert.ok(onPath[2] > onPath[0] + 80, `path pixel ${onPath} is blue`);
  const [fx, fy] = await center(page, 250, 60);
  const board = await pixel(page, fx, fy);
  assert.ok(board[0] > board[2] + 30, `board pixel ${board} is beige`);
});

test("knight path: walls paint by dragging and the answer goes around them", { timeout: 60_000 }, async (t) => {
  const page = await open(t);
  await page.click("button[data-puzzle=knight-path]");
  await page.selectOption("#preset", { label: "8 × 8, corner to corner" });
  await page.click("#palette [data-tool='#']");
  await drag(page, [0, 3], [7, 3]);
  const text = await page.inputValue("#position-text");
  assert.equal(
    text
      .split("/")
      .map((row) => row[3])
      .join(""),
    "########",
    text,
  );
  assert.match(await page.textContent("#setup-status"), /Ready to solve/);
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status]", { timeout: 30_000 });
  assert.equal(await page.$eval("#stats", (s) => s.dataset.status), "solved");
  // The status line says what is shown, no longer "Ready to solve" (issue 26).
  assert.match(await page.textContent("#setup-status"), /^Solved: the answer is shown\. Edit the board/);
  // Drag the target marker: once solved, the path follows (solved again).
  await page.click("#palette [data-tool=move]");
  await drag(page, [7, 7], [6, 5]);
  assert.deepEqual(await page.evaluate(() => window.boardView.marker("to")), [6, 5]);
  await page.waitForFunction(() => document.querySelector("#moves li:last-child button")?.textContent.endsWith("→ (6, 5)"), null, {
    timeout: 30_000,
  });
  assert.equal(await page.$eval("#stats", (s) => s.dataset.status), "solved");
});
