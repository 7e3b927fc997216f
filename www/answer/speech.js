// Speech: what the board's live region (the part `announce`) reads aloud —
// an answer's steps as playback reaches them, the keyboard cursor
// (www/board/cursor.js), edits undone, moves played and the coach's verdicts. The
// other parts of the controller word their own messages and say them here.
import { describeStep } from "./answer.js";
import { silence } from "../controller/controller-state.js";

/** Reads `text` in the live region (replacing what it held). */
export function say(c, text) {
  if (c.p.announce) c.p.announce.textContent = text;
}

/** Forgets the answer's steps: nothing is read on playback until the next answer. */
export function forgetSteps(c) {
  c.s.speech = silence();
}

/** Reads the steps of the answer shown from now on (`pieces`: each step's piece symbol, or ""; `total`: its length). */
export function learnSteps(c, steps, pieces, total) {
  c.s.speech = { ...silence(), steps, pieces, total };
}

/**
 * After each change of the playback position (step `k` of `n`): reads the
 * move the board reached; while `playing`, at most once a second (a
 * screen reader cannot keep up with a move a frame), and always where
 * playback stops.
 */
export function readStep(c, k, n, playing) {
  const spoken = c.s.speech;
  if (n === 0 || spoken.total !== n || spoken.k === k) return;
  const now = performance.now();
  if (playing && now - spoken.at < 1000) return;
  spoken.k = k;
  spoken.at = playing ? now : -Infinity;
  say(c, describeStep(spoken.steps, spoken.pieces, k, n, c.s.request.info));
}
