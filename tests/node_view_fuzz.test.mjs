// BoardView's doors (issue 40): in both modules that export it
// (dist/board_view.js, the page's, and dist/board_puzzles.js), every method
// reads its arguments itself — a wrong type is an Error in the API's words,
// never a trap of wasm-bindgen's glue — and an argument that throws while it
// is read leaves the view usable. Then a bounded run of the fuzz campaign
// of scripts/fuzz/view.mjs: every method called with good, wrongly typed and
// hostile arguments (scripts/fuzz.sh runs the long one, FUZZ_VIEW_CALLS).
// Node has no canvas: view.mjs's installCanvas stands one in (see there).
// Run after scripts/build.sh:  node --test tests/node_view_fuzz.test.mjs
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sparse, throwingProxy } from "../scripts/fuzz/hostile.mjs";
import { VIEW_METHODS, VIEW_MODULES, installCanvas, loadView, makeCanvas, methodsOf, runViewCampaign } from "../scripts/fuzz/view.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
const modules = {};

before(async () => {
  assert.ok(existsSync(join(dist, "board_view.js")), "dist/ is missing: run ./scripts/build.sh first");
  installCanvas();
  for (const name of VIEW_MODULES) modules[name] = await loadView(dist, name);
});

/** The Error `call` throws: never a trap, always an Error with a message. */
function thrown(call) {
  try {
    call();
  } catch (e) {
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `the module trapped: ${e.message}`);
    assert.ok(e instanceof Error, `threw ${String(e)}, not an Error`);
    return e.message;
  }
  assert.fail("the call was accepted");
}

/** The view still answers, and draws. */
function usable(view) {
  assert.equal(typeof view.rows(), "number");
  assert.match(view.toSvg(), /^<svg/);
  view.setTool("move");
}

