// The answer shown: its stats and Keep searching, the move list, the
// solution pager (placements), playback and its buttons, and the check of
// a long answer in slices. A part of the board's controller
// (www/controller/controller.js); its state is `c.s.answer` (www/controller/controller-state.js).
import { showNote, showStats, stepCount } from "./answer.js";
import { MOST_SOLUTIONS } from "../controller/controller-state.js";
import { showPlaying } from "../controls/controls.js";
import { el } from "../base/dom.js";
import { reducedMotion } from "./player.js";
import { showStatus } from "../controller/setup-check.js";
import { forgetSteps, learnSteps, readStep } from "./speech.js";

/** Steps of a long answer checked per task (BoardView.checkAnswer; 100 000 steps of a tour take 1-3 ms). */
const CHECK_SLICE = 100_000;
/** Piece letters read for the move list and the live region (the list shows the first 2 000 steps). */
const PIECES_READ = 2_000;

/** A short message (or a hint) in the stats panel, `kind` "bad" for an error. */
export function note(c, text, kind = "") {
  if (c.p.stats) showNote(c.p.stats, text, kind);
}

/**
 * Takes the answer off the board: playback paused, the move list, the
 * pager and the live region's steps emptied, a check in slices stopped.
 * `c.s.answer.shown` is left to the caller (play mode keeps it for the
 * exports' caption).
 */
export function dropAnswer(c) {
  c.player.pause();
  c.view.clearAnswer();
  c.s.answer.generation++; // an answer's check in slices stops
  c.moves?.clear();
  c.pager?.hide();
  forgetSteps(c);
}

/**
 * Shows `answer` (from Solve, or solved elsewhere, as the search lab does):
 * the stats, the board at its start (playing it unless `quiet`, `atEnd`,
 * `play` false or reduced motion), the move list, or the pager at
 * solution `at` with Find more while mode "all" held `maxSolutions`.
 */
export function showAnswer(c, answer, { quiet = false, at = 0, play = true, maxSolutions = Infinity, atEnd = false } = {}) {
  const { view, p } = c;
  const info = c.s.request.info;
  c.s.answer.shown = answer;
  if (p.stats) {
    showStats(p.stats, answer, info);
    offerMore(c, answer);
  }
  let shown = false;
  if (!c.s.request.undrawn && answer.status === "solved" && (answer.steps || answer.placement || answer.solutions?.length)) {
    try {
      // A long placement comes packed from the worker (www/workers/solver-worker.js): one typed array, no array per square.
      if (answer.packedPlacement && !answer.steps && !answer.solutions) view.setPlacementPacked(answer.packedPlacement);
      else view.setAnswer(answer.text ?? answer, answer.packed);
      shown = true;
    } catch (err) {
      p.stats?.append(el("p", { class: "help bad" }, `The answer could not be shown: ${err.message}`));
    }
    // A step the core's rules refuse (a corrupt answer): playback stops
    // before it, and says why. A long answer (a million-step tour) is
    // checked in slices after this task.
    if (shown) checkInSlices(c);
  }
  if (shown && answer.steps) {
    // A long answer carries only its first steps; the view holds them all.
    const pieces = view.stepPieces(PIECES_READ);
    c.moves?.show(answer.steps, info.editor.goal ? pieces : "", view.steps());
    learnSteps(c, answer.steps, pieces, view.steps());
    if (quiet || atEnd) {
      c.player.seek(view.steps());
    } else {
      c.player.seek(0);
      keepBoardInView(c);
      if (play && !reducedMotion.matches && view.steps() > 0) c.player.play();
    }
  }
  if (shown && info.editor.answer === "placement" && (answer.placement || answer.solutions?.length)) {
    const held = answer.solutions?.length ?? 0;
    c.pager?.show(held >= maxSolutions && held < MOST_SOLUTIONS, at);
  }
  c.s.solving.live = info.editor.answer === "path" && answer.status === "solved";
  c.events.status?.(answer.status);
  showStatus(c); // the status line says what is shown, not "Ready to solve"
  showPlayback(c);
  c.redraw();
  c.events.answered?.(answer);
}

