// A model-based test of the user interface (issue 39): a seeded random
// walk of user actions over the page and over the <board-puzzle> element,
// in the shape of fast-check's `fc.commands` (a model of the state,
// commands with a `check` and a `run`, a seeded sequence of them drawn by
// fast-check, invariants after every command, shrinking to the shortest
// failing list). After every action:
//
// - the board equals a fresh view built from the state alone (a new
//   BoardView given the same request, answer and playback step, play's
//   moves, or Watch's trace at its event): their SVG exports — a back end
//   of the one display list the canvas draws — are the same text;
// - the state is the model's (setup or play, an answer or none, Watch's
//   search on the board or not);
// - the step counter, the move list's current row and the status line
//   agree with the step drawn;
// - no page error, console error or `window` `error` event (openPage);
// - exports: the SVG export is the board drawn, with its caption; a share
//   link, reloaded in a new page, asks the same request in the same mode
//   with the same moves and draws the same board;
// - no main-thread task of 100 ms or more (a `longtask` observer; a task
//   is scaled by the share of the wall time the main thread was on a CPU,
//   so a busy machine does not fail it, and must be over the budget on a
//   second look too — see tests/e2e-longtasks.test.mjs).
//
// The test command runs a bounded walk (UI_WALK_SEEDS seeds, default 2 on
// the page and 1 on the element, UI_WALK_ACTIONS actions drawn each,
// default 80, of which those that apply in the state reached are run); a long campaign sets them larger, e.g.
//   UI_WALK_SEEDS=40 UI_WALK_ACTIONS=200 node --test tests/e2e-walk.test.mjs
// A failing walk prints its seed, the shrunk list of actions and the
// invariant broken; UI_WALK_SEED=n replays one seed.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { useSite, openPage } from "./e2e-helpers.mjs";

const site = useSite({ fixtures: "fixtures" });
const ACTIONS = Number(process.env.UI_WALK_ACTIONS ?? 80);
const SEEDS = process.env.UI_WALK_SEED
  ? [Number(process.env.UI_WALK_SEED)]
  : Array.from({ length: Number(process.env.UI_WALK_SEEDS ?? 2) }, (_, i) => 1000 + i);
/** The longest main-thread task allowed, ms. */
const BUDGET_MS = 100;
/** The most squares of a preset the walk opens (a 1000 × 1000 tour is the long-task test's). */
const MOST_SQUARES = 4_096;
/** Solves and Watch searches of the walk stop at this budget (their answers then say `limit`, and Keep searching shows). */
const LIMITS = { millis: 2_000 };

const PUZZLES = ["knight-swap", "knight-path", "knight-tour", "non-attacking-knights", "n-queens", "peg-solitaire"];

/** Figures of the whole run, printed at the end for BENCHMARKS.md. */
const figures = { walks: 0, actions: 0, checks: 0 };

// ------------------------------------------------------------ the surfaces

/** The page and the element: where their parts are, and what each offers. */
const SURFACES = {
  page: { path: "", root: "body", lab: true, tabs: true },
  element: { path: "fixtures/walk-element.html", root: "#walk", lab: false, tabs: false },
};

const part = (real, name) => real.page.locator(`${real.surface.root} [data-part="${name}"]`).first();

/** Clicks part `name` when it is visible and enabled; returns whether it did. */
async function press(real, name) {
  const node = part(real, name);
  if (!(await node.isVisible()) || !(await node.isEnabled())) return false;
  // It may turn off meanwhile (a solve that ends disables Cancel): then it was not pressed.
  return node.click({ timeout: 2_000 }).then(
    () => true,
    () => false,
  );
}

/** Clicks `selector` of the page when it is visible and enabled within 2 s; returns whether it did. */
function tap(page, selector) {
  return page.click(selector, { timeout: 2_000 }).then(
    () => true,
    () => false,
  );
}

