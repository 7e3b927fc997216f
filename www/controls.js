// The board's controls, each written once: the page (index.html holds a
// placeholder `<span data-control="name" id="…">` where each goes; app.js
// calls fillControls) and the <board-puzzle> element (www/embed.js builds
// its rows from control(name)) show the same buttons, labels, titles and
// icons. Each control carries `data-part="name"`, the name the controller
// (www/controller.js) takes it by (www/dom.js partsIn).
import { el } from "./dom.js";
import { plural } from "./format.js";

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

/** An 18 px icon from PATHS, hidden from screen readers (its button is labelled). */
export function icon(name) {
  const svg = document.createElementNS(SVG, "svg");
  for (const [k, v] of Object.entries({ viewBox: "0 0 20 20", width: "18", height: "18", "aria-hidden": "true", focusable: "false" })) {
    svg.setAttribute(k, v);
  }
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", PATHS[name]);
  svg.append(path);
  return svg;
}

/** A button showing `content`, named by `label` and titled `title` (the label with its key). */
const button = (cls, label, title, ...content) => el("button", { type: "button", class: cls, "aria-label": label, title }, ...content);

/** Playback speeds, moves a second ("auto": about ten seconds for the whole answer, www/player.js). */
const SPEEDS = ["auto", "1", "2", "4", "8", "30", "120", "1000"];

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
  playPause: () => {
    const b = button(
      "play",
      "Play",
      "Play / pause (P)",
      el("span", { class: "icon-play" }, icon("play")),
      el("span", { class: "icon-pause" }, icon("pause")),
    );
    b.dataset.state = "paused";
    return b;
  },
  forward: () => button("forward", "Step forward", "Step forward (])", icon("forward")),
  end: () => button("end", "To the end", "To the end (End)", icon("end")),
  scrub: () => el("input", { type: "range", class: "scrub", min: "0", max: "0", step: "any", value: "0", "aria-label": "Playback position" }),
  count: () => el("output", { class: "count step-count" }, "0 / 0"),
  speed: () =>
    el(
      "select",
      { class: "speed-select", "aria-label": "Playback speed" },
      ...SPEEDS.map((v) => el("option", { value: v }, v === "auto" ? "auto" : `${v} ${plural("move", v)}/s`)),
    ),
  fromHere: () =>
    el("button", { type: "button", class: "link from-here", hidden: true, title: "Make the position shown the start (undoable)" }, "Start from here"),
  hint: () => el("button", { type: "button", class: "hint", title: "Highlight one best next move" }, "Hint"),
  handOver: () => el("button", { type: "button", class: "hand-over", title: "The solver plays the rest from here" }, "Solve from here"),
  restart: () => el("button", { type: "button", class: "restart", title: "Back to the start (Redo replays the moves)" }, "Restart"),
  playCount: () => el("output", { class: "count step-count play-count" }, "0 made"),
  coach: () => el("p", { class: "coach", role: "status", "aria-live": "polite" }),
  "solutions.prev": () => button("solution-prev", "Previous solution", "Previous solution", icon("back")),
  "solutions.next": () => button("solution-next", "Next solution", "Next solution", icon("forward")),
  "solutions.label": () => el("output", { class: "solution-label", "aria-live": "polite" }),
  "solutions.more": () => el("button", { type: "button", class: "link solution-more", hidden: true }, "Find more"),
};

/** The control named `part` (a key of CONTROLS), marked with its data-part. */
export function control(part) {
  const node = CONTROLS[part]();
  node.dataset.part = part;
  return node;
}

/** Replaces each `[data-control]` placeholder under `root` by its control, which keeps the placeholder's id and classes. */
export function fillControls(root) {
  for (const slot of root.querySelectorAll("[data-control]")) {
    const node = control(slot.dataset.control);
    if (slot.id) node.id = slot.id;
    node.classList.add(...slot.classList);
    slot.replaceWith(node);
  }
}
