// <board-puzzle>: the playground's board as an element for course notes.
//
//   <script type="module" src="https://…/embed.js"></script>
//   <board-puzzle puzzle="knight-swap" board="nnn/.../.../NNN" goal="NNN/.../.../nnn"></board-puzzle>
//
// Attributes: www/element/attributes.js (the request's fields, readonly,
// autoplay, controls, worker-memory-mb, parallel, mode, played, placed,
// compact, labels), each read and refused there, named.
// Theme: the element follows the system's prefers-color-scheme (dark
// colours for its controls and its board) and forced-colours mode.
// Size: the element takes its container's width (at most 560 px) and
// narrows its board, centred, so that the board, the Solve and playback row
// and the answer's headline fit from the element's top to the bottom of the
// window as first shown (a heading and a paragraph above it), or on a slide
// (a 1280 × 720 one included); it is an inline-block, so it centres where
// its container centres text.
// Everything the page does with a position and an answer is here too: the
// element and the page share one controller (www/controller/controller.js).
// Changing an attribute later reloads the board. Each element has its own
// shadow root (styles do not leak), its own BoardView and its own solver
// worker, started on its first solve. The wasm module and the worker load
// relative to this file (the icons and styles are inside the modules), so
// it works from any host path:
// - from the page's own origin, under `default-src 'self'; script-src
//   'self' 'wasm-unsafe-eval'; worker-src 'self'`;
// - from another origin (a package CDN: the npm package board-puzzles; the
//   files served with Access-Control-Allow-Origin), the worker starts from a
//   blob: module of the page (www/workers/start-worker.js), so a page CSP
//   needs `script-src <origin> 'wasm-unsafe-eval'; connect-src <origin>;
//   worker-src blob: <origin>` (embed-docs.html, "From your site, a CDN or
//   npm"); bundlers and pages opened as files take board-puzzle.js, this
//   element in one classic script (scripts/single-file.mjs), which needs
//   only `worker-src blob:`. A page allowing only `worker-src 'self'` must use the
//   iframe (embed.html): there the element keeps the board editable and
//   says, beside Solve, that the page's CSP blocks workers (it never solves
//   on the page's thread).
// Which controls show is www/element/embed-controls.js. Nothing from an attribute is inserted as HTML. The element is generic
// over the puzzles' PuzzleInfo: a puzzle added later works unchanged.
import init, { BoardView, puzzles } from "../board_view.js";
import { Controller } from "./controller/controller.js";
import { boardLabel, control } from "./controls/controls.js";
import { showControls } from "./element/embed-controls.js";
import { fitBoard } from "./element/embed-fit.js";
import { el, listen, partsIn, sheetOf } from "./base/dom.js";
import { explainWasm, fileUrl } from "./base/files.js";
import { toolButtons, pickTool } from "./board/tools.js";
import { attributeName, writeFields } from "./controller/request.js";
import { OBSERVED_ATTRIBUTES, readAttributes } from "./element/attributes.js";
import { bindShortcuts } from "./controls/shortcuts.js";
import { WIDGET_CSS } from "./element/widget-style.js";
import { boardStyles } from "./board/board-style.js";
import { Exporter } from "./export/export.js";
import { exportStyles } from "./export/export-style.js";
import { ExportPanel } from "./export/export-panel.js";

let booted = null;
/** Loads the wasm module once for every element; resolves to PuzzleInfo[], or
 * rejects with an Error saying why the wasm did not load (www/base/files.js). */
const boot = () =>
  (booted ??= init().then(
    () => puzzles(),
    async (err) => {
      throw new Error((await explainWasm(err)).message);
    },
  ));

export class BoardPuzzle extends HTMLElement {
  static observedAttributes = OBSERVED_ATTRIBUTES;

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
  #fitting = 0; // the animation frame a fit waits for, or 0
  #fitsHeight = true; // whether the board narrows to fit the height (else it takes the element's width)
  #reflecting = false; // while the attributes follow the walls control (no reload)

  constructor() {
    super();
    this.attachShadow({ mode: "open" });
  }

  /** The element's BoardView (for tests and scripts), once loaded. */
  get view() {
    return this.#view;
  }

  /** The element's controller (www/controller/controller.js), once loaded. */
  get controller() {
    return this.#controller;
  }

  /** The Export panel (www/export/export-panel.js) when the controls name "export", else null. */
  get exportPanel() {
    return this.#exportPanel;
  }

