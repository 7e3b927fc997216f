// Play mode (issue 14): the position set up is played by hand by the
// puzzle's rules, the coach (www/play/coach-client.js) judges each move, Hint rings its
// best move, "Solve from here" hands over to it, and a refused move says
// why beside its square. A part of the board's controller
// (www/controller/controller.js); its state is `c.s.play`. The verdict's wording is
// in www/play/coach-words.js.
import { dropAnswer, note } from "../answer/answer-panel.js";
import { Coach } from "./coach-client.js";
import { hintWords, moveWords, verdictWords } from "./coach-words.js";
import { el } from "../base/dom.js";
import { count, symbolAt } from "../base/format.js";
import { reducedMotion } from "../answer/player.js";
import { blockingErrors, showStatus } from "../controller/setup-check.js";
import { cancelSolves } from "../controller/solving.js";
import { say } from "../answer/speech.js";

/** How long a refused move's reason stays beside its piece, ms. */
const REFUSAL_MS = 2_500;
/** The most squares a board played by hand may have (a knight path's any size: its position is the walker alone). */
const PLAY_MAX_SQUARES = 4_000_000;
/** Pause between the moves "Solve from here" plays, ms (none with reduced motion). */
const HAND_OVER_MS = 350;

const playing = (c) => c.s.play.mode === "play";
const placing = (c) => c.s.request.info.editor.answer === "placement";

/**
 * Switches to "play" (startPlay) or back to "setup" (the request is as it
 * was before play: c.changed("mode")). Returns whether the board is in
 * `mode` afterwards.
 */
export function setMode(c, mode, moves = {}) {
  if (mode === "play") return startPlay(c, moves);
  stopHandOver(c);
  if (playing(c)) {
    endPlay(c);
    c.changed("mode");
    say(c, "Setup: the board is edited again.");
  }
  showMode(c);
  return true;
}

/**
 * Switches to play: the position set up is played by hand from its start;
 * `played` steps or `placed` squares are made first, as a share link holds
 * them. Returns whether the board is in play afterwards; a setup that
 * cannot be played (its error is shown) stays in setup.
 */
function startPlay(c, { played = [], placed = [] } = {}) {
  const { view } = c;
  stopHandOver(c);
  cancelSolves(c);
  dropAnswer(c);
  const errors = blockingErrors(c);
  try {
    if (errors.length) throw new Error(errors.join(" "));
    const squares = c.s.request.undrawn ? Infinity : view.rows() * view.cols();
    if (squares > PLAY_MAX_SQUARES && c.s.request.info.editor.answer !== "path") {
      throw new Error(`the board is too big to play by hand here (at most ${count(PLAY_MAX_SQUARES)} squares); Solve runs it`);
    }
    const req = c.request();
    delete req.limits;
    view.setPlay(req);
  } catch (err) {
    note(c, `This setup cannot be played: ${err.message}`, "bad");
    showMode(c);
    return false;
  }
  c.s.play.mode = "play";
  const refused = replay(c, played, placed);
  showMode(c);
  note(c, "Playing: the coach judges each move under the board. Setup goes back to editing the position.");
  afterPlay(c, "start");
  if (refused) note(c, `Play: ${refused}`, "bad");
  return true;
}

/** Plays a link's moves or pieces, each checked; returns what was refused in words, or "". */
function replay(c, played, placed) {
  const { view } = c;
  const why = () => view.refusal()?.message ?? "illegal";
  for (const [i, step] of played.entries()) {
    if (!view.playStep(step)) return `move ${i + 1} of the link was refused (${why()}); play goes on before it.`;
  }
  for (const [i, sq] of placed.entries()) {
    if (!view.playPlace(sq[0], sq[1])) return `piece ${i + 1} of the link was refused (${why()}).`;
  }
  return "";
}

/** Leaves play (the mode only: the caller redraws and says so); the coach's question is dropped. */
export function endPlay(c) {
  const play = c.s.play;
  play.mode = "setup";
  c.view.setPlay(null);
  play.coach?.cancel();
  play.coaching = null;
  hideToast(c);
}

/** The symbol of the piece on `sq` in the position shown, if the puzzle's palette names it ("" otherwise, or past 64 × 64). */
function pieceOn(c, [r, col]) {
  const ch = symbolAt(c.view.shownPosition(), [r, col]);
  return ch && ch !== "." && ch !== "#" && c.s.request.info?.editor.cells.some((cell) => cell.symbol === ch) ? ch : "";
}

