// End-to-end test of the worker's memory ceiling (issue 17), in headless
// Chromium: a wasm instance never gives memory back, so the page retires a
// worker whose memory grew past the ceiling once its answer is shown and
// starts a fresh one. The ceiling is lowered for the test (the page reads
// globalThis.boardPuzzlesMemoryCeilingMb; the default is 512 MB) so that a
// quick request crosses it: BFS over a 2 000 × 2 000 knight-path board.
// Run after scripts/build.sh:  node --test tests/e2e-memory.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { collectErrors, openPage, solve, useSite } from "./e2e-helpers.mjs";

const site = useSite();
const CEILING_MB = 32;
const HEAVY = "#puzzle=knight-path&rows=2000&cols=2000&from=0,0&to=1999,1999&algorithm=bfs";
const LIGHT = "#puzzle=knight-swap&board=n.n/.../N.N&goal=N.N/.../n.n&algorithm=bfs";

test("a worker grown past the ceiling is retired after its answer and a fresh one answers next", { timeout: 120_000 }, async (t) => {
  const ctx = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  t.after(() => ctx.close());
  await ctx.addInitScript((mb) => {
    window.boardPuzzlesMemoryCeilingMb = mb;
    window.retired = [];
    addEventListener("board-puzzles:worker-retired", (e) => window.retired.push(e.detail));
  }, CEILING_MB);
  const page = await ctx.newPage();
  const errors = await collectErrors(page);
  const started = [];
  const closed = [];
  page.on("worker", (w) => {
    // Solver workers only (big boards are also checked in www/workers/check-worker.js, which stays).
    if (!w.url().endsWith("/www/workers/solver-worker.js")) return;
    started.push(w);
    w.on("close", () => closed.push(w));
  });
  await page.goto(site.base + HEAVY);
  await page.waitForSelector("html[data-ready]");
  const waitFor = async (f) => {
    for (let i = 0; i < 100 && !f(); i++) await page.waitForTimeout(100);
  };
  // The heavy solve: answered, then the worker (past the ceiling) is replaced.
  assert.equal(await solve(page, 60_000), "solved");
  await waitFor(() => started.length >= 1);
  await page.waitForFunction(() => window.retired.length === 1, null, { timeout: 10_000 });
  const [retired] = await page.evaluate(() => window.retired);
  assert.equal(retired.ceiling, CEILING_MB * 2 ** 20);
  assert.ok(retired.bytes > retired.ceiling, `the worker held ${retired.bytes} bytes`);
  await waitFor(() => started.length === 2 && closed.length === 1);
  assert.equal(started.length, 2, "a fresh worker started");
  assert.deepEqual(closed, [started[0]], "the grown worker was terminated");
  // The answer stays on the board and plays.
  assert.ok((await page.evaluate(() => window.boardView.steps())) > 0);

  // The fresh worker answers the next request, and stays (small).
  await page.evaluate((hash) => {
    location.hash = hash;
  }, LIGHT);
  await page.waitForFunction(() => window.boardView.puzzle() === "knight-swap");
  assert.equal(await solve(page), "solved");
  assert.match(await page.locator("#stats").textContent(), /16 moves/);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.retired.length), 1);
  assert.equal(started.length, 2);
  assert.deepEqual(errors, []);
  // The controller counted it (one mechanism: solver-client.js retires, the controller hears of it).
  assert.equal(await page.evaluate(() => window.boardController.retired), 1);
});

test("the element's worker-memory-mb attribute sets its workers' ceiling", { timeout: 120_000 }, async (t) => {
  const page = await openPage(t, site, { path: "embed-docs.html" });
  const result = await page.evaluate(async () => {
    const events = [];
    addEventListener("board-puzzles:worker-retired", (e) => events.push(e.detail));
    // embed.js is a module: on a loaded machine the page can be up before it defines the element.
    await customElements.whenDefined("board-puzzle");
    const w = document.createElement("board-puzzle");
    w.setAttribute("puzzle", "knight-path");
    w.setAttribute("rows", "2000");
    w.setAttribute("cols", "2000");
    w.setAttribute("from", "[0,0]");
    w.setAttribute("to", "[1999,1999]");
    w.setAttribute("algorithm", "bfs");
    w.setAttribute("worker-memory-mb", "32");
    document.body.append(w);
    await w.ready;
    await w.solve();
    const first = { status: w.dataset.status, retired: w.controller.retired, events: events.length };
    w.setAttribute("worker-memory-mb", "4096");
    await new Promise((r) => setTimeout(r));
    await w.ready;
    await w.solve();
    return { first, second: { status: w.dataset.status, retired: w.controller.retired, events: events.length }, ceiling: events[0]?.ceiling };
  });
  assert.deepEqual(result.first, { status: "solved", retired: 1, events: 1 });
  assert.equal(result.ceiling, 32 * 2 ** 20);
  assert.deepEqual(result.second, { status: "solved", retired: 1, events: 1 });
});

test("under the default ceiling (512 MB) the same request keeps its worker", { timeout: 120_000 }, async (t) => {
  const page = await openPage(t, site, { path: HEAVY });
  await page.evaluate(() => {
    window.retired = [];
    addEventListener("board-puzzles:worker-retired", (e) => window.retired.push(e.detail));
  });
  assert.equal(await solve(page, 60_000), "solved");
  await page.waitForTimeout(300);
  assert.deepEqual(await page.evaluate(() => window.retired), []);
});
