// End-to-end test of peg solitaire on the built page (dist/) in headless
// Chromium: pick the puzzle, load the seed's 15-hole triangle, toggle a peg
// by clicking, solve, check the move list counts a multi-jump move once,
// watch a jumped peg fade out, and play to the end: one peg is left.
// Run after scripts/build.sh:  node --test tests/e2e-pegs.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, center, pixel, shown, expectShown } from "./e2e-helpers.mjs";

const SEED = "./oo/ooo/oooo/ooooo";
const SEED_PRESET = "Seed (a): 15-hole triangle, top hole empty, one peg anywhere";

const site = useSite();
const open = (t) => openPage(t, site);

const pegs = (text) => [...text].filter((c) => c === "o").length;
/** Blue clearly above red: a peg, not the wood or a hole. */
const isPeg = ([r, , b]) => b > r + 40;

test("peg solitaire: the 15-hole triangle solves in 10 moves, a jumped peg fades, one peg is left", { timeout: 90_000 }, async (t) => {
  const page = await open(t);
  await page.click("button[data-puzzle=peg-solitaire]");
  await page.selectOption("#preset", { label: SEED_PRESET });
  await expectShown(page, SEED);

  // A click takes a peg out of a hole and a second one puts it back.
  const [x, y] = await center(page, 4, 2);
  await page.mouse.click(x, y);
  await expectShown(page, "./oo/ooo/oooo/oo.oo");
  await page.mouse.click(x, y);
  await expectShown(page, SEED);

  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]", { timeout: 60_000 });
  assert.equal(await page.getAttribute("#stats", "data-optimal"), "true");
  // `length` is the measure minimised (moves); the jumps beside it.
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "10", "length: 10 moves");
  assert.equal(await page.getAttribute("#answer-length", "data-moves"), "10", "10 moves");
  assert.equal(await page.getAttribute("#answer-length", "data-jumps"), "13", "13 jumps");
  assert.match(await page.textContent("#answer-length"), /10 moves · 13 jumps/);
  assert.match(await page.textContent("#stats .headline"), /proved fewest moves/);
  // The move list numbers moves, not jumps: ten numbers over thirteen rows.
  const numbers = await page.$$eval("#moves li .num", (n) => n.map((e) => e.textContent).filter(Boolean));
  assert.deepEqual(numbers, ["1.", "2.", "3.", "4.", "5.", "6.", "7.", "8.", "9.", "10."]);
  assert.equal(await page.$$eval("#moves li", (n) => n.length), 14, "start + 13 jumps");

  // Pause, then look at the first jump's jumped peg: whole early in the
  // jump, almost gone late in it (the jumping peg is near its landing
  // hole by then), and gone after it.
  if ((await page.$eval("#play", (b) => b.dataset.state)) === "playing") await page.click("#play");
  const answer = await page.evaluate(() => window.boardView.request());
  assert.equal(answer.grid, "triangle");
  const first = await page.$eval("#moves li:nth-child(2) button", (b) => b.textContent);
  assert.match(first, /→/);
  const over = await page.evaluate(() => {
    // The first step's jumped hole: the midpoint of its from and to.
    const li = document.querySelectorAll("#moves li button")[1].textContent;
    const nums = li.match(/\d+/g).slice(1).map(Number);
    return [(nums[0] + nums[2]) / 2, (nums[1] + nums[3]) / 2];
  });
  const [ox, oy] = await center(page, ...over);
  const at = async (t) => {
    await page.evaluate((v) => {
      window.boardView.setPlayback(v);
      window.boardView.draw();
    }, t);
    return pixel(page, ox, oy);
  };
  assert.ok(isPeg(await at(0.05)), "the jumped peg is there as the jump starts");
  assert.ok(!isPeg(await at(0.95)), "the jumped peg has faded by the end of the jump");
  assert.ok(!isPeg(await at(1)), "the jumped peg is gone after the jump");
  await page.evaluate(() => {
    window.boardView.setPlayback(0);
    window.boardView.draw();
  });

  // Play to the end at the top speed: one peg is left.
  await page.selectOption("#speed", "1000");
  await page.click("#play");
  await page.waitForFunction(() => document.querySelector("#board").dataset.step === "13", null, { timeout: 30_000 });
  const end = await shown(page);
  assert.equal(pegs(end), 1, `one peg left: ${end}`);
  assert.equal(await page.textContent("#step-count"), "jump 13 / 13 · move 10 / 10");
});