/** Page coordinates of the centre of square [row, col] of the walked board. */
async function centre(real, [row, col]) {
  const box = await real.page.locator(`${real.surface.root} [data-part="canvas"]`).first().boundingBox();
  const [x, y] = await real.page.evaluate(([r, c]) => window.__walk.view.squareCenter(r, c), [row, col]);
  return [box.x + x, box.y + y];
}

async function dragOn(real, from, to) {
  const [x0, y0] = await centre(real, from);
  const [x1, y1] = await centre(real, to);
  const mouse = real.page.mouse;
  await mouse.move(x0, y0);
  await mouse.down();
  await mouse.move(x0 + 6, y0 + 6, { steps: 2 });
  await mouse.move(x1, y1, { steps: 6 });
  await mouse.up();
}

/** Waits until no solve runs (the answer, a limit or a cancel arrived), up to `ms`; then Cancel. */
async function settle(real, ms = 15_000) {
  const done = await real.page
    .waitForFunction(() => !window.__walk.controller.busy, null, { timeout: ms })
    .then(() => true)
    .catch(() => false);
  if (!done) await press(real, "cancel");
}

/** The squares of the board, `[rows, cols]`. */
const size = (real) => real.page.evaluate(() => [window.__walk.view.rows(), window.__walk.view.cols()]);

/** A square picked by the fractions `fr`, `fc` of the board's rows and columns. */
async function squareAt(real, fr, fcol) {
  const [rows, cols] = await size(real);
  return [Math.min(rows - 1, Math.floor(fr * rows)), Math.min(cols - 1, Math.floor(fcol * cols))];
}

// ------------------------------------------------------------ invariants

/**
 * The invariants, checked in the page in one task (so playback cannot move
 * between reading the board and rebuilding it). Returns a list of problems.
 */
function inPage({ model }) {
  const w = window.__walk;
  const { view, controller, lab } = w;
  const problems = [];
  const mode = controller.mode;
  if (mode !== model.mode) problems.push(`mode is ${mode}, the model's is ${model.mode}`);
  const traced = lab?.shown ?? null;
  if (lab && Boolean(traced) !== model.watch) problems.push(`Watch's search ${traced ? "is" : "is not"} on the board; the model says ${model.watch}`);
  const answer = controller.answer;
  if (mode === "setup" && Boolean(answer) !== model.answer)
    problems.push(`an answer ${answer ? "is" : "is not"} shown; the model says ${model.answer}`);
  if (controller.undrawn) return problems;

  // A fresh view from the state alone.
  const fresh = new view.constructor(document.createElement("canvas"));
  try {
    const req = controller.request();
    delete req.algorithm;
    fresh.setRequest(w.forView(req));
    if (view.editing() !== fresh.editing()) fresh.setEditing(view.editing());
    if (mode === "play") {
      const playReq = controller.request();
      delete playReq.limits;
      fresh.setPlay(playReq);
      for (const s of view.played()) fresh.playStep(s);
      for (const [r, c] of view.placed()) fresh.playPlace(r, c);
    } else if (answer && answer.status === "solved" && (answer.steps || answer.placement || answer.solutions?.length)) {
      if (answer.packedPlacement && !answer.steps && !answer.solutions) fresh.setPlacementPacked(answer.packedPlacement);
      else fresh.setAnswer(answer.text ?? answer, answer.packed);
      fresh.checkAnswer(1e9);
      if (answer.solutions?.length) fresh.setSolution(view.solution());
      fresh.setPlayback(view.playback());
    }
    if (traced) {
      fresh.setTrace(traced.trace);
      fresh.setTraceStep(traced.step);
    }
    const drawn = (v) => {
      try {
        return v.toSvg({});
      } catch (err) {
        return `error: ${err.message}`;
      }
    };
    const [a, b] = [drawn(view), drawn(fresh)];
    if (a !== b) problems.push(`the board differs from a fresh view of the same state (svg ${a.length} vs ${b.length} chars)`);
    if (view.step() !== fresh.step() && mode === "setup") problems.push(`step ${view.step()} drawn, a fresh view is at ${fresh.step()}`);
  } finally {
    fresh.free();
  }

  // Words and lists that follow the step drawn.
  const root = w.root;
  const q = (name) => root.querySelector(`[data-part="${name}"]`);
  const status = q("status")?.textContent ?? "";
  if (mode === "play" && !/^Playing by hand/.test(status)) problems.push(`play mode's status line says "${status}"`);
  if (mode === "setup" && answer && /^Ready to solve/.test(status)) problems.push(`"${status}" with an answer shown`);
  if (mode === "setup" && !answer && /^Solved/.test(status)) problems.push(`"${status}" with no answer shown`);
  if (mode === "setup" && answer && view.steps() > 0) {
    const k = view.step();
    const n = view.steps();
    const count = q("count")?.textContent ?? "";
    const want = w.stepCount(answer, k, n);
    if (count !== want) problems.push(`the step counter says "${count}", step ${k} of ${n} is "${want}"`);
    const rows = [...(q("moves")?.querySelectorAll("li") ?? [])];
    const current = rows.findIndex((li) => li.getAttribute("aria-current") === "step");
    if (rows.length > k && current !== k) problems.push(`the move list marks row ${current}, the board is at step ${k}`);
  }
  return problems;
}