for (const name of VIEW_MODULES) {
  test(`${name}: a wrong type is an Error naming the method and what it takes`, () => {
    const view = new modules[name].BoardView(makeCanvas());
    assert.equal(
      thrown(() => view.setTool(5)),
      '`setTool` takes a tool name ("move" or a palette symbol), got a number (5)',
    );
    assert.equal(
      thrown(() => view.setGoalText({ length: -5 })),
      "`setGoalText` takes a goal text, got an object",
    );
    assert.equal(
      thrown(() => view.setPositionText(() => 1)),
      "`setPositionText` takes a position text, got a function",
    );
    assert.match(
      thrown(() => view.setPositionText("x".repeat(5_000_000))),
      /of at most 4,000,000 characters, got a string \('xxx/,
    );
    assert.equal(
      thrown(() => view.key(Symbol("k"))),
      "`key` takes a key name (KeyboardEvent.key), got a symbol",
    );
    assert.equal(
      thrown(() => view.marker(7n)),
      '`marker` takes a marker name ("from" or "to"), got a BigInt',
    );
    assert.equal(
      thrown(() => view.setEditing(null)),
      '`setEditing` takes a board name ("position" or "goal"), got null',
    );
    assert.equal(
      thrown(() => view.setSize("8", 8)),
      "`setSize`: `rows` must be a whole number from 0 to 4294967295, got a string ('8')",
    );
    assert.equal(
      thrown(() => view.cell(-1, 0)),
      "`cell`: `row` must be a whole number from 0 to 4294967295, got a number (-1)",
    );
    assert.equal(
      thrown(() => view.pointerDown({}, 3)),
      "`pointerDown`: `x` must be a number, got an object",
    );
    assert.equal(
      thrown(() => view.setReadOnly(1)),
      "`setReadOnly` takes true or false, got a number (1)",
    );
    assert.equal(
      thrown(() => view.setLabels(3)),
      '`setLabels` takes a label style ("numbers" or "chess"), got a number (3)',
    );
    assert.equal(
      thrown(() => view.setLabels("roman")),
      "unknown label style 'roman': use numbers or chess",
    );
    assert.equal(
      thrown(() => view.setDark("yes")),
      "`setDark` takes true or false, got a string ('yes')",
    );
    assert.equal(
      thrown(() => view.moveLines(false, 0.5)),
      "`moveLines`: `first` must be a whole number from 0 to 4294967295, got a number (0.5)",
    );
    assert.equal(
      thrown(() => view.toSvg({ labels: "yes" })),
      "`toSvg`: `options.labels` must be true or false, got a string ('yes')",
    );
    assert.equal(
      thrown(() => view.toSvg({ lables: true })),
      "`toSvg`: unknown field `options.lables`; did you mean `labels`?",
    );
    assert.equal(
      thrown(() => view.toSvg(5)),
      "`toSvg`: `options` must be an object of options (labels, path, numbers, attacks, step, placed, goal, window, caption, link), got a number (5)",
    );
    assert.equal(
      thrown(() => view.playStep({ from: "a1", to: [2, 1] })),
      "`playStep`: `step.from` must be [row, col], got a string ('a1')",
    );
    assert.equal(
      thrown(() => view.setHint(sparse(2 ** 32 - 1))),
      "`setHint`: `from` must be [row, col], got an array of 4,294,967,295 elements",
    );
    assert.equal(
      thrown(() => view.setAnswer({ steps: [{ from: [0, 0] }] })),
      "`setAnswer`: `answer.steps[0].to` is missing: a step is {from, to, over?}",
    );
    assert.equal(
      thrown(() => view.setAnswer({}, [1, 2, 3, 4, 5, 6])),
      "`setAnswer`: `packed` must be a Uint32Array of six numbers a step (solvePacked's `steps`), got an array of 6 elements ([1,2,3,4,5,6])",
    );
    assert.equal(
      thrown(() => view.setPlacementPacked(new Float64Array(2))),
      "`setPlacementPacked` takes a list of at most 200,000,000 whole numbers (an array or a Uint32Array), got a Float64Array of 2 numbers",
    );
    assert.equal(
      thrown(() => view.setTrace({ events: [1, -1] })),
      "`setTrace`: `trace.events[1]` must be a whole number from 0 to 4294967295, got a number (-1)",
    );
    assert.equal(
      thrown(() => view.renderTo({}, 10, 10, 1)),
      "`renderTo`: `canvas` must be a canvas element (HTMLCanvasElement), got an object",
    );
    assert.match(
      thrown(() => new modules[name].BoardView(new Proxy(makeCanvas(), {}))),
      /^`new BoardView` takes a canvas element/,
    );
    usable(view);
  });

  test(`${name}: an argument that throws while it is read leaves the view usable`, () => {
    const view = new modules[name].BoardView(makeCanvas());
    const boom = () => throwingProxy({}, "boom");
    const calls = {
      toSvg: () => view.toSvg(boom()),
      squarePixels: () => view.squarePixels(boom()),
      renderTo: () => view.renderTo(makeCanvas(), 50, 50, 1, boom()),
      renderToCanvas: () => view.renderTo(throwingProxy(makeCanvas()), 50, 50, 1),
      setAnswer: () => view.setAnswer(boom()),
      playStep: () => view.playStep(boom()),
      setTrace: () => view.setTrace(boom()),
      setRequest: () => view.setRequest(boom()),
      setHint: () => view.setHint(throwingProxy([0, 0])),
      setPlacementPacked: () => view.setPlacementPacked(throwingProxy([0, 0])),
    };
    for (const [what, call] of Object.entries(calls)) {
      const message = thrown(call);
      assert.doesNotMatch(message, /recursive use|invalid type|is not a function/, `${what}: ${message}`);
      usable(view);
    }
    assert.match(thrown(calls.toSvg), /^`toSvg`: reading `options` threw Error: boom: this Proxy throws/);
    // A getter that calls the view back while the view reads it: refused as what it threw, the view still usable.
    const reentrant = {
      get labels() {
        view.setTool("move");
        return true;
      },
    };
    assert.match(
      thrown(() => view.toSvg(reentrant)),
      /^`toSvg`: reading `options.labels` threw Error: /,
    );
    usable(view);
  });

  test(`${name}: good arguments still work`, () => {
    const view = new modules[name].BoardView(makeCanvas());
    view.setRequest({ puzzle: "knight-swap", board: "N.N/.../n.n", goal: "n.n/.../N.N" });
    view.setTool("N");
    assert.equal(view.tool(), "N");
    view.setEditing("goal");
    assert.equal(view.editing(), "goal");
    view.setEditing("position");
    view.setSize(4, 4);
    assert.equal(view.cols(), 4);
    view.setPositionText("N.N/.../n.n");
    assert.equal(view.cell(0, 0), "N");
    assert.equal(view.cell(9, 9), undefined);
    view.resize(300, 300, 2);
    assert.equal(typeof view.pointerDown(10.5, 10), "boolean");
    view.pointerUp(10.5, 10);
    assert.equal(typeof view.key("ArrowDown"), "boolean");
    view.setAnswer({ steps: [{ from: [0, 0], to: [2, 1] }] }, undefined);
    assert.equal(view.steps(), 1);
    view.setAnswer({}, new Uint32Array([0, 0, 2, 1, 2 ** 32 - 1, 2 ** 32 - 1, 0, 2, 1, 0, 2 ** 32 - 1, 2 ** 32 - 1]));
    assert.equal(view.steps(), 2);
    assert.match(view.moveLines(false, undefined, 1), /^1\. \(0, 0\) → \(2, 1\)\n?$/);
    view.setPlayback(1.5);
    assert.equal(view.step(), 1);
    assert.match(view.toSvg({ caption: ["Guarini"], link: "https://example.org", step: 1, labels: false }), /Guarini/);
    assert.equal(typeof view.renderTo(makeCanvas(), 40, 40, 1, { window: true }), "boolean");
    view.setRequest({ puzzle: "n-queens", n: 4 });
    view.setPlay({ puzzle: "n-queens", n: 4 });
    assert.equal(view.playPlace(0, 1), true);
    view.setHint([1, 3], undefined);
    view.setHint(undefined, undefined);
    assert.equal(view.playUndo(true), true);
    assert.equal(view.canPlayUndo(false), true);
    view.setPlay(null);
    view.setPlacementPacked(new Uint32Array([0, 1, 1, 3, 2, 0, 3, 2]));
    assert.equal(view.addedText(0, 2), "(0, 1) (1, 3)");
    view.setPlacementPacked([0, 1, 1, 3, 2, 0, 3, 2]);
    assert.equal(view.addedCount(), 4);
  });
}

test("every method of BoardView has a fuzz entry", () => {
  for (const name of VIEW_MODULES) {
    const missing = methodsOf(modules[name].BoardView).filter((m) => !(m in VIEW_METHODS));
    assert.deepEqual(missing, [], `${name}: methods without an entry in scripts/fuzz/view.mjs VIEW_METHODS`);
  }
});

test("fuzzed calls to every method of BoardView, both modules: no trap, no poisoned view, no glue message", async () => {
  for (const name of VIEW_MODULES) {
    const t = await runViewCampaign({ dist, name, perMethod: 150, seed: 20_261_128 });
    const show = (list) => JSON.stringify(list.slice(0, 3));
    assert.deepEqual(t.missing, []);
    assert.equal(t.calls, 150 * t.methods);
    assert.equal(t.counts.traps, 0, `${name}: traps ${show(t.traps)}`);
    assert.equal(t.counts.poisoned, 0, `${name}: poisoned views ${show(t.poisoned)}`);
    assert.equal(t.counts.glue, 0, `${name}: glue messages ${show(t.glue)}`);
    assert.equal(t.counts.badThrows, 0, `${name}: throws that are not Errors ${show(t.badThrows)}`);
    // Good arguments reach the view: every method answered some calls.
    for (const [m, c] of Object.entries(t.byMethod)) assert.ok(c.returned > 0, `${name}: ${m} never answered: ${JSON.stringify(c)}`);
  }
});
