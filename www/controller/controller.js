// The controller of one board, shared by the page (www/app.js) and the
// <board-puzzle> element (www/embed.js): a thin facade over the parts that
// do the work, each a file of small functions over one state
// (www/controller/controller-state.js, grouped by feature, with its defaults):
//
//   controller.js                 this composition: the request, loading
//   controller-wiring.js          the DOM parts wired: the board, the player, every click
//   changes.js                    each change of the request, undo/redo, edits during playback, walls
//   solving.js                    Solve and Cancel, the worker pool, counts in parts, progress
//   setup-check.js                whether the request can be solved, beside Solve
//   ../answer/answer-panel.js     the answer shown: stats, move list, pager, playback
//   ../answer/speech.js           the live region
//   ../play/play-mode.js          play by hand, the coach, Hint, Solve from here
//   ../play/coach-words.js        play mode's words (moves, verdicts, hints)
//
// The parts get one context `c` ({ view, p: the DOM parts, s: the state,
// events, player, board, moves, pager, cursor, walls } and calls back into
// this composition: request, solve, redraw, busy, changed, showHistory,
// algorithm, setAlgorithm). The page and the element give the DOM parts
// (any may be missing; nothing is looked up by id, so a page may hold many
// controllers) and listen to typed events (see the constructor).
import { el } from "../base/dom.js";
import { wireParts } from "./controller-wiring.js";
import { dropAnswer, playbackActions, showAnswer, showPlayback } from "../answer/answer-panel.js";
import { setLabels } from "../board/board-look.js";
import { defaults } from "./controller-state.js";
import { changed, showHistory, undo } from "./changes.js";
import { endPlay, setMode, showMode } from "../play/play-mode.js";
import { MAX_SIDE, forView, fullRequest, optionsOf } from "./request.js";
import { setFieldError, showStatus } from "./setup-check.js";
import { busy, cancelSolves, closeSolvers, setCeiling, solve } from "./solving.js";

/** A worker whose wasm memory passed this many MB after an answer is replaced (issue 17; www/workers/solver-client.js). */
export { MEMORY_CEILING_MB } from "../workers/solver-client.js";

export class Controller {
  #c;

  /**
   * view: a BoardView. parts: the DOM parts — canvas and wrap, and any of
   * solve, cancel, status, progress, progressText, progressBar, stats,
   * moves, announce (the live region), playPause, start, back, forward,
   * end, scrub, count, speed, fromHere, undo, redo, options, algorithm,
   * algorithmNote, solutions: {box, prev, next, label, more}, and for play
   * mode modeSetup, modePlay, playBox, hint, handOver, restart, playCount,
   * coach; walls: {box, percent, seed, fresh}; labels (the Labels select). events (each optional):
   * - tool(): the edit tool or layer changed (the request did not);
   * - replaced(): the request was replaced (load(), or back from play);
   * - edited({ text }): the user edited the request (the board, its size,
   *   undo/redo, an option; `text`: through the position or goal text);
   * - algorithm(id): the user chose an algorithm;
   * - moved(): a move was made, undone or redone while playing;
   * - mode(mode): "setup" or "play" shown;
   * - checked(error): after each setup check: null when valid, undefined
   *   while checking, else why it cannot be solved (or no worker starts);
   * - status(status): "solving", then the answer's status, "cancelled",
   *   "no-worker" or "failed";
   * - step(k, n): playback shows step k of n;
   * - answered(answer): an answer is shown;
   * - hover(square): the pointer is over [row, col], or null; walls(randomOff): new walls drawn;
   * - labels(style): the Labels control chose "numbers" or "chess".
   */
  constructor(view, parts, events = {}) {
    const c = { view, p: parts, s: defaults(), events };
    this.#c = c;
    Object.assign(c, {
      request: () => this.request(),
      solve: (options) => solve(c, options),
      redraw: () => c.board.redraw(),
      busy: () => busy(c),
      changed: (cause) => changed(c, cause),
      showHistory: () => showHistory(c),
      algorithm: () => this.algorithm,
      setAlgorithm: (id) => {
        this.algorithm = id;
      },
    });
    wireParts(c, this);
  }

  // ------------------------------------------------------------ state

  /** The puzzle's PuzzleInfo. */
  get info() {
    return this.#c.s.request.info;
  }

  /** A request the board cannot draw (n-queens with n = 1 000 000): solved as is until the next edit. */
  get undrawn() {
    return this.#c.s.request.undrawn;
  }

