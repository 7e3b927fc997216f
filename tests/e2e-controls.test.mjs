// Size fields, editing during playback, phone layout, keyboard and
// requests of the built page (issue 12):
//   node --test tests/e2e-controls.test.mjs   (after scripts/build.sh)
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, choosePreset, drag, expectShown, shot } from "./e2e-helpers.mjs";

const site = useSite();
const SEED = "nnn/.../.../NNN";

const status = (page) => page.textContent("#setup-status");

test("size fields: Rows −5, 2.5, 1e20 and empty are refused with the field and range named beside Solve", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.click('#puzzles [data-puzzle="knight-path"]');
  for (const bad of ["-5", "2.5", "1e20", "0", "10001", ""]) {
    await page.fill("#rows", bad);
    await page.press("#rows", "Tab");
    const text = await status(page);
    assert.match(text, /^Rows: enter a whole number from 1 to 10,000/, `rows = "${bad}": ${text}`);
    assert.doesNotMatch(text, /Ready/);
    assert.equal(await page.isDisabled("#solve"), true, `rows = "${bad}": Solve must wait`);
    assert.equal(await page.getAttribute("#rows", "aria-invalid"), "true");
    // The board keeps its size.
    assert.equal(await page.evaluate(() => window.boardView.rows()), 8);
    // Solve from the keyboard does nothing either.
    await page.focus("#board");
    await page.keyboard.press("s");
    assert.equal(await page.$eval("#stats", (s) => s.dataset.status ?? ""), "");
  }
  // The status sits beside Solve (the same bar), not under the Position box.
  const solve = await page.locator("#solve").boundingBox();
  const said = await page.locator("#setup-status").boundingBox();
  assert.ok(Math.abs(said.y - (solve.y + solve.height)) < 60, "the message is right under Solve");
  await page.fill("#rows", "5");
  await page.press("#rows", "Tab");
  await page.waitForFunction(() => /Ready to solve/.test(document.querySelector("#setup-status").textContent));
  assert.equal(await page.isDisabled("#solve"), false);
  assert.equal(await page.evaluate(() => window.boardView.rows()), 5);
});

test("an error in the Position text stands beside Solve until fixed", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.fill("#position-text", "nnn/.x./.../NNN");
  assert.match(await status(page), /^Position: /);
  assert.equal(await page.isDisabled("#solve"), true);
  await shot(page, "position-error");
  await page.fill("#position-text", SEED);
  await page.waitForFunction(() => /Ready to solve/.test(document.querySelector("#setup-status").textContent));
  assert.equal(await page.isDisabled("#solve"), false);
});

test("markers outside a resized board move inside it", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.click('#puzzles [data-puzzle="knight-path"]');
  await choosePreset(page, "8 × 8, corner to corner");
  for (const [id, n] of [
    ["rows", 5],
    ["cols", 4],
  ]) {
    await page.fill(`#${id}`, String(n));
    await page.press(`#${id}`, "Tab");
  }
  const [from, to] = await page.evaluate(() => [window.boardView.marker("from"), window.boardView.marker("to")]);
  for (const sq of [from, to]) assert.ok(sq[0] < 5 && sq[1] < 4, `marker ${sq} is off the 5 × 4 board`);
  assert.deepEqual(to, [4, 3], "the target goes to the far corner");
  assert.match(await page.textContent("#markers"), /Target \(4, 3\)/);
});

test("a knight-path board grown from 8 × 8 to 500 × 500 takes its target to the far corner", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.click('#puzzles [data-puzzle="knight-path"]');
  await choosePreset(page, "8 × 8, corner to corner");
  assert.deepEqual(await page.evaluate(() => window.boardView.marker("to")), [7, 7]);
  for (const id of ["rows", "cols"]) {
    await page.fill(`#${id}`, "500");
    await page.press(`#${id}`, "Tab");
  }
  await page.waitForFunction(() => window.boardView.rows() === 500 && window.boardView.cols() === 500);
  const [from, to] = await page.evaluate(() => [window.boardView.marker("from"), window.boardView.marker("to")]);
  assert.deepEqual(from, [0, 0], "the start stays");
  assert.deepEqual(to, [499, 499], "the target is in the far corner, not left at (7, 7)");
  assert.match(await page.textContent("#markers"), /Target \(499, 499\)/);
  assert.deepEqual((await page.evaluate(() => window.boardController.request())).to, [499, 499]);
});

test("editing while paused at move k goes back to the start first, announced; Start from here is undoable", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.emulateMedia({ reducedMotion: "reduce" }); // nothing plays by itself
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]");
  for (let i = 0; i < 5; i++) await page.click("#step-forward");
  assert.equal(await page.textContent("#step-count"), "5 / 16");
  const atFive = await page.evaluate(() => window.boardView.shownPosition());
  // A drag at move 5: the board goes back to the start; nothing is edited.
  await drag(page, [3, 0], [1, 1]);
  assert.equal(await page.inputValue("#position-text"), SEED);
  assert.equal(await page.textContent("#step-count"), "0 / 16");
  assert.match(await page.textContent("#announce"), /Back at the start/);
  // Now a drag edits the start.
  await drag(page, [3, 0], [1, 1]);
  assert.equal(await page.inputValue("#position-text"), "nnn/.N./.../.NN");
  await page.click("#undo");
  assert.equal(await page.inputValue("#position-text"), SEED);

  // Start from here: the position at move 5 becomes the start, and Undo brings the old one back.
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]");
  for (let i = 0; i < 5; i++) await page.click("#step-forward");
  assert.equal(await page.isVisible("#from-here"), true);
  await page.click("#from-here");
  assert.equal(await page.inputValue("#position-text"), atFive);
  assert.match(await page.textContent("#announce"), /after move 5 is now the start/);
  await page.click("#undo");
  assert.equal(await page.inputValue("#position-text"), SEED);
  await expectShown(page, SEED);
});

