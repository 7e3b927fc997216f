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
import { readFileSync } from "node:fs";
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
  await page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms)));
      }),
    quiet,
  );
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
  assert.ok(
    best < BUDGET_MS,
    `${name}: the longest main-thread task was ${best} ms in each of ${tries.length} tries (${said.join(", ")}); the budget is ${BUDGET_MS} ms`,
  );
}

async function open(t, path = "") {
  return openPage(t, site, { path, context: { viewport: { width: 1280, height: 900 } } });
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
  const preset = "10,000 × 10,000";
  await measure(
    page,
    `knight path: open the preset ${preset}`,
    async () => {
      await choosePreset(page, preset);
      await until(page, () => window.boardView.rows() === 10_000);
      await ready(page);
    },
    { reset: () => choosePreset(page, "8 × 8, corner to corner") },
  );

  await page.click("#palette [data-tool='#']");
  const [x, y] = await center(page, 5000, 5000);
  const walls = () => page.evaluate(() => window.boardController.request().off?.length ?? 0);
  const canUndo = () => until(page, () => !document.querySelector("#undo").disabled && window.boardView.canUndo());
  await measure(
    page,
    "knight path 10 000²: paint one wall",
    async () => {
      await page.mouse.click(x, y);
      await canUndo();
      await ready(page);
    },
    {
      reset: async () => {
        await page.click("#undo");
        await ready(page);
      },
    },
  );
  assert.equal(await walls(), 1);

  await measure(
    page,
    "knight path 10 000²: undo",
    async () => {
      await page.click("#undo");
      await until(page, () => !document.querySelector("#redo").disabled);
      await ready(page);
    },
    {
      reset: async () => {
        await page.click("#redo");
        await ready(page);
      },
    },
  );
  assert.equal(await walls(), 0);

  await measure(
    page,
    "knight path 10 000²: redo",
    async () => {
      await page.click("#redo");
      await until(page, () => document.querySelector("#redo").disabled);
      await ready(page);
    },
    {
      reset: async () => {
        await page.click("#undo");
        await ready(page);
      },
    },
  );
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

  await measure(
    page,
    "knight path 10 000²: solve and show the path",
    async () => {
      await solveAndWait(page);
    },
    { quiet: 800 },
  );
  assert.ok((await page.evaluate(() => window.boardView.steps())) > 1000, "a long path is shown");
});

