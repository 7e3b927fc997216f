// <board-puzzle>: the playground's board as an element for course notes.
//
//   <script type="module" src="https://…/embed.js"></script>
//   <board-puzzle puzzle="knight-swap" board="nnn/.../.../NNN" goal="NNN/.../.../nnn"></board-puzzle>
//
// Attributes: the request's fields (request.js FIELDS: puzzle, board, rows,
// cols, off, random-off, grid, goal, from, to, closed, n, mode,
// max-solutions, finish, minimize, diagonal, algorithm; values as in the JS
// API, squares and random-off as JSON such as from="[0,0]"), plus
//   readonly   no editing: the answer is solved at once, for playback only;
//   autoplay   solve at once and play (not under prefers-reduced-motion);
//   controls   which controls show, space-separated from
//              tools solve play step reset scrub stats moves keys
//              options algorithm progress solutions history speed
//              export (default "tools solve play step reset stats
//              progress solutions history"; "all"; "none"); "export" adds
//              the Export panel (www/export-panel.js: PNG, SVG, GIF,
//              moves as text, printable sheet), as on the page;
//   worker-memory-mb  the solver worker's wasm memory ceiling (MB, default
//              512): after an answer, a worker above it is replaced;
//   parallel   "false": counts run on one worker, not one per core;
//   mode       "play": the board opens in Play mode (an exercise: moves by
//              the puzzle's rules, the coach judges each; Setup/Play
//              toggle above the board), "setup" (default); other values
//              are the request's mode ("one", "all", "count");
//   played / placed  moves already made ("r,c-r,c_r,c-r,c") or pieces
//              placed ("r,c_r,c"), as in the page's share links;
//   compact    smaller controls, icons without labels, no key help: for
//              slides and narrow columns.
// Size: the element takes its container's width (at most 560 px) and
// narrows its board, centred, so that the board and the Solve and playback
// row fit the viewport's height (a 1280 × 720 slide included); it is an
// inline-block, so it centres where its container centres text.
// Everything the page does with a position and an answer is here too: the
// element and the page share one controller (www/controller.js).
// Changing an attribute later reloads the board. Each element has its own
// shadow root (styles do not leak), its own BoardView and its own solver
// worker, started on its first solve. The wasm module, the worker and the
// icons load relative to this file, so it works from any host path:
// - from the page's own origin, under `default-src 'self'; script-src
//   'self' 'wasm-unsafe-eval'; worker-src 'self'`;
// - from another origin (a package CDN: the npm package board-puzzles; the
//   files served with Access-Control-Allow-Origin), the worker starts from a
//   blob: module of the page (www/workers.js), so a page CSP
//   needs `script-src <origin> 'wasm-unsafe-eval'; connect-src <origin>;
//   img-src <origin>; worker-src blob: <origin>` (embed-docs.html, "From
//   your site, a CDN or npm"). A page allowing only `worker-src 'self'` must use the
//   iframe (embed.html): there the element keeps the board editable and
//   says, beside Solve, that the page's CSP blocks workers (it never solves
//   on the page's thread).
// Nothing from an attribute is inserted as HTML. The element is generic
// over the puzzles' PuzzleInfo: a puzzle added later works unchanged.
import init, { BoardView, puzzles } from "../board_puzzles.js";
import { Controller } from "./controller.js";
import { cellIcon } from "./cell-icons.js";
import { el, listen } from "./dom.js";
import { explainWasm } from "./files.js";
import { cellName, cellShort } from "./format.js";
import { FIELDS, attributeName, readFields } from "./request.js";
import { ARIA_SHORTCUTS, SHORTCUT_HELP, bindShortcuts } from "./shortcuts.js";
import { WIDGET_CSS } from "./widget-style.js";
import { readPlay } from "./url.js";

/** The `mode` attribute's values that choose Setup or Play (others are the request's mode). */
const PLAY_MODES = /^(play|setup)$/i;
import { Exporter, exportStyles } from "./export.js";
import { ExportPanel } from "./export-panel.js";

let booted = null;
/** Loads the wasm module once for every element; resolves to PuzzleInfo[], or
 * rejects with an Error saying why the wasm did not load (www/files.js). */
const boot = () => (booted ??= init().then(() => puzzles(), async (err) => {
  throw new Error((await explainWasm(err)).message);
}));

