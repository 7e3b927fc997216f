// Which of the <board-puzzle> element's controls show (www/embed.js): the
// `controls` attribute's words, read only (`readonly`) or editable.

/** The words of the `controls` attribute, each naming controls of the template (www/controls/controls.js). */
export const CONTROL_WORDS = [
  "tools",
  "solve",
  "play",
  "step",
  "reset",
  "scrub",
  "stats",
  "moves",
  "keys",
  "options",
  "algorithm",
  "progress",
  "solutions",
  "history",
  "speed",
  "walls",
  "export",
  "labels",
];
const DEFAULT_WORDS = "tools solve play step reset stats progress solutions history";

/** The set of controls named by the attribute's text (null: the default; "all"; "none"). */
export function controlsOf(text) {
  const words = String(text ?? DEFAULT_WORDS)
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.includes("all")) return new Set(CONTROL_WORDS);
  return new Set(words.filter((w) => CONTROL_WORDS.includes(w)));
}

/** Shows or hides the element's parts `ui` (www/base/dom.js partsIn) after the attribute's `text`; returns the set shown. */
export function showControls(ui, text, editable) {
  const shown = controlsOf(text);
  ui.tools.hidden = !(shown.has("tools") && editable);
  ui.history.hidden = !(shown.has("history") && editable);
  ui.solve.hidden = !shown.has("solve");
  ui.cancel.hidden = !shown.has("progress");
  ui.progress.dataset.shown = String(shown.has("progress"));
  ui.options.dataset.shown = String(shown.has("options"));
  if (!shown.has("options")) ui.options.hidden = true;
  ui.algorithmBox.hidden = !shown.has("algorithm");
  ui.algorithmNote.hidden = !shown.has("algorithm");
  ui.playPause.hidden = !shown.has("play");
  ui.back.hidden = ui.forward.hidden = !shown.has("step");
  ui.start.hidden = ui.end.hidden = !shown.has("reset");
  ui.scrub.hidden = !shown.has("scrub");
  ui.speed.parentElement.hidden = !shown.has("speed"); // its label
  ui.count.hidden = !(shown.has("play") || shown.has("step") || shown.has("scrub"));
  ui.stats.hidden = !shown.has("stats");
  ui.solutions.box.dataset.shown = String(shown.has("solutions"));
  ui.moves.hidden = !shown.has("moves");
  ui.keys.hidden = !shown.has("keys");
  ui.modes.hidden = !editable;
  ui.exportBox.hidden = !shown.has("export");
  ui.labelsBox.hidden = !shown.has("labels");
  // The walls show for a puzzle that takes them (www/controls/walls.js reads data-shown).
  ui.walls.box.dataset.shown = String(shown.has("walls") && editable);
  if (ui.walls.box.dataset.shown === "false") ui.walls.box.hidden = true;
  return shown;
}
