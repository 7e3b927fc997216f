// How a controller (www/controller/controller.js) is wired to the DOM parts the page
// or the element gives it: the board's pointer and keys (www/board/board.js),
// the cursor's voice, the player, the move list, the solutions' pager,
// the options, the walls and Labels controls, and every button's click.
// A part that is missing is simply not wired.
import { MoveList } from "../answer/answer.js";
import { bindBoard } from "../board/board.js";
import { bindLook } from "../board/board-look.js";
import { MOST_SOLUTIONS } from "./controller-state.js";
import { CursorVoice } from "../board/cursor.js";
import { beforeEdit, bindWalls, changed, startFromShown } from "./changes.js";
import { afterPlay, hint, restart, showRefusal, solveFromHere } from "../play/play-mode.js";
import { OptionControls } from "../controls/options.js";
import { Player } from "../answer/player.js";
import { note, showPlayback } from "../answer/answer-panel.js";
import { SolutionPager } from "../answer/solutions.js";
import { cancel, solve } from "./solving.js";
import { say } from "../answer/speech.js";

/**
 * Wires context `c` (the controller's: view, p the parts, s the state,
 * events) to its parts, setting c.board, c.cursor, c.player, c.moves,
 * c.pager, c.optionControls, c.walls and c.unlook; `controller` is the
 * Controller, whose undo, setMode and algorithm the buttons call.
 */
export function wireParts(c, controller) {
  const { view, p: parts, events } = c;
  const playing = () => c.s.play.mode === "play";
  c.board = bindBoard(view, parts.canvas, parts.wrap, {
    onChange: () => (playing() ? afterPlay(c, "move") : changed(c, "board")),
    onHover: (sq) => events.hover?.(sq),
    beforeEdit: () => playing() || beforeEdit(c),
    onKey: (key, changed) => c.cursor.key(key, changed),
    onRelease: () => showRefusal(c),
  });
  c.cursor = new CursorVoice(
    view,
    () => c.s.request.info,
    (text) => say(c, text),
  );
  c.player = new Player(view, () => showPlayback(c));
  // While playing, the list shows the moves made; picking one does nothing (Undo goes back).
  if (parts.moves)
    c.moves = new MoveList(parts.moves, (k) => {
      if (!playing()) c.player.seek(k);
    });
  if (parts.solutions) {
    c.pager = new SolutionPager(
      view,
      parts.solutions,
      () => c.redraw(),
      () => {
        c.s.solving.maxSolutions = Math.min(c.s.solving.maxSolutions * 10, MOST_SOLUTIONS);
        solve(c, { at: view.solution() });
      },
    );
  }
  if (parts.options) {
    c.optionControls = new OptionControls(parts.options, (field, value) => {
      if (field === "leaper") return setLeaper(c, value);
      if (value === undefined) delete c.s.request.options[field];
      else c.s.request.options[field] = value;
      changed(c, "options");
    });
  }
  c.walls = bindWalls(c); // the random walls control (www/controls/walls.js), when the parts hold one
  c.unlook = bindLook(c); // the Labels control and the dark theme (www/board/board-look.js)
  listenToParts(c, controller);
}

/**
 * The Piece control (issue 42): the view holds the leaper with the board
 * (request.js BOARD_FIELDS), so the board shown is set again with it; its
 * answer then plays back by the leaper's moves. `leaper` undefined: the knight.
 */
function setLeaper(c, leaper) {
  const shown = c.view.request();
  if (leaper === undefined) delete shown.leaper;
  else shown.leaper = leaper;
  try {
    c.view.setRequest(shown);
  } catch (err) {
    note(c, err.message, "bad"); // a custom (a, b) out of range, named by the module
    return;
  }
  changed(c, "options");
}

/** The controls' clicks. */
function listenToParts(c, controller) {
  const parts = c.p;
  const on = (node, type, fn) => node?.addEventListener(type, fn);
  on(parts.solve, "click", () => solve(c));
  on(parts.cancel, "click", () => cancel(c));
  on(parts.playPause, "click", () => c.player.toggle());
  on(parts.start, "click", () => c.player.seek(0));
  on(parts.end, "click", () => c.player.seek(c.view.steps()));
  on(parts.back, "click", () => c.player.step(-1));
  on(parts.forward, "click", () => c.player.step(1));
  on(parts.scrub, "input", (event) => c.player.seek(Number(event.target.value)));
  on(parts.speed, "change", (event) => {
    c.player.speed = event.target.value;
  });
  on(parts.fromHere, "click", () => startFromShown(c));
  on(parts.undo, "click", () => controller.undo(true));
  on(parts.redo, "click", () => controller.undo(false));
  on(parts.modeSetup, "click", () => controller.setMode("setup"));
  on(parts.modePlay, "click", () => controller.setMode("play"));
  on(parts.hint, "click", () => hint(c));
  on(parts.handOver, "click", () => solveFromHere(c));
  on(parts.restart, "click", () => restart(c));
  on(parts.algorithm, "change", () => {
    c.s.request.autoAlgorithm = false;
    controller.algorithm = parts.algorithm.value;
    changed(c, "algorithm");
  });
}
