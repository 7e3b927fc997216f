// www/element/attributes.js: what the <board-puzzle> element's attributes
// say, read and checked in one place (www/embed.js calls readAttributes on
// each load); a value at fault is an error named with its attribute, said
// in the element, and the rest still loads.
//
// The attributes of <board-puzzle>, read in one place: the request's fields
// (www/controller/request.js FIELDS: puzzle, board, rows,
// cols, off, random-off, grid, goal, from, to, closed, n, mode,
// max-solutions, finish, minimize, diagonal, algorithm, leaper; values as in
// the JS API, squares and random-off as JSON such as from="[0,0]", the leaper
// as a,b such as leaper="1,3", the camel), plus
//   readonly   no editing: the answer is solved at once, for playback only;
//   autoplay   solve at once and play (not under prefers-reduced-motion);
//   controls   which controls show, space-separated from
//              tools solve play step reset scrub stats moves keys
//              options algorithm progress solutions history speed
//              walls export labels (default "tools solve play step reset stats
//              progress solutions history"; "all"; "none"); "export" adds
//              the Export panel (www/export/export-panel.js: PNG, SVG, GIF,
//              moves as text, printable sheet), as on the page; "walls"
//              the random walls (share, seed, New walls: www/controls/walls.js)
//              for a puzzle that takes them, whose change the attributes
//              follow (random-off, rows, cols, on; board and off removed);
//   worker-memory-mb  the solver worker's wasm memory ceiling (whole MB,
//              1 to 4096, default 512): after an answer, a worker above
//              it is replaced; anything else is refused, named;
//   parallel   "false": counts run on one worker, not one per core;
//   mode       "play": the board opens in Play mode (an exercise: moves by
//              the puzzle's rules, the coach judges each; Setup/Play
//              toggle above the board), "setup" (default); other values
//              are the request's mode ("one", "all", "count");
//   played / placed  moves already made ("r,c-r,c_r,c-r,c") or pieces
//              placed ("r,c_r,c"), as in the page's share links;
//   compact    smaller controls, icons without labels, no key help: for
//              slides and narrow columns;
//   labels     "chess": rows and columns named a–h, 1–8 (ranks from the
//              bottom; a triangle's columns too), "numbers" (default):
//              0-based, as the notation; the Labels control (controls
//              word "labels") changes it, and the attribute follows.
import { check } from "../../board_view.js";
import { FIELDS, attributeName, readFields, readWhole, withPresetBoard } from "../controller/request.js";
import { readPlay } from "../share/play-link.js";
import { readLabels } from "../board/board-look.js";

/** The attributes whose change reloads the element (HTMLElement observedAttributes). */
export const OBSERVED_ATTRIBUTES = [
  ...Object.keys(FIELDS).map(attributeName),
  "readonly",
  "autoplay",
  "controls",
  "worker-memory-mb",
  "parallel",
  "played",
  "placed",
  "labels",
];

/** The `mode` attribute's values that choose Setup or Play (others are the request's mode). */
const PLAY_MODES = /^(play|setup)$/i;

/** The message `fn` throws (a wasm call refusing its input), or "". */
function refusal(fn) {
  try {
    fn();
  } catch (err) {
    return String(err?.message ?? err);
  }
  return "";
}

/**
 * What the attributes say, `get(name)` reading one (null when absent) and
 * `infos` the puzzles' PuzzleInfo[]:
 * - `request`, `info`: the request and its puzzle (an unknown or absent
 *   puzzle: the first; only a puzzle: its first preset's position);
 * - `errors`: strings naming each attribute at fault (the core's words for
 *   an unknown puzzle);
 * - `memoryCeilingMb`: worker-memory-mb, a whole number 1–4096, or
 *   undefined (www/workers/solver-client.js's default);
 * - `parallel`: false when parallel is "false", "0", "no" or "off";
 * - `labels`: "numbers" or "chess";
 * - `play`: mode="play"'s moves (www/share/play-link.js readPlay: { played, placed, errors }), or null.
 */
export function readAttributes(get, infos) {
  // mode="play" / "setup" chooses the element's mode, not the request's.
  const attr = (field) => (field === "mode" && PLAY_MODES.test(get("mode") ?? "") ? null : get(attributeName(field)));
  const { request, errors } = readFields(attr);
  const known = infos.find((p) => p.id === request.puzzle);
  if (request.puzzle && !known) {
    errors.push(`puzzle: ${refusal(() => check({ puzzle: request.puzzle }))}`); // "unknown puzzle 'x': use one of …"
  }
  const info = known ?? infos[0];
  // A whole number of MB up to wasm32's 4 GiB; anything else is refused, named.
  const mb = get("worker-memory-mb") !== null ? readWhole("worker-memory-mb", get("worker-memory-mb"), 1, 4096) : {};
  if (mb.error) errors.push(mb.error);
  const labels = readLabels(get("labels"));
  if (labels.error) errors.push(labels.error);
  let play = null;
  if (/^play$/i.test(get("mode") ?? "")) {
    const moves = [get("played"), get("placed")].filter(Boolean).join("_");
    play = readPlay(new URLSearchParams({ play: moves }));
  }
  return {
    request: { ...withPresetBoard(request, info), puzzle: info.id },
    info,
    errors,
    memoryCeilingMb: mb.value,
    parallel: !/^(false|0|no|off)$/i.test(get("parallel") ?? ""),
    labels: labels.value,
    play,
  };
}