/** Back to the start of play (Redo replays the moves). */
export function restart(c) {
  if (playing(c) && c.view.playRestart()) afterPlay(c, "restart");
}

/** Highlights the coach's best next move (asks the coach when no verdict is at hand). */
export function hint(c) {
  if (!playing(c)) return;
  const coaching = c.s.play.coaching;
  if (coaching?.hint) c.view.setHint(coaching.hint.from, coaching.hint.to);
  else if (coaching?.hintSquare) c.view.setHint(coaching.hintSquare, undefined);
  const text = hintWords(coaching, c.s.request.info, coaching?.hint ? pieceOn(c, coaching.hint.from) : "");
  if (c.p.coach)
    c.p.coach.dataset.hint = coaching?.hint ? JSON.stringify(coaching.hint) : coaching?.hintSquare ? JSON.stringify(coaching.hintSquare) : "";
  say(c, text);
  showCoachText(c, c.s.play.verdictText ? `${c.s.play.verdictText} ${text}` : text);
  c.redraw();
}

/**
 * Hands over to the solver: the coach (which asks the puzzle's solvers,
 * with a larger budget) plays its best move, again and again until the
 * goal, each move animated by being played on the board. Any move,
 * undo or mode change by hand stops it.
 */
export async function solveFromHere(c) {
  if (!playing(c)) return;
  const gen = ++c.s.play.handOverGen;
  const { view, p } = c;
  if (p.handOver) p.handOver.disabled = true;
  try {
    for (let i = 0; i < 100_000 && gen === c.s.play.handOverGen && !view.playSolved(); i++) {
      const verdict = await nextVerdict(c);
      if (gen !== c.s.play.handOverGen) return;
      const ok = verdict?.hint ? view.playStep(verdict.hint) : verdict?.hintSquare && placing(c) ? view.playPlace(...verdict.hintSquare) : false;
      if (!ok) {
        showCoachText(c, verdict ? `The solver stops here: ${verdict.reason}` : "The solver could not go on from here.");
        break;
      }
      afterPlay(c, "solver");
      if (!reducedMotion.matches) await new Promise((r) => setTimeout(r, HAND_OVER_MS));
    }
  } finally {
    if (p.handOver) p.handOver.disabled = false;
  }
}

/** The coach's next verdict on the position now that has a hint or is final (Solve from here), or null. */
function nextVerdict(c) {
  const verdict = c.s.play.coaching;
  if (verdict && (verdict.hint || verdict.hintSquare || c.p.coach?.dataset.state === "done")) return Promise.resolve(verdict);
  return new Promise((resolve) => {
    c.s.play.waiter = resolve;
  });
}

/** Stops "Solve from here" (a move or undo by hand, a mode change). */
export function stopHandOver(c) {
  const play = c.s.play;
  play.handOverGen++;
  const waiter = play.waiter;
  play.waiter = null;
  waiter?.(null);
}

/**
 * After every move, undo, redo or restart while playing (`cause`: "move",
 * "undo", "redo", "restart", "start" or "solver"): the move list, Undo and
 * Redo, the live region, `events.moved` (the link), and a question to the coach.
 */
export function afterPlay(c, cause) {
  const { view, p } = c;
  const play = c.s.play;
  if (["move", "undo", "redo", "restart"].includes(cause)) stopHandOver(c);
  hideToast(c);
  const steps = view.played();
  const placement = placing(c);
  if (c.moves) {
    if (steps.length) c.moves.show(steps, "", steps.length);
    else c.moves.clear();
    c.moves.mark(steps.length);
  }
  c.showHistory();
  const n = view.playMoves();
  const last = steps[steps.length - 1];
  // Only a move by hand or by the solver is worded with its piece.
  const worded = last && !placement && (cause === "move" || cause === "solver");
  const said = moveWords(cause, n, last, placement, c.s.request.info, worded ? pieceOn(c, last.to) : "");
  say(c, said);
  play.moveSaid = said;
  if (p.playCount) p.playCount.textContent = `${count(n)} ${placement ? "placed" : "made"}`;
  play.coaching = null;
  play.verdictText = "";
  if (p.coach) {
    p.coach.dataset.state = "thinking";
    p.coach.dataset.hint = "";
  }
  showCoachText(c, view.playSolved() ? "Solved! The coach is checking it against the fewest…" : "The coach is thinking…");
  c.events.moved?.();
  c.redraw();
  play.coach ??= new Coach((verdict, about) => showVerdict(c, verdict, about), { memoryCeilingMb: c.s.solving.ceilingMb });
  play.coach.ask(c.request(), steps, placement ? view.placed() : []);
}

