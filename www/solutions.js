// Stepping through the solutions of a placement answer in mode "all"
// (previous / next, "Solution k of N"). The solutions live in the board
// view (setAnswer, setSolution); this only moves between them. When the
// answer holds as many solutions as were asked for (maxSolutions), there
// may be more: "Find more" asks again for more.
import { byId } from "./dom.js";
import { count } from "./format.js";

export class SolutionPager {
  #view;
  #onShow;
  #onMore;
  #more = false;

  /** view: the BoardView; onShow(): after each change of solution;
   * onMore(): find more solutions than the answer holds. */
  constructor(view, onShow, onMore) {
    this.#view = view;
    this.#onShow = onShow;
    this.#onMore = onMore;
    byId("solution-prev").addEventListener("click", () => this.step(-1));
    byId("solution-next").addEventListener("click", () => this.step(1));
    byId("solution-more").addEventListener("click", () => this.#onMore());
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
    byId("solutions").hidden = true;
  }

  get shown() {
    return !byId("solutions").hidden;
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
    const box = byId("solutions");
    box.hidden = n < 2;
    const k = this.#view.solution() + 1;
    const label = byId("solution-label");
    label.textContent = `Solution ${count(k)} of ${count(n)}${this.#more ? "+" : ""}`;
    label.dataset.index = String(k);
    label.dataset.total = String(n);
    byId("solution-more").hidden = !this.#more;
    byId("solution-prev").disabled = n < 2;
    byId("solution-next").disabled = n < 2;
    this.#onShow();
  }
}
