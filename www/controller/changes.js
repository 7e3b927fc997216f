// Changes of the request: what each one does (drop the answer, re-check,
// redraw, tell the page or element), undo and redo, and edits while an
// answer is shown. A part of the board's controller (www/controller/controller.js).
import { dropAnswer, note, showPlayback } from "../answer/answer-panel.js";
import { FIRST_SOLUTIONS } from "./controller-state.js";
import { count } from "../base/format.js";
import { afterPlay, endPlay, showMode } from "../play/play-mode.js";
import { MAX_SIDE, forView } from "./request.js";
import { setFieldError, validate } from "./setup-check.js";
import { busy, cancelSolves, solve } from "./solving.js";
import { offBitsOf } from "../share/seeded-walls.js";
import { say } from "../answer/speech.js";
import { WallControls, withWalls } from "../controls/walls.js";
import { showPieceIcons } from "../board/tools.js";

/** Causes that are edits by the user (events.edited); of those, the ones that replace an undrawn request, and the ones a solved path follows. */
const EDITS = new Set(["board", "undo", "size", "text", "options", "walls"]);
const REDRAWN = new Set(["board", "undo", "size", "text", "walls"]);
const FOLLOWED = new Set(["board", "undo"]);

/**
 * After every change of the request: drop the answer, re-check, redraw.
 * `cause`: "load", "mode" (back from play), "algorithm", or an edit —
 * "board", "undo", "size", "text", "options", "walls". Tells `events.edited`,
 * `events.algorithm` or `events.replaced`.
 */
export function changed(c, cause) {
  const { s, events } = c;
  s.request.cached = null;
  if (s.play.mode === "play" && cause !== "mode") {
    // An edit of the request (options, text, size) ends play.
    endPlay(c);
    showMode(c);
  }
  if (REDRAWN.has(cause)) {
    // An edit replaces what could not be read, and leaves a board too big to draw.
    s.request.undrawn = null;
    s.setup.loadErrors = [];
  }
  const follow = s.solving.live && s.request.info.editor.answer === "path" && FOLLOWED.has(cause);
  s.solving.live = follow;
  if (follow) {
    s.solving.liveAgain = busy(c);
    note(c, "Solving again for the changed board…");
  } else if (busy(c)) {
    cancelSolves(c);
    note(c, "The solve was cancelled because the position changed.");
  } else {
    note(c, s.request.readOnly ? "" : "Press Solve to find an answer.");
  }
  dropAnswer(c);
  s.answer.shown = null;
  s.solving.maxSolutions = FIRST_SOLUTIONS;
  if (EDITS.has(cause)) events.edited?.({ text: cause === "text" });
  else if (cause === "algorithm") events.algorithm?.(c.algorithm());
  else events.replaced?.();
  showPlayback(c);
  showHistory(c);
  showUndrawn(c);
  showLegend(c);
  c.walls?.show(s.request.info, c.request());
  c.redraw();
  const checked = validate(c);
  if (follow && !busy(c))
    checked.then((ok) => {
      if (ok) solve(c, { live: true });
    });
}

/** The walls control over `c.p.walls` (www/controls/walls.js), or undefined when the parts hold none. */
export function bindWalls(c) {
  if (!c.p.walls) return undefined;
  return new WallControls(
    c.p.walls,
    (randomOff) => setWalls(c, randomOff),
    (error) => setFieldError(c, "walls", error),
  );
}

/**
 * Boards of more squares than this get their seeded walls drawn in a
 * worker (www/share/seeded-walls.js): a million draws take about 20 ms on the
 * page's thread, 10⁸ (10 000 × 10 000) take seconds.
 */
export const DRAWN_HERE = 1_000_000;

/**
 * The walls control's change (www/controls/walls.js): the board drawn anew with
 * `randomOff`'s walls (null: none), an edit; then `events.walls(randomOff)`.
 * On a board of more than DRAWN_HERE squares the walls are drawn in a
 * worker (offBits, the same draw the solver makes from the seed) and handed
 * to the view, which checks them against the seed; the board changes when
 * they come, unless another walls change, or a board of another size or
 * puzzle, came first. Resolves once the board shows them (or they were
 * dropped).
 */
