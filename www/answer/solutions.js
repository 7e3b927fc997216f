// Stepping through the solutions of a placement answer in mode "all"
// (previous / next, "Solution k of N"). The solutions live in the board
// view (setAnswer, setSolution); this only moves between them. When the
// answer holds as many solutions as were asked for (maxSolutions), there
// may be more: "Find more" asks again for more.
import { count } from "../base/format.js";

export class SolutionPager {
  #view;
  #onShow;
  #onMore;
  #more = false;
  #p;

  /** view: the BoardView; parts: { box, prev, next, label, more } (the
   * pager's elements); onShow(): after each change of solution;
   * onMore(): find more solutions than the answer holds. */
  constructor(view, parts, onShow, onMore) {
    this.#view = view;
    this.#p = parts;
    this.#onShow = onShow;
    this.#onMore = onMore;
    parts.prev.addEventListener("click", () => this.step(-1));
    parts.next.addEventListener("click", () => this.step(1));
    parts.more.addEventListener("click", () => this.#onMore());
  }

  /** Shows the pager for the view's answer; `more`: the answer may not
   * hold every solution. `at`: the solution to show first. */
  show(more, at = 0) {
    this.#more = more;
    this.#view.setSolution(at);
    this.#sync();
  }

  hide() {
    this.#more = false;
    this.#p.box.hidden = true;
  }

  get shown() {
    return !this.#p.box.hidden;
  }

  /** The next (+1) or previous (−1) solution, wrapping round. */
  step(direction) {
    const n = this.#view.solutions();
    if (n < 2) return;
    this.#view.setSolution((this.#view.solution() + direction + n) % n);
    this.#sync();
  }

  #sync() {
    const n = this.#view.solutions();
    const { box, label, more, prev, next } = this.#p;
    box.hidden = n < 2;
    const k = this.#view.solution() + 1;
    label.textContent = `Solution ${count(k)} of ${count(n)}${this.#more ? "+" : ""}`;
    label.dataset.index = String(k);
    label.dataset.total = String(n);
    more.hidden = !this.#more;
    prev.disabled = n < 2;
    next.disabled = n < 2;
    this.#onShow();
  }
}