test("peg solitaire: the English central game is solved and replays to one peg in the centre", { timeout: 90_000 }, async (t) => {
  const page = await open(t);
  await page.click("button[data-puzzle=peg-solitaire]");
  await page.selectOption("#preset", { label: "English 33-hole board, central game" });
  // The preset's options: last peg in the start hole, any solution.
  assert.equal(await page.getAttribute("[data-field=finish] [aria-checked=true]", "data-value"), "start");
  assert.equal(await page.getAttribute("[data-field=minimize] [aria-checked=true]", "data-value"), "jumps");
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]", { timeout: 60_000 });
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "31");
  await page.click("#to-end");
  await page.waitForFunction(() => document.querySelector("#board").dataset.step === "31", null, { timeout: 10_000 });
  assert.equal(await shown(page), "##...##/##...##/......./...o.../......./##...##/##...##");
});

test("peg solitaire: moves and jumps are worded right on the scrubber, in Compare, the caption, the .txt and the print sheet", {
  timeout: 120_000,
}, async (t) => {
  const page = await open(t);
  await page.addInitScript(() => {
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
  await page.evaluate(() => {
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
  await page.click("button[data-puzzle=peg-solitaire]");
  await page.selectOption("#preset", { label: SEED_PRESET });
  await expectShown(page, SEED);
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]", { timeout: 60_000 });
  if ((await page.$eval("#play", (b) => b.dataset.state)) === "playing") await page.click("#play");

  // The scrubber counts jumps, and the move they belong to.
  await page.evaluate(() => {
    window.boardView.setPlayback(0);
    window.boardView.draw();
  });
  await page.click("#moves li:nth-child(2) button");
  await page.waitForFunction(() => /^jump 1 \/ 13 · move 1 \/ 10$/.test(document.querySelector("#step-count").textContent));

  // The export caption, the .txt (the same caption) and the print sheet.
  const panel = page.locator("#export .bp-export");
  await panel.scrollIntoViewIfNeeded();
  await panel.hover();
  const [dl] = await Promise.all([page.waitForEvent("download"), panel.locator("button.txt").click()]);
  const text = (await import("node:fs")).readFileSync(await dl.path(), "utf8");
  assert.match(text, /10 moves · 13 jumps \(proved fewest moves\)/, text.slice(0, 400));
  assert.match(text, /^Jumps \(squares as \(row, col\), 0-based/m);
  await panel.locator("input.print-every").fill("4");
  await panel.locator("button.print").click();
  await page.waitForFunction(() => window.printed === 1);
  const sheet = page.locator("body > .bp-print-sheet");
  assert.match(await sheet.locator(".caption").first().textContent(), /10 moves · 13 jumps \(proved fewest moves\)/);
  const labels = await sheet.locator("figcaption").allTextContents();
  assert.ok(labels.includes("After jump 4"), labels.join(", "));
  assert.ok(labels.includes("After jump 13 (end)"), labels.join(", "));

  // Compare: the length column words both, and marks the fewest moves.
  await page.waitForFunction(() => !document.querySelector("#compare").disabled);
  await page.click("#compare");
  await page.waitForSelector("#compare-table[data-state=done]", { timeout: 60_000 });
  const cells = await page.$$eval("#compare-table tbody td.length", (tds) => tds.map((td) => td.textContent));
  assert.ok(cells.includes("10 moves · 13 jumps"), cells.join(" | "));
  assert.match(await page.textContent("#compare-table"), /✓/);
});

test("peg solitaire: minimize jumps answers are optimal in jumps", { timeout: 60_000 }, async (t) => {
  const page = await open(t);
  await page.click("button[data-puzzle=peg-solitaire]");
  await page.selectOption("#preset", { label: "English 33-hole board, central game" });
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]", { timeout: 60_000 });
  assert.equal(await page.getAttribute("#stats", "data-optimal"), "true");
  assert.equal(await page.getAttribute("#answer-length", "data-jumps"), "31");
  assert.match(await page.textContent("#stats .headline"), / · 31 jumps.*proved fewest jumps/);
});
