// A board being played (issue 14) in a share link (`play=`) and in the
// <board-puzzle> element's `played` / `placed` attributes: written from
// the controller's play state, read back by the page and the element.
import { LinkProblem, clip } from "./link-problem.js";

/** A square as link text: "r,c". */
const squareText = ([r, c]) => `${r},${c}`;

/**
 * The [key, value] pair a link adds for a board being played (issue 14):
 * `play=` followed by the moves made, `r,c-r,c_r,c-r,c…` (from-to; a
 * jump's `over` is found again by the rules), or the pieces placed,
 * `r,c_r,c…`; `play=` alone for no move yet. None in setup. (Its own key:
 * `mode` is the request's field, "one" / "all" / "count".)
 */
export function playPairs({ mode = "setup", played = [], placed = [] } = {}) {
  if (mode !== "play") return [];
  const moves = played.map((s) => `${squareText(s.from)}-${squareText(s.to)}`);
  return [["play", [...moves, ...placed.map(squareText)].join("_")]];
}

/**
 * The <board-puzzle> attributes for a board being played, from the same
 * state as playPairs: { mode: "play", played: "r,c-r,c_…", placed:
 * "r,c_…" } (empty lists as ""); {} in setup. The element reads them back
 * (www/embed.js), so an exercise embeds as it is on screen.
 */
export function playAttributes({ mode = "setup", played = [], placed = [] } = {}) {
  if (mode !== "play") return {};
  return {
    mode: "play",
    played: played.map((s) => `${squareText(s.from)}-${squareText(s.to)}`).join("_"),
    placed: placed.map(squareText).join("_"),
  };
}

/**
 * Reads what playPairs wrote from a link's `params`: { mode, played,
 * placed, errors } (errors are LinkProblems; a list at fault is dropped).
 */
export function readPlay(params) {
  const errors = [];
  const none = { mode: params.has("play") ? "play" : "setup", played: [], placed: [], errors };
  const text = params.get("play");
  if (!text) return none;
  const square = (t) => {
    const m = /^(\d{1,5}),(\d{1,5})$/.exec(t);
    if (!m) throw new Error(`"${clip(t)}" is not a square r,c`);
    return [Number(m[1]), Number(m[2])];
  };
  try {
    const played = [];
    const placed = [];
    for (const entry of text.split("_")) {
      const [from, to, more] = entry.split("-");
      if (more !== undefined) throw new Error(`"${clip(entry)}" is not a move r,c-r,c`);
      if (to === undefined) placed.push(square(from));
      else played.push({ from: square(from), to: square(to) });
    }
    return { ...none, played, placed };
  } catch (err) {
    errors.push(new LinkProblem("play", err.message));
    return none;
  }
}