let sheet = null;
function styles() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(WIDGET_CSS);
  }
  return sheet;
}

export const CONTROLS = [
  "tools", "solve", "play", "step", "reset", "scrub", "stats", "moves", "keys",
  "options", "algorithm", "progress", "solutions", "history", "speed", "export",
];
const DEFAULT_CONTROLS = "tools solve play step reset stats progress solutions history";
/** The smallest board box the fit makes, CSS px. */
const MIN_BOARD = 160;
/** Room kept around the element when it is fitted in the viewport's height, CSS px. */
const FIT_MARGIN = 16;

const PATHS = {
  start: "M4 4h2.2v12H4z M16 4v12L7.5 10z",
  back: "M14 4v12L5 10z",
  play: "M6 3.5v13l10.5-6.5z",
  pause: "M5 4h3.6v12H5z M11.4 4H15v12h-3.6z",
  forward: "M6 4v12l9-6z",
  end: "M13.8 4H16v12h-2.2z M4 4v12l8.5-6z",
  undo: "M8 4 3 8.5 8 13V10c4 0 6.5 1 8 4.5C15.5 9.5 13 7 8 7z",
  redo: "M12 4l5 4.5-5 4.5V10c-4 0-6.5 1-8 4.5C4.5 9.5 7 7 12 7z",
};
const SVG = "http://www.w3.org/2000/svg";
function icon(name, cls) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 20 20");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  if (cls) svg.setAttribute("class", cls);
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", PATHS[name]);
  svg.append(path);
  return svg;
}

/** The nearest box around `node` (through shadow roots) that clips its overflow instead of scrolling it, or null. */
function clippingBox(node) {
  for (let e = node.parentElement ?? node.getRootNode()?.host; e && e !== document.documentElement && e !== document.body;
    e = e.parentElement ?? e.getRootNode()?.host) {
    const overflow = getComputedStyle(e).overflowY;
    if (overflow === "hidden" || overflow === "clip") return e;
  }
  return null;
}

/** The height (page px) of what `node`'s parent holds besides it: the other children and their margins. */
function siblingsHeight(node) {
  let sum = 0;
  for (const other of node.parentElement?.children ?? []) {
    if (other === node) continue;
    const style = getComputedStyle(other);
    if (style.position === "absolute" || style.position === "fixed" || style.display === "none") continue;
    sum += other.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
  }
  return sum;
}

/** The set of controls named by the attribute's text. */
function controlsOf(text) {
  const words = String(text ?? DEFAULT_CONTROLS).toLowerCase().split(/[\s,]+/).filter(Boolean);
  if (words.includes("all")) return new Set(CONTROLS);
  return new Set(words.filter((w) => CONTROLS.includes(w)));
}

export class BoardPuzzle extends HTMLElement {
  static observedAttributes = [
    ...Object.keys(FIELDS).map(attributeName), "readonly", "autoplay", "controls", "worker-memory-mb", "parallel",
    "played", "placed",
  ];

  #ui = null; // the shadow tree's parts
  #view = null;
  #controller = null;
  #infos = [];
  #loadQueued = false;
  #unbind = [];
  #kept = null; // the request shown when the element left the page
  #exportPanel = null; // the Export panel, made when the controls first name "export"
  #ratio = 1; // the board box's width / height
  #relaid = false; // whether a slide deck was asked to lay out again after the first fit

  constructor() {
    super();
    this.attachShadow({ mode: "open" });
  }

  /** The element's BoardView (for tests and scripts), once loaded. */
  get view() {
    return this.#view;
  }

  /** The element's controller (www/controller.js), once loaded. */
  get controller() {
    return this.#controller;
  }

  /** The Export panel (www/export-panel.js) when the controls name "export", else null. */
  get exportPanel() {
    return this.#exportPanel;
  }

  /** Resolves once the board shows the attributes' request. */
  get ready() {
    return this.#readyPromise;
  }

  #resolveReady = () => {};
  #readyPromise = new Promise((resolve) => { this.#resolveReady = resolve; });