/** Long tasks since the last look: the longest, ms, scaled by the main thread's share of the CPU. */
async function longestTask(real) {
  const { page } = real;
  const longest = await page.evaluate(() => {
    const all = window.__walkLong.splice(0);
    return all.length ? Math.max(...all) : 0;
  });
  if (longest < BUDGET_MS) return longest;
  const { metrics } = await real.cdp.send("Performance.getMetrics");
  const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  const now = { thread: get("ThreadTime"), tasks: get("TaskDuration") };
  const was = real.cpu;
  real.cpu = now;
  const share = now.tasks > was.tasks ? Math.min(1, (now.thread - was.thread) / (now.tasks - was.tasks)) : 1;
  return longest * share;
}

async function check(model, real, label) {
  // Two frames: the board's redraw and any task an action scheduled have run.
  await real.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const problems = await real.page.evaluate(inPage, { model: { ...model } });
  // Loading the page (the wasm compiled, the first draw) is not an interaction: its tasks are the first-draw benchmark's.
  const long = await longestTask(real);
  if (long >= BUDGET_MS && label !== "opening")
    real.longs.set(real.log.length, `action ${real.log.length} (${label}): a main-thread task of ${Math.round(long)} ms`);
  real.log.push(label);
  figures.checks += 1;
  if (real.errors.length) problems.push(`the page logged errors: ${real.errors.join(" | ")}`);
  if (problems.length) throw new Error(`after ${label}: ${problems.join("; ")}\n  the actions: ${[...real.log, label].join(" · ")}`);
}

// ------------------------------------------------------------ commands

/** A command of the walk: `label` names it in a failing list; `can(model)` whether it applies; `act(model, real)` does it and updates the model. */
class Command {
  constructor(label, can, act) {
    this.label = label;
    this.can = can;
    this.act = act;
  }
  check(model) {
    return this.can(model);
  }
  async run(model, real) {
    figures.actions += 1;
    real.ran.push(this);
    await this.act(model, real);
    await check(model, real, this.label);
  }
  toString() {
    return this.label;
  }
}

/** A fraction in [0, 1), spread evenly (fast-check's doubles favour 0 and 1). */
const fraction = fc.integer({ min: 0, max: 999 }).map((k) => k / 1000);

/** How often each kind of action is drawn, by the start of its label (1 when not listed). */
const WEIGHTS = {
  Export: 1,
  share: 1,
  Solve: 4,
  playback: 3,
  play: 2,
  scrub: 2,
  drag: 3,
  palette: 2,
  Watch: 3,
  Play: 2,
  legal: 5,
  Compare: 2,
  preset: 2,
};

