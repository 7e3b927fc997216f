// The words and notes on the page follow the board (issue 39, points 4
// and 5), on the built page in headless Chromium: the path's knight is a
// "knight" in the live region; an unsolvable board's status says "No
// solution", not "Solved"; a tour lists no target; a link's square
// outside the board is refused with the field named, not moved; the
// refusal note of Play says what the live region says and stays inside
// the board's box, off its square; a long answer's default GIF range is
// one a GIF holds, and the panel says so.
// Run after scripts/build.sh:  node --test tests/e2e-words.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { choosePreset, openPage, solve, useSite } from "./e2e-helpers.mjs";

const site = useSite({ fixtures: "fixtures" });

test("the knight path's knight is a knight in the live region", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-path&rows=6&cols=6&from=0,0&to=5,5" });
  assert.equal(await solve(page), "solved");
  await page.click("#to-start");
  await page.click("#step-forward");
  await page.waitForFunction(() => /^Move 1 of/.test(document.querySelector("#announce").textContent), null, { timeout: 5_000 });
  assert.match(await page.textContent("#announce"), /^Move 1 of \d+: knight from \(0, 0\) to /);
});

test("an unsolvable board says No solution, not Solved", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-tour" });
  await choosePreset(page, "No tour: 4 × 4");
  assert.equal(await solve(page), "unsolvable");
  const status = await page.textContent("#setup-status");
  assert.match(status, /^No solution: proved impossible/);
  assert.doesNotMatch(status, /Solved/);
});

test("a tour shows its start and no target", async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-tour&rows=5&cols=5&from=2,2" });
  const markers = await page.textContent("#markers");
  assert.match(markers, /Start \(2, 2\)/);
  assert.doesNotMatch(markers, /Target/);
});

test("a link's from outside the board is refused with the field named, never moved", async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-tour&rows=5&cols=5&from=9,9" });
  const error = page.locator("#link-error");
  await error.waitFor();
  const text = await error.textContent();
  assert.match(text, /from: square \(9, 9\) is outside the 5 × 5 board/);
  assert.notDeepEqual(await page.evaluate(() => window.boardView.marker("from")), [4, 4], "not moved into the board");
});

test("the element refuses a from outside its board with the field named, never moved", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "fixtures/two-widgets.html", ready: false });
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<board-puzzle id="tour" puzzle="knight-tour" rows="5" cols="5" from="[9,9]" controls="solve"></board-puzzle>',
    );
  });
  await page.waitForFunction(() => document.getElementById("tour").view, null, { timeout: 30_000 });
  await page.waitForFunction(
    () => /from: square \(9, 9\) is outside the 5 × 5 board/.test(document.getElementById("tour").shadowRoot.textContent),
    null,
    {
      timeout: 10_000,
    },
  );
  assert.notDeepEqual(await page.evaluate(() => document.getElementById("tour").view.marker("from")), [4, 4], "not moved into the board");
});

/**
 * Waits for the coach's verdict on the start of play (no move made, no
 * question left): a verdict arriving later takes the live region over
 * (www/play/play-mode.js), so a refusal's words are checked after it.
 */
const startVerdict = (page) => page.locator('#coach[data-moves="0"][data-state="done"]').waitFor({ timeout: 60_000 });