  /**
   * Whether the board narrows so that it and Solve fit the height the
   * element has (www/element/embed-fit.js; the default), or takes the element's
   * whole width: embed.html sets false when its parent page sizes the frame
   * to its content (www/frame-host.js), whose height then follows the board.
   */
  get fitsHeight() {
    return this.#fitsHeight;
  }

  set fitsHeight(value) {
    if (this.#fitsHeight === Boolean(value)) return;
    this.#fitsHeight = Boolean(value);
    this.#fitSoon();
  }

  /** Resolves once the board shows the attributes' request. */
  get ready() {
    return this.#readyPromise;
  }

  #resolveReady = () => {};
  #readyPromise = new Promise((resolve) => {
    this.#resolveReady = resolve;
  });

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
    for (const off of this.#unbind) off();
    this.#unbind = [];
  }

  attributeChangedCallback() {
    if (!this.#controller || this.#loadQueued || this.#reflecting) return;
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
    this.shadowRoot.adoptedStyleSheets = [boardStyles(), sheetOf(WIDGET_CSS), exportStyles()];
    // The parts come from the one template (www/controls/controls.js); this is only their layout in the element's column.
    const [modes, tools, history, wrap, playBox, options, walls, algorithmBox, algorithmNote, bar, status, progress, stats, solutions, moves] = [
      "modes",
      "tools",
      "history",
      "wrap",
      "playBox",
      "options",
      "walls.box",
      "algorithmBox",
      "algorithmNote",
      "bar",
      "status",
      "progress",
      "stats",
      "solutions.box",
      "moves",
    ].map(control);
    for (const part of [tools, options, walls, algorithmBox, algorithmNote, status, progress, stats, solutions, bar]) {
      part.classList.add("setup-only"); // Play mode shows the coach instead
    }
    const exportBox = control("exportBox");
    exportBox.hidden = true; // until the controls name "export"
    const labelsBox = control("labelsBox");
    const top = el("div", { class: "row top" }, modes, tools, history, labelsBox);
    this.shadowRoot.replaceChildren(
      el(
        "div",
        { class: "widget" },
        top,
        wrap,
        playBox,
        options,
        walls,
        algorithmBox,
        algorithmNote,
        bar,
        status,
        progress,
        stats,
        solutions,
        moves,
        exportBox,
        control("keys"),
        control("announce"),
      ),
    );
    this.#ui = partsIn(this.shadowRoot);
  }

  async #start() {
    this.#infos = await boot();
    if (this.#view || !this.isConnected) return;
    this.#view = new BoardView(this.#ui.canvas);
    this.#makeController();
    this.#load();
  }

  #makeController() {
    this.#controller = new Controller(this.#view, partsIn(this.shadowRoot), {
      mode: (mode) => {
        this.dataset.mode = mode;
        this.#fitSoon(); // Play shows its own row below the board instead of the Solve bar
      },
      tool: () => this.#showTools(),
      replaced: () => this.#showTools(),
      status: (status) => {
        this.dataset.status = status === "solving" ? "solving" : (status ?? "");
      },
      step: (k) => {
        this.dataset.step = String(k);
      },
      answered: (answer) => this.dispatchEvent(new CustomEvent("solved", { detail: answer })),
      walls: () => this.#reflectWalls(),
      labels: (style) => this.#reflect(() => this.setAttribute("labels", style)),
    });
    if (this.#exportPanel) this.#exportPanel.exporter.controller = this.#controller;
    // The fit resizes the element it observes: never inside the observer's
    // callback (that is a "ResizeObserver loop" error event on the page), but
    // on the next frame, where a fit that changes nothing ends the round.
    const resized = new ResizeObserver(() => this.#fitSoon());
    resized.observe(this);
    this.#unbind.push(
      () => {
        resized.disconnect();
        cancelAnimationFrame(this.#fitting);
        this.#fitting = 0;
      },
      listen(globalThis, "resize", () => this.#fitSoon()),
      // Images and fonts above the element, loaded after its first fit, move its top down the first view.
      listen(globalThis, "load", () => this.#fitSoon()),
      bindShortcuts(this.shadowRoot, this.#controller.actions),
    );
  }

  // ------------------------------------------------------------ loading

  get #readonly() {
    return this.hasAttribute("readonly");
  }

  #load(kept = null) {
    const read = readAttributes((name) => this.getAttribute(name), this.#infos);
    const { errors, info } = read;
    const request = kept?.puzzle === info.id ? kept : read.request;
    const c = this.#controller;
    c.memoryCeilingMb = read.memoryCeilingMb;
    c.parallel = read.parallel;
    c.readOnly = this.#readonly;
    c.setLabels(read.labels);
    this.dataset.status = "";
    c.load(info, request, errors);
    this.#showControls();
    this.#sizeBoard();
    if (read.play && !this.#readonly) {
      c.setMode("play", read.play);
      if (read.play.errors.length) this.#ui.stats.append(el("p", { class: "help bad" }, read.play.errors.map(String).join("; ")));
    }
    // `ready` once the board shows it: the next frame drawn (www/board/board.js).
    this.#controller.board.drawn().then(this.#resolveReady);
    if (this.#readonly || this.hasAttribute("autoplay")) c.solve({ play: this.hasAttribute("autoplay") });
  }

  /**
   * After the walls control drew new walls: the attributes say the board
   * shown (random-off, rows, cols, on; no board or off), so that the
   * element's markup, copied, shows the same walls. The board is not
   * reloaded for it.
   */
  #reflectWalls() {
    const written = new Map(writeFields(this.#controller.request(), "attribute"));
    this.#reflect(() => {
      for (const field of ["board", "rows", "cols", "off", "randomOff", "on"]) {
        const name = attributeName(field);
        if (written.has(field)) this.setAttribute(name, written.get(field));
        else this.removeAttribute(name);
      }
    });
  }

  /** Runs `write`, attribute changes that follow the board shown (no reload). */
  #reflect(write) {
    this.#reflecting = true;
    try {
      write();
    } finally {
      this.#reflecting = false;
    }
  }

  #sizeBoard() {
    // The box follows the board's shape (within reason); the view fits the board in it.
    this.#ratio = Math.min(Math.max(this.#view.cols() / this.#view.rows(), 0.5), 2);
    this.#ui.wrap.style.aspectRatio = String(this.#ratio);
    this.#fit();
  }

  /** Fits the element on the next animation frame (once, however often asked before it). */
  #fitSoon() {
    if (this.#fitting) return;
    this.#fitting = requestAnimationFrame(() => {
      this.#fitting = 0;
      this.#fit();
    });
  }

  /** Fits the element in the height it has (www/element/embed-fit.js). */
  #fit() {
    const ui = this.#ui;
    if (!ui || !this.#view) return;
    if (!this.#fitsHeight) {
      ui.wrap.style.removeProperty("max-width");
      return;
    }
    const slide = fitBoard(this, ui.wrap, [ui.bar, ui.status, ui.playBox], ui.stats, this.#ratio);
    if (slide && !this.#relaid) {
      // Once the element has its size, a slide deck lays its slide out again (reveal.js re-centres on resize).
      this.#relaid = true;
      requestAnimationFrame(() => globalThis.dispatchEvent(new Event("resize")));
    }
  }

  #showControls() {
    const ui = this.#ui;
    const editable = !this.#readonly;
    const info = this.#controller.info;
    const shown = showControls(ui, this.getAttribute("controls"), editable);
    if (shown.has("export") && !this.#exportPanel) {
      // fileUrl, not a literal URL of index.html against import.meta.url, which bundlers would follow into the playground (issue 41).
      const page = fileUrl("index.html");
      this.#exportPanel = new ExportPanel(ui.exportBox, new Exporter(this.#view, this.#controller, { canvas: ui.canvas, page }));
    }
    ui.canvas.setAttribute("aria-label", boardLabel(info.title, editable));
    this.#showTools();
  }

  #showTools() {
    const ui = this.#ui;
    const info = this.#controller?.info;
    if (ui.tools.hidden || !info) return;
    ui.tools.replaceChildren(
      ...toolButtons(
        info,
        this.#view.tool(),
        (t) => {
          pickTool(this.#view, t);
          this.#controller.toolChanged();
        },
        this.#view,
      ),
    );
  }

  #fail(err) {
    this.#ui.stats.hidden = false;
    this.dataset.status = "failed";
    const text = String(err?.message ?? err);
    this.#ui.stats.replaceChildren(
      el("p", { class: "help bad", role: "alert" }, /^The board/.test(text) ? text : `The board could not start: ${text}`),
    );
  }
}

if (!customElements.get("board-puzzle")) customElements.define("board-puzzle", BoardPuzzle);
