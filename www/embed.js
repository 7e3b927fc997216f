// <board-puzzle>: the playground's board as an element for course notes.
//
//   <script type="module" src="https://…/embed.js"></script>
//   <board-puzzle puzzle="knight-swap" board="nnn/.../.../NNN" goal="NNN/.../.../nnn"></board-puzzle>
//
// Attributes: the request's fields (request.js: puzzle, board, rows, cols,
// off, grid, goal, from, to, closed, n, mode, max-solutions, finish,
// minimize, algorithm; values as in the JS API, squares as JSON such as
// from="[0,0]"), plus
//   readonly   no editing: the answer is solved at once, for playback only;
//   autoplay   solve at once and play (not under prefers-reduced-motion);
//   controls   which controls show, space-separated from
//              tools solve play step reset scrub stats moves keys
//              (default "tools solve play step reset stats"; "all"; "none").
// Changing an attribute later reloads the board. Each element has its own
// shadow root (styles do not leak), its own BoardView and its own solver
// worker, started on its first solve. The wasm module, the worker and the
// icons load relative to this file, so it works from any host path, under
// `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'`.
// Nothing from an attribute is inserted as HTML. The element is generic
// over the puzzles' PuzzleInfo: a puzzle added later works unchanged.
import init, { BoardView, check, puzzles } from "../board_puzzles.js";
import { MoveList, describeStep, showNote, showStats } from "./answer.js";
import { bindBoard } from "./board.js";
import { el, listen } from "./dom.js";
import { CELL_NAMES } from "./format.js";
import { Player, reducedMotion } from "./player.js";
import { FIELDS, attributeName, forView, fullRequest, optionsOf, readFields } from "./request.js";
import { ARIA_SHORTCUTS, SHORTCUT_HELP, bindShortcuts } from "./shortcuts.js";
import { Cancelled, Solver } from "./solver.js";
import { WIDGET_CSS } from "./widget-style.js";

let booted = null;
/** Loads the wasm module once for every element; resolves to PuzzleInfo[]. */
const boot = () => (booted ??= init().then(() => puzzles()));

let sheet = null;
function styles() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(WIDGET_CSS);
  }
  return sheet;
}

export const CONTROLS = ["tools", "solve", "play", "step", "reset", "scrub", "stats", "moves", "keys"];
const DEFAULT_CONTROLS = "tools solve play step reset stats";
const SHORT = { N: "White", n: "Black", ".": "Empty", "#": "Wall", Q: "Queen", o: "Peg" };
const ICON = { N: "knight-white.svg", n: "knight-black.svg" };

