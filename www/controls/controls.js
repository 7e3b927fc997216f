// The board's controls and the groups they sit in, each written once: the
// one template of the page and the <board-puzzle> element. index.html holds
// a placeholder `<div data-control="name">` where each goes (fillControls
// replaces it, keeping its attributes and appending its children: the
// page's own extras, such as the zoom buttons in History); the element's
// #build (www/embed.js) lays out the same parts in its column. Every node
// the controller (www/controller/controller.js) drives carries `data-part="name"`
// (www/base/dom.js partsIn), so the page and the element hand it the same parts.
import { SVG_NS, el } from "../base/dom.js";
import { plural } from "../base/format.js";
import { ARIA_SHORTCUTS, SHORTCUT_HELP } from "./shortcuts.js";

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

/** An 18 px icon from PATHS, hidden from screen readers (its button is labelled). */
export function icon(name) {
  const svg = document.createElementNS(SVG_NS, "svg");
  for (const [k, v] of Object.entries({ viewBox: "0 0 20 20", width: "18", height: "18", "aria-hidden": "true", focusable: "false" })) {
    svg.setAttribute(k, v);
  }
  const path = document.createElementNS(SVG_NS, "path");
  path.setAttribute("d", PATHS[name]);
  svg.append(path);
  return svg;
}

/** A button showing `content`, named by `label` and titled `title` (the label with its key). */
const button = (cls, label, title, ...content) => el("button", { type: "button", class: cls, "aria-label": label, title }, ...content);

/** A play/pause button titled `title`, paused (showPlaying switches it). */
function playButton(title) {
  const b = button("play", "", title, el("span", { class: "icon-play" }, icon("play")), el("span", { class: "icon-pause" }, icon("pause")));
  showPlaying(b, false);
  return b;
}

/** Shows play/pause button `b` playing or paused: its icon (board-style.js) and its name. */
export function showPlaying(b, playing) {
  b.dataset.state = playing ? "playing" : "paused";
  b.setAttribute("aria-label", playing ? "Pause" : "Play");
}

/** Playback speeds, moves a second ("auto": about ten seconds for the whole answer, www/answer/player.js). */
const PLAYBACK_SPEEDS = ["auto", "1", "2", "4", "8", "30", "120", "1000"];