  connectedCallback() {
    if (!this.#ui) this.#build();
    if (this.#view) {
      // Moved in the page: a fresh controller, the board as it was left.
      if (!this.#controller) {
        this.#makeController();
        this.#load(this.#kept);
      }
      return;
    }
    this.#start().catch((err) => this.#fail(err));
  }

  disconnectedCallback() {
    this.#kept = this.#controller?.request() ?? null;
    this.#controller?.close();
    this.#controller = null;
    this.#unbind.forEach((off) => off());
    this.#unbind = [];
  }

  attributeChangedCallback() {
    if (!this.#controller || this.#loadQueued) return;
    this.#loadQueued = true;
    queueMicrotask(() => {
      this.#loadQueued = false;
      if (this.isConnected && this.#controller) this.#load();
    });
  }

  /** Solves what the board shows; plays the answer unless reduced motion is asked for. */
  solve() {
    return this.#controller?.solve();
  }

  // ------------------------------------------------------------ building

  #build() {
    this.shadowRoot.adoptedStyleSheets = [styles(), exportStyles()];
    const button = (name, label, ...content) =>
      el("button", { type: "button", class: name, "aria-label": label, title: label }, ...content);
    const speed = el("select", { class: "speed", "aria-label": "Playback speed" },
      ...["auto", "1", "4", "30", "1000"].map((v) => el("option", { value: v }, v === "auto" ? "auto" : `${v} moves/s`)));
    const ui = {
      tools: el("div", { class: "row tools", role: "radiogroup", "aria-label": "Edit tool" }),
      history: el("div", { class: "row history", role: "group", "aria-label": "History" }),
      undo: button("undo", "Undo (Ctrl+Z)", icon("undo")),
      redo: button("redo", "Redo (Ctrl+Shift+Z)", icon("redo")),
      wrap: el("div", { class: "wrap" }),
      canvas: el("canvas", {
        tabindex: "0",
        role: "application",
        "aria-roledescription": "puzzle board",
        "aria-keyshortcuts": ARIA_SHORTCUTS,
        "aria-label": "Puzzle board",
      }),
      options: el("div", { class: "row options" }),
      algorithmBox: el("label", { class: "row algorithm" }, "Algorithm "),
      algorithm: el("select", { class: "algorithm-select" }),
      algorithmNote: el("p", { class: "note" }),
      solve: el("button", { type: "button", class: "primary solve" }, "Solve"),
      cancel: el("button", { type: "button", class: "cancel", disabled: true }, "Cancel"),
      status: el("p", { class: "status", role: "status" }),
      progress: el("div", { class: "progress", hidden: true }),
      progressText: el("p", { class: "progress-text", "aria-live": "polite" }),
      progressBar: el("span"),
      start: button("start", "To the start (Home)", icon("start")),
      back: button("back", "Step back ([)", icon("back")),
      play: button("play", "Play (P)", icon("play", "go"), icon("pause", "pause")),
      forward: button("forward", "Step forward (])", icon("forward")),
      end: button("end", "To the end (End)", icon("end")),
      scrub: el("input", { type: "range", class: "scrub", min: "0", max: "0", step: "any", value: "0", "aria-label": "Playback position" }),
      count: el("output", { class: "count" }, "0 / 0"),
      speed,
      fromHere: el("button", { type: "button", class: "link from-here", hidden: true }, "Start from here"),
      stats: el("div", { class: "stats", role: "status" }),
      solutions: {
        box: el("div", { class: "row solutions", role: "group", "aria-label": "Solutions", hidden: true }),
        prev: button("solution-prev", "Previous solution", icon("back")),
        next: button("solution-next", "Next solution", icon("forward")),
        label: el("output", { class: "solution-label", "aria-live": "polite" }),
        more: el("button", { type: "button", class: "link solution-more", hidden: true }, "Find more"),
      },
      moves: el("ol", { class: "moves", "aria-label": "Moves" }),
      modes: el("div", { class: "row modes", role: "group", "aria-label": "Mode" }),
      modeSetup: el("button", { type: "button", class: "mode-setup", "aria-pressed": "true", title: "Set up a position" }, "Setup"),
      modePlay: el("button", { type: "button", class: "mode-play", "aria-pressed": "false", title: "Play it yourself; the coach judges each move" }, "Play"),
      playBox: el("div", { class: "play-box", role: "group", "aria-label": "Play", hidden: true }),
      hint: el("button", { type: "button", class: "hint" }, "Hint"),
      handOver: el("button", { type: "button", class: "hand-over" }, "Solve from here"),
      restart: el("button", { type: "button", class: "restart" }, "Restart"),
      playCount: el("output", { class: "count play-count" }, "0 made"),
      coach: el("p", { class: "coach", role: "status" }),
      keys: el("p", { class: "keys" }, `Keys: arrows move the cursor, Enter picks up and puts down; ${SHORTCUT_HELP}.`),
      say: el("p", { class: "sr", "aria-live": "polite" }),
      exportBox: el("details", { class: "export", hidden: true }, el("summary", {}, "Export")),
    };
    ui.play.dataset.state = "paused";
    ui.wrap.append(ui.canvas);
    ui.history.append(ui.undo, ui.redo);
    ui.modes.append(ui.modeSetup, ui.modePlay);
    ui.playBox.append(el("div", { class: "row" }, ui.hint, ui.handOver, ui.restart, ui.playCount), ui.coach);
    ui.algorithmBox.append(ui.algorithm);
    ui.progress.append(el("div", { class: "bar", "aria-hidden": "true" }, ui.progressBar), ui.progressText);
    const sol = ui.solutions;
    sol.box.append(sol.prev, sol.label, sol.next, sol.more);
    for (const part of [ui.tools, ui.options, ui.algorithmBox, ui.algorithmNote, ui.status, ui.progress, ui.stats, ui.solutions.box]) {
      part.classList.add("setup-only"); // Play mode shows the coach instead
    }
    const top = el("div", { class: "row top" }, ui.modes, ui.tools, ui.history);
    const bar = el("div", { class: "row bar setup-only", role: "group", "aria-label": "Solve and play back" },
      ui.solve, ui.cancel, ui.start, ui.back, ui.play, ui.forward, ui.end, ui.scrub, ui.count, ui.speed, ui.fromHere);
    ui.bar = bar;
    this.shadowRoot.replaceChildren(el("div", { class: "widget" },
      top, ui.wrap, ui.playBox, ui.options, ui.algorithmBox, ui.algorithmNote, bar, ui.status, ui.progress, ui.stats, sol.box,
      ui.moves, ui.exportBox, ui.keys, ui.say));
    this.#ui = ui;
  }

  async #start() {
    this.#infos = await boot();
    if (this.#view || !this.isConnected) return;
    this.#view = new BoardView(this.#ui.canvas);
    this.#makeController();
    this.#load();
  }

  #makeController() {
    const ui = this.#ui;
    this.#controller = new Controller(this.#view, {
      canvas: ui.canvas,
      wrap: ui.wrap,
      solve: ui.solve,
      cancel: ui.cancel,
      status: ui.status,
      progress: ui.progress,
      progressText: ui.progressText,
      progressBar: ui.progressBar,
      stats: ui.stats,
      moves: ui.moves,
      announce: ui.say,
      play: ui.play,
      start: ui.start,
      back: ui.back,
      forward: ui.forward,
      end: ui.end,
      scrub: ui.scrub,
      count: ui.count,
      speed: ui.speed,
      fromHere: ui.fromHere,
      undo: ui.undo,
      redo: ui.redo,
      options: ui.options,
      algorithm: ui.algorithm,
      algorithmNote: ui.algorithmNote,
      solutions: ui.solutions,
      modeSetup: ui.modeSetup,
      modePlay: ui.modePlay,
      playBox: ui.playBox,
      hint: ui.hint,
      handOver: ui.handOver,
      restart: ui.restart,
      playCount: ui.playCount,
      coach: ui.coach,
    }, {
      mode: (mode) => {
        this.dataset.mode = mode;
        this.#fit(); // Play shows its own row below the board instead of the Solve bar
      },
      changed: (source) => {
        if (source === "tool" || source === "puzzle") this.#showTools();
      },
      status: (status) => { this.dataset.status = status === "solving" ? "solving" : status ?? ""; },
      step: (k) => { this.dataset.step = String(k); },
      answered: (answer) => this.dispatchEvent(new CustomEvent("solved", { detail: answer })),
    });
    if (this.#exportPanel) this.#exportPanel.exporter.controller = this.#controller;
    const resized = new ResizeObserver(() => this.#fit());
    resized.observe(this);
    this.#unbind.push(
      () => resized.disconnect(),
      listen(globalThis, "resize", () => this.#fit()),
      bindShortcuts(this.shadowRoot, this.#controller.actions),
      listen(this.shadowRoot, "keydown", (event) => {
        // Undo and redo of board edits.
        const key = event.key.toLowerCase();
        if (!(event.ctrlKey || event.metaKey) || (key !== "z" && key !== "y")) return;
        event.preventDefault();
        this.#controller.undo(key === "z" && !event.shiftKey);
      }),
    );
  }

  // ------------------------------------------------------------ loading

  get #readonly() {
    return this.hasAttribute("readonly");
  }

  /** The request the attributes describe: { request, errors, info }. */
  #attributeRequest() {
    // mode="play" / "setup" chooses the element's mode, not the request's.
    const attr = (field) => (field === "mode" && PLAY_MODES.test(this.getAttribute("mode") ?? "")
      ? null : this.getAttribute(attributeName(field)));
    const { request, errors } = readFields(attr);
    const info = this.#infos.find((p) => p.id === request.puzzle);
    if (request.puzzle && !info) {
      errors.push(`puzzle: unknown puzzle "${request.puzzle}": use one of ${this.#infos.map((p) => p.id).join(", ")}`);
    }
    const puzzle = info ?? this.#infos[0];
    const hasBoard = ["board", "rows", "n"].some((f) => request[f] !== undefined);
    // Only a puzzle (and options): its first preset's position, options and algorithm.
    const base = hasBoard ? { puzzle: puzzle.id } : (puzzle.presets[0]?.request ?? { puzzle: puzzle.id });
    return { request: { ...base, ...request, puzzle: puzzle.id }, errors, info: puzzle };
  }

