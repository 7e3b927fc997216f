// The page on a phone (issue 26): the whole board and Solve are on screen
// on first view, and stay on screen, uncovered, while the move list is
// scrolled into view under them. Checked by bounding boxes at 390 × 844
// and 360 × 640 (screenshots in $SHOTS when set).
//
// Run after scripts/build.sh:  node --test tests/e2e-phone.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, solve, useSite } from "./e2e-helpers.mjs";

const site = useSite();

/** The viewport boxes of the board, Solve, the action bar and the move list. */
const boxes = (page) =>
  page.evaluate(() => {
    const box = (s) => {
      const r = document.querySelector(s).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
    };
    return { board: box("#board"), solve: box("#solve"), bar: box("#action-bar"), moves: box("#moves"), vh: innerHeight, vw: innerWidth };
  });

/** Asserts `box` lies wholly in the viewport. */
function onScreen(b, box, what) {
  assert.ok(box.height > 0, `${what} is shown`);
  assert.ok(box.top >= 0 && box.bottom <= b.vh + 0.5, `${what} (${Math.round(box.top)}–${Math.round(box.bottom)}) within 0–${b.vh}`);
  assert.ok(box.left >= 0 && box.right <= b.vw + 0.5, `${what} within the width`);
}

/** Asserts nothing covers the board's four edges (the sticky bar once hid its last row). */
async function uncovered(page, box) {
  const points = [
    [(box.left + box.right) / 2, box.top + 3],
    [(box.left + box.right) / 2, box.bottom - 3],
    [box.left + 3, (box.top + box.bottom) / 2],
    [box.right - 3, (box.top + box.bottom) / 2],
  ];
  for (const [x, y] of points) {
    const on = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.id, [x, y]);
    assert.equal(on, "board", `the board at (${Math.round(x)}, ${Math.round(y)})`);
  }
}

for (const [width, height] of [
  [390, 844],
  [360, 640],
]) {
  test(`phone ${width} × ${height}: the board and Solve on first view and beside the move list`, { timeout: 60_000 }, async (t) => {
    const page = await openPage(t, site, { context: { viewport: { width, height }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } });
    let b = await boxes(page);
    onScreen(b, b.board, "the board");
    onScreen(b, b.solve, "Solve");
    await uncovered(page, b.board);
    assert.ok(b.board.height >= 160, `a board of ${Math.round(b.board.height)} px`);
    await shot(page, `phone-${width}`);
    assert.equal(await solve(page), "solved");
    await page.locator("#moves").scrollIntoViewIfNeeded();
    await page.waitForTimeout(100); // the scroll settles
    b = await boxes(page);
    onScreen(b, b.board, "the board, the moves scrolled");
    onScreen(b, b.solve, "Solve, the moves scrolled");
    await uncovered(page, b.board);
    // The list shows under the action bar, uncovered: a few rows of it at least.
    const top = Math.max(b.moves.top, b.bar.bottom);
    const shown = Math.min(b.moves.bottom, b.vh) - top;
    assert.ok(shown >= 90, `${Math.round(shown)} px of the move list on screen under the action bar`);
    const y = top + shown / 2;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest("#moves") !== null, [b.moves.left + 40, y]);
    assert.ok(hit, "nothing covers the move list");
    await shot(page, `phone-${width}-moves`);
  });
}
