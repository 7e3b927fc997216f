// The page's long-task budget (issue 12): no interaction holds the main
// thread for 100 ms or more, on the biggest presets. Each interaction's
// longest main-thread task is measured in headless Chromium with a
// PerformanceObserver of `longtask` entries (tasks of 50 ms and more; 0
// means none) and must stay under BUDGET_MS.
//
// A loaded machine (the 2-core CI box runs other builds, or every core is
// busy with another job) stretches every task. Two things keep that from
// failing the test, while a task that really does 100 ms of work fails it
// on any machine:
// - each try's longest task is also scaled by the share of the wall time
//   the page's main thread was on a CPU while it ran tasks (Chromium's
//   `Performance.getMetrics`: ThreadTime over TaskDuration, both summed
//   over the interaction), and the smaller of the two figures counts: on a
//   quiet machine the share is about 1, on one where another job takes
//   half the core it is about 1/2 (as tests/limits.rs takes the smaller of
//   wall and CPU time);
// - an interaction whose figure is over the budget is measured again, up
//   to TRIES times in all, and its best try is the one checked and
//   printed: a real regression is over the budget every time, a busy
//   neighbour only sometimes.
//
//   node --test tests/e2e-longtasks.test.mjs          (after scripts/build.sh; about a minute)
//   BP_LONGTASKS=1 node --test tests/e2e-longtasks.test.mjs
//     also measures every try (no early stop) and prints the table for
//     BENCHMARKS.md ("Main-thread long tasks").
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage, center, choosePreset } from "./e2e-helpers.mjs";

/** The longest main-thread task allowed in any interaction, ms. */
const BUDGET_MS = 100;
/** Tries at most per interaction (see the file's comment). */
const TRIES = 3;
const table = process.env.BP_LONGTASKS === "1";

const site = useSite();
const results = [];

after(() => {
  if (!table) return;
  console.log("\n| interaction | longest task, ms (best try) | every try, ms |\n|---|---:|---|");
  for (const r of results) console.log(`| ${r.name} | ${r.best} | ${r.tries.join(", ")} |`);
});

/** The Chrome DevTools Protocol session of each page (for its main thread's CPU time). */
const sessions = new WeakMap();

/** The page's main-thread CPU time and time in tasks so far, seconds: {thread, tasks}. */
async function mainThread(page) {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    sessions.set(page, cdp);
  }
  const { metrics } = await cdp.send("Performance.getMetrics");
  const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { thread: get("ThreadTime"), tasks: get("TaskDuration") };
}

/** Starts recording long tasks (a fresh list) and the main thread's CPU time. */
async function record(page) {
  page.__started = await mainThread(page);
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

/**
 * Waits for the page to settle (two frames and `quiet` ms), then the
 * longest task since record(): `{wall, share, ms}` — its wall ms, the share
 * of task time the main thread was on a CPU (≤ 1), and the figure checked,
 * the smaller of `wall` and `wall × share`.
 */
async function longest(page, quiet = 400) {
  await page.evaluate((ms) => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms)));
  }), quiet);
  const wall = await page.evaluate(() => Math.round(Math.max(0, ...window.__long)));
  const now = await mainThread(page);
  const tasks = now.tasks - page.__started.tasks;
  const share = tasks > 0 ? Math.min(1, (now.thread - page.__started.thread) / tasks) : 1;
  return { wall, share, ms: Math.round(Math.min(wall, wall * share)) };
}

/** Waits for `fn` in the page, polling now and then (a polling wait costs the page nothing worth measuring). */
const until = (page, fn, arg, timeout = 60_000) => page.waitForFunction(fn, arg, { timeout, polling: 50 });

/**
 * Measures interaction `name`: `act(i)` does it (try i from 0) and waits
 * until it is done, `reset(i)` (not measured) brings the page back to where
 * try i + 1 can do it again. Tries again while over the budget, up to
 * TRIES; asserts the best try is under it.
 */
async function measure(page, name, act, { reset = async () => {}, quiet = 400 } = {}) {
  const tries = [];
  const said = [];
  for (let i = 0; i < TRIES; i++) {
    if (i > 0) await reset(i - 1);
    await record(page);
    await act(i);
    const m = await longest(page, quiet);
    tries.push(m.ms);
    said.push(m.share < 0.9 ? `${m.ms} (${m.wall} wall, on a CPU ${Math.round(100 * m.share)} %)` : String(m.ms));
    if (!table && Math.min(...tries) < BUDGET_MS) break;
  }
  const best = Math.min(...tries);
  results.push({ name, best, tries: said });
  console.log(`longtask ${name}: ${best} ms (tries: ${said.join(", ")})`);
  assert.ok(best < BUDGET_MS, `${name}: the longest main-thread task was ${best} ms in each of ${tries.length} tries (${said.join(", ")}); the budget is ${BUDGET_MS} ms`);
}

async function open(t) {
  return openPage(t, site, { context: { viewport: { width: 1280, height: 900 } } });
}

/** Waits until Solve may be pressed (the setup checked). */
const ready = (page) => until(page, () => !document.querySelector("#solve").disabled);

/** Presses Solve and waits for the answer panel to say solved. */
async function solveAndWait(page) {
  await page.click("#solve");
  await until(page, () => document.querySelector("#stats").dataset.status === "solved", null, 120_000);
}

