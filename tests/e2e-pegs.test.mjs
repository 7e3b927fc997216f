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
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "13", "13 jumps");
  assert.equal(await page.getAttribute("#answer-length", "data-moves"), "10", "10 moves");
  assert.match(await page.textContent("#answer-length"), /10 moves · 13 jumps/);
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
    await page.evaluate((v) => { window.boardView.setPlayback(v); window.boardView.draw(); }, t);
    return pixel(page, ox, oy);
  };
  assert.ok(isPeg(await at(0.05)), "the jumped peg is there as the jump starts");
  assert.ok(!isPeg(await at(0.95)), "the jumped peg has faded by the end of the jump");
  assert.ok(!isPeg(await at(1)), "the jumped peg is gone after the jump");
  await page.evaluate(() => { window.boardView.setPlayback(0); window.boardView.draw(); });

  // Play to the end at the top speed: one peg is left.
  await page.selectOption("#speed", "1000");
  await page.click("#play");
  await page.waitForFunction(() => document.querySelector("#board").dataset.step === "13", null, { timeout: 30_000 });
  const end = await shown(page);
  assert.equal(pegs(end), 1, `one peg left: ${end}`);
  assert.equal(await page.textContent("#step-count"), "13 / 13");
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
