// End-to-end test of the leapers in the built page (issue 42, point 1):
// the Piece control sets the piece, the answer plays back by its moves,
// the link and a preset keep it. Run after scripts/build.sh:
//   node --test tests/e2e-leaper.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { choosePreset, openPage, playToEnd, solve, useSite } from "./e2e-helpers.mjs";

const site = useSite();

test("Piece: the camel's path plays by camel moves, its tour is proved impossible, the link says leaper=1,3", { timeout: 120_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-path" });
  await choosePreset(page, "8 × 8, corner to corner");
  await page.selectOption("#option-leaper", "1,3");
  assert.deepEqual(await page.evaluate(() => window.boardView.request().leaper), [1, 3]);
  assert.equal(await solve(page), "solved");
  const steps = await playToEnd(page);
  assert.ok(steps > 0);
  assert.equal(await page.evaluate(() => window.boardView.answerError() ?? null), null, "every step a camel's move");
  // The link keeps the piece.
  await page.click("#copy-link");
  await page.waitForFunction(() => /copied|Copy the text/.test(document.getElementById("share-status").textContent), null, { timeout: 30_000 });
  assert.match(await page.$eval("#share-text", (x) => x.value), /leaper=1,3/);
  // A custom (a, b) out of range is refused, naming the field; the camel stays.
  await page.selectOption("#option-leaper", "custom");
  await page.fill('[data-leg="a"]', "5");
  await page.fill('[data-leg="b"]', "3");
  await page.dispatchEvent('[data-leg="b"]', "change");
  await page.locator("#stats").filter({ hasText: "leaper:" }).waitFor({ timeout: 10_000 });
  // The camel's tour preset: unsolvable, and why.
  await page.click('[data-puzzle="knight-tour"]');
  await choosePreset(page, "Camel (1, 3)");
  assert.equal(await page.$eval("#option-leaper", (s) => s.value), "1,3", "the preset's piece is shown");
  assert.equal(await solve(page), "unsolvable");
  assert.match(await page.textContent("#stats"), /colour-bound/);
  // Back to the knight: the default, left out of the request.
  await page.selectOption("#option-leaper", "1,2");
  assert.equal(await page.evaluate(() => window.boardView.request().leaper ?? null), null);
});

test('the element: leaper="1,3" sets the camel, whose 8 × 8 tour it proves impossible', { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "embed.html#puzzle=knight-tour&rows=8&cols=8&leaper=1,3&controls=solve", ready: false });
  await page.waitForFunction(() => document.querySelector("board-puzzle")?.view);
  await page.evaluate(() => document.querySelector("board-puzzle").ready);
  assert.equal(await page.$eval("board-puzzle", (w) => w.getAttribute("leaper")), "1,3");
  assert.deepEqual(await page.$eval("board-puzzle", (w) => w.view.request().leaper), [1, 3]);
  await page.locator("board-puzzle button.solve").click();
  await page.locator("board-puzzle[data-status=unsolvable]").waitFor({ timeout: 30_000 });
});