test("knight path 10 000 × 10 000 with 10 % seeded walls: a wall click, a seeded wall taken away, undo, a stroke", {
  timeout: 300_000,
}, async (t) => {
  // Issue 21: each of these took 5–16 s when an edit listed all 10⁷ walls.
  const seed = { fraction: 0.1, seed: 7 };
  const page = await open(t, "#puzzle=knight-path&rows=10000&cols=10000&randomOff=0.1,7&from=0,0&to=9999,9999");
  await until(page, () => window.boardView.rows() === 10_000);
  await ready(page);
  await page.click("#palette [data-tool='#']");
  const box = await page.locator("#board").boundingBox();
  const request = () => page.evaluate(() => window.boardView.request());
  /** The square under page point (x, y) and what it holds ("#" a wall, "." empty). */
  const squareAt = (x, y) =>
    page.evaluate(
      ([cx, cy]) => {
        const sq = window.boardView.squareAt(cx, cy);
        return { sq, cell: window.boardView.cell(...sq) };
      },
      [x - box.x, y - box.y],
    );
  /** Page points in the middle of the board whose squares are open (".") or seeded walls ("#"), one a try. */
  async function points(want) {
    const found = [];
    for (let i = 0; found.length < 3; i++) {
      const x = Math.round(box.x + box.width * 0.3) + (i % 40) * 7;
      const y = Math.round(box.y + box.height * 0.3) + Math.floor(i / 40) * 7;
      const at = await squareAt(x, y);
      if (at.cell === want) found.push({ x, y, ...at });
    }
    return found;
  }
  const cellOf = (sq) => page.evaluate((s) => window.boardView.cell(...s), sq);
  const undone = () => until(page, () => !document.querySelector("#redo").disabled);

  // A wall on an open square: the request is the seed plus that square.
  const open3 = await points(".");
  await measure(
    page,
    "knight path 10 000², 10 % seeded walls: paint one wall",
    async (i) => {
      await page.mouse.click(open3[i].x, open3[i].y);
      await until(page, () => !document.querySelector("#undo").disabled && window.boardView.canUndo());
      await ready(page);
    },
    {
      reset: async (i) => {
        await page.click("#undo");
        await undone();
        await ready(page);
        assert.equal(await cellOf(open3[i].sq), ".");
      },
    },
  );
  const sent = await request();
  assert.deepEqual(sent.randomOff, seed, "the seed stays in the request");
  assert.equal(sent.on, undefined);
  assert.equal(sent.off.length, 1, `one wall added: ${JSON.stringify(sent.off)}`);
  const painted = open3.find((p) => p.sq[0] === sent.off[0][0] && p.sq[1] === sent.off[0][1]);
  assert.ok(painted, "the wall is on a square clicked");
  assert.equal(await cellOf(painted.sq), "#", "the square clicked is a wall now");

  // Undo takes it away again.
  await measure(
    page,
    "knight path 10 000², 10 % seeded walls: undo a wall",
    async () => {
      await page.click("#undo");
      await undone();
      await ready(page);
    },
    {
      reset: async () => {
        await page.click("#redo");
        await until(page, () => document.querySelector("#redo").disabled);
        await ready(page);
      },
    },
  );
  assert.equal(await cellOf(painted.sq), ".", "undone: the square is open again");
  const afterUndo = await request();
  assert.deepEqual([afterUndo.randomOff, afterUndo.off, afterUndo.on], [seed, undefined, undefined]);

  // A seeded wall clicked with the Wall tool is taken away: sent as `on`.
  const walls3 = await points("#");
  await measure(
    page,
    "knight path 10 000², 10 % seeded walls: take a seeded wall away",
    async (i) => {
      await page.mouse.click(walls3[i].x, walls3[i].y);
      await until(page, (sq) => window.boardView.cell(...sq) === ".", walls3[i].sq);
      await ready(page);
    },
    {
      reset: async () => {
        await page.click("#undo");
        await undone();
        await ready(page);
      },
    },
  );
  const taken = await request();
  assert.deepEqual(taken.randomOff, seed);
  assert.equal(taken.on.length, 1);
  const opened = walls3.find((p) => p.sq[0] === taken.on[0][0] && p.sq[1] === taken.on[0][1]);
  assert.ok(opened, `the square clicked is sent as on: ${JSON.stringify(taken.on)}`);
  assert.equal(await cellOf(opened.sq), ".");
  await measure(
    page,
    "knight path 10 000², 10 % seeded walls: undo taking a wall away",
    async () => {
      await page.click("#undo");
      await undone();
      await ready(page);
    },
    {
      reset: async () => {
        await page.click("#redo");
        await until(page, () => document.querySelector("#redo").disabled);
        await ready(page);
      },
    },
  );
  assert.equal(await cellOf(opened.sq), "#", "undone: the seeded wall is back");
  assert.equal((await request()).on, undefined);

  // A stroke across 31 squares of one row, zoomed in so that each is a few pixels wide.
  await page.evaluate(
    ([x, y]) => {
      window.boardView.zoom(x, y, 100);
      window.boardController.redraw();
    },
    [box.width / 2, box.height / 2],
  );
  const strokes = [];
  await measure(
    page,
    "knight path 10 000², 10 % seeded walls: a 31-square wall stroke",
    async (i) => {
      // Each try a row of its own, starting on an open square.
      const row = 4990 + 3 * i;
      let start = 4990;
      while ((await cellOf([row, start])) !== ".") start++;
      const [x0, y0] = await center(page, row, start);
      const [x1] = await center(page, row, start + 30);
      const before = await page.evaluate(([r, c]) => Array.from({ length: 31 }, (_, k) => window.boardView.cell(r, c + k)), [row, start]);
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (let k = 1; k <= 20; k++) await page.mouse.move(x0 + ((x1 - x0) * k) / 20, y0);
      await page.mouse.up();
      await until(page, ([r, c]) => window.boardView.cell(r, c) === "#" && !document.querySelector("#undo").disabled, [row, start + 30]);
      await ready(page);
      strokes.push({ row, start, before });
    },
    {
      reset: async () => {
        await page.click("#undo");
        await undone();
        await ready(page);
      },
    },
  );
  const { row, start, before } = strokes.at(-1);
  const now = await page.evaluate(([r, c]) => Array.from({ length: 31 }, (_, k) => window.boardView.cell(r, c + k)), [row, start]);
  assert.deepEqual(
    now,
    before.map(() => "#"),
    "every square of the stroke is a wall",
  );
  const stroked = await request();
  const newWalls = before.flatMap((c, k) => (c === "." ? [[row, start + k]] : []));
  assert.deepEqual([stroked.randomOff, stroked.off, stroked.on], [seed, newWalls, undefined], "the request holds the seed and the walls added");
  await measure(
    page,
    "knight path 10 000², 10 % seeded walls: undo the stroke",
    async () => {
      await page.click("#undo");
      await undone();
      await ready(page);
    },
    {
      reset: async () => {
        await page.click("#redo");
        await until(page, () => document.querySelector("#redo").disabled);
        await ready(page);
      },
    },
  );
  const back = await page.evaluate(([r, c]) => Array.from({ length: 31 }, (_, k) => window.boardView.cell(r, c + k)), [row, start]);
  assert.deepEqual(back, before, "undone: the row is as the seed drew it");
  assert.equal((await request()).off, undefined);
});