/** Part name → its control. */
const CONTROLS = {
  modeSetup: () =>
    el("button", { type: "button", class: "mode-setup", "aria-pressed": "true", title: "Set up a position: drag pieces to edit it" }, "Setup"),
  modePlay: () =>
    el(
      "button",
      {
        type: "button",
        class: "mode-play",
        "aria-pressed": "false",
        title: "Play it yourself: moves follow the puzzle's rules, the coach judges each",
      },
      "Play",
    ),
  undo: () => button("undo", "Undo", "Undo (Ctrl+Z)", icon("undo")),
  redo: () => button("redo", "Redo", "Redo (Ctrl+Shift+Z)", icon("redo")),
  solve: () => el("button", { type: "button", class: "primary solve" }, "Solve"),
  cancel: () => el("button", { type: "button", class: "cancel", disabled: true }, "Cancel"),
  start: () => button("start", "To the start", "To the start (Home)", icon("start")),
  back: () => button("back", "Step back", "Step back ([)", icon("back")),
  playPause: () => playButton("Play / pause (P)"),
  forward: () => button("forward", "Step forward", "Step forward (])", icon("forward")),
  end: () => button("end", "To the end", "To the end (End)", icon("end")),
  scrub: () => el("input", { type: "range", class: "scrub", min: "0", max: "0", step: "any", value: "0", "aria-label": "Playback position" }),
  count: () => el("output", { class: "count step-count" }, "0 / 0"),
  speed: () =>
    el(
      "select",
      { class: "speed-select", "aria-label": "Playback speed" },
      ...PLAYBACK_SPEEDS.map((v) => el("option", { value: v }, v === "auto" ? "auto" : `${v} ${plural("move", v)}/s`)),
    ),
  fromHere: () =>
    el("button", { type: "button", class: "link from-here", hidden: true, title: "Make the position shown the start (undoable)" }, "Start from here"),
  hint: () => el("button", { type: "button", class: "hint", title: "Highlight one best next move" }, "Hint"),
  handOver: () => el("button", { type: "button", class: "hand-over", title: "The solver plays the rest from here" }, "Solve from here"),
  restart: () => el("button", { type: "button", class: "restart", title: "Back to the start (Redo replays the moves)" }, "Restart"),
  playCount: () => el("output", { class: "count step-count play-count" }, "0 made"),
  coach: () => el("p", { class: "coach", role: "status", "aria-live": "polite" }),
  // The search lab's replay (www/lab/lab.js, the page only).
  watchBack: () => button("watch-back", "Step back one event", "Step back one event", icon("back")),
  watchPlay: () => playButton("Play / pause the replay"),
  watchForward: () => button("watch-forward", "Step forward one event", "Step forward one event", icon("forward")),
  "solutions.prev": () => button("solution-prev", "Previous solution", "Previous solution", icon("back")),
  "solutions.next": () => button("solution-next", "Next solution", "Next solution", icon("forward")),
  "solutions.label": () => el("output", { class: "solution-label", "aria-live": "polite" }),
  "solutions.more": () => el("button", { type: "button", class: "link solution-more", hidden: true }, "Find more"),
  // How rows and columns are labelled (www/board/board-look.js).
  labels: () =>
    el(
      "select",
      { class: "labels-select", title: "How the board names rows and columns" },
      el("option", { value: "numbers" }, "0, 1, 2 … (0-based)"),
      el("option", { value: "chess" }, "a–h, 1–8 (chess)"),
    ),
  // Random walls (www/controls/walls.js): the share of squares made walls, the seed, a fresh seed.
  "walls.percent": () => wholeInput("walls-percent", MOST_WALL_PERCENT),
  "walls.seed": () => wholeInput("walls-seed", Number.MAX_SAFE_INTEGER),
  "walls.fresh": () => el("button", { type: "button", class: "walls-new", title: "Draw new random walls (a fresh seed)" }, "New walls"),
};

/** The largest share of random walls, percent (the core's randomOff.fraction ≤ 0.9). */
export const MOST_WALL_PERCENT = 90;

/** A number field for whole numbers from 0 to `max`. */
const wholeInput = (cls, max) => el("input", { type: "number", class: cls, min: "0", max: String(max), step: "1", inputmode: "numeric" });

/** The board's canvas, labelled for `title` (the puzzle's; the page's before it knows one), `editable` or read only;
 * it says once how squares are named (format.js `square`). */
export function boardLabel(title = "Board", editable = true) {
  const how = editable ? "Drag pieces, or use the arrow keys and Enter to pick up and put down." : "Read only.";
  return `${title}. ${how} Squares are named (row, column), from (0, 0) at the top left. ${SHORTCUT_HELP}.`;
}

/** A part holding `children`: part names (made by control), nodes or text. */
const holding = (tag, attrs, ...children) =>
  el(tag, attrs, ...children.map((c) => (typeof c === "string" && (c in CONTROLS || c in GROUPS) ? control(c) : c)));

