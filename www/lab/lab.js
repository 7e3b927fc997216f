// The search lab: Compare runs every algorithm on the position shown
// (www/lab/compare-run.js, www/lab/compare-table.js); Watch replays one traced
// search: a path's frontier and expanded squares (a heat map on boards too
// large), typed events elsewhere, with play / pause / steps and counters
// (www/lab/watch-panel.js); the Watch GIF reuses it.
import { showPlaying } from "../controls/controls.js";
import { byId } from "../base/dom.js";
import { count } from "../base/format.js";
import { showChart, showStrip, showTraceCounts } from "./watch-panel.js";
import { checkRequest } from "../workers/check-client.js";
import { compareAll } from "./compare-run.js";
import { Cancelled, Solver } from "../workers/solver-client.js";

/** Events per second at speed v (0…100): 10 to 100 000, exponentially. */
const rate = (v) => 10 ** (1 + (4 * v) / 100);

export class Lab {
  #view;
  #hooks;
  #solver = null;
  #frame = 0;
  #events = 0;
  #step = 0;
  #answer = null;
  #watched = null; // Watch's last search, { key: its request as JSON, answer with the trace }, until the position changes
  #busy = false;
  /** What the setup check said: null when valid, undefined while checking, else the reason. */
  #setupError = undefined;
  /** A replay is shown and may be stepped (until the position changes). */
  #replay = false;

