// The longest main-thread task of each heavy interaction on the page,
// measured with a PerformanceObserver of `longtask` entries (tasks of 50 ms
// and more) in headless Chromium, for BENCHMARKS.md ("Main-thread long
// tasks"). Prints one line per case; asserts only that each interaction did
// what it should (no timing assertions outside tests/limits.rs).
//
//   BP_LONGTASKS=1 node --test tests/e2e-longtasks.test.mjs
// (skipped without BP_LONGTASKS: it takes a few minutes.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, center, choosePreset } from "./e2e-helpers.mjs";

const run = process.env.BP_LONGTASKS === "1";
const site = useSite();
const results = [];

/** Starts recording long tasks (fresh list). */
async function record(page) {
  await page.evaluate(() => {
    window.__long ??= [];
    if (!window.__observer) {
      window.__observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push(e.duration);
      });
      window.__observer.observe({ type: "longtask" });
    }
    window.__long.length = 0;
  });
}

/** Waits for the page to settle (two frames and a quiet moment), then the longest task since record(). */
async function longest(page, quiet = 400) {
  await page.evaluate((ms) => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms)));
  }), quiet);
  return page.evaluate(() => Math.round(Math.max(0, ...window.__long)));
}

function report(name, ms) {
  results.push([name, ms]);
  console.log(`longtask ${name}: ${ms} ms`);
}

async function openPuzzle(t, id, preset) {
  const page = await openPage(t, site, { context: { viewport: { width: 1280, height: 900 } } });
  await page.click(`#puzzles [data-puzzle="${id}"]`);
  await record(page);
  await choosePreset(page, preset);
  await page.waitForFunction(() => !document.querySelector("#solve").disabled, null, { timeout: 60_000 });
  report(`${id}: open the preset “${preset}”`, await longest(page, 300));
  return page;
}

test("knight path 10 000 × 10 000: wall, undo, stroke, marker", { skip: !run, timeout: 300_000 }, async (t) => {
  const page = await openPuzzle(t, "knight-path", "10 000 × 10 000");
  await page.click("#palette [data-tool='#']");
  const [x, y] = await center(page, 5000, 5000);
  const box = await page.locator("#board").boundingBox();

  await record(page);
  await page.mouse.click(x, y);
  await page.waitForFunction(() => !document.querySelector("#undo").disabled, null, { timeout: 60_000 });
  report("knight path 10 000², paint one wall", await longest(page));

  await record(page);
  await page.click("#undo");
  await page.waitForFunction(() => !document.querySelector("#redo").disabled, null, { timeout: 60_000 });
  report("knight path 10 000², undo", await longest(page));

  await record(page);
  const x0 = box.x + box.width * 0.2;
  const y0 = box.y + box.height * 0.5;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(x0 + i * box.width * 0.03, y0 + (i % 2) * 4);
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector("#redo").disabled, null, { timeout: 120_000 });
  report("knight path 10 000², 20-point stroke", await longest(page));

  await page.click("#palette [data-tool=move]");
  const [sx, sy] = await center(page, 0, 0);
  await record(page);
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  await page.mouse.move(sx + 20, sy + 20, { steps: 4 });
  await page.mouse.move(x, y, { steps: 8 });
  await page.mouse.up();
  await page.waitForFunction(() => window.boardView.marker("from")?.[0] > 0, null, { timeout: 60_000 });
  report("knight path 10 000², move the start marker", await longest(page));
});

test("non-attacking knights 1 000 × 1 000: showing the answer", { skip: !run, timeout: 300_000 }, async (t) => {
  const page = await openPuzzle(t, "non-attacking-knights", "8 × 8");
  await page.fill("#rows", "1000");
  await page.press("#rows", "Tab");
  await page.fill("#cols", "1000");
  await page.press("#cols", "Tab");
  await page.waitForFunction(() => window.boardView.rows() === 1000 && window.boardView.cols() === 1000);
  await page.waitForFunction(() => !document.querySelector("#solve").disabled, null, { timeout: 60_000 });
  await record(page);
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]", { timeout: 240_000 });
  report("non-attacking knights 1 000², solve and show the answer", await longest(page, 800));
  // The answer is on the board (it came packed: www/worker.js, BoardView.setPlacementPacked).
  assert.equal(await page.evaluate(() => window.boardView.solutions()), 1);
  assert.match(await page.textContent("#stats"), /500,000 placed/);
});

test("knight's tour 1 000 × 1 000: a million-step answer", { skip: !run, timeout: 300_000 }, async (t) => {
  const page = await openPuzzle(t, "knight-tour", "1000 × 1000");
  await record(page);
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]", { timeout: 240_000 });
  report("knight's tour 1 000² closed, solve, show and play the answer (3 s)", await longest(page, 3000));
  assert.equal(await page.evaluate(() => window.boardView.steps()), 1_000_000);
});
