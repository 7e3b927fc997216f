// End-to-end test of the leapers in the built page (issue 42, point 1):
// the Piece control sets the piece, the answer plays back by its moves,
// the link and a preset keep it. Run after scripts/build.sh:
//   node --test tests/e2e-leaper.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
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

test("the camel is drawn as its own piece: a token marked C, named by the board, the palette and every export", { timeout: 120_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=non-attacking-knights" });
  const knightPath = await page.evaluate(() => window.boardView.pieceSvg("N"));
  assert.match(knightPath, /<path d="M 24 90 /, "the knight's head on a knight's board");
  assert.equal(await page.$eval('[data-part="wrap"]', (w) => w.dataset.legend ?? null), null, "no legend for the knight");
  await choosePreset(page, "Camels (1, 3)");
  assert.equal(await solve(page), "solved");
  // The board names the piece, as the view's legend says it.
  assert.equal(await page.evaluate(() => window.boardView.legend()), "camel (1, 3)");
  assert.equal(await page.$eval('[data-part="wrap"]', (w) => w.dataset.legend), "Piece: camel (1, 3)");
  const shown = await page.$eval('[data-part="wrap"]', (w) => getComputedStyle(w, "::before").content);
  assert.equal(shown, '"Piece: camel (1, 3)"', "drawn in the board's corner");
  // The SVG export: tokens marked C, not the knight's head; the caption names the camel.
  const svg = await page.evaluate(() => window.boardView.toSvg({}));
  const pieces = svg.match(/<g class="piece"[^>]*>/g) ?? [];
  assert.ok(pieces.length >= 32, `${pieces.length} camels`);
  assert.ok(
    pieces.every((g) => g.includes('data-glyph="token"')),
    "every camel a token",
  );
  assert.ok(!svg.includes("M 24 90 C 23 74"), "no knight's head");
  assert.match(svg, /<text class="mark"[^>]*>C<\/text>/);
  assert.match(svg.split('<g class="caption"')[1] ?? "", /camel \(1, 3\)/);
  // The palette's button shows the token too.
  const icon = await page.$eval('#palette [data-tool="N"] svg', (s) => s.outerHTML);
  assert.match(icon, />C<\/text>/);
  // … and names the camel: its label, tooltip and spoken name.
  const button = () => page.$eval('#palette [data-tool="N"]', (b) => [b.querySelector(".label").textContent, b.title, b.getAttribute("aria-label")]);
  assert.deepEqual(await button(), ["Camel", "Camel", "Camel"]);
  assert.match(await page.textContent("#hint"), /^Drag a camel to move it: onto another camel/, "the setup hint names the camel");
  // The Export panel's files: the .txt's caption (that of the PNG, GIF and
  // print too) names the camel; the SVG, with that caption, names it once.
  const panel = page.locator("#export .bp-export");
  await panel.scrollIntoViewIfNeeded();
  const file = async (button) => {
    const [dl] = await Promise.all([page.waitForEvent("download"), panel.locator(button).click()]);
    return readFileSync(await dl.path(), "utf8");
  };
  assert.match(await file("button.txt"), /8 × 8 board · camel \(1, 3\)/);
  const exported = await file("button.svg");
  assert.equal(exported.split('<g class="caption"')[1].match(/camel \(1, 3\)/g).length, 1);
  assert.ok(!exported.includes("M 24 90 C 23 74") && exported.includes('data-glyph="token"'));
  // Back to the knight: its head, no legend.
  await page.selectOption("#option-leaper", "1,2");
  assert.equal(await page.$eval('[data-part="wrap"]', (w) => w.dataset.legend ?? null), null);
  assert.match(await page.$eval('#palette [data-tool="N"] svg', (s) => s.outerHTML), /M 24 90 /);
  assert.deepEqual(await button(), ["Knight", "Knight", "Knight"]);
  assert.match(await page.textContent("#hint"), /^Drag a knight to move it/);
});
