// What a screen reader hears as the board is used from the keyboard: the
// square under the cursor (row, column, what is on it, a marker), and each
// pick-up, put-down and removal. The cursor itself lives in the BoardView
// (arrows move it, a press or Escape drops it); this follows the same rule
// (it starts at the board's centre and stays on the board) to name it.
import { pieceName, square, symbolAt } from "../base/format.js";

export class CursorVoice {
  #view;
  #info;
  #say;
  #cursor = null; // [row, col] once the arrows were used
  #held = false; // a piece picked up from the keyboard

  /** view: the BoardView; info(): the puzzle's PuzzleInfo; say(text): the live region. */
  constructor(view, info, say) {
    this.#view = view;
    this.#info = info;
    this.#say = say;
  }

  /** After board key `key` (or "pointer" after a press); `changed`: whether it edited the board. */
  key(key, changed) {
    const view = this.#view;
    const rows = view.rows();
    const cols = view.cols();
    const here = this.#cursor ?? [Math.floor(rows / 2), Math.floor(cols / 2)];
    const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[key];
    if (step) {
      const next = [Math.min(Math.max(here[0] + step[0], 0), rows - 1), Math.min(Math.max(here[1] + step[1], 0), cols - 1)];
      this.#cursor = this.#inside(next) ? next : here;
      this.#say(`${this.#squareText(this.#cursor)}.`);
      return;
    }
    if (key === "pointer") {
      this.#cursor = null;
      this.#held = false;
      return;
    }
    if (key === "Escape") {
      this.#cursor = null;
      if (this.#held) this.#say("Put back.");
      this.#held = false;
      return;
    }
    if (!this.#cursor) return;
    if (key === "Enter" || key === " ") {
      if (changed) {
        this.#say(this.#held ? `Put down on ${this.#squareText(this.#cursor)}.` : `Changed: ${this.#squareText(this.#cursor)}.`);
        this.#held = false;
      } else if (view.tool() === "move") {
        this.#held = !this.#held;
        this.#say(
          this.#held
            ? `Picked up from ${this.#squareText(this.#cursor)}. Move with the arrow keys, Enter puts it down, Escape cancels.`
            : "Put back.",
        );
      }
    } else if ((key === "Delete" || key === "Backspace") && changed) {
      this.#say(`Removed: ${this.#squareText(this.#cursor)}.`);
    }
  }

  #inside([r, c]) {
    // Rows of a triangle board (peg solitaire) are shorter than the widest.
    const row = this.#view.positionText()?.split("/")[r];
    return row === undefined || c < row.length;
  }

  #squareText(sq) {
    const ch = symbolAt(this.#view.shownPosition(), sq);
    const what = ch === undefined ? "" : `: ${pieceName(ch, this.#info())}`;
    const marks = ["from", "to"]
      .filter((m) => {
        const at = this.#view.marker(m);
        return at && at[0] === sq[0] && at[1] === sq[1];
      })
      .map((m) => (m === "from" ? ", the start" : ", the target"));
    return `${square(sq)}${what}${marks.join("")}`;
  }
}