const setup = (m) => m.mode === "setup";
const playing = (m) => m.mode === "play";
/** Any change of the request: the answer goes, Watch ends. */
const edited = (m) => {
  m.answer = false;
  m.watch = false;
};

function commands(surface) {
  const list = [
    fc.constantFrom(...PUZZLES).map(
      (id) =>
        new Command(
          `tab ${id}`,
          () => surface.tabs,
          async (m, real) => {
            const current = await real.page.evaluate(() => window.__walk.controller.info.id);
            await real.page.click(`button[data-puzzle=${id}]`);
            // The tab shown already changes nothing.
            if (current === id) return;
            m.mode = "setup";
            edited(m);
          },
        ),
    ),
    fc.nat(20).map(
      (i) =>
        new Command(
          `preset ${i}`,
          () => true,
          async (m, real) => {
            // The page's preset list, or (the element has none) the controller's load, as an attribute change does.
            const chosen = await real.page.evaluate(
              ([k, most, page]) => {
                const { controller } = window.__walk;
                const presets = controller.info.presets;
                const small = presets.filter((p) => {
                  const r = p.request;
                  const side = Math.max(r.n ?? 0, r.rows ?? 0, r.cols ?? 0);
                  return (r.board ? r.board.length : side * side) <= most;
                });
                const p = small[k % small.length];
                if (!p) return null;
                if (page) return String(presets.indexOf(p));
                controller.load(controller.info, p.request);
                return p.name;
              },
              [i, MOST_SQUARES, real.surface.tabs],
            );
            if (chosen !== null && real.surface.tabs) {
              const value = await real.page.$eval(
                "#preset",
                (s, k) => [...s.options].find((o) => o.dataset.index === k || o.value === k)?.value,
                chosen,
              );
              if (value === undefined) return;
              await real.page.selectOption("#preset", value);
            }
            if (chosen !== null) {
              m.mode = "setup";
              edited(m);
            }
          },
        ),
    ),
    fc.constant(
      new Command("Solve", setup, async (m, real) => {
        if (!(await press(real, "solve"))) return;
        await settle(real);
        const answered = await real.page.evaluate(() => window.__walk.controller.answer !== null);
        m.answer = answered;
        m.watch = false;
      }),
    ),
    fc.constant(
      new Command("Solve, then Cancel at once", setup, async (m, real) => {
        if (!(await press(real, "solve"))) return;
        await press(real, "cancel");
        await settle(real);
        m.answer = await real.page.evaluate(() => window.__walk.controller.answer !== null);
        m.watch = false;
      }),
    ),
    fc.constant(
      new Command("Keep searching", setup, async (m, real) => {
        const more = real.page.locator(`${real.surface.root} .keep-searching`).first();
        if (!(await more.isVisible())) return;
        await more.click();
        await settle(real);
        m.answer = await real.page.evaluate(() => window.__walk.controller.answer !== null);
        m.watch = false;
      }),
    ),
    fc.constantFrom("start", "back", "forward", "end").map((name) => new Command(`playback ${name}`, setup, (_m, real) => press(real, name))),
    fc.integer({ min: 0, max: 400 }).map(
      (ms) =>
        new Command(`play for ${ms} ms, then pause`, setup, async (_m, real) => {
          if (!(await press(real, "playPause"))) return;
          await real.page.waitForTimeout(ms);
          if ((await part(real, "playPause").getAttribute("data-state")) === "playing") await press(real, "playPause");
        }),
    ),
    fraction.map(
      (f) =>
        new Command(`scrub to ${f.toFixed(2)}`, setup, async (_m, real) => {
          const scrub = part(real, "scrub");
          if (!(await scrub.isVisible()) || !(await scrub.isEnabled())) return;
          await scrub.evaluate((s, frac) => {
            s.value = String(Math.round(frac * Number(s.max)));
            s.dispatchEvent(new Event("input", { bubbles: true }));
          }, f);
        }),
    ),
    fc.tuple(fraction, fraction, fraction, fraction).map(
      ([a, b, c, d]) =>
        new Command(
          `drag (${a.toFixed(2)}, ${b.toFixed(2)}) → (${c.toFixed(2)}, ${d.toFixed(2)})`,
          () => true,
          async (m, real) => {
            const from = await squareAt(real, a, b);
            const to = await squareAt(real, c, d);
            const before = await real.page.evaluate(() => JSON.stringify(window.__walk.controller.request()));
            await dragOn(real, from, to);
            await settle(real);
            const after = await real.page.evaluate(() => JSON.stringify(window.__walk.controller.request()));
            if (setup(m) && before !== after) edited(m);
            // A path's answer is solved again at once after an edit (the live re-solve).
            if (setup(m)) m.answer = await real.page.evaluate(() => window.__walk.controller.answer !== null);
          },
        ),
    ),
    fc.tuple(fc.nat(8), fraction, fraction).map(
      ([tool, a, b]) =>
        new Command(`palette tool ${tool}, click (${a.toFixed(2)}, ${b.toFixed(2)})`, setup, async (m, real) => {
          const tools = real.page.locator(`${real.surface.root} [data-tool]`);
          const n = await tools.count();
          if (n === 0) return;
          const button = tools.nth(tool % n);
          if (!(await button.isVisible())) return;
          await button.click();
          const sq = await squareAt(real, a, b);
          const before = await real.page.evaluate(() => JSON.stringify(window.__walk.controller.request()));
          const [x, y] = await centre(real, sq);
          await real.page.mouse.click(x, y);
          await settle(real);
          const after = await real.page.evaluate(() => JSON.stringify(window.__walk.controller.request()));
          if (before !== after) edited(m);
          m.answer = await real.page.evaluate(() => window.__walk.controller.answer !== null);
        }),
    ),
    fc.constantFrom("undo", "redo").map(
      (name) =>
        new Command(
          name,
          () => true,
          async (m, real) => {
            const before = await real.page.evaluate(() => JSON.stringify([window.__walk.controller.request(), window.__walk.view.played()]));
            if (!(await press(real, name))) return;
            await settle(real);
            const after = await real.page.evaluate(() => JSON.stringify([window.__walk.controller.request(), window.__walk.view.played()]));
            if (setup(m) && before !== after) edited(m);
            if (setup(m)) m.answer = await real.page.evaluate(() => window.__walk.controller.answer !== null);
          },
        ),
    ),
    fc.constant(
      new Command("Play", setup, async (m, real) => {
        if (!(await press(real, "modePlay"))) return;
        const mode = await real.page.evaluate(() => window.__walk.controller.mode);
        if (mode === "play") {
          m.mode = "play";
          m.watch = false;
        }
      }),
    ),
    fc.constant(
      new Command("Setup", playing, async (m, real) => {
        if (!(await press(real, "modeSetup"))) return;
        m.mode = "setup";
        edited(m);
      }),
    ),
    fc.nat(50).map(
      (k) =>
        new Command(`legal move ${k}`, playing, async (_m, real) => {
          const step = await real.page.evaluate(async (i) => {
            const { view, controller, api } = window.__walk;
            const req = controller.request();
            delete req.limits;
            try {
              const legal = api.moves(req, view.played());
              return legal.length ? legal[i % legal.length] : null;
            } catch {
              return null;
            }
          }, k);
          if (step) await dragOn(real, step.from, step.to);
          else {
            // Placement puzzles: a click places or removes.
            const [rows, cols] = await size(real);
            const sq = [k % rows, (k * 7) % cols];
            const [x, y] = await centre(real, sq);
            await real.page.mouse.click(x, y);
          }
        }),
    ),
    fc.constant(new Command("Hint", playing, (_m, real) => press(real, "hint"))),
  ];
  if (surface.lab) {
    list.push(
      fc.constant(
        new Command(
          "Export SVG",
          () => true,
          async (_m, real) => {
            // The export's board is the board drawn (the invariants check that against a fresh view), with the caption under it.
            const [exported, drawn] = await real.page.evaluate(async () => {
              const { exporter } = window.boardExport;
              const cap = await exporter.caption();
              const svg = await exporter.svg();
              return [svg, window.__walk.view.toSvg({ caption: cap.lines, link: cap.link ?? undefined })];
            });
            assert.equal(exported, drawn, "the SVG export is the board drawn, at the step shown");
          },
        ),
      ),
      fc.constant(
        new Command(
          "share link reload",
          (m) => !m.watch,
          async (_m, real) => {
            const { page } = real;
            // The link follows the board 300 ms after a change (app.js scheduleHash).
            await page.waitForTimeout(400);
            const here = await page.evaluate(() => ({
              hash: location.hash,
              request: window.__walk.controller.request(),
              mode: window.__walk.controller.mode,
              played: window.__walk.view.played(),
              placed: window.__walk.view.placed(),
              svg: window.__walk.controller.answer ? null : window.__walk.view.toSvg({}),
            }));
            if (!here.hash) return;
            const other = await real.page.context().newPage();
            try {
              await other.goto(page.url().split("#")[0] + here.hash);
              await other.waitForSelector("html[data-ready]");
              const there = await other.evaluate(() => ({
                request: window.boardController.request(),
                mode: window.boardController.mode,
                played: window.boardView.played(),
                placed: window.boardView.placed(),
                svg: window.boardView.toSvg({}),
              }));
              // A link leaves out what is unset (closed: false, empty lists), as the page's preset match does.
              const set = (r) =>
                Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)));
              assert.deepEqual(set(there.request), set(here.request), "a reloaded link asks the same request");
              assert.equal(there.mode, here.mode, "and is in the same mode");
              assert.deepEqual([there.played, there.placed], [here.played, here.placed], "with the same moves made");
              if (here.svg !== null) assert.equal(there.svg, here.svg, "and draws the same board");
            } finally {
              await other.close();
            }
          },
        ),
      ),
    );
    list.push(
      fc.tuple(fc.integer({ min: 0, max: 100 }), fc.constantFrom("finish", "pause and step", "stop")).map(
        ([speed, how]) =>
          new Command(`Watch at speed ${speed}, ${how}`, setup, async (m, real) => {
            const { page } = real;
            if (!(await page.isVisible("#watch")) || !(await page.isEnabled("#watch"))) return;
            await page.fill("#watch-speed", String(speed));
            // Whether the replay reached its end since the press (a short one can end, and Play start it again, between two reads).
            await page.evaluate(() => {
              const lab = document.querySelector("#lab");
              window.__walkEnded?.disconnect();
              window.__walkEnd = false;
              window.__walkEnded = new MutationObserver(() => {
                if (lab.dataset.traceDone === "true") window.__walkEnd = true;
              });
              window.__walkEnded.observe(lab, { attributes: true, attributeFilter: ["data-trace-done"] });
            });
            if (!(await tap(page, "#watch"))) return;
            m.answer = false; // Watch takes the answer off the board; the one it finds is shown at its end
            const replaying = await page
              .waitForSelector("#watch-controls:not([hidden]), #lab[data-trace-done=true]", { timeout: 10_000 })
              .then(() => true)
              .catch(() => false);
            const typed = await page.evaluate(() => Boolean(window.boardLab.shown?.trace.steps));
            if (!replaying) {
              await tap(page, "#lab-stop"); // the search runs on: Stop cancels it
              m.watch = false;
            } else if (how === "finish") {
              await page.fill("#watch-speed", "100");
              await page.waitForSelector("#lab[data-trace-done=true]", { timeout: 60_000 });
            } else if (how === "pause and step") {
              if ((await page.getAttribute("#watch-play", "data-state")) === "playing") await tap(page, "#watch-play");
              await tap(page, "#watch-forward");
              await tap(page, "#watch-back");
              await tap(page, "#watch-forward");
            } else if (await page.isEnabled("#lab-stop")) {
              await tap(page, "#lab-stop");
            }
            const done = await page.evaluate(() => document.querySelector("#lab").dataset.traceDone === "true");
            // The end shows the answer: a search that draws its own board (typed events) leaves it; a path's colours stay.
            m.watch = await page.evaluate(() => window.boardLab.shown !== null);
            // The answer stays once the replay reached its end, even when Play started the replay again after it.
            if (await page.evaluate(() => window.__walkEnd)) m.answer = await page.evaluate(() => window.__walk.controller.answer !== null);
            if (done) {
              m.answer = await page.evaluate(() => window.__walk.controller.answer !== null);
              if (typed) {
                const why = await page.evaluate(() =>
                  JSON.stringify({
                    ...document.querySelector("#lab").dataset,
                    step: window.boardLab.shown?.step,
                    keys: Object.keys(window.boardLab.shown?.trace ?? {}),
                    len: window.boardLab.shown?.trace.steps?.length,
                    req: window.__walk.controller.request(),
                    status: document.querySelector("#lab-status").textContent,
                  }),
                );
                assert.equal(
                  m.watch,
                  false,
                  `a finished Watch of typed events leaves the board to the answer (${why}; actions: ${real.log.slice(-8).join(" · ")})`,
                );
              }
            }
          }),
      ),
      fc.constant(
        new Command("Watch ▶ or ◀ after its end", setup, async (m, real) => {
          const { page } = real;
          if (!(await page.isVisible("#watch-back"))) return;
          await tap(page, "#watch-back");
          m.watch = await page.evaluate(() => window.boardLab.shown !== null);
        }),
      ),
      fc.boolean().map(
        (stop) =>
          new Command(`Compare${stop ? ", Stop" : " to the end"}`, setup, async (m, real) => {
            const { page } = real;
            if (!(await page.isEnabled("#compare"))) return;
            await tap(page, "#compare");
            m.watch = false;
            if (stop) await tap(page, "#lab-stop");
            const done = await page
              .waitForSelector("#compare-table[data-state=done], #compare-table[data-state=stopped]", { timeout: 20_000 })
              .then(() => true)
              .catch(() => false);
            if (!done) await tap(page, "#lab-stop");
            await page.waitForSelector("#compare-table[data-state=done], #compare-table[data-state=stopped]");
            assert.equal(
              await page.$$eval("#compare-table td.pending", (tds) => tds.filter((td) => td.textContent === "running…").length),
              0,
              "no row left running",
            );
          }),
      ),
    );
  }
  return list;
}