  #load(kept = null) {
    const read = this.#attributeRequest();
    const { errors, info } = read;
    const request = kept?.puzzle === info.id ? kept : read.request;
    const c = this.#controller;
    const mb = Number(this.getAttribute("worker-memory-mb"));
    c.memoryCeilingMb = Number.isFinite(mb) && mb > 0 ? mb : undefined; // undefined: solver.js's default
    c.parallel = !/^(false|0|no|off)$/i.test(this.getAttribute("parallel") ?? "");
    c.readOnly = this.#readonly;
    this.dataset.status = "";
    c.load(info, request, errors);
    this.#showControls();
    this.#sizeBoard();
    const mode = this.getAttribute("mode") ?? "";
    if (/^play$/i.test(mode) && !this.#readonly) {
      const moves = [this.getAttribute("played"), this.getAttribute("placed")].filter(Boolean).join("_");
      const play = readPlay(new URLSearchParams({ play: moves }));
      c.setMode("play", play);
      if (play.errors.length) this.#ui.stats.append(el("p", { class: "help bad" }, play.errors.map(String).join("; ")));
    }
    this.#resolveReady();
    if (this.#readonly || this.hasAttribute("autoplay")) c.solve({ play: this.hasAttribute("autoplay") });
  }

  #sizeBoard() {
    // The box follows the board's shape (within reason); the view fits the board in it.
    this.#ratio = Math.min(Math.max(this.#view.cols() / this.#view.rows(), 0.5), 2);
    this.#ui.wrap.style.aspectRatio = String(this.#ratio);
    this.#fit();
  }

  /**
   * Fits the element in the height it has: the board's box is narrowed
   * (and centred) so that the board and the row below it (Solve and
   * playback, or Play's row) show together. The height is the viewport's;
   * inside a box that clips instead of scrolling (a reveal.js slide), that
   * box's visible height less what else the element's parent holds. Measured in the element's
   * own CSS pixels, so a scaled slide (reveal.js scales its slides with a
   * transform) is fitted too. The box is never narrower than MIN_BOARD px.
   */
  #fit() {
    const ui = this.#ui;
    if (!ui || !this.#view || !this.offsetWidth) return; // not shown (a closed <details>, a slide not on screen)
    const box = (e) => e.getBoundingClientRect();
    const scale = box(this).width / this.offsetWidth || 1;
    const shown = [ui.bar, ui.playBox].filter((e) => e.getClientRects().length > 0);
    const bottom = Math.max(box(ui.wrap).bottom, ...shown.map((e) => box(e).bottom));
    const below = (bottom - box(ui.wrap).bottom) / scale; // what must show under the board
    const above = (box(ui.wrap).top - box(this).top) / scale; // the element's own rows above it
    // reveal.js: the slide's own box (the deck scales it into the window, with margins); else a box that clips.
    const clip = this.closest(".reveal .slides") ?? clippingBox(this);
    let height = innerHeight / scale;
    if (clip) {
      // A slide: its box's height, less what else the slide holds (a heading …), wherever the slide
      // has placed the element (reveal.js centres a slide once, by the height it had before the element drew).
      const visible = Math.min(box(clip).bottom, innerHeight) - Math.max(box(clip).top, 0);
      height = (visible - siblingsHeight(this)) / scale;
    }
    const room = height - above - below - FIT_MARGIN;
    const width = `${Math.round(Math.max(MIN_BOARD, room) * this.#ratio)}px`;
    if (ui.wrap.style.maxWidth !== width) ui.wrap.style.maxWidth = width;
    if (clip && !this.#relaid) {
      // Once the element has its size, a slide deck lays its slide out again (reveal.js re-centres on resize).
      this.#relaid = true;
      requestAnimationFrame(() => globalThis.dispatchEvent(new Event("resize")));
    }
  }


  #showControls() {
    const ui = this.#ui;
    const shown = controlsOf(this.getAttribute("controls"));
    const editable = !this.#readonly;
    const info = this.#controller.info;
    ui.tools.hidden = !(shown.has("tools") && editable);
    ui.history.hidden = !(shown.has("history") && editable);
    ui.solve.hidden = !shown.has("solve");
    ui.cancel.hidden = !shown.has("progress");
    ui.progress.dataset.shown = String(shown.has("progress"));
    ui.options.dataset.shown = String(shown.has("options"));
    if (!shown.has("options")) ui.options.hidden = true;
    ui.algorithmBox.hidden = !shown.has("algorithm");
    ui.algorithmNote.hidden = !shown.has("algorithm");
    ui.play.hidden = !shown.has("play");
    ui.back.hidden = ui.forward.hidden = !shown.has("step");
    ui.start.hidden = ui.end.hidden = !shown.has("reset");
    ui.scrub.hidden = !shown.has("scrub");
    ui.speed.hidden = !shown.has("speed");
    ui.count.hidden = !(shown.has("play") || shown.has("step") || shown.has("scrub"));
    ui.stats.hidden = !shown.has("stats");
    ui.solutions.box.dataset.shown = String(shown.has("solutions"));
    ui.moves.hidden = !shown.has("moves");
    ui.keys.hidden = !shown.has("keys");
    ui.modes.hidden = !editable;
    ui.exportBox.hidden = !shown.has("export");
    if (shown.has("export") && !this.#exportPanel) {
      const page = new URL("../index.html", import.meta.url).href;
      this.#exportPanel = new ExportPanel(ui.exportBox, new Exporter(this.#view, this.#controller, { canvas: ui.canvas, page }));
    }
    const what = `${info.title}. ${editable ? "Drag pieces, or use the arrow keys and Enter to pick up and put down." : "Read only."} ${SHORTCUT_HELP}.`;
    ui.canvas.setAttribute("aria-label", what);
    this.#showTools();
  }

  #showTools() {
    const ui = this.#ui;
    const info = this.#controller?.info;
    if (ui.tools.hidden || !info) return;
    const tools = ["move", ...info.editor.palette];
    const now = this.#view.tool();
    ui.tools.replaceChildren(...tools.map((t) => {
      const name = t === "move" ? "Move pieces and markers" : cellName(t, info);
      const pic = t === "move" ? el("span", { "aria-hidden": "true" }, "✥") : cellIcon(t, 22);
      return el("button", {
        type: "button",
        role: "radio",
        "aria-checked": String(t === now),
        "aria-label": name,
        title: name,
        onclick: () => {
          try {
            this.#view.setTool(t);
          } catch {
            this.#view.setTool("move");
          }
          this.#controller.changed("tool");
        },
      }, pic, el("span", { class: "label" }, t === "move" ? "Move" : cellShort(t, info)));
    }));
  }

  #fail(err) {
    this.#ui.stats.hidden = false;
    this.dataset.status = "failed";
    const text = String(err?.message ?? err);
    this.#ui.stats.replaceChildren(el("p", { class: "help bad", role: "alert" }, /^The board/.test(text) ? text : `The board could not start: ${text}`));
  }
}

if (!customElements.get("board-puzzle")) customElements.define("board-puzzle", BoardPuzzle);
