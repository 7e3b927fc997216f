// End-to-end tests of the ways between the board's modes (issue 39;
// docs/ARCHITECTURE.md "The board's modes"): what Watch, Compare and Play
// leave behind when they end. After a Watch, Solve's answer must draw,
// list and export exactly what a fresh page shows for the same request
// and step; a swap's Watch steps whole positions; Compare shows each row
// as it finishes and keeps them on Stop; Play's status line is play's.
// Run after scripts/build.sh:  node --test tests/e2e-modes.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, choosePreset, solve, shot } from "./e2e-helpers.mjs";

const site = useSite({ fixtures: "fixtures" });
const VIEWPORT = { context: { viewport: { width: 1280, height: 900 } } };

/** Opens `puzzle` on the page with `setUp(page)` choosing the position and algorithm. */
async function opened(t, puzzle, setUp) {
  const page = await openPage(t, site, VIEWPORT);
  await page.click(`button[data-puzzle=${puzzle}]`);
  await setUp(page);
  return page;
}

/** Watch at full speed to the end, or (`stop`) paused at once and stopped. */
async function watch(page, { stop = false } = {}) {
  await page.fill("#watch-speed", stop ? "0" : "100");
  await page.click("#watch");
  if (stop) {
    await page.waitForSelector("#watch-controls:not([hidden])", { timeout: 30_000 });
    await page.click("#watch-play"); // pause
    await page.click("#watch-forward");
    await page.click("#lab-stop");
  }
  await page.waitForSelector("#lab[data-trace-done=true]", { timeout: 30_000 });
}

/** Solve, paused at once; then, for each step, what the board shows there: its text, its SVG export and the step counter. */
async function stepped(page, steps) {
  assert.equal(await solve(page), "solved");
  await page.click("#to-start");
  const seen = [];
  for (const k of steps) {
    await page.fill("#scrub", String(k));
    await page.dispatchEvent("#scrub", "input");
    await page.waitForFunction((s) => document.querySelector("#board").dataset.step === String(s), k);
    seen.push({
      k,
      text: await page.evaluate(() => window.boardView.shownPosition()),
      svg: await page.evaluate((s) => window.boardView.toSvg({ step: s }), k),
      count: await page.textContent("#step-count"),
    });
  }
  return seen;
}

/** The answer stepped after a Watch (ended or stopped) equals the same answer stepped on a fresh page. */
async function answerAfterWatch(t, puzzle, setUp, steps, { stop = false, name } = {}) {
  const page = await opened(t, puzzle, setUp);
  await watch(page, { stop });
  const after = await stepped(page, steps);
  await shot(page, `${name}-after-watch`);
  const fresh = await opened(t, puzzle, setUp);
  const want = await stepped(fresh, steps);
  for (const [i, w] of want.entries()) {
    assert.equal(after[i].text, w.text, `${name}: the board at step ${w.k}`);
    assert.equal(after[i].count, w.count, `${name}: the step counter at step ${w.k}`);
    assert.equal(after[i].svg, w.svg, `${name}: the SVG export at step ${w.k}`);
  }
  return { page, fresh, after };
}

/** The print sheet's diagrams (PNG data URLs) and their captions. */
const sheet = (page) =>
  page.evaluate(async () => {
    const section = await window.boardExport.exporter.printSheet(4);
    return [...section.querySelectorAll("figure")].map((f) => [f.querySelector("figcaption").textContent, f.querySelector("img").src]);
  });

const sixKnights = async (page) => {
  await choosePreset(page, "Seed: six knights");
  await page.selectOption("#algorithm", "bfs");
};

test("after a finished Watch of the six knights, Solve steps from the start, not the goal", { timeout: 120_000 }, async (t) => {
  const { after } = await answerAfterWatch(t, "knight-swap", sixKnights, [0, 1, 2, 8, 16], { name: "six-knights" });
  assert.equal(after[0].text, "nnn/.../.../NNN", "step 0 is the start");
  assert.equal(after.at(-1).text, "NNN/.../.../nnn", "step 16 is the goal");
});

test("after a Watch stopped early (Guarini), Solve's answer and its exports are the fresh page's", { timeout: 120_000 }, async (t) => {
  const guarini = async (page) => {
    await choosePreset(page, "Guarini, 3 × 3");
    await page.selectOption("#algorithm", "bfs");
  };
  const { page, fresh } = await answerAfterWatch(t, "knight-swap", guarini, [0, 4], { stop: true, name: "guarini" });
  // The print sheet: Start, Goal and "After move k" diagrams as the fresh page draws them.
  const [got, want] = [await sheet(page), await sheet(fresh)];
  assert.deepEqual(
    got.map(([caption]) => caption),
    want.map(([caption]) => caption),
  );
  for (const [i, [caption, src]] of want.entries()) assert.ok(got[i][1] === src, `the print sheet's "${caption}" diagram`);
});

