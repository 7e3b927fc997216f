// End-to-end test of the knight's tour on the built page (dist/) in
// headless Chromium: pick the start by clicking, ask for a closed tour,
// solve, play it, and check what the view reports (every square visited
// once, each step a knight move, the last a knight move from the start);
// count the tours of 5 × 5; draw a 1000 × 1000 tour, zoomed out and in.
// Run after scripts/build.sh:  node --test tests/e2e-tour.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, center, choosePreset, solve, playToEnd, shot } from "./e2e-helpers.mjs";

const site = useSite();

/** A fresh page at 1280 × 800 on the knight's tour; fails the test on any page error. */
const open = (t) => openPage(t, site, { path: "#puzzle=knight-tour" });

const knightApart = (a, b) => {
  const dr = Math.abs(a[0] - b[0]);
  const dc = Math.abs(a[1] - b[1]);
  return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
};

/** What the view reports: the squares in visit order (each visited once). */
async function visitOrder(page) {
  const { visits, cols } = await page.evaluate(() => ({
    visits: [...window.boardView.visits()],
    cols: window.boardView.cols(),
  }));
  const order = [];
  visits.forEach((j, i) => {
    if (j >= 0) {
      assert.equal(order[j], undefined, `visit ${j} twice`);
      order[j] = [Math.floor(i / cols), i % cols];
    }
  });
  return { visits, order };
}

test("8 × 8: click a start, closed tour, play it: every square once, by knight moves, back to the start", { timeout: 90_000 }, async (t) => {
  const page = await open(t);
  await choosePreset(page, "8 × 8");
  // Clicking a square moves the start there.
  await page.mouse.click(...(await center(page, 2, 3)));
  assert.deepEqual(await page.evaluate(() => window.boardView.marker("from")), [2, 3]);
  await page.check("#option-closed");
  assert.equal(await solve(page), "solved");
  const steps = await playToEnd(page);
  assert.equal(steps, 64, "a closed tour of 64 squares has 64 moves, the last back to the start");
  const { visits, order } = await visitOrder(page);
  assert.equal(visits.length, 64);
  assert.ok(
    visits.every((j) => j >= 0),
    "every square visited",
  );
  assert.equal(order.length, 64);
  assert.deepEqual(order[0], [2, 3], "the tour starts on the clicked square");
  for (let j = 1; j < 64; j++) assert.ok(knightApart(order[j - 1], order[j]), `step ${j} is a knight move`);
  assert.ok(knightApart(order[63], order[0]), "closed: the last square is a knight move from the start");
  await shot(page, "tour-8x8-closed");
  // Half way back, only the first squares are visited.
  await page.click("#to-start");
  await page.evaluate(() => {
    window.boardView.setPlayback(10);
  });
  const half = (await visitOrder(page)).visits.filter((j) => j >= 0).length;
  assert.equal(half, 11);
});

test("5 × 5: no closed tour (Schwenk); open tours from the corner counted", { timeout: 120_000 }, async (t) => {
  const page = await open(t);
  await choosePreset(page, "5 × 5");
  await page.check("#option-closed");
  assert.equal(await solve(page), "unsolvable");
  assert.match(await page.textContent("#stats"), /Schwenk/);
  await page.uncheck("#option-closed");
  await page.click('[data-field="mode"] [data-value="count"]');
  assert.equal(await solve(page, 100_000), "solved");
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "304");
  assert.match(await page.textContent("#stats"), /304 solutions/);
});

test("1000 × 1000: a closed tour of a million squares, drawn whole and zoomed in", { timeout: 180_000 }, async (t) => {
  const page = await open(t);
  await choosePreset(page, "1,000 × 1,000");
  assert.equal(await page.isChecked("#option-closed"), true);
  const started = Date.now();
  assert.equal(await solve(page, 120_000), "solved");
  t.diagnostic(`solve + transfer + show: ${Date.now() - started} ms`);
  assert.equal(await page.evaluate(() => window.boardView.steps()), 1_000_000);
  await page.click("#to-end");
  // The million steps are checked in slices after the answer shows (controller.js): the end is reached once they are.
  await page.waitForSelector("#stats[data-checked]", { state: "attached" });
  assert.equal(await page.evaluate(() => window.boardView.step()), 1_000_000);
  assert.equal(await page.$("#stats .answer-error"), null, "every step is legal");
  const { visits } = await page.evaluate(() => {
    const v = window.boardView.visits();
    let visited = 0;
    const seen = new Uint8Array(v.length);
    let twice = 0;
    for (const j of v) {
      if (j >= 0) {
        visited++;
        if (seen[j]) twice++;
        seen[j] = 1;
      }
    }
    return { visits: { visited, twice, n: v.length } };
  });
  assert.deepEqual(visits, { visited: 1_000_000, twice: 0, n: 1_000_000 });
  // Frames stay quick zoomed out (cached image) and zoomed in (visible segments only).
  const frame = () =>
    page.evaluate(() => {
      const t0 = performance.now();
      for (let i = 0; i < 5; i++) window.boardView.draw();
      return (performance.now() - t0) / 5;
    });
  t.diagnostic(`draw zoomed out: ${(await frame()).toFixed(1)} ms per frame`);
  await shot(page, "tour-1000-out");
  const box = await page.locator("#board").boundingBox();
  await page.evaluate(([x, y]) => window.boardView.zoom(x, y, 60), [box.width * 0.3, box.height * 0.3]);
  t.diagnostic(`draw zoomed in: ${(await frame()).toFixed(1)} ms per frame`);
  await page.evaluate(() => window.boardView.zoom(300, 300, 0.5));
  t.diagnostic(`draw zoomed in less: ${(await frame()).toFixed(1)} ms per frame`);
  await page.mouse.move(box.x + 200, box.y + 200);
  await shot(page, "tour-1000-in");
});