test("knight path 10 000 × 10 000: open, paint a wall, undo, redo, a stroke, move a marker, solve", { timeout: 240_000 }, async (t) => {
  const page = await open(t);
  await page.click('#puzzles [data-puzzle="knight-path"]');
  const preset = "10 000 × 10 000";
  await measure(page, `knight path: open the preset ${preset}`, async () => {
    await choosePreset(page, preset);
    await until(page, () => window.boardView.rows() === 10_000);
    await ready(page);
  }, { reset: () => choosePreset(page, "8 × 8, corner to corner") });

  await page.click("#palette [data-tool='#']");
  const [x, y] = await center(page, 5000, 5000);
  const walls = () => page.evaluate(() => window.boardController.request().off?.length ?? 0);
  const canUndo = () => until(page, () => !document.querySelector("#undo").disabled && window.boardView.canUndo());
  await measure(page, "knight path 10 000²: paint one wall", async () => {
    await page.mouse.click(x, y);
    await canUndo();
    await ready(page);
  }, {
    reset: async () => {
      await page.click("#undo");
      await ready(page);
    },
  });
  assert.equal(await walls(), 1);

  await measure(page, "knight path 10 000²: undo", async () => {
    await page.click("#undo");
    await until(page, () => !document.querySelector("#redo").disabled);
    await ready(page);
  }, {
    reset: async () => {
      await page.click("#redo");
      await ready(page);
    },
  });
  assert.equal(await walls(), 0);

  await measure(page, "knight path 10 000²: redo", async () => {
    await page.click("#redo");
    await until(page, () => document.querySelector("#redo").disabled);
    await ready(page);
  }, {
    reset: async () => {
      await page.click("#undo");
      await ready(page);
    },
  });
  assert.equal(await walls(), 1);

  const box = await page.locator("#board").boundingBox();
  const x0 = box.x + box.width * 0.2;
  const y0 = box.y + box.height * 0.5;
  await measure(page, "knight path 10 000²: a 20-point wall stroke", async (i) => {
    const before = await walls();
    const dy = i * 12; // each try a row of its own
    await page.mouse.move(x0, y0 + dy);
    await page.mouse.down();
    for (let k = 1; k <= 20; k++) await page.mouse.move(x0 + k * box.width * 0.03, y0 + dy + (k % 2) * 4);
    await page.mouse.up();
    await until(page, (n) => (window.boardController.request().off?.length ?? 0) > n + 20, before);
    await ready(page);
  });

  await page.click("#palette [data-tool=move]");
  await measure(page, "knight path 10 000²: move the start marker", async (i) => {
    const [sx, sy] = await center(page, ...(await page.evaluate(() => window.boardView.marker("from"))));
    const target = [2000 + 1000 * i, 3000];
    const [tx, ty] = await center(page, ...target);
    await page.mouse.move(sx, sy);
    await page.mouse.down();
    await page.mouse.move(sx + 20, sy + 20, { steps: 4 });
    await page.mouse.move(tx, ty, { steps: 8 });
    await page.mouse.up();
    await until(page, (r) => window.boardView.marker("from")?.[0] >= r - 20, target[0]);
    await ready(page);
  });

  await measure(page, "knight path 10 000²: solve and show the path", async () => {
    await solveAndWait(page);
  }, { quiet: 800 });
  assert.ok(await page.evaluate(() => window.boardView.steps()) > 1000, "a long path is shown");
});

test("non-attacking knights 1 000 × 1 000: solve and show the placement", { timeout: 240_000 }, async (t) => {
  const page = await open(t);
  await page.click('#puzzles [data-puzzle="non-attacking-knights"]');
  for (const id of ["rows", "cols"]) {
    await page.fill(`#${id}`, "1000");
    await page.press(`#${id}`, "Tab");
  }
  await until(page, () => window.boardView.rows() === 1000 && window.boardView.cols() === 1000);
  await ready(page);
  await measure(page, "non-attacking knights 1 000²: solve and show the answer", () => solveAndWait(page), { quiet: 800 });
  // The answer is on the board (it came packed: www/worker.js, BoardView.setPlacementPacked).
  assert.equal(await page.evaluate(() => window.boardView.solutions()), 1);
  assert.match(await page.textContent("#stats"), /500,000 placed/);
});

test("knight's tour 1 000 × 1 000: solve, show and play a million-step answer", { timeout: 240_000 }, async (t) => {
  const page = await open(t);
  await page.click('#puzzles [data-puzzle="knight-tour"]');
  await choosePreset(page, "1000 × 1000");
  await ready(page);
  // The answer plays as soon as it shows (auto speed: 100 000 moves a second); two seconds of it are measured.
  await measure(page, "knight's tour 1 000² closed: solve, show, play 2 s", () => solveAndWait(page), { quiet: 2000 });
  assert.equal(await page.evaluate(() => window.boardView.steps()), 1_000_000);
  assert.ok(await page.evaluate(() => window.boardView.step()) > 10_000, "it played");
  await until(page, () => document.querySelector("#stats").dataset.checked === "true");
  assert.equal(await page.$("#stats .answer-error"), null, "every step is legal");
});
