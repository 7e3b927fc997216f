// End-to-end tests of the placement puzzles on the built page (dist/) in
// headless Chromium: place a queen and see the squares it attacks shaded
// (as the view reports them and in the screenshot's pixels), complete
// 8 queens, step through the 4 solutions of 6 × 6, count n = 8 on several
// workers, and the seed's 6 × 6 knights: 18 proved maximum, greedy 15.
// Run after scripts/build.sh:  node --test tests/e2e-placement.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, center, choosePreset, solve, pixel, shot } from "./e2e-helpers.mjs";

const site = useSite();

/** A fresh page at 1280 × 800 on `puzzle`; fails the test on any page error. */
const open = (t, puzzle) => openPage(t, site, { path: `#puzzle=${puzzle}` });

/** Waits for the board's next frame. */
const frame = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** The queens (or knights) the board shows, from its text: [[r, c], …]. */
async function shownPieces(page) {
  await frame(page);
  const text = await page.$eval("#board", (c) => c.dataset.shown);
  const out = [];
  for (const [r, row] of text.split("/").entries()) {
    for (const [c, ch] of [...row].entries()) if (/[QNn]/.test(ch)) out.push([r, c]);
  }
  return out;
}

const queensAttack = (a, b) => a[0] === b[0] || a[1] === b[1] || Math.abs(a[0] - b[0]) === Math.abs(a[1] - b[1]);

function assertQueens(qs, n) {
  assert.equal(qs.length, n);
  for (let i = 0; i < qs.length; i++) {
    for (let j = i + 1; j < qs.length; j++) assert.ok(!queensAttack(qs[i], qs[j]), `${qs[i]} and ${qs[j]} attack`);
  }
}

async function setText(page, text) {
  await page.fill("#position-text", text);
  await frame(page);
}

const empty = (n) => Array(n).fill(".".repeat(n)).join("/");
const mode = (page, value) => page.click(`[data-field="mode"] [data-value="${value}"]`);

test("n-queens: a placed queen shades what it attacks; Solve completes 8 queens, the added ones marked", { timeout: 90_000 }, async (t) => {
  const page = await open(t, "n-queens");
  await choosePreset(page, "8 × 8");
  const [fx, fy] = await center(page, 5, 2);
  const before = await pixel(page, fx, fy);
  await page.click('#palette [data-tool="Q"]');
  await page.mouse.click(...(await center(page, 2, 2)));
  await frame(page);
  const attacked = await page.evaluate(() => window.boardView.attacked());
  // Row 2, column 2 and both diagonals of [2, 2]: 7 + 7 + 7 + 4 squares.
  assert.equal(attacked.length, 25);
  assert.ok(attacked.some(([r, c]) => r === 5 && c === 2));
  assert.ok(!attacked.some(([r, c]) => r === 2 && c === 2), "the queen's own square is not attacked");
  assert.ok(!attacked.some(([r, c]) => r === 3 && c === 5));
  // The pixels: column 2 below the queen turns redder; [3, 5] keeps its colour.
  const after = await pixel(page, fx, fy);
  assert.ok(after[0] - after[2] > before[0] - before[2] + 10, `shaded: ${before} → ${after}`);
  await shot(page, "queens-attacked");
  assert.equal(await solve(page), "solved");
  const queens = await shownPieces(page);
  assertQueens(queens, 8);
  assert.ok(
    queens.some(([r, c]) => r === 2 && c === 2),
    "the placed queen stays",
  );
  const added = await page.evaluate(() => window.boardView.added());
  assert.equal(added.length, 7, "seven queens added, marked apart from the placed one");
  await shot(page, "queens-completed");
});