test("phone 390 × 844: Solve and the playback bar are in view with the board; the answer animates in view", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } });
  const inView = async (sel) => {
    const b = await page.locator(sel).boundingBox();
    return b && b.y >= 0 && b.y + b.height <= 844;
  };
  assert.ok(await inView("#solve"), "Solve is on the first screen");
  assert.ok(await inView("#play"), "Play is on the first screen");
  const board = await page.locator("#board").boundingBox();
  assert.ok(board.y + board.height * 0.5 <= 844, "the board is on the first screen");
  await shot(page, "phone-390-start");
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]");
  const after = await page.locator("#board").boundingBox();
  assert.ok(after.y >= -after.height * 0.25 && after.y + after.height * 0.5 <= 844, "the board stays in view while the answer plays");
  assert.ok(await inView("#play"), "the playback bar stays in view");
  await shot(page, "phone-390-solved");
  // Scrolled down to the answer panel, Solve again: the board comes back into view to play.
  await page.evaluate(() => window.scrollTo(0, 520));
  await page.evaluate(() => document.querySelector("#solve").click());
  await page.waitForFunction(
    () => {
      const r = document.querySelector("#board").getBoundingClientRect();
      return Math.min(r.bottom, innerHeight) - Math.max(r.top, 0) >= r.height / 2;
    },
    null,
    { timeout: 10_000 },
  );
});

test("keyboard: a skip link reaches the board; cursor moves and pick-ups are announced", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.className), "skip-link");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement.id), "board");
  await page.keyboard.press("ArrowDown"); // from the centre [2, 1] to [3, 1]
  assert.match(await page.textContent("#announce"), /^\(3, 1\): white knight\.$/);
  await page.keyboard.press("Enter");
  assert.match(await page.textContent("#announce"), /^Picked up from \(3, 1\): white knight/);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  assert.match(await page.textContent("#announce"), /^Put down on \(1, 1\)/);
  assert.equal(await page.inputValue("#position-text"), "nnn/.N./.../N.N");
});

test("no request of any page of dist/ fails (no 404)", { timeout: 60_000 }, async (t) => {
  for (const path of ["", "embed.html#puzzle=knight-swap", "embed-docs.html"]) {
    const failed = [];
    const page = await openPage(t, site, { path, ready: path === "" });
    page.on("response", (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on("requestfailed", (r) => failed.push(`failed ${r.url()}`));
    await page.reload();
    await page.waitForLoadState("networkidle");
    assert.deepEqual(failed, [], `${path || "index.html"}`);
  }
});

test("n-queens n = 1 000 000 loads as named and solves", { timeout: 120_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.click('#puzzles [data-puzzle="n-queens"]');
  await choosePreset(page, "n = 1,000,000");
  assert.equal(await page.$eval("#preset", (s) => s.selectedOptions[0].text), "n = 1,000,000");
  assert.equal(await page.evaluate(() => window.boardController.request().n), 1_000_000);
  assert.match(await page.$eval("#board-wrap", (w) => w.dataset.undrawn), /too big to draw/);
  await page.waitForFunction(() => !document.querySelector("#solve").disabled);
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]", { timeout: 100_000 });
  assert.match(await page.textContent("#stats"), /1,000,000 placed/);
});

test("the About card cites the seeds as course reports, not file paths", async (t) => {
  const page = await openPage(t, site);
  for (const id of await page.$$eval("#puzzles [data-puzzle]", (b) => b.map((x) => x.dataset.puzzle))) {
    await page.click(`#puzzles [data-puzzle="${id}"]`);
    const source = await page.textContent("#source");
    assert.doesNotMatch(source, /seeds\/|\.txt|docs\//, id);
    assert.match(source, /\(1[0-9]{3}\)|\(20[0-9]{2}\)/, `${id}: a dated citation`);
  }
});

test("worker retirement: after an answer, a worker whose wasm memory passed the ceiling is replaced", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  const workers = [];
  page.on("worker", (w) => workers.push(w));
  const retired = await page.evaluate(async () => {
    const events = [];
    addEventListener("board-puzzles:worker-retired", (e) => events.push(e.detail));
    const c = window.boardController;
    // A ceiling below any wasm instance (a few MB): the worker that answers is retired.
    c.memoryCeilingMb = 1e-6;
    await c.solve();
    const first = c.retired;
    c.memoryCeilingMb = 1e9;
    await c.solve();
    return { counts: [first, c.retired], events };
  });
  assert.deepEqual(retired.counts, [1, 1], "retired once above the ceiling, not below it");
  // One mechanism (www/workers/solver-client.js): one event, naming the worker's real memory and the ceiling.
  assert.equal(retired.events.length, 1);
  assert.ok(retired.events[0].bytes > retired.events[0].ceiling, JSON.stringify(retired.events[0]));
  assert.ok(retired.events[0].bytes >= 2 ** 20, "the worker reported its wasm memory (memory.buffer.byteLength)");
  // The fresh worker solves.
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]");
  assert.ok(workers.filter((w) => w.url().endsWith("/www/workers/solver-worker.js")).length >= 2, "a fresh solver worker started");
});