/** Drags on the main board from square `from` to `to`, then checks the refusal note: the live region's words, inside the board's box, off the square. */
async function refusedNote(page, from, to, label) {
  const [a, b] = await page.evaluate(([f, g]) => [window.boardView.squareCenter(f[0], f[1]), window.boardView.squareCenter(g[0], g[1])], [from, to]);
  const box = await page.locator("#board").boundingBox();
  await page.mouse.move(box.x + a[0], box.y + a[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + a[0] + 8, box.y + a[1] + 8);
  await page.mouse.move(box.x + b[0], box.y + b[1], { steps: 4 });
  await page.mouse.up();
  const toast = page.locator("#board-wrap .refusal");
  await toast.waitFor();
  const said = await toast.textContent();
  assert.match(said, /^Move refused: /, label);
  await page.waitForFunction((s) => document.querySelector("#announce").textContent === s, said, { timeout: 5_000 });
  const note = await toast.boundingBox();
  const wrap = await page.locator("#board-wrap").boundingBox();
  const inside =
    note.x >= wrap.x - 0.5 &&
    note.y >= wrap.y - 0.5 &&
    note.x + note.width <= wrap.x + wrap.width + 0.5 &&
    note.y + note.height <= wrap.y + wrap.height + 0.5;
  assert.ok(inside, `${label}: the note ${JSON.stringify(note)} lies inside the board's box ${JSON.stringify(wrap)}`);
  // The square the note is about (where the piece stands): its cell, from the centre of the square below.
  const [c, down] = await page.evaluate((f) => [window.boardView.squareCenter(f[0], f[1]), window.boardView.squareCenter(f[0] + 1, f[1])], from);
  const half = Math.abs(down[1] - c[1]) / 2;
  const cell = { x: box.x + c[0] - half, y: box.y + c[1] - half, width: 2 * half, height: 2 * half };
  const overlaps = note.x < cell.x + cell.width && cell.x < note.x + note.width && note.y < cell.y + cell.height && cell.y < note.y + note.height;
  assert.ok(!overlaps, `${label}: the note ${JSON.stringify(note)} leaves the square ${JSON.stringify(cell)} in view`);
}

test("Play's refusal note: the live region's words, inside the board's box, off its square", { timeout: 90_000 }, async (t) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const page = await openPage(t, site, { context: { viewport } });
    await choosePreset(page, "Guarini");
    await page.click("#mode-play");
    await startVerdict(page);
    // Guarini's 3 × 3 board: its left column's knights moved one square, not a knight's move.
    await refusedNote(page, [0, 0], [0, 1], `${viewport.width}px, Guarini (0, 0)`);
    await refusedNote(page, [2, 0], [1, 0], `${viewport.width}px, Guarini (2, 0)`);
    // Peg solitaire: the first peg of the last row moved one hole right, not a jump.
    await page.click("#mode-setup");
    await page.click("button[data-puzzle=peg-solitaire]");
    await page.click("#mode-play");
    await startVerdict(page);
    const rows = (await page.evaluate(() => window.boardView.shownPosition())).split("/");
    const last = rows.length - 1;
    const col = rows[last].indexOf("o");
    assert.ok(col >= 0 && col + 1 < rows[last].length, rows.join("/"));
    await refusedNote(page, [last, col], [last, col + 1], `${viewport.width}px, pegs (${last}, ${col})`);
    await page.close();
  }
});

test("a long answer's default GIF range is one a GIF holds, and the panel says so", { timeout: 120_000 }, async (t) => {
  // A 40 × 40 tour: 1 599 moves, 1 600 positions, more than a GIF's 1 000 frames.
  const page = await openPage(t, site, { path: "#puzzle=knight-tour&rows=40&cols=40&from=0,0" });
  assert.equal(await solve(page, 60_000), "solved");
  const panel = page.locator("#export");
  await panel.scrollIntoViewIfNeeded(); // the panel follows the board while on screen
  const range = panel.locator(".gif-range");
  await range.waitFor();
  const [from, to] = [Number(await panel.locator("input.gif-from").inputValue()), Number(await panel.locator("input.gif-to").inputValue())];
  assert.deepEqual([from, to], [0, 999], "the first 1,000 positions");
  assert.match(await range.textContent(), /moves 0 to 999 of 1,599: a GIF holds at most 1,000 frames/);
  // A short answer: the whole of it, nothing said.
  await page.evaluate(() => {
    location.hash = "#puzzle=knight-path&rows=6&cols=6&from=0,0&to=5,5";
  });
  await page.waitForFunction(() => window.boardView.steps() === 0, null, { timeout: 10_000 });
  assert.equal(await solve(page), "solved");
  await panel.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector("#export .gif-range")?.hidden === true, null, { timeout: 5_000 });
  const steps = await page.evaluate(() => window.boardView.steps());
  await page.waitForFunction((n) => document.querySelector("#export input.gif-to").value === String(n), steps, { timeout: 5_000 });
});