// ------------------------------------------------------------ the walk

/** One of `arbitraries` (each a command's), drawn by WEIGHTS after the first word of a sample's label. */
function weighted(arbitraries) {
  return fc.oneof(
    ...arbitraries.map((arbitrary) => {
      const [{ label }] = fc.sample(arbitrary, { numRuns: 1, seed: 1 });
      return { arbitrary, weight: WEIGHTS[label.split(/[ ,]/)[0]] ?? 1 };
    }),
  );
}

/** Opens the surface and makes `window.__walk` (its view, controller, lab, root, and helpers from the page's own modules). */
async function open(t, surface) {
  const page = await openPage(t, site, { path: surface.path, ready: surface.path === "" });
  await page.evaluate(
    async ({ root, limits }) => {
      window.__walkLong = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__walkLong.push(e.duration);
      }).observe({ type: "longtask" });
      const base = document.querySelector("script[src$='embed.js']")
        ? new URL(".", document.querySelector("script[src$='embed.js']").src)
        : new URL(".", location.href);
      const [{ forView }, { stepCount }, api] = await Promise.all([
        import(new URL("www/controller/request.js", base).href),
        import(new URL("www/answer/answer.js", base).href),
        import(new URL("board_view.js", base).href),
      ]);
      let view;
      let controller;
      let lab = null;
      let rootNode = document;
      if (root === "body") {
        ({ boardView: view, boardController: controller, boardLab: lab } = window);
      } else {
        await customElements.whenDefined("board-puzzle");
        const element = document.querySelector(root);
        await element.ready;
        view = element.view;
        controller = element.controller;
        rootNode = element.shadowRoot;
      }
      controller.limits = limits;
      window.__walk = { view, controller, lab, root: rootNode, forView, stepCount, api };
    },
    { root: surface.root, limits: LIMITS },
  );
  // Errors also fail the walk at the action that raised them (openPage fails the test at its end), so fast-check shrinks to them.
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const real = { page, surface, cdp, errors, cpu: { thread: 0, tasks: 0 }, longs: new Map(), log: [], ran: [] };
  const { metrics } = await cdp.send("Performance.getMetrics");
  real.cpu = { thread: metrics.find((m) => m.name === "ThreadTime")?.value ?? 0, tasks: metrics.find((m) => m.name === "TaskDuration")?.value ?? 0 };
  return real;
}

