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
 * The pictures of the pieces `view`'s board draws unlike the usual icons
 * (a leaper's token where its knights are another leaper, issue 42):
 * symbol → SVG markup (BoardView.pieceSvg); empty for the knight.
 */
function boardPictures(view, symbols) {
  const pictures = new Map();
  if (!view?.legend?.()) return pictures;
  for (const t of symbols) {
    const markup = t === "move" ? undefined : view.pieceSvg(t);
    if (markup) pictures.set(t, markup);
  }
  return pictures;
}

/**
 * `text` (a cell's name from the puzzle's info: "White knight", "Knight")
 * with the knight named as `view`'s board's leaper ("White camel",
 * "(2, 5)-leaper"); unchanged for the knight or without a view.
 */
export function leaperWords(text, view) {
  const legend = view?.legend?.();
  if (!legend) return text;
  const noun = legend.replace(/ \(\d+, \d+\)$/, "");
  return text.replace(/knight/gi, (word) => (word[0] === "K" ? noun[0].toUpperCase() + noun.slice(1) : noun));
}

/** A palette button's spoken name, tooltip and label for tool `t` of puzzle `info` on `view`'s board. */
function toolWords(t, info, view) {
  if (t === "move") return { name: "Move pieces and markers", title: "Move: drag or click pieces and markers", short: "Move" };
  const name = leaperWords(cellName(t, info), view);
  return { name, title: name, short: leaperWords(cellShort(t, info), view) };
}

/**
 * The palette's buttons for puzzle `info` (radios, each with its icon and
 * short label, `data-tool` its symbol), `now` checked; `onPick(tool)` runs
 * on a click; `view` (optional), whose board's pieces the icons show.
 */
export function toolButtons(info, now, onPick, view = undefined) {
  const pictures = boardPictures(view, info.editor.palette);
  return ["move", ...info.editor.palette].map((t) => {
    const words = toolWords(t, info, view);
    return el(
      "button",
      {
        type: "button",
        role: "radio",
        "aria-checked": String(t === now),
        "aria-label": words.name,
        title: words.title,
        dataset: { tool: t },
        onclick: () => onPick(t),
      },
      t === "move" ? el("span", { class: "move-icon", "aria-hidden": "true" }, "✥") : cellIcon(t, 22, pictures.get(t)),
      el("span", { class: "label" }, words.short),
    );
  });
}

/** Marks `now` as the tool picked among `box`'s buttons. */
export function markTool(box, now) {
  for (const b of box.querySelectorAll("[data-tool]")) b.setAttribute("aria-checked", String(b.dataset.tool === now));
}

/**
 * Shows on `box`'s buttons the pieces as `view`'s board draws them, after
 * the leaper changed (the Piece control, a preset, a link): a camel's
 * token, or the knight's head again; with puzzle `info`, the buttons'
 * names and labels name the leaper too ("White camel").
 */
export function showPieceIcons(box, view, info) {
  if (!box) return;
  const key = view.legend() ?? "";
  const buttons = [...box.querySelectorAll("[data-tool]")].filter((b) => b.querySelector(".icon")?.dataset.leaper !== key);
  const pictures = boardPictures(
    view,
    buttons.map((b) => b.dataset.tool),
  );
  for (const b of buttons) {
    const icon = b.querySelector(".icon");
    if (!icon) continue;
    const next = cellIcon(b.dataset.tool, 22, pictures.get(b.dataset.tool));
    next.dataset.leaper = key;
    icon.replaceWith(next);
    if (!info) continue;
    const words = toolWords(b.dataset.tool, info, view);
    b.setAttribute("aria-label", words.name);
    b.title = words.title;
    const label = b.querySelector(".label");
    if (label) label.textContent = words.short;
  }
}