export async function setWalls(c, randomOff) {
  const { view, s } = c;
  const [rows, cols, puzzle] = [view.rows(), view.cols(), view.puzzle()];
  const ask = ++s.request.wallsAsked;
  let walls;
  if (randomOff && rows * cols > DRAWN_HERE) {
    note(c, `Drawing the random walls of the ${count(rows)} × ${count(cols)} board…`);
    try {
      walls = await offBitsOf({ puzzle, rows, cols, randomOff });
    } catch (err) {
      if (ask === s.request.wallsAsked) setFieldError(c, "walls", `Walls: ${err?.message ?? err}`);
      return;
    }
    if (ask !== s.request.wallsAsked || view.rows() !== rows || view.cols() !== cols || view.puzzle() !== puzzle) return;
  }
  view.setRequest(forView(withWalls(c.request(), rows, cols, randomOff)), walls);
  changed(c, "walls");
  c.events.walls?.(randomOff);
}

/** A request too big to draw: the board's box says so (its `data-undrawn`). */
function showUndrawn(c) {
  const big = c.s.request.undrawn;
  if (big) {
    c.p.wrap.dataset.undrawn =
      `n = ${count(big.n ?? big.rows)}: too big to draw here ` +
      `(the board shows up to ${count(MAX_SIDE)} × ${count(MAX_SIDE)}). Solve runs it; the answer shows as numbers.`;
  } else {
    delete c.p.wrap.dataset.undrawn;
  }
}

/**
 * The leaper the board's knights move as, when not the knight (issue 42):
 * named by the board ("Piece: camel (1, 3)", the view's legend, as every
 * export's caption names it) and drawn on the palette's buttons.
 */
function showLegend(c) {
  const legend = c.view.legend();
  if (legend) c.p.wrap.dataset.legend = `Piece: ${legend}`;
  else delete c.p.wrap.dataset.legend;
  showPieceIcons(c.p.tools, c.view, c.s.request.info);
}

/** Undo and Redo's buttons: enabled when there is something to undo or redo (moves while playing). */
export function showHistory(c) {
  const { view, p, s } = c;
  const playing = s.play.mode === "play";
  const can = (back) => (playing ? view.canPlayUndo(back) : back ? view.canUndo() : view.canRedo());
  if (p.undo) p.undo.disabled = (s.request.readOnly && !playing) || !can(true);
  if (p.redo) p.redo.disabled = (s.request.readOnly && !playing) || !can(false);
}

/** Undo (back) or redo an edit of the board, or (playing) a move. */
export function undo(c, back) {
  if (c.s.play.mode === "play") {
    if (c.view.playUndo(back)) afterPlay(c, back ? "undo" : "redo");
    return;
  }
  if (c.s.request.readOnly) return;
  if (back ? c.view.undo() : c.view.redo()) {
    changed(c, "undo");
    say(c, back ? "Undone." : "Redone.");
  }
}

/**
 * Before a press or key edits the board: an answer that moved pieces,
 * paused at move k > 0, would make the position at move k the new start.
 * Instead the board jumps back to the start first (the press only does
 * that), and says so; "Start from here" (startFromShown) makes move k's
 * position the start, undoably. Returns whether the edit may go on.
 */
export function beforeEdit(c) {
  const { view, s } = c;
  if (s.request.readOnly || view.steps() === 0 || view.playback() === 0) return true;
  const kind = s.request.info?.editor.answer;
  if (kind !== "moves" && kind !== "jumps") return true;
  const k = view.step();
  c.player.seek(0);
  const text =
    `Back at the start: edits change the start position, not move ${count(k)}. ` +
    "To start from the position shown at a move instead, press “Start from here” while it is shown.";
  note(c, text);
  say(c, text);
  return false;
}

/** Makes the position shown at the current move the start (undoable: Undo brings back the old start). Returns whether it did. */
export function startFromShown(c) {
  const { view } = c;
  const shown = view.shownPosition();
  const k = view.step();
  if (c.s.request.readOnly || view.steps() === 0 || k === 0 || shown === undefined) return false;
  dropAnswer(c);
  c.s.answer.shown = null;
  view.setPositionText(shown);
  changed(c, "board");
  say(c, `The position after move ${count(k)} is now the start. Undo (Ctrl+Z) brings back the old start.`);
  return true;
}
