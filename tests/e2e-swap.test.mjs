// End-to-end tests of the knight-swap search lab on the built page (dist/)
// in headless Chromium: BFS's depth chart, the greedy search marked as not
// proved minimal, and the 5 × 4 swap with progress while BFS runs.
// Run after scripts/build.sh:  node --test tests/e2e-swap.test.mjs
// (BP_DIST=/other/dist to test another build; SHOTS=/tmp/dir saves screenshots.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, shot } from "./e2e-helpers.mjs";

const site = useSite();
const open = (t) => openPage(t, site);

/** The number the stats panel shows after the label `label` ("1,234" → 1234). */
async function stat(page, label) {
  const text = await page.$$eval(
    "#stats dt",
    (dts, l) => {
      const dt = dts.find((d) => d.textContent === l);
      return dt?.nextElementSibling?.textContent ?? null;
    },
    label,
  );
  assert.ok(text !== null, `the stats panel has no "${label}"`);
  return Number(text.replace(/,/g, ""));
}

/** Picks `algorithm`, presses Solve and waits for the answer. */
async function solveWith(page, algorithm, timeout = 30_000) {
  await page.selectOption("#algorithm", algorithm);
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status]", { timeout });
}

/** The depth chart's bars as [depth, count]. */
const bars = (page) => page.$$eval("#depth-chart rect.bar", (rs) => rs.map((r) => [Number(r.dataset.depth), Number(r.dataset.count)]));

test("six knights by BFS: 16 moves and a depth chart whose bars add up to the states expanded", { timeout: 60_000 }, async (t) => {
  const page = await open(t);
  assert.equal(await page.inputValue("#position-text"), "nnn/.../.../NNN");
  await solveWith(page, "bfs");
  assert.equal(await page.getAttribute("#stats", "data-status"), "solved");
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "16");
  assert.match(await page.textContent("#stats"), /proved minimal/);

  const expanded = await stat(page, "States expanded");
  const generated = await stat(page, "States generated");
  const chart = await bars(page);
  assert.ok(chart.length >= 16, `one bar per depth 0..16, got ${chart.length}`);
  assert.deepEqual(
    chart.map(([d]) => d),
    chart.map((_, i) => i),
    "bars in depth order",
  );
  assert.equal(chart[0][1], 1, "depth 0 is the start alone");
  const sum = chart.reduce((s, [, n]) => s + n, 0);
  assert.equal(sum, expanded, "the bars add up to the states expanded");
  assert.ok(generated > expanded);
  assert.equal(await page.getAttribute("#depth-chart", "data-total"), String(expanded));
  // Real text labels: the caption, the first and the last depth.
  assert.match(await page.textContent("#depth-chart figcaption"), /States expanded at each depth/);
  const ticks = await page.$$eval("#depth-chart text.tick", (ts) => ts.map((x) => x.textContent));
  assert.ok(ticks.includes("0") && ticks.includes(String(chart.length - 1)), `tick labels ${ticks}`);
  // The bars are drawn: the tallest is a visible rectangle in the panel.
  const tallest = await page.$eval("#depth-chart", (f) =>
    Math.max(...[...f.querySelectorAll("rect.bar")].map((r) => r.getBoundingClientRect().height)),
  );
  assert.ok(tallest > 40, `tallest bar is ${tallest}px high`);
  await shot(page, "swap-bfs-chart");

  // A* answers the same length with far fewer states, and draws no chart.
  await solveWith(page, "astar-assignment");
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "16");
  assert.ok((await stat(page, "States expanded")) < expanded / 10);
  assert.equal(await page.locator("#depth-chart").count(), 0);
});

test("the seed's greedy search answers 30 moves, marked not proved minimal", { timeout: 60_000 }, async (t) => {
  const page = await open(t);
  await solveWith(page, "greedy-seed");
  assert.equal(await page.getAttribute("#stats", "data-status"), "solved");
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "30");
  assert.equal(await page.getAttribute("#stats", "data-optimal"), "false");
  assert.match(await page.textContent("#stats .headline"), /not proved minimal/);
  assert.match(await page.textContent("#algorithm-note"), /not|can be longer/);
});