  /**
   * view: the BoardView; hooks: { request() → the request shown (with the
   * chosen algorithm), info() → the puzzle's PuzzleInfo, redraw(),
   * showAnswer(answer) → show a solved answer as Solve would,
   * dropAnswer() → take the answer shown off the board }.
   */
  constructor(view, hooks) {
    this.#view = view;
    this.#hooks = hooks;
    byId("compare").addEventListener("click", () => this.compare());
    byId("watch").addEventListener("click", () => this.watch());
    byId("lab-stop").addEventListener("click", () => this.stop());
    byId("watch-play").addEventListener("click", () => this.#togglePlay());
    byId("watch-back").addEventListener("click", () => this.#stepBy(-1));
    byId("watch-forward").addEventListener("click", () => this.#stepBy(1));
  }

  /**
   * Offers Watch only for an algorithm that records its search (`traced`
   * in puzzles()): the chosen one, or the puzzle's first when none is;
   * and only for a setup whose search it records: where the core's check
   * refuses `trace: true` for a valid setup (a count, say), Watch is
   * absent rather than failing. While the setup is invalid Watch stays,
   * disabled with Compare and the reason (#setBusy).
   */
  syncWatch() {
    const info = this.#hooks.info();
    const request = this.#hooks.request();
    const id = request?.algorithm ?? info?.algorithms?.[0]?.id;
    const algo = info?.algorithms?.find((a) => a.id === id);
    const button = byId("watch");
    const asked = ++this.#watchAsked;
    if (!algo?.traced || !request) {
      button.hidden = true;
      return;
    }
    if (this.#setupError !== null) {
      // Invalid (or still being checked): setSetup calls again with the verdict.
      button.hidden = false;
      return;
    }
    checkRequest({ ...request, trace: true }).then(
      () => {
        if (asked === this.#watchAsked) button.hidden = false;
      },
      () => {
        if (asked === this.#watchAsked) button.hidden = true;
      },
    );
  }

  /** Counts syncWatch's questions: only the latest answer is applied. */
  #watchAsked = 0;

  get #worker() {
    this.#solver ??= new Solver();
    return this.#solver;
  }

  #say(text) {
    byId("lab-status").textContent = text;
  }

  #setBusy(busy) {
    this.#busy = busy;
    const blocked = this.#setupError !== null;
    byId("compare").disabled = busy || blocked;
    byId("watch").disabled = busy || blocked;
    this.#syncStop();
    // Why Compare and Watch are off: an invalid setup would only fill the table with errors.
    const why = byId("lab-why");
    why.hidden = !this.#setupError;
    why.textContent = this.#setupError ? `Compare and Watch need a valid setup: ${this.#setupError}` : "";
  }

  /**
   * The setup check's verdict (the controller's validate()): null when the
   * position can be solved, undefined while it is checked, else the
   * reason it cannot; Compare waits for a valid setup.
   */
  setSetup(error) {
    this.#setupError = error;
    this.#setBusy(this.#busy);
    // The check may have chosen another algorithm (controller #checkWithFallback) or found the setup valid.
    if (error !== undefined) this.syncWatch();
  }

  /**
   * The position changed: drop the table and the trace. Watch is offered
   * only for an algorithm that records its search ([`syncWatch`]).
   */
  reset() {
    this.syncWatch();
    if (this.#busy) this.#solver?.cancel();
    this.#stopAnimation();
    this.#clearTrace();
    this.#setReplay(false);
    showStrip([]);
    showChart([]);
    this.#answer = null;
    this.#watched = null;
    byId("compare-table").hidden = true;
    byId("compare-table").querySelector("tbody").replaceChildren();
    this.#say("");
    this.#setBusy(false);
  }

  /** Stop is on while a comparison or solve runs, or a replay, playing or paused, has not reached its end. */
  #syncStop() {
    byId("lab-stop").disabled = !this.#busy && !this.#frame && !(this.#replay && this.#step < this.#events);
  }

  /** Stops a running comparison, solve or replay (a replay, playing or paused, jumps to its end and shows the answer). */
  stop() {
    if (this.#busy) this.#solver?.cancel();
    if (this.#frame || (this.#replay && this.#step < this.#events)) {
      this.#stopAnimation();
      this.#step = this.#events;
      this.#finishWatch();
    }
    this.#setBusy(false);
  }

  /**
   * The board leaves Watch (issue 39: one mode on the board at a time):
   * another answer is shown (Solve), play by hand starts, or Compare
   * runs. The replay stops, its trace leaves the board (which then shows
   * the answer or the position again) and its controls and words go; a
   * Watch search still running is cancelled. Watch's answer stays for the
   * Watch GIF (`watched`).
   */
  leaveWatch() {
    if (this.#busy && this.#watching) this.#solver?.cancel();
    if (!this.#replay && !this.#traced) return;
    this.#stopAnimation();
    this.#clearTrace();
    this.#setReplay(false);
    showStrip([]);
    showChart([]);
    this.#answer = null;
    const lab = byId("lab");
    delete lab.dataset.traceStep;
    delete lab.dataset.traceCounts;
    this.#say("");
    this.#setBusy(this.#busy);
  }

  /** Whether the board shows Watch's trace (BoardView.setTrace), which then draws the search instead of the answer. */
  #traced = false;
  /** Whether the search running in the lab's worker is Watch's (not Compare's). */
  #watching = false;

  #clearTrace() {
    this.#view.clearTrace();
    this.#traced = false;
  }

  /** Puts Watch's trace back on the board at event `step` (after the replay ended and the answer was shown). */
  #enterTrace(step) {
    if (!this.#traced) {
      const trace = this.#watched?.answer.trace;
      if (!trace) return false;
      this.#events = this.#view.setTrace(trace);
      this.#traced = true;
      delete byId("lab").dataset.traceDone; // replaying again: done once it reaches the end again
    }
    this.#step = Math.max(0, Math.min(this.#events, step));
    this.#view.setTraceStep(this.#step);
    return true;
  }

  #setReplay(on) {
    this.#replay = on;
    byId("watch-controls").hidden = !on;
    this.#setPlaying(false);
  }

  #setPlaying(playing) {
    showPlaying(byId("watch-play"), playing);
  }

  /** Play / pause the replay; play at the end starts it again. */
  #togglePlay() {
    if (!this.#replay) return;
    if (this.#frame) {
      this.#stopAnimation();
      this.#setPlaying(false);
      this.#syncStop();
      return;
    }
    if (!this.#enterTrace(this.#step >= this.#events ? 0 : this.#step)) return;
    this.#play();
  }

  /** One event forwards (1) or back (−1), paused. */
  #stepBy(delta) {
    if (!this.#replay) return;
    this.#stopAnimation();
    this.#setPlaying(false);
    const step = Math.max(0, Math.min(this.#events, this.#step + delta));
    // At the end the answer is shown: a step back puts the search back on the board.
    if (step === this.#events && !this.#traced) return;
    if (!this.#enterTrace(step)) return;
    this.#showCounts();
    this.#hooks.redraw();
    if (this.#step === this.#events) this.#finishWatch();
    else this.#syncStop();
  }

  /**
   * Runs every algorithm of the puzzle on the position, one after another,
   * and fills the table as each answers (www/lab/compare-run.js); Stop keeps
   * the rows that finished.
   */
  async compare() {
    if (this.#busy || this.#setupError !== null) return;
    this.leaveWatch(); // the board shows the position compared, not a replay
    this.#setBusy(true);
    await compareAll({
      info: this.#hooks.info(),
      base: this.#hooks.request(),
      solve: (request, onProgress) => this.#worker.solve(request, onProgress),
      running: () => this.#busy,
      say: (text) => this.#say(text),
    });
    this.#setBusy(false);
  }

  /** Solves with the chosen algorithm, recording the search, and replays it. */
  async watch() {
    if (this.#busy) return;
    this.#stopAnimation();
    this.#clearTrace();
    this.#setReplay(false);
    showStrip([]);
    showChart([]);
    delete byId("lab").dataset.traceDone;
    const shown = this.#hooks.request();
    // Watch replaces the answer on the board: its search, then the answer it finds.
    this.#hooks.dropAnswer();
    const req = { ...shown, trace: true };
    this.#setBusy(true);
    this.#watching = true;
    this.#say("Searching…");
    let answer;
    try {
      answer = await this.#worker.solve(req);
    } catch (err) {
      this.#say(err instanceof Cancelled ? "Stopped." : `The solver failed: ${err.message}`);
      this.#watching = false;
      this.#setBusy(false);
      return;
    }
    this.#watching = false;
    this.#setBusy(false);
    if (!answer.trace) {
      this.#say("This search answered without a record of its steps.");
      return;
    }
    this.#answer = answer;
    this.#watched = { key: JSON.stringify(shown), answer };
    this.#events = this.#view.setTrace(answer.trace);
    this.#traced = true;
    if (this.#events === 0) {
      const h = answer.trace.heat;
      this.#say(
        h
          ? `Heat map of the order of expansion (${count(h.expanded)} squares expanded; blocks of ${h.block} × ${h.block}): light first, dark last.`
          : "Nothing to replay.",
      );
      this.#finishWatch();
      return;
    }
    this.#step = 0;
    this.#truncated = Boolean(answer.trace.truncated);
    byId("lab").dataset.traceEvents = String(this.#events);
    this.#setReplay(true);
    this.#view.setTraceStep(0);
    this.#showCounts();
    this.#hooks.redraw();
    this.#play();
  }

  #truncated = false;

  /** Plays from the step shown at the slider's speed, a few events a frame. */
  #play() {
    this.#setPlaying(true);
    let last = performance.now();
    const tick = (now) => {
      const speed = rate(Number(byId("watch-speed").value));
      this.#step = Math.min(this.#events, this.#step + Math.max(1, Math.round((speed * (now - last)) / 1000)));
      last = now;
      this.#view.setTraceStep(this.#step);
      this.#showCounts();
      this.#hooks.redraw();
      if (this.#step < this.#events) {
        this.#frame = requestAnimationFrame(tick);
      } else {
        this.#frame = 0;
        this.#setPlaying(false);
        this.#finishWatch();
      }
    };
    this.#frame = requestAnimationFrame(tick);
    this.#syncStop();
  }

  /** The replay's counters in words under the board, with the knight swap's strip and chart (www/lab/watch-panel.js). */
  #showCounts() {
    showTraceCounts(this.#view, { step: this.#step, events: this.#events, truncated: this.#truncated }, (text) => this.#say(text));
  }

  /**
   * What Watch puts on the board: `{ trace, step }` (the trace given to
   * BoardView.setTrace and the event shown) while the search is on the
   * board, else null. Tests rebuild the board from it (tests/e2e-walk.test.mjs).
   */
  get shown() {
    return this.#traced && this.#watched ? { trace: this.#watched.answer.trace, step: this.#step } : null;
  }

  /** Watch's last answer with its trace when it searched request `key` (JSON), else null: the Watch GIF reuses it. */
  watched(key) {
    return this.#watched?.key === key ? this.#watched.answer : null;
  }

  /**
   * The replay reached its end (or Stop): its last counts stay in words,
   * the trace leaves the board and the answer is shown in its place, so
   * playback, the move list and every export show the answer (issue 39).
   * Play or a step back puts the trace back (#enterTrace).
   */
  #finishWatch() {
    byId("lab-stop").disabled = true;
    if (this.#events && this.#traced) {
      this.#view.setTraceStep(this.#events);
      this.#showCounts();
    }
    // A search that draws its own board (typed events: a swap's positions,
    // a tour, pegs) leaves it for the answer's; a path's frontier and
    // expanded squares and a heat map only colour the squares under the
    // answer's path, and stay, as in PathFinding.js.
    if (this.#watched?.answer.trace.steps) this.#clearTrace();
    const answer = this.#answer;
    this.#answer = null;
    this.#showingAnswer = true;
    try {
      if (answer) this.#hooks.showAnswer(answer);
    } finally {
      this.#showingAnswer = false;
    }
    byId("lab").dataset.traceDone = "true";
    this.#hooks.redraw();
  }

  /** True while the lab itself shows Watch's answer (the controller's `answered` event then keeps Watch's controls). */
  #showingAnswer = false;

  /** The controller showed an answer: one that is not Watch's own ends Watch (leaveWatch). */
  answerShown() {
    if (!this.#showingAnswer) this.leaveWatch();
  }

  #stopAnimation() {
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }
}