/** Part name → a part that holds controls (or is filled by the controller), with its label and role. */
const GROUPS = {
  modes: () => holding("div", { class: "row modes", role: "group", "aria-label": "Mode" }, "modeSetup", "modePlay"),
  tools: () => el("div", { class: "row tools", role: "radiogroup", "aria-label": "Edit tool" }), // www/board/tools.js fills it
  history: () => holding("div", { class: "row history", role: "group", "aria-label": "History" }, "undo", "redo"),
  labelsBox: () => holding("label", { class: "labels-choice" }, "Labels ", "labels"),
  canvas: () =>
    el("canvas", {
      tabindex: "0",
      role: "application",
      "aria-roledescription": "puzzle board",
      "aria-keyshortcuts": ARIA_SHORTCUTS,
      "aria-label": boardLabel(),
    }),
  wrap: () => holding("div", { class: "wrap" }, "canvas"),
  playBox: () =>
    holding(
      "div",
      { class: "play-box", role: "group", "aria-label": "Play", hidden: true },
      holding("div", { class: "row actions" }, "hint", "handOver", "restart", "playCount"),
      "coach",
    ),
  bar: () =>
    holding(
      "div",
      { class: "row bar", role: "group", "aria-label": "Solve and play back" },
      holding("div", { class: "actions" }, "solve", "cancel"),
      holding(
        "div",
        { class: "player", role: "group", "aria-label": "Playback" },
        "start",
        "back",
        "playPause",
        "forward",
        "end",
        "scrub",
        "count",
        holding("label", { class: "speed" }, "Speed ", "speed"),
        "fromHere",
      ),
    ),
  status: () => el("p", { class: "status", role: "status", "aria-live": "polite" }),
  options: () => el("div", { class: "row options", hidden: true }),
  algorithmBox: () => holding("label", { class: "row algorithm" }, "Algorithm ", "algorithm"),
  algorithm: () => el("select", { class: "algorithm-select" }),
  algorithmNote: () => el("p", { class: "note" }),
  progressBar: () => el("span"),
  progressText: () => el("p", { class: "progress-text", role: "status", "aria-live": "polite" }),
  progress: () =>
    holding("div", { class: "progress", hidden: true }, holding("div", { class: "bar", "aria-hidden": "true" }, "progressBar"), "progressText"),
  stats: () => el("div", { class: "stats", role: "status" }),
  "solutions.box": () =>
    holding(
      "div",
      { class: "row solutions", role: "group", "aria-label": "Solutions", hidden: true },
      "solutions.prev",
      "solutions.label",
      "solutions.next",
      "solutions.more",
    ),
  moves: () => el("ol", { class: "moves", "aria-label": "Moves" }),
  keys: () => el("p", { class: "keys" }, `Keys: arrows move the cursor, Enter picks up and puts down; ${SHORTCUT_HELP}.`),
  announce: () => el("p", { class: "sr-only", "aria-live": "polite" }),
  "walls.box": () =>
    holding(
      "div",
      { class: "row walls", role: "group", "aria-label": "Random walls", hidden: true },
      holding("label", {}, "Walls ", "walls.percent", " %"),
      holding("label", {}, "Seed ", "walls.seed"),
      "walls.fresh",
    ),
  exportBox: () => el("details", { class: "export" }, el("summary", {}, "Export")),
};

/** The control or group named `part` (a key of CONTROLS or GROUPS), marked with its data-part. */
export function control(part) {
  const make = CONTROLS[part] ?? GROUPS[part];
  if (!make) throw new Error(`controls.js: no control "${part}"`);
  const node = make();
  node.dataset.part = part;
  return node;
}

/**
 * Replaces each `[data-control]` placeholder under `root` by its control:
 * the control takes the placeholder's attributes (its id, `hidden`, `open`
 * …; classes are added), its children are appended (the page's own extras,
 * placeholders included), and `data-ids="part:id …"` gives ids to parts
 * inside a group (the page's links, styles and tests name them).
 */
export function fillControls(root) {
  for (const slot of root.querySelectorAll("[data-control]")) {
    const node = control(slot.dataset.control);
    for (const { name, value } of slot.attributes) {
      if (name === "class") node.classList.add(...slot.classList);
      else if (name !== "data-control" && name !== "data-ids") node.setAttribute(name, value);
    }
    for (const pair of (slot.dataset.ids ?? "").split(/\s+/).filter(Boolean)) {
      const [part, id] = pair.split(":");
      const inner = node.querySelector(`[data-part="${part}"]`);
      if (!inner) throw new Error(`controls.js: ${slot.dataset.control} holds no ${part}`);
      inner.id = id;
    }
    node.append(...slot.childNodes);
    slot.replaceWith(node);
  }
}