test("5 × 4, four knights a side: A* at once, BFS with progress, both 16 moves", { timeout: 900_000 }, async (t) => {
  const page = await open(t);
  await page.selectOption("#preset", { label: "5 × 4, four knights a side" });
  assert.equal(await page.inputValue("#position-text"), "nnnn/..../..../..../NNNN");
  assert.equal(await page.inputValue("#goal-text"), "NNNN/..../..../..../nnnn");

  // The default algorithm is the fastest exact one.
  assert.equal(await page.inputValue("#algorithm"), "astar-assignment");
  await solveWith(page, "astar-assignment");
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "16");
  assert.equal(await page.getAttribute("#stats", "data-optimal"), "true");

  // BFS searches 8.8 million positions: the progress line counts them. Its
  // time limit is raised far past the default 60 s, so that a slow or busy
  // machine still finishes the search (the test asserts the answer, not a speed).
  await page.evaluate(() => {
    window.boardController.limits = { millis: 840_000 };
  });
  await page.selectOption("#algorithm", "bfs");
  await page.click("#solve");
  await page.waitForFunction(
    () => {
      const p = document.querySelector("#progress");
      return !p.hidden && /[\d,]+ states expanded/.test(document.querySelector("#progress-text").textContent);
    },
    null,
    { timeout: 60_000 },
  );
  const during = await page.textContent("#progress-text");
  const seen = Number(during.match(/([\d,]+) states expanded/)[1].replace(/,/g, ""));
  assert.ok(seen > 0, `progress: ${during}`);
  await shot(page, "swap-5x4-progress");
  await page.waitForSelector("#stats[data-status]", { timeout: 860_000 });
  assert.equal(await page.getAttribute("#stats", "data-status"), "solved");
  assert.equal(await page.getAttribute("#answer-length", "data-length"), "16");
  const expanded = await stat(page, "States expanded");
  assert.ok(expanded > seen);
  const sum = (await bars(page)).reduce((s, [, n]) => s + n, 0);
  assert.equal(sum, expanded);
  await shot(page, "swap-5x4-bfs");
});

test("Compare on the six knights: every knight-swap algorithm, exact ones 16 moves, greedy +14", { timeout: 120_000 }, async (t) => {
  const page = await open(t);
  await page.click("#compare");
  await page.waitForSelector("#compare-table[data-state=done]", { timeout: 110_000 });
  const rows = await page.$$eval("#compare-table tbody tr", (trs) =>
    trs.map((tr) => ({
      algorithm: tr.dataset.algorithm,
      length: tr.querySelector(".length")?.textContent,
      mark: tr.querySelector(".mark")?.textContent,
      expanded: Number(tr.querySelector(".expanded")?.textContent.replace(/,/g, "")),
    })),
  );
  const by = Object.fromEntries(rows.map((r) => [r.algorithm, r]));
  assert.deepEqual(
    rows.map((r) => r.algorithm),
    ["astar-assignment", "astar", "bidirectional-bfs", "bfs", "greedy-seed"],
  );
  for (const id of ["astar-assignment", "astar", "bidirectional-bfs", "bfs"]) {
    assert.equal(by[id].length, "16", id);
    assert.equal(by[id].mark, "✓", id);
  }
  assert.equal(by["greedy-seed"].length, "30");
  assert.equal(by["greedy-seed"].mark, "+14", "the greedy answer is 14 moves longer than the minimum");
  // Who searched less: the assignment heuristic beats the nearest-square one,
  // bidirectional BFS beats BFS.
  assert.ok(by["astar-assignment"].expanded < by.astar.expanded);
  assert.ok(by["bidirectional-bfs"].expanded < by.bfs.expanded);
  await shot(page, "swap-compare");
});
