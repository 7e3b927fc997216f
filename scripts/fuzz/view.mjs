// The fuzz campaign of BoardView (issue 40): every method of the class, in
// both wasm modules (dist/board_view.js, the page's, and
// dist/board_puzzles.js), called with good arguments (squares on the board,
// the preset's own answer, trace and packed steps, a canvas), arguments of
// the wrong type (numbers for strings, strings for numbers, BigInts,
// symbols, functions, boxed values) and the hostile values of hostile.mjs
// (sparse arrays up to 2^32 − 1, Proxies lying or throwing, revoked
// Proxies, throwing getters, typed arrays, 1 MB strings), plus a Proxy of
// a canvas and option objects whose getters call back into the view.
//
// After every call the view must still answer (`rows()`): a view left
// unusable ("recursive use of an object detected") is *poisoned*. A trap
// (WebAssembly.RuntimeError) ends the module instance: it is counted and a
// fresh instance goes on. An Error whose message is wasm-bindgen's glue
// ("is not a function", "invalid type", "recursive use", …) rather than
// the API's words is counted as *glue*. Used by tests/node_view_fuzz.test.mjs
// (a bounded run) and scripts/fuzz.mjs (the campaign on record, FUZZ_VIEW_CALLS).
//
// Node has no canvas: `installCanvas` defines HTMLCanvasElement and
// CanvasRenderingContext2D as small classes that check their receiver as
// the browser's do (a private field stands for the element's internal
// slots, so a Proxy of a canvas is refused the same way), with a context
// whose drawing calls do nothing. What is fuzzed is the boundary — the
// glue, the argument readers and the view's state — not the pixels, which
// the e2e tests check in Chromium.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { HOSTILE_KINDS, preview, throwingProxy } from "./hostile.mjs";
import { Source, seedOf } from "./requests.mjs";

/** The two modules that export BoardView. */
export const VIEW_MODULES = ["board_view", "board_puzzles"];

/**
 * Every method of BoardView and the kinds of its arguments (see `good`).
 * A method the class has and this table lacks fails the bounded test.
 */
export const VIEW_METHODS = {
  setRequest: ["request"],
  request: [],
  puzzle: [],
  positionText: [],
  goalText: [],
  setPositionText: ["position"],
  setGoalText: ["goal"],
  rows: [],
  cols: [],
  legend: [],
  pieceSvg: ["tool"],
  setSize: ["side", "side"],
  setTool: ["tool"],
  tool: [],
  setEditing: ["editing"],
  editing: [],
  setReadOnly: ["flag"],
  setLabels: ["labels"],
  labels: [],
  setDark: ["flag"],
  dark: [],
  resize: ["size", "size", "dpr"],
  pointerDown: ["x", "y"],
  pointerMove: ["x", "y"],
  pointerUp: ["x", "y"],
  pointerCancel: [],
  pointerLeave: [],
  key: ["key"],
  undo: [],
  redo: [],
  canUndo: [],
  canRedo: [],
  zoom: ["x", "y", "factor"],
  resetZoom: [],
  zoomed: [],
  cursor: [],
  squareAt: ["x", "y"],
  squareCenter: ["row", "col"],
  cell: ["row", "col"],
  marker: ["marker"],
  setAnswer: ["answer", "packed"],
  checkAnswer: ["count"],
  answerChecked: [],
  setPlacementPacked: ["packedSquares"],
  solutions: [],
  solution: [],
  setSolution: ["count"],
  added: [],
  addedCount: [],
  addedText: ["count?", "count?"],
  attacked: [],
  visits: [],
  clearAnswer: [],
  steps: [],
  stepPieces: ["count?"],
  answerError: [],
  setPlayback: ["t"],
  playback: [],
  step: [],
  shownPosition: [],
  draw: [],
  setTrace: ["trace"],
  setTraceStep: ["count"],
  traceCounts: [],
  traceStepCounts: [],
  traceRecent: ["count"],
  traceDepths: [],
  clearTrace: [],
  renderTo: ["canvas", "size", "size", "dpr", "options"],
  toSvg: ["options"],
  squarePixels: ["options"],
  moveLines: ["flag", "count?", "count?"],
  setPlay: ["play"],
  playing: [],
  played: [],
  placed: [],
  playMoves: [],
  playSolved: [],
  playStep: ["step"],
  playPlace: ["row", "col"],
  playRemove: ["row", "col"],
  playUndo: ["flag"],
  canPlayUndo: ["flag"],
  playRestart: [],
  refusal: [],
  setHint: ["square?", "square?"],
};