test("knight path 10 000 × 10 000: Walls % and New walls, the walls the seed draws", { timeout: 300_000 }, async (t) => {
  // Issue 40, point 4: each of these drew 10⁸ squares' walls on the main thread (1.6–2.7 s).
  const page = await open(t);
  await page.click('#puzzles [data-puzzle="knight-path"]');
  await choosePreset(page, "10,000 × 10,000");
  await until(page, () => window.boardView.rows() === 10_000);
  await ready(page);
  const randomOff = () => page.evaluate(() => window.boardView.request().randomOff ?? null);
  /** The walls shown on the first rows are the seed's (offSquares of those rows alone), and Solve is offered. */
  async function seedsWalls() {
    const { shown, drawn, on } = await page.evaluate(async () => {
      const { offSquares } = await import("./board_view.js");
      const r = window.boardView.request();
      const rows = 3;
      const drawn = [...offSquares({ puzzle: r.puzzle, rows, cols: r.cols, randomOff: r.randomOff })];
      const shown = [];
      for (let i = 0; i < rows * r.cols; i++) if (window.boardView.cell(Math.floor(i / r.cols), i % r.cols) === "#") shown.push(i);
      return { shown, drawn, on: (r.on ?? []).map(([row, col]) => row * r.cols + col) };
    });
    assert.ok(drawn.length > 1000, `${drawn.length} walls on the first rows`);
    assert.deepEqual(
      shown,
      drawn.filter((i) => !on.includes(i)),
      "the board shows the seed's walls",
    );
  }
  const percent = page.locator("#walls .walls-percent");
  await measure(page, "knight path 10 000²: set Walls %", async (i) => {
    const share = 10 * (i + 1);
    await percent.fill(String(share));
    await percent.dispatchEvent("change");
    await until(page, (f) => window.boardView.request().randomOff?.fraction === f, share / 100);
    await ready(page);
  });
  await seedsWalls();
  let seed = (await randomOff()).seed;
  await measure(page, "knight path 10 000²: New walls", async () => {
    await page.click("#walls .walls-new");
    await until(page, (s) => (window.boardView.request().randomOff?.seed ?? s) !== s, seed);
    await ready(page);
    seed = (await randomOff()).seed;
  });
  await seedsWalls();
  assert.equal(await page.inputValue("#walls .walls-seed"), String(seed), "the control shows the seed drawn");
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
  // The answer is on the board (it came packed: www/workers/solver-worker.js, BoardView.setPlacementPacked).
  assert.equal(await page.evaluate(() => window.boardView.solutions()), 1);
  assert.match(await page.textContent("#stats"), /500,000 placed/);
  // The answer as .txt: half a million squares written a part per task (www/export/export.js #placed).
  const panel = page.locator("#export .bp-export");
  await panel.scrollIntoViewIfNeeded();
  let text = "";
  await measure(page, "non-attacking knights 1 000²: download the answer as .txt", async () => {
    const [dl] = await Promise.all([page.waitForEvent("download"), panel.locator("button.txt").click()]);
    text = readFileSync(await dl.path(), "utf8");
  });
  const [, list] = text.split(/Pieces placed by the answer \(squares as \(row, col\), 0-based, row 0 at the top\):\n/);
  const line = list.split("\n")[0];
  const squares = [...line.matchAll(/\((\d+), (\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  assert.equal(squares.length, 500_000, "every placed knight, on one line");
  assert.equal(line, squares.map(([r, c]) => `(${r}, ${c})`).join(" "), "one space between squares, nothing else");
  const colour = (squares[0][0] + squares[0][1]) % 2;
  assert.ok(
    squares.every(([r, c]) => r < 1000 && c < 1000 && (r + c) % 2 === colour),
    "the squares of one colour",
  );
  assert.equal(new Set(squares.map(String)).size, 500_000, "no square twice");
});

test("knight's tour 1 000 × 1 000: solve, show and play a million-step answer", { timeout: 240_000 }, async (t) => {
  const page = await open(t);
  await page.click('#puzzles [data-puzzle="knight-tour"]');
  await choosePreset(page, "1,000 × 1,000");
  await ready(page);
  // The answer plays as soon as it shows (auto speed: 100 000 moves a second); two seconds of it are measured.
  await measure(page, "knight's tour 1 000² closed: solve, show, play 2 s", () => solveAndWait(page), { quiet: 2000 });
  assert.equal(await page.evaluate(() => window.boardView.steps()), 1_000_000);
  assert.ok((await page.evaluate(() => window.boardView.step())) > 10_000, "it played");
  await until(page, () => document.querySelector("#stats").dataset.checked === "true");
  assert.equal(await page.$("#stats .answer-error"), null, "every step is legal");
});
