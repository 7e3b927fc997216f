// The edit tool palette — Move, then each symbol the puzzle's editor
// places (PuzzleInfo.editor.palette) — built once for the page
// (www/page/setup-panel.js, #palette) and the <board-puzzle> element (www/embed.js).
import { cellIcon } from "./cell-icons.js";
import { el } from "../base/dom.js";
import { cellName, cellShort } from "../base/format.js";

/** Picks `tool` on `view`, or Move when the view refuses it (a symbol the puzzle does not place). */
export function pickTool(view, tool) {
  try {
    view.setTool(tool);
  } catch {
    view.setTool("move");
  }
}

/**
 * The palette's buttons for puzzle `info` (radios, each with its icon and
 * short label, `data-tool` its symbol), `now` checked; `onPick(tool)` runs
 * on a click.
 */
export function toolButtons(info, now, onPick) {
  return ["move", ...info.editor.palette].map((t) =>
    el(
      "button",
      {
        type: "button",
        role: "radio",
        "aria-checked": String(t === now),
        "aria-label": t === "move" ? "Move pieces and markers" : cellName(t, info),
        title: t === "move" ? "Move: drag or click pieces and markers" : cellName(t, info),
        dataset: { tool: t },
        onclick: () => onPick(t),
      },
      t === "move" ? el("span", { class: "move-icon", "aria-hidden": "true" }, "✥") : cellIcon(t, 22),
      el("span", { class: "label" }, t === "move" ? "Move" : cellShort(t, info)),
    ),
  );
}

/** Marks `now` as the tool picked among `box`'s buttons. */
export function markTool(box, now) {
  for (const b of box.querySelectorAll("[data-tool]")) b.setAttribute("aria-checked", String(b.dataset.tool === now));
}
