// End-to-end test of Keep searching on a peg board (issue 43, point 2), in
// headless Chromium: the French board's fewest moves, stopped by a small
// budget, goes on from what the first search kept (its bound, its solution
// in hand, its table) even when the worker's wasm memory is past the
// ceiling. The French search's worker reaches about 650 MB, past the
// default 512 MB: it was retired with its answer, and Keep searching
// "started over" from nothing. Here the ceiling is lowered below any wasm
// instance, so every answer's worker is past it, and budgets of states
// (not a clock) keep both searches to a few seconds on any machine.
// Run after scripts/build.sh:  node --test tests/e2e-keep-searching.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, useSite } from "./e2e-helpers.mjs";

const site = useSite();
const FRENCH = "##ooo##/#ooooo#/.oooooo/ooooooo/ooooooo/#ooooo#/##ooo##";
const frenchMoves = `#puzzle=peg-solitaire&board=${encodeURIComponent(FRENCH)}&minimize=moves`;

/** Waits for the answer of the solve running (or about to run) and returns its reason. */
async function answered(page) {
  await page.waitForSelector("#stats[data-status]", { timeout: 120_000 });
  return page.textContent("#stats .reason");
}

test("Keep searching on the French board goes on from the bound and solution the first search kept, its worker past the ceiling", {
  timeout: 300_000,
}, async (t) => {
  const page = await openPage(t, site, { path: frenchMoves });
  await page.evaluate(() => {
    const c = window.boardController;
    c.limits = { nodes: 200_000 };
    // Every worker is past this ceiling (a few MB): each answer's worker would be retired.
    c.memoryCeilingMb = 1e-6;
  });
  // Every text of the status line under the board, as it is written.
  await page.evaluate(() => {
    const status = document.querySelector("#setup-status");
    window.statusSeen = [];
    new MutationObserver(() => window.statusSeen.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
  });
  await page.click("#solve");
  const first = await answered(page);
  // While the search ran, the status line said so (not "Ready to solve."), then what the answer is.
  const seen = await page.evaluate(() => window.statusSeen);
  const solving = seen.indexOf("Solving… Cancel stops it.");
  assert.ok(solving >= 0, seen.join(" | "));
  assert.ok(!seen.slice(solving).some((t) => /^Ready to solve/.test(t)), seen.join(" | "));
  assert.match(await page.textContent("#setup-status"), /^Solved: the answer is shown/);
  const [, low, best] = first.match(/not proved fewest: between (\d+) and (\d+) moves/) ?? [];
  assert.ok(low && best, first);
  assert.equal(await page.evaluate(() => window.boardController.retired), 0, "the worker is held for Keep searching");
  await page.click("#keep-searching");
  await page.waitForFunction(() => !document.querySelector("#stats").dataset.status);
  const second = await answered(page);
  assert.match(
    second,
    new RegExp(
      `; went on from the search before \\([\\d,]+ states expanded then\\): from the bound ${low} it proved \\(no solution has fewer moves\\), with the ${best}-move solution it found and its table of failing positions`,
    ),
  );
  assert.doesNotMatch(second, /started over/);
  // Its bound is not lower than the first's (or it proved the fewest).
  const [, low2] = second.match(/between (\d+) and \d+ moves/) ?? [];
  if (low2 !== undefined) assert.ok(Number(low2) >= Number(low), second);
  else assert.match(second, /proved fewest moves/);
  // A solve that does not go on retires the held worker first, and starts over.
  await page.evaluate(() => {
    window.boardController.limits = { nodes: 1_000 };
  });
  await page.click("#solve");
  await page.waitForFunction(() => !document.querySelector("#stats").dataset.status);
  const third = await answered(page);
  assert.doesNotMatch(third, /went on/);
  assert.ok((await page.evaluate(() => window.boardController.retired)) >= 1, "the held worker was retired");
});