test("n-queens: all solutions of 6 × 6 stepped through (4), then a count on several workers (92)", { timeout: 120_000 }, async (t) => {
  const page = await open(t, "n-queens");
  await setText(page, empty(6));
  await mode(page, "all");
  assert.equal(await solve(page), "solved");
  assert.equal(await page.textContent("#solution-label"), "Solution 1 of 4");
  const seen = new Set();
  for (let k = 1; k <= 4; k++) {
    assert.equal(await page.textContent("#solution-label"), `Solution ${k} of 4`);
    const qs = await shownPieces(page);
    assertQueens(qs, 6);
    seen.add(JSON.stringify(qs));
    await page.click("#solution-next");
  }
  assert.equal(seen.size, 4, "four different solutions");
  assert.equal(await page.textContent("#solution-label"), "Solution 1 of 4", "next wraps round");
  await page.click("#solution-prev");
  assert.equal(await page.textContent("#solution-label"), "Solution 4 of 4");
  await shot(page, "queens-6-all");

  // 10 × 10 has 724: the first answer holds 100 and says there may be more.
  await setText(page, empty(10));
  await mode(page, "all");
  assert.equal(await solve(page), "solved");
  assert.equal(await page.textContent("#solution-label"), "Solution 1 of 100+");
  await page.click("#solution-prev");
  assert.equal(await page.textContent("#solution-label"), "Solution 100 of 100+");
  await page.click("#solution-more");
  await page.waitForFunction(() => /of 724$/.test(document.querySelector("#solution-label").textContent), null, { timeout: 30_000 });
  assert.equal(await page.textContent("#solution-label"), "Solution 100 of 724", "Find more keeps the solution shown");
  assertQueens(await shownPieces(page), 10);

  await setText(page, empty(8));
  await mode(page, "count");
  assert.equal(await solve(page), "solved");
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "92");
  const workers = await page.evaluate(() => Math.min(Math.max(navigator.hardwareConcurrency || 2, 1), 16));
  assert.match(await page.textContent("#stats"), new RegExp(`parts on ${workers} worker`));
  t.diagnostic(await page.textContent("#stats"));
});

test("n-queens: counting n = 12 in parts shows progress and can be cancelled", { timeout: 120_000 }, async (t) => {
  const page = await open(t, "n-queens");
  await setText(page, empty(12));
  await mode(page, "count");
  assert.equal(await solve(page), "solved");
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "14200");
  await setText(page, empty(17));
  await mode(page, "count");
  await page.click("#solve");
  await page.waitForSelector("#progress:not([hidden])", { timeout: 10_000 });
  await page.waitForFunction(() => /part \d+ of \d+/.test(document.querySelector("#progress-text").textContent), null, { timeout: 20_000 });
  await shot(page, "queens-count-progress");
  await page.click("#cancel");
  await page.waitForSelector("#progress[hidden]", { state: "attached" });
  assert.match(await page.textContent("#stats"), /Cancelled/);
});

test("non-attacking knights 6 × 6: 18 proved maximum, the seed's greedy 15", { timeout: 90_000 }, async (t) => {
  const page = await open(t, "non-attacking-knights");
  await choosePreset(page, "Seed: 6 × 6");
  assert.equal(await solve(page), "solved");
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "18");
  assert.match(await page.textContent("#stats"), /proved maximum/);
  const knights = await shownPieces(page);
  assert.equal(knights.length, 18);
  for (const a of knights) {
    for (const b of knights) {
      const d = [Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])].sort().join();
      assert.notEqual(d, "1,2", `${a} and ${b} attack`);
    }
  }
  await shot(page, "knights-18");
  await page.selectOption("#algorithm", "greedy-seed");
  assert.equal(await solve(page), "solved");
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "15");
  assert.match(await page.textContent("#stats"), /not proved maximum/);
  assert.equal((await shownPieces(page)).length, 15);
  await shot(page, "knights-greedy-15");
});

test("n-queens: Rows and Cols move together (n × n); Solve stays on after typing Rows 10", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.click("button[data-puzzle=n-queens]");
  await page.fill("#rows", "10");
  assert.equal(await page.inputValue("#cols"), "10", "Cols follows Rows");
  await page.locator("#rows").dispatchEvent("change");
  await page.waitForFunction(() => window.boardView.rows() === 10 && window.boardView.cols() === 10);
  assert.equal(await page.isEnabled("#solve"), true, "Solve stays enabled");
  assert.doesNotMatch(await page.textContent("body"), /needs an n × n board/);
  await page.fill("#cols", "7");
  assert.equal(await page.inputValue("#rows"), "7", "Rows follows Cols");
  await page.locator("#cols").dispatchEvent("change");
  await page.waitForFunction(() => window.boardView.rows() === 7 && window.boardView.cols() === 7);
  // A puzzle whose board need not be square keeps its fields apart.
  await page.click("button[data-puzzle=knight-path]");
  const cols = await page.inputValue("#cols");
  await page.fill("#rows", "9");
  assert.equal(await page.inputValue("#cols"), cols);
});
