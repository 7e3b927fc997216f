// What play mode says (www/play/play-mode.js): each move made by hand, the
// coach's verdict on it (docs/API.md, Coaching) and its hint, in words.
import { describeStep } from "../answer/answer.js";
import { count, counted, pieceOf, square } from "../base/format.js";

/** A step {from, to, over?} in running text: "black knight from (0, 0) to (2, 1)"; `piece`: its symbol ("": the puzzle's piece, format.js pieceOf). */
function stepWords(step, info, piece = "") {
  return describeStep([step], piece ? [piece] : "", 1, 2, info)
    .replace(/^Move 1 of 2: /, "")
    .replace(/\.$/, "");
}

/**
 * What the live region says after a move by hand (`cause` as
 * play-mode.js afterPlay's): `n` moves made (pieces placed when
 * `placement`), `last` the last step, `piece` the symbol of what made it;
 * "" when nothing is worth saying.
 */
export function moveWords(cause, n, last, placement, info, piece = "") {
  if (cause === "start") return "Play: make your moves; the coach answers after each.";
  if (cause === "restart") return "Back at the start.";
  if (cause === "undo") return `Move undone; ${count(n)} made.`;
  if (cause === "redo") return `Move redone; ${count(n)} made.`;
  if (placement) return `${counted(n, pieceOf(info))} placed.`;
  return last ? `Move: ${stepWords(last, info, piece)}; ${counted(n, "move")} made.` : "";
}

/** Hint's words for the coach's verdict `c` (null while it thinks); `piece`: the symbol of the piece the hint moves. */
export function hintWords(c, info, piece = "") {
  if (c?.hint) return `Hint: ${stepWords(c.hint, info, piece)}.`;
  if (c?.hintSquare) return `Hint: place a ${pieceOf(info)} on ${square(c.hintSquare)}.`;
  return c ? "No hint: the coach knows no good next move here." : "The coach is still thinking; try again in a moment.";
}

/**
 * The coach's verdict `c` in words: a headline ("Solved in 18 moves; the
 * fewest is 16", or the core's reason), the numbers it proved (fewest
 * still needed, pieces still addable, completions), and whether it is
 * proved (`pending`: a background question goes on); `info` the puzzle
 * (the name of the piece placed).
 */
export function verdictWords(c, pending, placement, info = null) {
  const n = c.moves;
  let head;
  if (c.status === "solved") {
    if (placement) head = `Solved with ${counted(n, pieceOf(info))}.`;
    else if (c.optimum === undefined) head = `Solved in ${counted(n, "move")}.`;
    else if (c.optimum === n) head = `Solved in ${counted(n, "move")}, the fewest.`;
    else head = `Solved in ${counted(n, "move")}; the fewest is ${count(c.optimum)}.`;
  } else {
    const r = c.reason ?? "";
    head = r ? `${r[0].toUpperCase()}${r.slice(1)}${/[.!?]$/.test(r) ? "" : "."}` : c.status;
  }
  const facts = [];
  // A solved headline says it all. The best total from here against the
  // start's is in the reason (the core's words: "18 in all; the fewest from the start is 16").
  if (c.status !== "solved" && c.remaining !== undefined) facts.push(`fewest still needed: ${count(c.remaining)}`);
  if (c.added !== undefined) facts.push(`at most ${count(c.added)} more can be added`);
  if (c.completions !== undefined) facts.push(`${counted(Number(c.completions), "way")} to complete`);
  const tail = pending ? " (still working on a proof…)" : c.proved ? "" : " (not proved)";
  const said = facts.join("; ");
  return said ? `${head} ${said[0].toUpperCase()}${said.slice(1)}.${tail}` : `${head}${tail}`;
}