/** A verdict from the coach (only the latest question's arrive): its words, its data for tests, the live region. */
function showVerdict(c, verdict, { pending = false, error } = {}) {
  if (!playing(c)) return;
  const play = c.s.play;
  const box = c.p.coach;
  const waiter = play.waiter;
  if (waiter && (!verdict || verdict.hint || verdict.hintSquare || !pending)) {
    play.waiter = null;
    waiter(verdict);
  }
  if (!verdict) {
    showCoachText(c, `The coach could not answer: ${error}`);
    if (box) box.dataset.state = "error";
    return;
  }
  play.coaching = verdict;
  const text = verdictWords(verdict, pending, placing(c), c.s.request.info);
  if (box) {
    Object.assign(box.dataset, {
      state: pending ? "pending" : "done",
      status: verdict.status,
      moves: String(verdict.moves),
      remaining: verdict.remaining ?? "",
      best: verdict.best ?? "",
      optimum: verdict.optimum ?? "",
      proved: String(verdict.proved),
    });
  }
  play.verdictText = text;
  showCoachText(c, text);
  // The live region reads the move and the verdict together (the verdict replaces the move's words);
  // a pending verdict keeps the move's words for the final one, so the last thing said names the move.
  say(c, play.moveSaid ? `${play.moveSaid} ${text}` : text);
  if (!pending) play.moveSaid = "";
  c.view.setHint(undefined, undefined);
  c.redraw();
}

function showCoachText(c, text) {
  if (c.p.coach) c.p.coach.textContent = text;
}

/** After a release or key while playing: a refused move's reason beside its piece, briefly. */
export function showRefusal(c) {
  if (!playing(c)) return;
  const r = c.view.refusal();
  if (!r) return;
  hideToast(c);
  // One wording for the note and the live region (issue 39).
  const text = `Move refused: ${r.message}`;
  const toast = el("div", { class: "refusal", role: "status", "data-code": r.code }, text);
  c.p.wrap.append(toast);
  placeToast(c, toast, r.square);
  c.s.play.toast = toast;
  c.s.play.toastTimer = setTimeout(() => hideToast(c), REFUSAL_MS);
  say(c, text);
}

/**
 * Puts the refusal note inside the board's box and off square `[row, col]`
 * (issue 39: it was cut at the box's left edge on a small board, or hid the
 * peg it was about): above the square, else below it, else on the side with
 * more room; moved sideways to stay in the box.
 */
function placeToast(c, toast, [row, col]) {
  const [x, y] = c.view.squareCenter(row, col);
  const half = Math.abs(c.view.squareCenter(row + 1, col)[1] - y) / 2;
  const { clientWidth: width, clientHeight: height } = c.p.wrap;
  const w = Math.min(toast.offsetWidth, width);
  const h = toast.offsetHeight;
  const gap = 4;
  const above = y - half - gap - h;
  const below = y + half + gap;
  let top;
  if (above >= 0) top = above;
  else if (below + h <= height) top = below;
  else top = y > height / 2 ? Math.max(0, above) : Math.min(below, Math.max(0, height - h));
  toast.style.left = `${Math.max(0, Math.min(x - w / 2, width - w))}px`;
  toast.style.top = `${top}px`;
}

function hideToast(c) {
  clearTimeout(c.s.play.toastTimer);
  c.s.play.toast?.remove();
  c.s.play.toast = null;
}

/** Shows which mode is on (the toggle's pressed state, the play controls); tells `events.mode`. */
export function showMode(c) {
  const on = playing(c);
  const { p } = c;
  p.modeSetup?.setAttribute("aria-pressed", String(!on));
  p.modePlay?.setAttribute("aria-pressed", String(on));
  if (p.playBox) p.playBox.hidden = !on;
  p.wrap.dataset.mode = c.s.play.mode;
  showStatus(c); // the status line follows the mode
  c.events.mode?.(c.s.play.mode);
  c.showHistory();
}