test("after a Watch of the 15-hole triangle, the answer starts with 14 pegs", { timeout: 120_000 }, async (t) => {
  const triangle = (page) => choosePreset(page, "Seed (a): 15-hole triangle");
  const { after } = await answerAfterWatch(t, "peg-solitaire", triangle, [0, 1, 3], { name: "pegs" });
  assert.equal([...after[0].text].filter((ch) => ch === "o").length, 14, "every peg but one at step 0");
});

test("after a stopped Watch of the 5 × 5 tour, the answer's step 0 has no path drawn", { timeout: 120_000 }, async (t) => {
  const seed = (page) => choosePreset(page, "Seed: plain backtracking on 5 × 5");
  await answerAfterWatch(t, "knight-tour", seed, [0, 1, 5], { stop: true, name: "tour" });
});

test("stepping a six-knights Watch one event at a time shows six knights at every event", { timeout: 120_000 }, async (t) => {
  const page = await opened(t, "knight-swap", sixKnights);
  await page.fill("#watch-speed", "0");
  await page.click("#watch");
  await page.waitForSelector("#watch-controls:not([hidden])", { timeout: 30_000 });
  await page.click("#watch-play"); // pause
  for (let i = 0; i < 8; i++) {
    await page.click("#watch-forward");
    const text = await page.evaluate(() => window.boardView.shownPosition());
    const step = await page.$eval("#lab", (l) => l.dataset.traceStep);
    assert.deepEqual([[...text].filter((ch) => ch === "N").length, [...text].filter((ch) => ch === "n").length], [3, 3], `event ${step}: ${text}`);
  }
});

test("Compare on the 6 × 6 closed tour fills each row as it finishes, and Stop keeps them", { timeout: 120_000 }, async (t) => {
  const page = await opened(t, "knight-tour", (page) => choosePreset(page, "6 × 6 closed"));
  await page.click("#compare");
  // The seed's plain backtracking runs long on 6 × 6 closed: the rows before it are filled meanwhile.
  await page.waitForSelector("#compare-table tr[data-algorithm=backtrack-seed][data-status=running]", { timeout: 60_000 });
  const before = await page.$$eval("#compare-table tbody tr", (rows) => rows.map((r) => [r.dataset.algorithm, r.dataset.status]));
  const done = before.filter(([, s]) => s === "solved");
  assert.ok(done.length >= 2, `rows finished before the seed's: ${JSON.stringify(before)}`);
  const lengths = await page.$$eval("#compare-table tr[data-status=solved] td.length", (tds) => tds.map((td) => td.textContent));
  assert.ok(
    lengths.every((l) => l === "36"),
    `a closed tour of 36 moves in each finished row: ${lengths}`,
  );
  await page.click("#lab-stop");
  await page.waitForSelector("#compare-table[data-state=stopped]");
  const after = await page.$$eval("#compare-table tbody tr", (rows) =>
    rows.map((r) => [r.dataset.algorithm, r.dataset.status, r.querySelector("td.expanded")?.textContent ?? r.lastChild.textContent]),
  );
  for (const [id] of done) {
    const row = after.find(([a]) => a === id);
    assert.equal(row[1], "solved", `${id} keeps its answer after Stop`);
    assert.match(row[2], /^[\d,]+$/, `${id} keeps its numbers after Stop`);
  }
  assert.deepEqual(after.find(([a]) => a === "backtrack-seed").slice(1), ["stopped", "stopped"]);
  assert.ok(
    after.filter(([, s]) => s === "not-run").every(([, , text]) => text === "not run"),
    JSON.stringify(after),
  );
  assert.match(await page.textContent("#lab-status"), /^Stopped: \d of \d finished\./);
  assert.equal(await page.$$eval("#compare-table td.pending", (tds) => tds.filter((td) => td.textContent === "running…").length), 0);
});

test("Play's status line is play's, on the page and in the element", { timeout: 60_000 }, async (t) => {
  const page = await opened(t, "knight-swap", (page) => choosePreset(page, "Seed: six knights"));
  assert.equal(await solve(page), "solved");
  assert.match(await page.textContent("#setup-status"), /^Solved/);
  await page.click("#mode-play");
  await page.waitForFunction(() => document.querySelector("#coach")?.dataset.state === "done", null, { timeout: 30_000 });
  const status = await page.textContent("#setup-status");
  assert.doesNotMatch(status, /Ready to solve|Solved|Edit the board/, status);
  assert.match(status, /^Playing by hand/);
  await page.click("#mode-setup");
  await page.waitForFunction(() => /^Ready to solve/.test(document.querySelector("#setup-status").textContent));

  const element = await openPage(t, site, { path: "fixtures/play-widget.html" });
  await element.waitForFunction(() => document.getElementById("exercise")?.view);
  await element.evaluate(() => document.getElementById("exercise").ready);
  const said = await element.locator("#exercise >> .status").textContent();
  assert.match(said, /^Playing by hand/, said);
});