const fresh = () => ({ mode: "setup", answer: false, watch: false });

/**
 * A long task seen on the first look is a real one when the same action
 * of the same walk, replayed on a fresh page, holds the main thread for
 * 100 ms or more again: a busy neighbour stretches a task only sometimes.
 */
async function secondLook(t, surface, first) {
  const again = await open(t, surface);
  try {
    const model = fresh();
    await check(model, again, "opening");
    for (const command of first.ran) if (command.check({ ...model })) await command.run(model, again);
  } finally {
    await again.page.context().close();
  }
  return [...first.longs.keys()].filter((i) => again.longs.has(i)).map((i) => `${first.longs.get(i)}; again ${again.longs.get(i)}`);
}

function walk(name, surface, seeds) {
  for (const seed of seeds) {
    test(`UI walk on the ${name}, seed ${seed}: ${ACTIONS} actions, invariants after each`, { timeout: 120_000 + ACTIONS * 8_000 }, async (t) => {
      await fc.assert(
        // A walk of exactly ACTIONS actions (an action whose check fails in the model's state is skipped); shrinking drops actions.
        // Each action may shrink to null (skipped): a failure shrinks to the fewest actions that still fail.
        fc.asyncProperty(
          fc.array(fc.option(weighted(commands(surface)), { nil: null, freq: 1_000 }), { minLength: ACTIONS, maxLength: ACTIONS }),
          async (cmds) => {
            figures.walks += 1;
            const real = await open(t, surface);
            try {
              const model = fresh();
              await check(model, real, "opening");
              for (const command of cmds) if (command?.check({ ...model })) await command.run(model, real);
            } finally {
              if (process.env.UI_WALK_LOG) console.log(`${surface.root} seed ${seed}: ${real.log.join(" · ")}`);
              await real.page.context().close();
            }
            if (real.longs.size) {
              t.diagnostic(`long tasks on the first look: ${[...real.longs.values()].join("; ")}`);
              const repeated = await secondLook(t, surface, real);
              if (repeated.length) throw new Error(`main-thread tasks of ${BUDGET_MS} ms or more, twice: ${repeated.join("; ")}`);
            }
          },
        ),
        // One walk per seed; a failure is shrunk (each try a fresh page) for at most four minutes.
        { seed, numRuns: 1, endOnFailure: false, interruptAfterTimeLimit: 240_000, markInterruptAsFailure: true, verbose: 0 },
      );
    });
  }
}

walk("page", SURFACES.page, SEEDS);
walk("element", SURFACES.element, SEEDS.slice(0, Math.max(1, SEEDS.length - 1)));

test("the walks' figures", () => {
  console.log(`UI walk: ${figures.walks} walks, ${figures.actions} actions, ${figures.checks} invariant checks`);
  assert.ok(figures.actions > 0 || SEEDS.length === 0);
});