  /** The answer shown (from Solve or show()), null once the request changes (the exports read it, www/export/export.js). */
  get answer() {
    return this.#c.s.answer.shown;
  }

  /**
   * The workers' wasm memory ceiling, MB: after an answer, a worker whose
   * memory (memory.buffer.byteLength, as www/workers/solver-worker.js reports it) passed
   * it is replaced by a fresh one (www/workers/solver-client.js does it, and dispatches
   * "board-puzzles:worker-retired"); one whose answer Keep searching can
   * go on from (peg solitaire stopped by its budget) is held until the
   * next solve instead, and retired then unless that solve goes on.
   * Undefined: the default (512 MB, or
   * globalThis.boardPuzzlesMemoryCeilingMb).
   */
  get memoryCeilingMb() {
    return this.#c.s.solving.ceilingMb;
  }

  set memoryCeilingMb(mb) {
    setCeiling(this.#c, mb);
  }

  /** Whether counts that split may run on several workers. */
  get parallel() {
    return this.#c.s.solving.parallel;
  }

  set parallel(on) {
    this.#c.s.solving.parallel = on;
  }

  /** Limits ({nodes, millis}) for requests that set none (tests use small ones). */
  get limits() {
    return this.#c.s.solving.limits;
  }

  set limits(limits) {
    this.#c.s.solving.limits = limits;
  }

  /** The answer's Player (www/answer/player.js). */
  get player() {
    return this.#c.player;
  }

  /** The board's pointer and keyboard binding (www/board/board.js). */
  get board() {
    return this.#c.board;
  }

  /** Whether a solve runs. */
  get busy() {
    return busy(this.#c);
  }

  /** How many workers were retired for their memory (the Solvers' onRetire). */
  get retired() {
    return this.#c.s.solving.retired;
  }

  /** What the setup check said: null when valid, undefined while checking, else why it cannot be solved. */
  get setupError() {
    return this.#c.s.setup.error;
  }

  /** "setup" (the board is edited) or "play" (moves are made by the puzzle's rules). */
  get mode() {
    return this.#c.s.play.mode;
  }

  /** The chosen algorithm's id. */
  get algorithm() {
    const { p, s } = this.#c;
    return p.algorithm?.value || s.request.algorithm || s.request.info?.algorithms[0]?.id;
  }

  set algorithm(id) {
    const { p, s } = this.#c;
    const known = s.request.info?.algorithms.some((a) => a.id === id);
    s.request.algorithm = known ? id : (s.request.info?.algorithms[0]?.id ?? "");
    s.request.cached = null;
    if (p.algorithm) p.algorithm.value = s.request.algorithm;
    if (p.algorithmNote) p.algorithmNote.textContent = s.request.info?.algorithms.find((a) => a.id === s.request.algorithm)?.note ?? "";
  }

  set readOnly(on) {
    this.#c.s.request.readOnly = Boolean(on);
    this.#c.view.setReadOnly(Boolean(on));
  }

  /** Playback actions for the keyboard shortcuts (www/controls/shortcuts.js). */
  get actions() {
    return { ...playbackActions(this.#c), undo: () => this.undo(true), redo: () => this.undo(false) };
  }

  // ------------------------------------------------------------ the request

  /** The request to solve: the board shown, the options and the algorithm. */
  request() {
    const r = this.#c.s.request;
    // Reading the view's request crosses the wasm boundary (a big walled
    // board is a long list): once per change, kept until the next one.
    r.cached ??= r.undrawn
      ? { ...r.undrawn, ...r.options, algorithm: this.algorithm }
      : fullRequest(this.#c.view, { ...r.options, algorithm: this.algorithm });
    return { ...r.cached };
  }

  redraw() {
    this.#c.board.redraw();
  }

  /** How the board labels rows and columns: "numbers" or "chess" (www/board/board-look.js). */
  get labels() {
    return this.#c.view.labels();
  }

  /** Labels rows and columns in `style` ("numbers" or "chess"; anything else: numbers). */
  setLabels(style) {
    setLabels(this.#c, style);
  }

  /**
   * Shows puzzle `info` with `request` (a complete request: board, options
   * and algorithm are taken exactly as they are; a missing algorithm is
   * the puzzle's first). Returns the errors met (each names what), after
   * which the board may show the puzzle's first preset instead.
   */
  load(info, request, errors = []) {
    const c = this.#c;
    const { view, s } = c;
    if (s.play.mode === "play") {
      endPlay(c);
      showMode(c);
    }
    cancelSolves(c);
    s.request.cached = null;
    s.request.info = info;
    s.request.undrawn = null;
    const wanted = request ?? info.presets[0]?.request ?? { puzzle: info.id };
    const loadErrors = [...errors];
    const side = Math.max(wanted.n ?? 0, wanted.rows ?? 0, wanted.cols ?? 0);
    try {
      if (wanted.board === undefined && side > MAX_SIDE) {
        // Solvable but past what the board draws (n-queens n = 1 000 000):
        // the request is kept as it is and solved; the board shows a note.
        s.request.undrawn = { ...wanted };
        delete s.request.undrawn.algorithm;
        view.setRequest({ puzzle: info.id, rows: 8, cols: 8 });
      } else {
        view.setRequest(forView(wanted));
      }
      s.request.options = optionsOf(wanted);
    } catch (err) {
      loadErrors.push(`the position could not be read: ${err.message}`);
      const first = info.presets[0]?.request ?? { puzzle: info.id };
      view.setRequest(forView(first));
      s.request.options = optionsOf(first);
    }
    delete s.request.options.algorithm;
    s.setup.loadErrors = loadErrors;
    s.setup.fieldErrors.clear();
    view.setReadOnly(s.request.readOnly);
    if (c.p.algorithm) {
      c.p.algorithm.replaceChildren(
        ...info.algorithms.map((a) => el("option", { value: a.id }, a.exact || /not guaranteed/i.test(a.name) ? a.name : `${a.name} (not exact)`)),
      );
    }
    this.algorithm = wanted.algorithm ?? info.algorithms[0]?.id;
    s.request.autoAlgorithm = wanted.algorithm === undefined;
    // The leaper is held by the view with the board (request.js BOARD_FIELDS).
    c.optionControls?.show(info, { ...s.request.options, leaper: view.request().leaper });
    changed(c, "load");
    return loadErrors;
  }

  /** A size field's error (or null once it is fixed): shown beside Solve, which waits for it. */
  setFieldError(field, message) {
    setFieldError(this.#c, field, message);
  }

  // ------------------------------------------------------------ edits

  /** After an edit made outside the board: `kind` "text" (the position or goal text) or "size" (the size fields). */
  edited(kind) {
    changed(this.#c, kind === "text" ? "text" : "size");
  }

  /** Undo (back) or redo an edit of the board, or (playing) a move. */
  undo(back) {
    undo(this.#c, back);
  }

  /** After the edit tool or layer changed: only what the board and the hints show. */
  toolChanged() {
    this.#c.events.tool?.();
    this.redraw();
  }

  // ------------------------------------------------------------ solving and the answer

  /**
   * Solves the request shown (www/controller/solving.js): `live` re-solves quietly
   * after an edit, `at` is the solution shown first, `play` plays the
   * answer, `more` widens the request (Keep searching). Resolves to the
   * answer, or undefined.
   */
  solve(options) {
    return solve(this.#c, options);
  }

  /** Shows an answer (from Solve, or solved elsewhere, as the search lab does); not while playing. */
  show(answer, options) {
    if (this.#c.s.play.mode === "play") return; // the board shows the moves made
    showAnswer(this.#c, answer, options);
  }

  /**
   * Takes the answer off the board, and its playback, move list and
   * words with it (the search lab's Watch replays a search in its place,
   * then shows the answer it found); not while playing.
   */
  dropAnswer() {
    const c = this.#c;
    if (c.s.play.mode === "play" || !c.s.answer.shown) return;
    dropAnswer(c);
    c.s.answer.shown = null;
    c.s.solving.live = false;
    showStatus(c);
    showPlayback(c);
  }

  /** Ends the workers (the element left the page). */
  close() {
    const c = this.#c;
    c.player.pause();
    c.s.play.coach?.close();
    c.s.play.coach = null;
    closeSolvers(c);
    c.unlook();
    c.board.destroy();
  }

  // ------------------------------------------------------------ play mode (www/play/play-mode.js)

  /**
   * Switches to "play" (the position set up is played by hand from its
   * start; `played` steps or `placed` squares are made first, as a share
   * link holds them) or back to "setup". Returns whether the board is in
   * `mode` afterwards; a setup that cannot be played (its error is shown)
   * stays in setup.
   */
  setMode(mode, moves = {}) {
    return setMode(this.#c, mode, moves);
  }

  /** The steps played by hand (empty in setup). */
  played() {
    return this.mode === "play" ? this.#c.view.played() : [];
  }

  /** The squares placed by hand (empty in setup). */
  placed() {
    return this.mode === "play" ? this.#c.view.placed() : [];
  }
}