const PATHS = {
  start: "M4 4h2.2v12H4z M16 4v12L7.5 10z",
  back: "M14 4v12L5 10z",
  play: "M6 3.5v13l10.5-6.5z",
  pause: "M5 4h3.6v12H5z M11.4 4H15v12h-3.6z",
  forward: "M6 4v12l9-6z",
  end: "M13.8 4H16v12h-2.2z M4 4v12l8.5-6z",
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

/** The set of controls named by the attribute's text. */
function controlsOf(text) {
  const words = String(text ?? DEFAULT_CONTROLS).toLowerCase().split(/[\s,]+/).filter(Boolean);
  if (words.includes("all")) return new Set(CONTROLS);
  return new Set(words.filter((w) => CONTROLS.includes(w)));
}

export class BoardPuzzle extends HTMLElement {
  static observedAttributes = [...Object.keys(FIELDS).map(attributeName), "readonly", "autoplay", "controls"];

  #ui = null; // the shadow tree's parts
  #view = null;
  #board = null;
  #player = null;
  #moves = null;
  #solver = null;
  #infos = [];
  #info = null;
  #options = {};
  #answerSteps = [];
  #pieces = "";
  #said = -1;
  #loadQueued = false;
  #unbind = [];

  constructor() {
    super();
    this.attachShadow({ mode: "open" });
  }

  /** The element's BoardView (for tests and scripts), once loaded. */
  get view() {
    return this.#view;
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
      // Moved in the page: listen again.
      this.#bind();
      this.#board.redraw();
      return;
    }
    this.#start().catch((err) => this.#fail(err));
  }

  disconnectedCallback() {
    this.#player?.pause();
    this.#solver?.close();
    this.#solver = null;
    this.#board?.destroy();
    this.#board = null;
    this.#unbind.forEach((off) => off());
    this.#unbind = [];
  }

  attributeChangedCallback() {
    if (!this.#view || this.#loadQueued) return;
    this.#loadQueued = true;
    queueMicrotask(() => {
      this.#loadQueued = false;
      if (this.isConnected) this.#load();
    });
  }

  // ------------------------------------------------------------ building

  #build() {
    this.shadowRoot.adoptedStyleSheets = [styles()];
    const button = (name, label, onclick, ...content) =>
      el("button", { type: "button", class: name, "aria-label": label, title: label, onclick }, ...content);
    const ui = {
      tools: el("div", { class: "row tools", role: "radiogroup", "aria-label": "Edit tool" }),
      wrap: el("div", { class: "wrap" }),
      canvas: el("canvas", {
        tabindex: "0",
        role: "application",
        "aria-roledescription": "puzzle board",
        "aria-keyshortcuts": ARIA_SHORTCUTS,
        "aria-label": "Puzzle board",
      }),
      solve: el("button", { type: "button", class: "primary solve", onclick: () => this.solve() }, "Solve"),
      start: button("start", "To the start (Home)", () => this.#player.seek(0), icon("start")),
      back: button("back", "Step back ([)", () => this.#player.step(-1), icon("back")),
      play: button("play", "Play (P)", () => this.#player.toggle(), icon("play", "go"), icon("pause", "pause")),
      forward: button("forward", "Step forward (])", () => this.#player.step(1), icon("forward")),
      end: button("end", "To the end (End)", () => this.#player.seek(this.#view.steps()), icon("end")),
      scrub: el("input", { type: "range", class: "scrub", min: "0", max: "0", step: "any", value: "0", "aria-label": "Playback position" }),
      count: el("output", { class: "count" }, "0 / 0"),
      stats: el("div", { class: "stats", role: "status" }),
      moves: el("ol", { class: "moves", "aria-label": "Moves" }),
      keys: el("p", { class: "keys" }, `Keys: arrows move the cursor, Enter picks up and puts down; ${SHORTCUT_HELP}.`),
      say: el("p", { class: "sr", "aria-live": "polite" }),
    };
    ui.play.dataset.state = "paused";
    ui.wrap.append(ui.canvas);
    ui.scrub.addEventListener("input", () => this.#player.seek(Number(ui.scrub.value)));
    const bar = el("div", { class: "row bar", role: "group", "aria-label": "Solve and play back" },
      ui.solve, ui.start, ui.back, ui.play, ui.forward, ui.end, ui.scrub, ui.count);
    this.shadowRoot.replaceChildren(el("div", { class: "widget" },
      ui.tools, ui.wrap, bar, ui.stats, ui.moves, ui.keys, ui.say));
    this.#ui = ui;
  }

  async #start() {
    this.#infos = await boot();
    if (this.#view || !this.isConnected) return;
    const ui = this.#ui;
    this.#view = new BoardView(ui.canvas);
    this.#player = new Player(this.#view, () => this.#showPlayback());
    this.#moves = new MoveList(ui.moves, (k) => this.#player.seek(k));
    this.#bind();
    this.#load();
  }

  #bind() {
    const ui = this.#ui;
    this.#board ??= bindBoard(this.#view, ui.canvas, ui.wrap, { onChange: () => this.#edited() });
    if (this.#unbind.length) return;
    this.#unbind.push(
      bindShortcuts(this.shadowRoot, {
        solve: () => this.solve(),
        toggle: () => this.#player.toggle(),
        back: () => this.#player.step(-1),
        forward: () => this.#player.step(1),
        start: () => this.#player.seek(0),
        end: () => this.#player.seek(this.#view.steps()),
      }),
      listen(this.shadowRoot, "keydown", (event) => {
        // Undo and redo of board edits.
        const key = event.key.toLowerCase();
        if (!(event.ctrlKey || event.metaKey) || (key !== "z" && key !== "y") || this.#readonly) return;
        event.preventDefault();
        const back = key === "z" && !event.shiftKey;
        if (back ? this.#view.undo() : this.#view.redo()) this.#edited();
      }),
    );
  }

  // ------------------------------------------------------------ loading

  get #readonly() {
    return this.hasAttribute("readonly");
  }

  /** The request the attributes describe: { request, errors }. */
  #attributeRequest() {
    const { request, errors } = readFields((field) => this.getAttribute(attributeName(field)));
    const info = this.#infos.find((p) => p.id === request.puzzle);
    if (request.puzzle && !info) {
      errors.push(`puzzle: unknown puzzle "${request.puzzle}": use one of ${this.#infos.map((p) => p.id).join(", ")}`);
    }
    const puzzle = info ?? this.#infos[0];
    const hasBoard = ["board", "rows", "n"].some((f) => request[f] !== undefined);
    // Only a puzzle (and options): its first preset's position.
    const base = hasBoard ? { puzzle: puzzle.id } : (puzzle.presets[0]?.request ?? { puzzle: puzzle.id });
    return { request: { ...base, ...request, puzzle: puzzle.id }, errors, info: puzzle };
  }

  #load() {
    const { request, errors, info } = this.#attributeRequest();
    this.#info = info;
    this.#options = optionsOf(request);
    if (this.#solver?.busy) this.#solver.cancel();
    this.#player.pause();
    try {
      this.#view.setRequest(forView(request));
    } catch (err) {
      errors.push(err.message);
    }
    this.#view.setReadOnly(this.#readonly);
    this.#clearAnswer();
    this.#showControls();
    this.#sizeBoard();
    const ok = this.#validate(errors);
    this.#board.redraw();
    this.#resolveReady();
    if (ok && (this.#readonly || this.hasAttribute("autoplay"))) this.solve({ auto: true });
  }

  #sizeBoard() {
    // The box follows the board's shape (within reason); the view fits the board in it.
    const ratio = Math.min(Math.max(this.#view.cols() / this.#view.rows(), 0.5), 2);
    this.#ui.wrap.style.aspectRatio = String(ratio);
  }

  #showControls() {
    const ui = this.#ui;
    const shown = controlsOf(this.getAttribute("controls"));
    const editable = !this.#readonly;
    ui.tools.hidden = !(shown.has("tools") && editable);
    ui.solve.hidden = !shown.has("solve");
    ui.play.hidden = !shown.has("play");
    ui.back.hidden = ui.forward.hidden = !shown.has("step");
    ui.start.hidden = ui.end.hidden = !shown.has("reset");
    ui.scrub.hidden = !shown.has("scrub");
    ui.count.hidden = !(shown.has("play") || shown.has("step") || shown.has("scrub"));
    ui.stats.hidden = !shown.has("stats");
    ui.moves.hidden = !shown.has("moves");
    ui.keys.hidden = !shown.has("keys");
    const what = `${this.#info.title}. ${editable ? "Drag pieces, or use the arrow keys and Enter to pick up and put down." : "Read only."} ${SHORTCUT_HELP}.`;
    ui.canvas.setAttribute("aria-label", what);
    this.#showTools();
  }

  #showTools() {
    const ui = this.#ui;
    if (ui.tools.hidden) return;
    const tools = ["move", ...this.#info.editor.palette];
    const now = this.#view.tool();
    ui.tools.replaceChildren(...tools.map((t) => {
      const name = t === "move" ? "Move pieces and markers" : CELL_NAMES[t] ?? t;
      const pic = t === "move"
        ? el("span", { "aria-hidden": "true" }, "✥")
        : ICON[t]
          ? el("img", { src: new URL(`./icons/${ICON[t]}`, import.meta.url).href, alt: "" })
          : el("span", { class: `swatch ${t === "#" ? "wall" : "empty"}` });
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
          this.#showTools();
          this.#board.redraw();
        },
      }, pic, el("span", { class: "label" }, t === "move" ? "Move" : SHORT[t] ?? t));
    }));
  }

  /** Shows what is wrong with the setup; returns whether it can be solved. */
  #validate(errors = []) {
    let message = errors.join("; ");
    if (!message) {
      try {
        check(fullRequest(this.#view, this.#options));
      } catch (err) {
        message = err.message;
      }
    }
    this.#ui.solve.disabled = Boolean(message);
    if (message) showNote(this.#ui.stats, `Can't solve this setup: ${message}`, "bad");
    else showNote(this.#ui.stats, this.#readonly ? "" : "Press Solve to find an answer.");
    return !message;
  }

  #edited() {
    if (this.#solver?.busy) this.#solver.cancel();
    this.#player.pause();
    this.#clearAnswer();
    this.#validate();
    this.#board.redraw();
  }

  #clearAnswer() {
    this.#view.clearAnswer();
    this.#answerSteps = [];
    this.#pieces = "";
    this.#said = -1;
    this.#moves.clear();
    this.dataset.status = "";
    this.#showPlayback();
  }

  // ------------------------------------------------------------ solving

  /** Solves what the board shows; plays the answer unless reduced motion is asked for. */
  async solve({ auto = false } = {}) {
    if (!this.#view || !this.#validate()) return;
    const request = fullRequest(this.#view, this.#options);
    this.#player.pause();
    this.#clearAnswer();
    this.#solver ??= new Solver();
    this.#ui.solve.disabled = true;
    this.dataset.status = "solving";
    showNote(this.#ui.stats, "Solving…");
    this.#board.redraw();
    let answer;
    try {
      answer = await this.#solver.solve(request);
    } catch (err) {
      if (!(err instanceof Cancelled)) {
        showNote(this.#ui.stats, `The solver failed: ${err.message}`, "bad");
        this.dataset.status = "failed";
        this.#ui.solve.disabled = false;
      }
      return;
    }
    this.#ui.solve.disabled = false;
    showStats(this.#ui.stats, answer, this.#info);
    if (answer.status === "solved") {
      try {
        // answer.packed: every step of a long answer, packed (solver.js); answer.steps holds the first.
        this.#view.setAnswer(answer, answer.packed);
      } catch (err) {
        showNote(this.#ui.stats, `The answer could not be shown: ${err.message}`, "bad");
      }
      this.#answerSteps = answer.steps ?? [];
      this.#pieces = this.#view.stepPieces();
      // A long answer carries only its first steps; the view holds them all.
      if (this.#answerSteps.length) this.#moves.show(this.#answerSteps, this.#info.editor.goal ? this.#pieces : "", this.#view.steps());
    }
    this.dataset.status = answer.status;
    this.#player.seek(0);
    const play = auto ? this.hasAttribute("autoplay") : true;
    if (play && !reducedMotion.matches && this.#view.steps() > 0) this.#player.play();
    this.#board.redraw();
    this.dispatchEvent(new CustomEvent("solved", { detail: answer }));
  }

  // ------------------------------------------------------------ playback

  #showPlayback() {
    const ui = this.#ui;
    const view = this.#view;
    const n = view.steps();
    const k = view.step();
    ui.scrub.max = String(n);
    ui.scrub.value = String(view.playback());
    ui.scrub.disabled = n === 0;
    ui.count.textContent = `${k} / ${n}`;
    const playing = this.#player?.playing ?? false;
    ui.play.dataset.state = playing ? "playing" : "paused";
    ui.play.setAttribute("aria-label", playing ? "Pause (P)" : "Play (P)");
    for (const b of [ui.start, ui.back, ui.play, ui.forward, ui.end]) b.disabled = n === 0;
    this.#moves?.mark(k);
    this.dataset.step = String(k);
    if (n > 0 && k !== this.#said) {
      // The live region reads each move as the board reaches it.
      this.#said = k;
      ui.say.textContent = describeStep(this.#answerSteps, this.#pieces, k, n);
    }
    this.#board?.redraw();
  }

  #fail(err) {
    this.#ui.stats.hidden = false;
    showNote(this.#ui.stats, `The board could not start: ${err?.message ?? err}`, "bad");
  }
}

if (!customElements.get("board-puzzle")) customElements.define("board-puzzle", BoardPuzzle);