/**
 * After a budget ran out (no answer, or one not proved best: its stats
 * bracket the optimum): a Keep searching button. It solves again with
 * four times the states and time this run used (at least the solver's
 * default time), and with `resume: true` where the puzzle reads it (its
 * `fields`), so the search goes on from its table and bound instead of
 * starting over; elsewhere the reason says it starts over.
 */
function offerMore(c, answer) {
  const s = answer.stats ?? {};
  const unproved = answer.status === "solved" && answer.optimal === false && s.lowerBound !== undefined;
  if (answer.status !== "limit" && !unproved) return;
  const resumes = c.s.request.info.fields?.includes("resume");
  const more = {
    limits: { nodes: Math.max(4 * (s.expanded ?? 0), 1_000_000), millis: Math.max(4 * (s.millis ?? 0), 60_000) },
    ...(resumes ? { resume: true } : {}),
  };
  const button = el("button", { type: "button", id: "keep-searching", class: "keep-searching" }, "Keep searching");
  button.addEventListener("click", () => c.solve({ more }));
  const why = resumes ? " (goes on from where it stopped)" : " (starts over with a larger budget)";
  c.p.stats.append(el("p", { class: "more" }, button, el("span", { class: "help" }, why)));
}

/**
 * Checks the answer shown (BoardView.checkAnswer), CHECK_SLICE steps per
 * task, so that a million-step tour never holds the page (checked at
 * once it took 60-70 ms of the answer's task); playback goes no further
 * than the steps checked meanwhile. Then says whether a step was refused.
 */
function checkInSlices(c) {
  const gen = ++c.s.answer.generation;
  const stats = c.p.stats;
  const report = () => {
    const refused = c.view.answerError();
    if (refused) {
      stats?.append(
        el("p", { class: "help bad answer-error", role: "alert" }, `The answer has an illegal step; playback stops before it (${refused}).`),
      );
    }
    if (stats) stats.dataset.checked = "true";
  };
  if (stats) delete stats.dataset.checked;
  if (c.view.answerChecked()) {
    report();
    return;
  }
  const slice = () => {
    if (gen !== c.s.answer.generation) return;
    const done = c.view.checkAnswer(CHECK_SLICE);
    // A position asked for past the steps checked (End, pressed at once) is reached now.
    if (!c.player.playing) showPlayback(c);
    if (done) report();
    else setTimeout(slice);
  };
  setTimeout(slice);
}

/** Scrolls the board back into view when less than half of it shows, so the answer plays where it is seen. */
function keepBoardInView(c) {
  const r = c.p.wrap.getBoundingClientRect();
  const seen = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
  if (r.height > 0 && seen < r.height / 2) {
    c.p.wrap.scrollIntoView({ block: "nearest", behavior: reducedMotion.matches ? "auto" : "smooth" });
  }
}

/** After every change of the playback position: the scrubber, the count, the buttons, the move list, speech, the board. */
export function showPlayback(c) {
  const { p, view } = c;
  const n = view.steps();
  const k = view.step();
  if (p.scrub) {
    p.scrub.max = String(n);
    p.scrub.value = String(view.playback());
    p.scrub.disabled = n === 0;
  }
  if (p.count) p.count.textContent = stepCount(c.s.answer.shown, k, n);
  const playing = c.player?.playing ?? false;
  if (p.playPause) showPlaying(p.playPause, playing);
  for (const b of [p.start, p.back, p.playPause, p.forward, p.end]) if (b) b.disabled = n === 0;
  if (p.fromHere)
    p.fromHere.hidden = c.s.request.readOnly || n === 0 || k === 0 || playing || !["moves", "jumps"].includes(c.s.request.info?.editor.answer);
  c.moves?.mark(k);
  c.events.step?.(k, n);
  readStep(c, k, n, playing);
  c.board?.redraw();
}

/** Playback actions for the keyboard shortcuts (www/controls/shortcuts.js); none while playing by hand (the board shows the moves made). */
export function playbackActions(c) {
  const setup = (fn) => () => (c.s.play.mode === "play" ? undefined : fn());
  return {
    solve: setup(() => c.solve()),
    toggle: setup(() => c.player.toggle()),
    back: setup(() => c.player.step(-1)),
    forward: setup(() => c.player.step(1)),
    start: setup(() => c.player.seek(0)),
    end: setup(() => c.player.seek(c.view.steps())),
  };
}