/** The methods of `BoardView.prototype` (not `free`, which ends the view). */
export function methodsOf(BoardView) {
  return Object.getOwnPropertyNames(BoardView.prototype).filter(
    (k) => k !== "constructor" && k !== "free" && !k.startsWith("__") && typeof BoardView.prototype[k] === "function",
  );
}

// ------------------------------------------------------------- the canvas

/**
 * Defines `HTMLCanvasElement` and `CanvasRenderingContext2D` on the global
 * object when it has none (Node): `new HTMLCanvasElement()` is a canvas of
 * 300 × 150 whose `width`, `height` and `getContext` refuse any receiver
 * that is not one (a Proxy of one included), as the browser's do.
 */
export function installCanvas() {
  if (typeof globalThis.HTMLCanvasElement === "function") return;
  const noop = () => undefined;
  class CanvasRenderingContext2D {
    constructor(canvas) {
      this.canvas = canvas;
    }
  }
  // Every drawing call the painter makes does nothing; property writes land on the instance.
  for (const name of [
    "arc",
    "beginPath",
    "clearRect",
    "closePath",
    "drawImage",
    "ellipse",
    "fill",
    "fillRect",
    "fillText",
    "lineTo",
    "moveTo",
    "putImageData",
    "rect",
    "restore",
    "save",
    "scale",
    "setTransform",
    "stroke",
    "strokeRect",
    "strokeText",
    "translate",
    "setLineDash",
  ]) {
    CanvasRenderingContext2D.prototype[name] = noop;
  }
  CanvasRenderingContext2D.prototype.measureText = () => ({ width: 10 });
  class HTMLCanvasElement {
    #width = 300;
    #height = 150;
    #context = null;
    static #check(that) {
      if (!(that instanceof Object) || !(#width in that)) throw new TypeError("Illegal invocation");
    }
    get width() {
      HTMLCanvasElement.#check(this);
      return this.#width;
    }
    set width(v) {
      HTMLCanvasElement.#check(this);
      this.#width = Number(v) >>> 0;
    }
    get height() {
      HTMLCanvasElement.#check(this);
      return this.#height;
    }
    set height(v) {
      HTMLCanvasElement.#check(this);
      this.#height = Number(v) >>> 0;
    }
    getContext(kind) {
      HTMLCanvasElement.#check(this);
      if (kind !== "2d") return null;
      this.#context ??= new CanvasRenderingContext2D(this);
      return this.#context;
    }
  }
  globalThis.HTMLCanvasElement = HTMLCanvasElement;
  globalThis.CanvasRenderingContext2D = CanvasRenderingContext2D;
}

/** A canvas element (Chromium's, or the stand-in of `installCanvas`). */
export function makeCanvas() {
  return typeof document === "object" ? document.createElement("canvas") : new globalThis.HTMLCanvasElement();
}

// ------------------------------------------------------------- the modules

let instances = 0;

/**
 * A fresh instance of module `name` of `dist` (a query string makes the
 * glue a new ES module, so that a trapped instance is left behind).
 */
export async function loadView(dist, name) {
  const url = `${pathToFileURL(join(dist, `${name}.js`)).href}?view=${++instances}`;
  const api = await import(url);
  api.initSync({ module: readFileSync(join(dist, `${name}_bg.wasm`)) });
  return api;
}

/**
 * The presets the views show (boards of at most 4 096 squares), each with
 * what good arguments need: its puzzle's editor, and an answer (with a
 * trace when an algorithm of the puzzle records one) solved by `solver`
 * (board_puzzles.js) within 200 ms.
 */
export function presetsOf(solver) {
  const out = [];
  for (const info of solver.puzzles()) {
    const traced = info.algorithms.find((a) => a.traced)?.id;
    for (const preset of info.presets) {
      const request = preset.request;
      let rows = request.rows ?? request.n ?? 8;
      let cols = request.cols ?? request.n ?? 8;
      if (typeof request.board === "string") {
        const lines = request.board.split("/");
        rows = lines.length;
        cols = Math.max(...lines.map((l) => l.length));
      }
      if (rows * cols > 4096) continue;
      const solve = (extra) => {
        try {
          return solver.solve({ ...request, ...extra, limits: { millis: 200 } });
        } catch {
          return null;
        }
      };
      const answer = solve({});
      const traced_ = traced ? solve({ algorithm: traced, trace: true }) : null;
      out.push({ info, request, rows, cols, answer, trace: traced_?.trace ?? null });
    }
  }
  return out;
}

/** `steps` packed as solvePacked packs them: six numbers a step. */
export function pack(steps) {
  const out = new Uint32Array(6 * steps.length);
  steps.forEach((s, i) => {
    out.set([...s.from, ...s.to, ...(s.over ?? [2 ** 32 - 1, 2 ** 32 - 1])], 6 * i);
  });
  return out;
}

// ------------------------------------------------------------- arguments

const KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ", "Delete", "Backspace", "Escape", "a", "N", "Tab"];

/** A good argument of kind `kind` for the view showing `p` (a preset of presetsOf). */
function good(s, kind, p, view) {
  const sq = () => [s.int(0, p.rows - 1), s.int(0, p.cols - 1)];
  switch (kind) {
    case "request":
      return s.chance(0.8) ? p.request : { ...p.request, rows: s.int(1, 12), cols: s.int(1, 12), board: undefined };
    case "play":
      return s.chance(0.8) ? p.request : null;
    case "position":
    case "goal": {
      const text = kind === "goal" ? view.goalText() : view.positionText();
      if (typeof text !== "string") return "N.N/.../n.n";
      if (s.chance(0.5) || text.length === 0) return text;
      const chars = [...text];
      chars[s.int(0, chars.length - 1)] = s.pick([".", "#", "N", "n", "Q", "o", "x", "/"]);
      return chars.join("");
    }
    case "side":
      return s.int(1, 12);
    case "tool":
      return s.pick(["move", ...p.info.editor.palette]);
    case "editing":
      return s.pick(["position", "goal"]);
    case "labels":
      return s.pick(["numbers", "chess"]);
    case "flag":
      return s.chance(0.5);
    case "size":
      return s.int(0, 900);
    case "dpr":
      return s.pick([1, 2, 0.5, 3]);
    case "x":
    case "y":
      return s.int(-20, 600) + s.int(0, 9) / 10;
    case "factor":
      return s.pick([2, 0.5, 1.1, 0.9]);
    case "t":
      return s.int(0, 40) + s.int(0, 3) / 4;
    case "row":
      return s.int(0, p.rows);
    case "col":
      return s.int(0, p.cols);
    case "key":
      return s.pick(KEYS);
    case "marker":
      return s.pick(["from", "to", "via"]);
    case "answer":
      if (s.chance(0.75) && p.answer) return p.answer;
      return s.pick([
        () => ({}),
        () => ({ steps: [] }),
        () => ({ placement: [sq()] }),
        () => ({ solutions: [[sq()], [sq()]] }),
        () => ({ steps: [{ from: sq(), to: [2 ** 32 - 1, 5] }] }),
        () => ({ placement: [[2 ** 32 - 1, 2 ** 32 - 1], sq()] }),
        () => ({ solutions: [] }),
        // Past 20 000 steps: shown at once, checked by checkAnswer in slices.
        () => ({ steps: Array.from({ length: 20_001 }, () => ({ from: sq(), to: sq() })) }),
      ])();
    case "packed":
      if (s.chance(0.7)) return s.chance(0.4) && p.answer?.steps ? pack(p.answer.steps) : undefined;
      return s.pick([
        () => new Uint32Array(0),
        () => new Uint32Array(Array.from({ length: 6 * s.int(1, 5) }, () => s.int(0, 9))),
        () => new Uint32Array(6 * 20_001).map(() => s.int(0, 9)),
      ])();
    case "packedSquares":
      return new Uint32Array(Array.from({ length: s.int(0, 4) }, sq).flat());
    case "trace": {
      if (s.chance(0.7)) return p.trace ?? { events: [0, 1, 2, 3] };
      // Well-typed but odd: values past the board, heat maps of any shape.
      const numbers = () => Array.from({ length: s.int(0, 40) }, () => s.pick([0, 1, 2, 17, s.int(0, 5000), 2 ** 28, 2 ** 32 - 1]));
      const side = () => s.pick([0, 1, 3, 8, 2 ** 16, 2 ** 32 - 1]);
      return s.pick([
        () => ({ events: numbers() }),
        () => ({ steps: numbers() }),
        () => ({ steps: new Uint32Array(numbers()) }),
        () => ({ heat: { block: s.int(0, 4), rows: side(), cols: side(), order: numbers(), expanded: s.pick([0, 1, 2 ** 32 - 1]) } }),
      ])();
    }
    case "count":
      return s.int(0, 50);
    case "count?":
      return s.chance(0.3) ? undefined : s.int(0, 50);
    case "canvas":
      return makeCanvas();
    case "options":
      return Object.fromEntries(
        [
          ["labels", s.chance(0.5)],
          ["path", s.chance(0.5)],
          ["numbers", s.chance(0.5)],
          ["attacks", s.chance(0.5)],
          ["step", s.int(0, 20)],
          ["placed", s.int(0, 10)],
          ["goal", s.chance(0.5)],
          ["window", s.chance(0.5)],
          ["caption", ["Knight swap", "16 moves"]],
          ["link", "https://example.org/#p=1"],
        ].filter(() => s.chance(0.3)),
      );
    case "step": {
      const st = p.answer?.steps;
      return st?.length && s.chance(0.6) ? st[s.int(0, st.length - 1)] : { from: sq(), to: sq() };
    }
    case "square?":
      return s.chance(0.2) ? undefined : sq();
    default:
      throw new Error(`view fuzz: no argument kind ${kind}`);
  }
}

/** Values of the wrong type for any argument. */
const WRONG = [
  () => 5,
  () => -1,
  () => 0.5,
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => 2 ** 32,
  () => 2 ** 53,
  () => "5",
  () => "",
  () => "move",
  () => true,
  () => null,
  () => undefined,
  () => ({}),
  () => [],
  () => [1, 2],
  () => ({ length: -5 }),
  () => ({ length: 2 ** 31 }),
  () => () => 1,
  () => Symbol("x"),
  () => 10n,
  () => new String("move"),
  () => new Number(5),
  () => Object.create(null),
  () => new Date(0),
  () => /x/,
  () => new Map(),
  () => ({
    valueOf() {
      throw new Error("valueOf throws");
    },
    toString() {
      throw new Error("toString throws");
    },
  }),
];

/** Hostile values that do not depend on the good one, made once (some are large). */
const fixed = new Map();

/** A hostile stand-in for `goodValue` (hostile.mjs, a Proxy of it, or one that calls back into the view). */
function hostile(s, goodValue, view) {
  const k = s.int(0, HOSTILE_KINDS.length + 3);
  if (k < HOSTILE_KINDS.length) {
    const [name, make] = HOSTILE_KINDS[k];
    if (/sparse|Proxy of length|Proxy that throws|revoked|odd length|BigUint|DataView|2\^22|1 000 000/.test(name) && !name.startsWith("good")) {
      if (!fixed.has(name)) fixed.set(name, make(goodValue));
      return fixed.get(name);
    }
    return make(goodValue);
  }
  if (k === HOSTILE_KINDS.length) return throwingProxy(typeof goodValue === "object" && goodValue !== null ? goodValue : {});
  if (k === HOSTILE_KINDS.length + 1) {
    // A Proxy of the good value (a canvas, an answer …) whose every read throws after the first.
    let reads = 0;
    const target = typeof goodValue === "object" && goodValue !== null ? goodValue : {};
    return new Proxy(target, {
      get(t, key) {
        if (reads++ > 0) throw new Error("the second read throws");
        return Reflect.get(t, key);
      },
    });
  }
  // Getters that call back into the view while it reads them.
  const back = {};
  for (const key of ["labels", "steps", "events", "from", "to", "placement", "puzzle", "length", "0"]) {
    Object.defineProperty(back, key, {
      enumerable: key !== "length" && key !== "0",
      get() {
        view.setTool("move");
        view.rows();
        return s.chance(0.5) ? [0, 0] : true;
      },
    });
  }
  return back;
}

/** An argument for `kind`: good (55 %), of the wrong type (20 %) or hostile (25 %). */
function argument(s, kind, p, view) {
  const r = s.int(0, 99);
  if (r < 55) return good(s, kind, p, view);
  if (r < 75) return s.pick(WRONG)();
  return hostile(s, good(s, kind, p, view), view);
}

// ------------------------------------------------------------- the run

/** Words of wasm-bindgen's glue or of a trap, never of the API. */
const GLUE =
  /recursive use|unsafe aliasing|is not a function|invalid type|null pointer|Cannot read prop|Cannot convert|is not iterable|unreachable|memory access|expected struct|charCodeAt|is not a constructor|undefined is not|object null is not/i;

/**
 * Calls every method of BoardView `perMethod` times in module `name` of
 * `dist`, round robin, with arguments drawn from `seed`; returns the tally:
 * calls and outcomes per method, traps, poisoned views, glue messages,
 * throws that are not Errors (the first few of each in full), the slowest
 * call, the wall time.
 */
export async function runViewCampaign({ dist, name, perMethod, seed, onProgress }) {
  installCanvas();
  const solver = await loadView(dist, "board_puzzles");
  const presets = presetsOf(solver);
  let api = await loadView(dist, name);
  const names = methodsOf(api.BoardView);
  const missing = names.filter((m) => !(m in VIEW_METHODS));
  const tally = {
    module: name,
    methods: names.length,
    missing,
    calls: 0,
    byMethod: Object.fromEntries(names.map((m) => [m, { calls: 0, returned: 0, errors: 0 }])),
    traps: [],
    poisoned: [],
    glue: [],
    badThrows: [],
    counts: { traps: 0, poisoned: 0, glue: 0, badThrows: 0 },
    slowest: { ms: -1 },
    wallMs: 0,
  };
  const keep = (list, item) => list.length < 20 && list.push(item);
  const s = new Source(seedOf(seed, name.length));
  let view = null;
  let preset = presets[0];
  const fresh = () => {
    preset = s.pick(presets);
    try {
      view?.free();
    } catch {
      // a poisoned view may refuse to be freed: it is left behind
    }
    view = new api.BoardView(makeCanvas());
    try {
      view.setRequest(preset.request);
    } catch {
      // a preset the page's module cannot show stays the default board
    }
  };
  fresh();
  const t0 = performance.now();
  let lastReport = t0;
  const total = perMethod * names.length;
  for (let i = 0; i < total; i++) {
    if (i % 400 === 0) fresh();
    const method = names[i % names.length];
    const kinds = VIEW_METHODS[method] ?? [];
    // Methods of no argument get one now and then: JavaScript ignores it, the glue must too.
    const args = kinds.length ? kinds.map((k) => argument(s, k, preset, view)) : s.chance(0.1) ? [s.pick(WRONG)()] : [];
    const show = () => `${method}(${args.map((a) => preview(a, 80)).join(", ")})`;
    const t = performance.now();
    const entry = tally.byMethod[method];
    entry.calls++;
    tally.calls++;
    try {
      view[method](...args);
      entry.returned++;
    } catch (e) {
      entry.errors++;
      if (e instanceof WebAssembly.RuntimeError) {
        tally.counts.traps++;
        keep(tally.traps, { i, call: show(), message: String(e.message).slice(0, 200) });
        api = await loadView(dist, name);
        fresh();
        continue;
      }
      if (!(e instanceof Error) || typeof e.message !== "string" || e.message.length === 0) {
        tally.counts.badThrows++;
        keep(tally.badThrows, { i, call: show(), thrown: preview(e, 100) });
      } else if (GLUE.test(e.message.replace(/ threw .*$/s, ""))) {
        tally.counts.glue++;
        keep(tally.glue, { i, call: show(), message: e.message.slice(0, 200) });
      }
    }
    const ms = performance.now() - t;
    if (ms > tally.slowest.ms) tally.slowest = { ms, i, call: show() };
    try {
      if (typeof view.rows() !== "number") throw new Error("rows() is not a number");
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError) {
        tally.counts.traps++;
        keep(tally.traps, { i, call: show(), message: `after the call: ${String(e.message).slice(0, 200)}` });
        api = await loadView(dist, name);
      } else {
        tally.counts.poisoned++;
        keep(tally.poisoned, { i, call: show(), message: String(e?.message ?? e).slice(0, 200) });
      }
      fresh();
    }
    const now = performance.now();
    if (onProgress && now - lastReport > 15_000) {
      lastReport = now;
      onProgress(tally);
    }
  }
  tally.wallMs = performance.now() - t0;
  return tally;
}
