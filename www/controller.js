// The one controller of a board, shared by the page (www/app.js) and the
// <board-puzzle> element (www/embed.js): what is done with a position and
// an answer — the request (board + options + algorithm), checking it,
// solving it (one worker, or a count split over several), progress and
// Cancel, the answer panel, playback, the solution pager and Find more,
// undo/redo, editing during playback, and retiring a worker whose wasm
// memory grew past a ceiling. The page adds its own panels around it
// (puzzle picker, search lab, setup text, share); the element adds none.
//
// The controller is given the DOM parts it drives (any may be missing: the
// element hides what its `controls` attribute leaves out) and never looks
// anything up by id, so one page can hold many controllers.
import { check } from "../board_puzzles.js";
import { checkRequest } from "./check.js";
import { MoveList, describeStep, showNote, showStats, stepCount } from "./answer.js";
import { bindBoard } from "./board.js";
import { el } from "./dom.js";
import { CursorVoice } from "./cursor.js";
import { count, millis } from "./format.js";
import { OptionControls } from "./options.js";
import { PartCount, partCount, workerCount } from "./parallel.js";
import { Player, reducedMotion } from "./player.js";
import { forView, fullRequest, optionsOf } from "./request.js";
import { SolutionPager } from "./solutions.js";
import { Cancelled, NoWorker, Solver } from "./solver.js";
import { Coach } from "./coach.js";

/** How long a refused move's reason stays beside its piece, ms. */
const REFUSAL_MS = 2_500;
/** The most squares a board played by hand may have (a knight path's any size: its position is the walker alone). */
const PLAY_MAX_SQUARES = 4_000_000;
/** Pause between the moves "Solve from here" plays, ms (none with reduced motion). */
const HAND_OVER_MS = 350;

/** Mode "all": how many solutions to ask for first; "Find more" raises it tenfold up to the most. */
export const FIRST_SOLUTIONS = 100;
export const MOST_SOLUTIONS = 10_000;
/** The budget of a count: 20 000 M states or 5 minutes (per part when split). */
const COUNT_LIMITS = { nodes: 20_000_000_000, millis: 300_000 };
/** A worker whose wasm memory passed this many MB after an answer is replaced (issue 17; www/solver.js). */
export { MEMORY_CEILING_MB } from "./solver.js";

/** Steps of a long answer checked per task (BoardView.checkAnswer; 100 000 steps of a tour take 1-3 ms). */
const CHECK_SLICE = 100_000;
/** Piece letters read for the move list and the live region (the list shows the first 2 000 steps). */
const PIECES_READ = 2_000;

/** The largest board the view draws (BoardView.setSize refuses more). */
export const MAX_SIDE = 10_000;

/**
 * Reads a size field's text: a whole number from `min` to `max`. Returns
 * { value } or { error } where the error names the field and the range,
 * e.g. "Rows: enter a whole number from 1 to 10 000 (not −5)".
 */
export function readSize(label, text, min = 1, max = MAX_SIDE) {
  const t = String(text ?? "").trim();
  const range = `${label}: enter a whole number from ${count(min)} to ${count(max)}`;
  if (!/^\d+$/.test(t)) return { error: t === "" ? `${range}.` : `${range} (not “${t}”).` };
  const value = Number(t);
  if (value < min || value > max) return { error: `${range} (not ${count(value)}).` };
  return { value };
}

/**
 * What a running search knows so far, from its progress stats (docs/API.md):
 * the bound an iterative deepening tries ("no solution in 17 moves; trying
 * 18"), the best answer in hand and the proved bound on the other side of
 * it. `objective` is the puzzle's (puzzles()): a "max-pieces" search's best
 * is knights with an upper bound ("best in hand 13 knights, at most 16"),
 * any other's moves with a lower bound; a search meeting in the middle
 * (peg solitaire) the sizes of its two sets. "" when none.
 */
export function knows(s, objective) {
  const said = [];
  if (s.trying !== undefined) {
    said.push(s.trying > 0 ? `no solution in ${count(s.trying - 1)} moves; trying ${count(s.trying)}` : `trying ${count(s.trying)} moves`);
  }
  if (s.best !== undefined && (objective === "max-pieces" || s.upperBound !== undefined)) {
    const knights = `${count(s.best)} knight${s.best === 1 ? "" : "s"}`;
    said.push(s.upperBound !== undefined && s.upperBound > s.best
      ? `best in hand ${knights}, at most ${count(s.upperBound)}`
      : `best in hand ${knights}`);
  } else if (s.best !== undefined) {
    said.push(s.lowerBound !== undefined
      ? `best in hand ${count(s.best)} moves, between ${count(s.lowerBound)} and ${count(s.best)}`
      : `best in hand ${count(s.best)} moves`);
  }
  const m = s.meeting;
  if (m) {
    const moves = (n) => `${count(n)} move${n === 1 ? "" : "s"}`;
    said.push(`${count(m.forward)} positions within ${moves(m.forwardDepth)} of the start, ${count(m.backward)} within ${count(m.backwardDepth)} of the finish`);
  }
  return said.length ? `${said.join("; ")} · ` : "";
}

/** The share of the budget a search has used, as " · 40 % of the budget", or "". */
function share(s) {
  return s.budgetUsed === undefined ? "" : ` · ${Math.round(100 * s.budgetUsed)} % of the budget`;
}

export class Controller {
  /** The BoardView. */
  view;
  /** The puzzle's PuzzleInfo. */
  info = null;
  /** Solver options besides the board and the algorithm (closed, n, mode …). */
  options = {};
  /** A request the board cannot draw (n-queens with n = 1 000 000): solved as is until the next edit. */
  undrawn = null;
  /** The answer shown (from Solve or show()), null once the request changes (the exports read it, www/export.js). */
  answer = null;
  /**
   * The workers' wasm memory ceiling, MB: after an answer, a worker whose
   * memory (memory.buffer.byteLength, as www/worker.js reports it) passed
   * it is replaced by a fresh one (www/solver.js does it, and dispatches
   * "board-puzzles:worker-retired"). Undefined: the default (512 MB, or
   * globalThis.boardPuzzlesMemoryCeilingMb).
   */
  get memoryCeilingMb() {
    return this.#ceilingMb;
  }

  set memoryCeilingMb(mb) {
    this.#ceilingMb = mb;
    if (this.#solver) this.#solver.memoryCeilingMb = mb;
    if (this.#pool) this.#pool.memoryCeilingMb = mb;
    if (this.#coach) this.#coach.memoryCeilingMb = mb;
  }

  #ceilingMb = undefined;
  /** Whether counts that split may run on several workers. */
  parallel = true;
  /** Limits ({nodes, millis}) for requests that set none (tests use small ones). */
  limits = null;

  #p; // the DOM parts
  #hooks;
  #board;
  #player;
  #moves;
  #pager = null;
  #optionControls = null;
  #solver = null;
  #pool = null;
  #counting = false;
  #live = false; // path puzzles re-solve as the board is edited once solved
  #liveAgain = false;
  #maxSolutions = FIRST_SOLUTIONS;
  #fieldErrors = new Map(); // field → message (size fields)
  #loadErrors = []; // the attributes' or link's errors
  #setupError = null; // what check() said, or null
  #noWorker = null; // the NoWorker error once no solver worker could start (www/solver.js)
  #checking = 0; // generation of the check in flight
  #spoken = { steps: [], pieces: "", total: 0, k: -1 };
  #progressTimer = 0;
  #showTimer = 0;
  #lastStats = null;
  #solveStart = 0;
  #cursor; // what the keyboard cursor does, said aloud (www/cursor.js)
  #readOnly = false;

  /**
   * view: a BoardView; parts: { canvas, wrap, solve, cancel, status,
   * progress, progressText, progressBar, stats, moves, announce, play,
   * start, back, forward, end, scrub, count, speed, undo, redo, options,
   * algorithm, algorithmNote, solutions: {box, prev, next, label, more},
   * and for play mode modeSetup, modePlay, playBox, hint, handOver,
   * restart, playCount, coach } (all but canvas and wrap optional); hooks:
   * { changed(source) after each change of the request ("play" after each
   * move played), answered(answer), hover(square), mode(mode), setup(error)
   * after each setup check: null when valid, undefined while checking,
   * else why it cannot be solved }.
   */
  constructor(view, parts, hooks = {}) {
    this.view = view;
    this.#p = parts;
    this.#hooks = hooks;
    this.#board = bindBoard(view, parts.canvas, parts.wrap, {
      onChange: () => (this.#mode === "play" ? this.#afterPlay("move") : this.changed("board")),
      onHover: (sq) => hooks.hover?.(sq),
      beforeEdit: () => this.#mode === "play" || this.#beforeEdit(),
      onKey: (key, changed) => this.#cursor.key(key, changed),
      onRelease: () => this.#heardRelease(),
    });
    this.#cursor = new CursorVoice(view, () => this.info, (text) => this.#say(text));
    this.#player = new Player(view, () => this.#showPlayback());
    // While playing, the list shows the moves made; picking one does nothing (Undo goes back).
    if (parts.moves) this.#moves = new MoveList(parts.moves, (k) => { if (this.#mode !== "play") this.#player.seek(k); });
    if (parts.solutions) {
      this.#pager = new SolutionPager(view, parts.solutions, () => this.redraw(), () => {
        this.#maxSolutions = Math.min(this.#maxSolutions * 10, MOST_SOLUTIONS);
        this.solve({ at: view.solution() });
      });
    }
    if (parts.options) {
      this.#optionControls = new OptionControls(parts.options, (field, value) => {
        if (value === undefined) delete this.options[field];
        else this.options[field] = value;
        this.changed("options");
      });
    }
    const on = (node, type, fn) => node?.addEventListener(type, fn);
    on(parts.solve, "click", () => this.solve());
    on(parts.cancel, "click", () => this.cancel());
    on(parts.play, "click", () => this.#player.toggle());
    on(parts.start, "click", () => this.#player.seek(0));
    on(parts.end, "click", () => this.#player.seek(view.steps()));
    on(parts.back, "click", () => this.#player.step(-1));
    on(parts.forward, "click", () => this.#player.step(1));
    on(parts.scrub, "input", (event) => this.#player.seek(Number(event.target.value)));
    on(parts.speed, "change", (event) => { this.#player.speed = event.target.value; });
    on(parts.fromHere, "click", () => this.startFromShown());
    on(parts.undo, "click", () => this.undo(true));
    on(parts.redo, "click", () => this.undo(false));
    on(parts.modeSetup, "click", () => this.setMode("setup"));
    on(parts.modePlay, "click", () => this.setMode("play"));
    on(parts.hint, "click", () => this.hint());
    on(parts.handOver, "click", () => this.solveFromHere());
    on(parts.restart, "click", () => this.restart());
    on(parts.algorithm, "change", () => {
      this.#autoAlgorithm = false;
      this.#request = null;
      this.#showAlgorithmNote();
      this.changed("algorithm");
    });
  }

  // ------------------------------------------------------------ state

  get player() {
    return this.#player;
  }

  get board() {
    return this.#board;
  }

  get busy() {
    return Boolean(this.#solver?.busy) || this.#counting;
  }

  /** The chosen algorithm's id. */
  get algorithm() {
    return this.#p.algorithm?.value || this.#algorithm || this.info?.algorithms[0]?.id;
  }

  #algorithm = "";

  set algorithm(id) {
    const known = this.info?.algorithms.some((a) => a.id === id);
    this.#algorithm = known ? id : this.info?.algorithms[0]?.id ?? "";
    this.#request = null;
    if (this.#p.algorithm) this.#p.algorithm.value = this.#algorithm;
    this.#showAlgorithmNote();
  }

  set readOnly(on) {
    this.#readOnly = Boolean(on);
    this.view.setReadOnly(this.#readOnly);
  }

  /** The request to solve: the board shown, the options and the algorithm. */
  request() {
    // Reading the view's request crosses the wasm boundary (a big walled
    // board is a long list): once per change, kept until the next one.
    this.#request ??= this.undrawn
      ? { ...this.undrawn, ...this.options, algorithm: this.algorithm }
      : fullRequest(this.view, { ...this.options, algorithm: this.algorithm });
    return { ...this.#request };
  }

  #request = null;

  redraw() {
    this.#board.redraw();
  }

  /**
   * Shows puzzle `info` with `request` (a complete request: board, options
   * and algorithm are taken exactly as they are; a missing algorithm is
   * the puzzle's first). Returns the errors met (each names what), after
   * which the board may show the puzzle's first preset instead.
   */
  load(info, request, errors = []) {
    if (this.#mode === "play") {
      this.#mode = "setup";
      this.#coach?.cancel();
      this.#coaching = null;
      this.#hideToast();
      this.#showMode();
    }
    this.#cancelSolves();
    this.#request = null;
    this.info = info;
    this.undrawn = null;
    const wanted = request ?? info.presets[0]?.request ?? { puzzle: info.id };
    const loadErrors = [...errors];
    const side = Math.max(wanted.n ?? 0, wanted.rows ?? 0, wanted.cols ?? 0);
    try {
      if (wanted.board === undefined && side > MAX_SIDE) {
        // Solvable but past what the board draws (n-queens n = 1 000 000):
        // the request is kept as it is and solved; the board shows a note.
        this.undrawn = { ...wanted };
        delete this.undrawn.algorithm;
        this.view.setRequest({ puzzle: info.id, rows: 8, cols: 8 });
      } else {
        this.view.setRequest(forView(wanted));
      }
      this.options = optionsOf(wanted);
    } catch (err) {
      loadErrors.push(`the position could not be read: ${err.message}`);
      const first = info.presets[0]?.request ?? { puzzle: info.id };
      this.view.setRequest(forView(first));
      this.options = optionsOf(first);
    }
    delete this.options.algorithm;
    this.#loadErrors = loadErrors;
    this.#fieldErrors.clear();
    this.view.setReadOnly(this.#readOnly);
    if (this.#p.algorithm) {
      this.#p.algorithm.replaceChildren(...info.algorithms.map((a) =>
        el("option", { value: a.id }, a.exact || /not guaranteed/i.test(a.name) ? a.name : `${a.name} (not exact)`)));
    }
    this.algorithm = wanted.algorithm ?? info.algorithms[0]?.id;
    this.#autoAlgorithm = wanted.algorithm === undefined;
    this.#optionControls?.show(info, this.options);
    this.changed("puzzle");
    return loadErrors;
  }

  /** A size field's error (or null once it is fixed): shown beside Solve, which waits for it. */
  setFieldError(field, message) {
    if ((this.#fieldErrors.get(field) ?? null) === (message ?? null)) return;
    if (message) this.#fieldErrors.set(field, message);
    else this.#fieldErrors.delete(field);
    this.validate();
  }

  // ------------------------------------------------------------ edits

  /** After every change of the request: drop the answer, re-check, redraw. */
  changed(source) {
    const view = this.view;
    if (source === "tool" || source === "layer") {
      // The request is the same: only what the board and the hints show.
      this.#hooks.changed?.(source);
      this.redraw();
      return;
    }
    this.#request = null;
    if (this.#mode === "play" && source !== "mode") {
      // An edit of the request (options, text, size) ends play.
      this.#mode = "setup";
      this.view.setPlay(null);
      this.#coach?.cancel();
      this.#coaching = null;
      this.#hideToast();
      this.#showMode();
    }
    if (source === "board" || source === "undo" || source === "size" || source === "text") {
      // An edit replaces what could not be read, and leaves a board too big to draw.
      this.undrawn = null;
      this.#loadErrors = [];
    }
    const follow = this.#live && this.info.editor.answer === "path" && (source === "board" || source === "undo");
    this.#live = follow;
    if (follow) {
      this.#liveAgain = this.busy;
      this.#note("Solving again for the changed board…");
    } else if (this.busy) {
      this.#cancelSolves();
      this.#note("The solve was cancelled because the position changed.");
    } else {
      this.#note(this.#readOnly ? "" : "Press Solve to find an answer.");
    }
    this.#player.pause();
    view.clearAnswer();
    this.answer = null;
    this.#answerGen++; // an answer's check in slices stops
    this.#moves?.clear();
    this.#pager?.hide();
    this.#maxSolutions = FIRST_SOLUTIONS;
    this.#spoken = { steps: [], pieces: "", total: 0, k: -1 };
    this.#hooks.changed?.(source);
    this.#showPlayback();
    this.#showHistory();
    if (this.undrawn) {
      this.#p.wrap.dataset.undrawn = `n = ${count(this.undrawn.n ?? this.undrawn.rows)}: too big to draw here `
        + `(the board shows up to ${count(MAX_SIDE)} × ${count(MAX_SIDE)}). Solve runs it; the answer shows as numbers.`;
    } else {
      delete this.#p.wrap.dataset.undrawn;
    }
    this.redraw();
    const checked = this.validate();
    if (follow && !this.busy) checked.then((ok) => { if (ok) this.solve({ live: true }); });
  }

  #showHistory() {
    const playing = this.#mode === "play";
    const can = (back) => (playing ? this.view.canPlayUndo(back) : back ? this.view.canUndo() : this.view.canRedo());
    if (this.#p.undo) this.#p.undo.disabled = (this.#readOnly && !playing) || !can(true);
    if (this.#p.redo) this.#p.redo.disabled = (this.#readOnly && !playing) || !can(false);
  }

  /** Undo (back) or redo an edit of the board, or (playing) a move. */
  undo(back) {
    if (this.#mode === "play") {
      if (this.view.playUndo(back)) {
        this.#afterPlay(back ? "undo" : "redo");
      }
      return;
    }
    if (this.#readOnly) return;
    if (back ? this.view.undo() : this.view.redo()) {
      this.changed("undo");
      this.#say(back ? "Undone." : "Redone.");
    }
  }

  /**
   * Before a press or key edits the board: an answer that moved pieces,
   * paused at move k > 0, would make the position at move k the new start.
   * Instead the board jumps back to the start first (the press only does
   * that), and says so; "Start from here" (startFromShown) makes move k's
   * position the start, undoably. Returns whether the edit may go on.
   */
  #beforeEdit() {
    const view = this.view;
    if (this.#readOnly || view.steps() === 0 || view.playback() === 0) return true;
    const kind = this.info?.editor.answer;
    if (kind !== "moves" && kind !== "jumps") return true;
    const k = view.step();
    this.#player.seek(0);
    const text = `Back at the start: edits change the start position, not move ${k}. ` +
      "To start from the position shown at a move instead, press “Start from here” while it is shown.";
    this.#note(text);
    this.#say(text);
    return false;
  }

  /** Makes the position shown at the current move the start (undoable: Undo brings back the old start). */
  startFromShown() {
    const view = this.view;
    const shown = view.shownPosition();
    const k = view.step();
    if (this.#readOnly || view.steps() === 0 || k === 0 || shown === undefined) return false;
    this.#player.pause();
    view.clearAnswer();
    this.answer = null;
    this.#answerGen++; // an answer's check in slices stops
    view.setPositionText(shown);
    this.changed("board");
    this.#say(`The position after move ${k} is now the start. Undo (Ctrl+Z) brings back the old start.`);
    return true;
  }


  // ------------------------------------------------------------ play

  #mode = "setup";
  #coach = null;
  #coaching = null; // the latest verdict shown
  #handOverGen = 0; // bumped by every move, undo and mode change: "Solve from here" stops
  #toast = null;
  #toastTimer = 0;

  /** "setup" (the board is edited) or "play" (moves are made by the puzzle's rules). */
  get mode() {
    return this.#mode;
  }

  /** The latest coach's verdict shown while playing (docs/API.md, Coaching), or null. */
  get coaching() {
    return this.#coaching;
  }

  /**
   * Switches to "play" (the position set up is played by hand from its
   * start; `played` steps or `placed` squares are made first, as a share
   * link holds them) or back to "setup". Returns whether the board is in
   * `mode` afterwards; a setup that cannot be played (its error is shown)
   * stays in setup.
   */
  setMode(mode, { played = [], placed = [] } = {}) {
    const view = this.view;
    this.#stopHandOver();
    if (mode !== "play") {
      if (this.#mode === "play") {
        this.#mode = "setup";
        view.setPlay(null);
        this.#coach?.cancel();
        this.#coaching = null;
        this.#hideToast();
        this.changed("mode");
        this.#say("Setup: the board is edited again.");
      }
      this.#showMode();
      return true;
    }
    this.#cancelSolves();
    this.#player.pause();
    view.clearAnswer();
    this.#answerGen++;
    this.#pager?.hide();
    this.#moves?.clear();
    this.#spoken = { steps: [], pieces: "", total: 0, k: -1 };
    const errors = [...this.#fieldErrors.values(), ...this.#loadErrors];
    try {
      if (errors.length) throw new Error(errors.join(" "));
      const squares = this.undrawn ? Infinity : view.rows() * view.cols();
      if (squares > PLAY_MAX_SQUARES && this.info.editor.answer !== "path") {
        throw new Error(`the board is too big to play by hand here (at most ${count(PLAY_MAX_SQUARES)} squares); Solve runs it`);
      }
      const req = this.request();
      delete req.limits;
      view.setPlay(req);
    } catch (err) {
      this.#note(`This setup cannot be played: ${err.message}`, "bad");
      this.#showMode();
      return false;
    }
    this.#mode = "play";
    let refused = "";
    for (const [i, step] of played.entries()) {
      if (!view.playStep(step)) {
        refused = `move ${i + 1} of the link was refused (${view.refusal()?.message ?? "illegal"}); play goes on before it.`;
        break;
      }
    }
    for (const [i, sq] of placed.entries()) {
      if (!view.playPlace(sq[0], sq[1])) {
        refused = `piece ${i + 1} of the link was refused (${view.refusal()?.message ?? "illegal"}).`;
        break;
      }
    }
    this.#showMode();
    this.#note("Playing: the coach judges each move under the board. Setup goes back to editing the position.");
    this.#afterPlay("start");
    if (refused) this.#note(`Play: ${refused}`, "bad");
    return true;
  }

  /** The steps played by hand (empty in setup). */
  played() {
    return this.#mode === "play" ? this.view.played() : [];
  }

  /** The squares placed by hand (empty in setup). */
  placed() {
    return this.#mode === "play" ? this.view.placed() : [];
  }

  /** Back to the start of play (Redo replays the moves). */
  restart() {
    if (this.#mode !== "play") return;
    if (this.view.playRestart()) this.#afterPlay("restart");
  }

  /** Highlights the coach's best next move (asks the coach when no verdict is at hand). */
  hint() {
    if (this.#mode !== "play") return;
    const c = this.#coaching;
    const view = this.view;
    if (c?.hint) view.setHint(c.hint.from, c.hint.to);
    else if (c?.hintSquare) view.setHint(c.hintSquare, undefined);
    const text = c?.hint
      ? `Hint: ${describeStep([c.hint], "", 1, 2, this.info).replace(/^Move 1 of 2: /, "").replace(/\.$/, "")}.`
      : c?.hintSquare
        ? `Hint: place a piece on row ${c.hintSquare[0]}, column ${c.hintSquare[1]}.`
        : c ? "No hint: the coach knows no good next move here." : "The coach is still thinking; try again in a moment.";
    if (this.#p.coach) this.#p.coach.dataset.hint = c?.hint ? JSON.stringify(c.hint) : c?.hintSquare ? JSON.stringify(c.hintSquare) : "";
    this.#say(text);
    this.#showCoachText(this.#verdictText ? `${this.#verdictText} ${text}` : text);
    this.redraw();
  }

  #verdictText = ""; // the coach's latest verdict in words
  #moveSaid = ""; // the last move in words, until the verdict on it is said

  /**
   * Hands over to the solver: the coach (which asks the puzzle's solvers,
   * with a larger budget) plays its best move, again and again until the
   * goal, each move animated by being played on the board. Any move,
   * undo or mode change by hand stops it.
   */
  async solveFromHere() {
    if (this.#mode !== "play") return;
    const gen = ++this.#handOverGen;
    const view = this.view;
    if (this.#p.handOver) this.#p.handOver.disabled = true;
    try {
      for (let i = 0; i < 100_000 && gen === this.#handOverGen && !view.playSolved(); i++) {
        const c = await this.#askOnce();
        if (gen !== this.#handOverGen) return;
        const placement = this.info.editor.answer === "placement";
        const ok = c?.hint ? view.playStep(c.hint) : c?.hintSquare && placement ? view.playPlace(...c.hintSquare) : false;
        if (!ok) {
          this.#showCoachText(c ? `The solver stops here: ${c.reason}` : "The solver could not go on from here.");
          break;
        }
        this.#afterPlay("solver");
        if (!reducedMotion.matches) await new Promise((r) => setTimeout(r, HAND_OVER_MS));
      }
    } finally {
      if (this.#p.handOver) this.#p.handOver.disabled = false;
    }
  }

  /** The next verdict of the coach on the position now that has a hint or is final (Solve from here), or null. */
  #askOnce() {
    const c = this.#coaching;
    if (c && (c.hint || c.hintSquare || this.#p.coach?.dataset.state === "done")) return Promise.resolve(c);
    return new Promise((resolve) => { this.#waiter = resolve; });
  }

  #waiter = null;

  /** Stops "Solve from here" (a move or undo by hand, a mode change). */
  #stopHandOver() {
    this.#handOverGen++;
    const waiter = this.#waiter;
    this.#waiter = null;
    waiter?.(null);
  }

  /** After every move, undo, redo or restart while playing: the move list, buttons, link, live region, coach. */
  #afterPlay(source) {
    const view = this.view;
    if (source === "move" || source === "undo" || source === "redo" || source === "restart") this.#stopHandOver();
    this.#hideToast();
    const steps = view.played();
    const placement = this.info.editor.answer === "placement";
    if (this.#moves) {
      if (steps.length) this.#moves.show(steps, "", steps.length);
      else this.#moves.clear();
      this.#moves.mark(steps.length);
    }
    this.#showHistory();
    const n = view.playMoves();
    const last = steps[steps.length - 1];
    const said = source === "start" ? "Play: make your moves; the coach answers after each."
      : source === "restart" ? "Back at the start."
        : source === "undo" ? `Move undone; ${n} made.`
          : source === "redo" ? `Move redone; ${n} made.`
            : placement ? `${n} piece${n === 1 ? "" : "s"} placed.`
              : last ? `${describeStep([last], "", 1, 2, this.info).replace(/^Move 1 of 2: /, "Move: ").replace(/\.$/, "")}; ${n} move${n === 1 ? "" : "s"} made.` : "";
    this.#say(said);
    this.#moveSaid = said;
    if (this.#p.playCount) this.#p.playCount.textContent = `${count(n)} ${placement ? "placed" : "made"}`;
    this.#coaching = null;
    this.#verdictText = "";
    if (this.#p.coach) {
      this.#p.coach.dataset.state = "thinking";
      this.#p.coach.dataset.hint = "";
    }
    this.#showCoachText(view.playSolved() ? "Solved! The coach is checking it against the fewest…" : "The coach is thinking…");
    this.#hooks.changed?.("play");
    this.redraw();
    this.#coach ??= new Coach((c, info) => this.#heard(c, info), { memoryCeilingMb: this.#ceilingMb });
    this.#coach.ask(this.request(), steps, placement ? view.placed() : []);
  }

  /** A verdict from the coach (only the latest question's arrive). */
  #heard(c, { pending = false, error } = {}) {
    if (this.#mode !== "play") return;
    const box = this.#p.coach;
    const waiter = this.#waiter;
    if (waiter && (!c || c.hint || c.hintSquare || !pending)) {
      this.#waiter = null;
      waiter(c);
    }
    if (!c) {
      this.#showCoachText(`The coach could not answer: ${error}`);
      if (box) box.dataset.state = "error";
      return;
    }
    this.#coaching = c;
    const view = this.view;
    const n = c.moves;
    const moves = (k) => `${count(k)} move${k === 1 ? "" : "s"}`;
    let head;
    if (c.status === "solved") {
      const placement = this.info.editor.answer === "placement";
      if (placement) head = `Solved with ${count(n)} piece${n === 1 ? "" : "s"}.`;
      else if (c.optimum === undefined) head = `Solved in ${moves(n)}.`;
      else if (c.optimum === n) head = `Solved in ${moves(n)}, the fewest.`;
      else head = `Solved in ${moves(n)}; the fewest is ${count(c.optimum)}.`;
    } else {
      const r = c.reason ?? "";
      head = r ? `${r[0].toUpperCase()}${r.slice(1)}${/[.!?]$/.test(r) ? "" : "."}` : c.status;
    }
    const facts = [];
    if (c.status === "solved") {
      // The headline says it all.
    } else if (c.remaining !== undefined) facts.push(`fewest still needed: ${count(c.remaining)}`);
    // The best total from here against the start's is in the reason (the core's words: "18 in all; the fewest from the start is 16").
    if (c.added !== undefined) facts.push(`at most ${count(c.added)} more can be added`);
    if (c.completions !== undefined) facts.push(`${count(Number(c.completions))} way${String(c.completions) === "1" ? "" : "s"} to complete`);
    const tail = pending ? " (still working on a proof…)" : c.proved ? "" : " (not proved)";
    const said = facts.join("; ");
    const text = said ? `${head} ${said[0].toUpperCase()}${said.slice(1)}.${tail}` : `${head}${tail}`;
    if (box) {
      Object.assign(box.dataset, {
        state: pending ? "pending" : "done",
        status: c.status,
        moves: String(n),
        remaining: c.remaining ?? "",
        best: c.best ?? "",
        optimum: c.optimum ?? "",
        proved: String(c.proved),
      });
    }
    this.#verdictText = text;
    this.#showCoachText(text);
    // The live region reads the move and the verdict together (the verdict replaces the move's words).
    this.#say(this.#moveSaid ? `${this.#moveSaid} ${text}` : text);
    this.#moveSaid = "";
    view.setHint(undefined, undefined);
    this.redraw();
  }

  #showCoachText(text) {
    if (this.#p.coach) this.#p.coach.textContent = text;
  }

  /** After a release or key while playing: a refused move's reason beside its piece, briefly. */
  #heardRelease() {
    if (this.#mode !== "play") return;
    const r = this.view.refusal();
    if (!r) return;
    const [x, y] = this.view.squareCenter(r.square[0], r.square[1]);
    this.#hideToast();
    const toast = el("div", { class: "refusal", role: "status", "data-code": r.code }, `Not allowed: ${r.message}`);
    toast.style.left = `${x}px`;
    toast.style.top = `${y}px`;
    toast.classList.toggle("below", y < 70); // near the top edge: under the square
    this.#p.wrap.append(toast);
    this.#toast = toast;
    this.#toastTimer = setTimeout(() => this.#hideToast(), REFUSAL_MS);
    this.#say(`Move refused: ${r.message}`);
  }

  #hideToast() {
    clearTimeout(this.#toastTimer);
    this.#toast?.remove();
    this.#toast = null;
  }

  /** Shows which mode is on (the toggle's pressed state, the play controls). */
  #showMode() {
    const playing = this.#mode === "play";
    const p = this.#p;
    p.modeSetup?.setAttribute("aria-pressed", String(!playing));
    p.modePlay?.setAttribute("aria-pressed", String(playing));
    if (p.playBox) p.playBox.hidden = !playing;
    p.wrap.dataset.mode = this.#mode;
    this.#hooks.mode?.(this.#mode);
    this.#showHistory();
  }

  // ------------------------------------------------------------ checking

  /**
   * Shows whether the request can be solved: field errors first (the size
   * fields), then the load's errors, then what the solver's check says (in
   * a worker for big boards, www/check.js, else here). Solve waits for
   * a valid setup; the status never says "Ready" while an error stands.
   * Returns a promise of whether it is valid.
   */
  validate() {
    const generation = ++this.#checking;
    const blocking = [...this.#fieldErrors.values(), ...this.#loadErrors];
    if (blocking.length) {
      this.#setupError = blocking.join(" ");
      this.#showStatus();
      return Promise.resolve(false);
    }
    const req = this.request();
    const done = (message) => {
      if (generation !== this.#checking) return false;
      this.#setupError = message;
      this.#showStatus();
      return !message;
    };
    this.#setupError = undefined; // checking
    this.#showStatus();
    return this.#checkWithFallback(req, generation).then(() => done(null), (err) => done(err.message));
  }

  /** Resolves when `req` is valid, else rejects with check()'s error
   * (www/check.js: big boards are checked in a worker, small ones here). When the algorithm was not chosen (a preset or link without
   * one) and the default refuses the request (n-queens n = 1 000 000 needs
   * "construction", a count of non-attacking knights "profile-dp"), the
   * puzzle's first algorithm that accepts it is chosen, as the default is
   * "the fastest exact one that applies". */
  async #checkWithFallback(req, generation) {
    const run = (r) => checkRequest(r);
    try {
      await run(req);
    } catch (err) {
      if (!this.#autoAlgorithm) throw err;
      for (const a of this.info.algorithms) {
        if (a.id === req.algorithm) continue;
        try {
          await run({ ...req, algorithm: a.id });
        } catch {
          continue;
        }
        if (generation === this.#checking) this.algorithm = a.id;
        return;
      }
      throw err;
    }
  }

  /** The algorithm was not chosen by the user, a link or a preset: validate() may pick one that applies. */
  #autoAlgorithm = true;

  #showStatus() {
    const status = this.#p.status;
    const error = this.#setupError;
    if (status && this.#noWorker) {
      status.textContent = this.#noWorker.message;
      status.className = "status bad";
      status.dataset.state = "no-worker";
    } else if (status) {
      if (error) {
        status.textContent = this.#fieldErrors.size ? error : `Can't solve this setup: ${error}`;
        status.className = "status bad";
      } else if (error === undefined) {
        status.textContent = "Checking the setup…";
        status.className = "status";
      } else {
        status.textContent = this.undrawn
          ? `Ready to solve (n = ${count(this.undrawn.n)}: too big to draw; the answer shows as numbers).`
          : "Ready to solve.";
        status.className = "status ok";
      }
      status.dataset.state = error ? "bad" : error === undefined ? "checking" : "ok";
    }
    if (this.#p.solve) this.#p.solve.disabled = Boolean(error) || error === undefined || this.busy || Boolean(this.#noWorker);
    this.#hooks.setup?.(this.#noWorker ? this.#noWorker.message : error);
  }

  /** The NoWorker error once no solver worker could start here (Solve then stays disabled), else null. */
  get noWorker() {
    return this.#noWorker;
  }

  get setupError() {
    return this.#setupError;
  }

  // ------------------------------------------------------------ solving

  /** What every Solver of this controller is given: the ceiling, and a count of retirements. */
  #solverOptions() {
    return { memoryCeilingMb: this.#ceilingMb, onRetire: () => { this.#retired += 1; } };
  }

  #solverFor() {
    this.#solver ??= new Solver(this.#solverOptions());
    return this.#solver;
  }

  /** Whether `req` (a count) may run in parts on several workers. */
  #splits(req) {
    if (!this.parallel || req.mode !== "count" || !OptionControls.splits(this.info)) return false;
    try {
      check({ ...req, split: [0, 2] });
      return true;
    } catch {
      return false;
    }
  }

  #cancelSolves() {
    if (this.#solver?.busy) this.#solver.cancel();
    if (this.#counting) this.#pool?.cancel();
    this.#counting = false;
    this.#stopProgress();
  }

  /** Stops the running solve (its promise settles as Cancelled). */
  cancel() {
    this.#solver?.cancel();
    this.#pool?.cancel();
  }

  /** Ends the workers (the element left the page). */
  close() {
    this.#player.pause();
    this.#coach?.close();
    this.#coach = null;
    this.#solver?.close();
    this.#solver = null;
    this.#pool?.close();
    this.#pool = null;
    this.#board.destroy();
  }

  /**
   * Solves the request shown. `live`: re-solve quietly after an edit (a
   * path follows the markers); `at`: the solution to show first (after
   * Find more); `auto`: an autoplay/readonly solve, played only with
   * `autoplay`. Resolves to the answer (undefined when cancelled or not
   * solvable).
   */
  async solve({ live: quiet = false, at = 0, play = true, more = null } = {}) {
    if (this.busy || this.#mode === "play") return undefined; // playing: "Solve from here" hands over
    if (!(await this.validate())) return undefined;
    if (this.busy) return undefined;
    const req = this.request();
    if (req.mode === "all") req.maxSolutions = Math.max(this.#maxSolutions, req.maxSolutions ?? 0);
    // Counting is the long job people start on purpose (and can cancel): it
    // gets a larger budget than the solver's default.
    if (this.limits && !req.limits) req.limits = { ...this.limits };
    if (req.mode === "count" && !req.limits) req.limits = COUNT_LIMITS;
    // Keep searching: a larger budget, going on where the search allows it.
    if (more) Object.assign(req, more);
    const algo = this.info.algorithms.find((a) => a.id === req.algorithm);
    const view = this.view;
    this.#player.pause();
    view.clearAnswer();
    this.answer = null;
    this.#answerGen++; // an answer's check in slices stops
    this.#pager?.hide();
    this.#moves?.clear();
    if (!quiet) this.#note("Solving…");
    this.#setStatus("solving");
    this.#startProgress(algo?.name ?? req.algorithm);
    this.redraw();
    let answer;
    const solver = this.#solverFor();
    try {
      if (this.#splits(req)) {
        this.#counting = true;
        this.#pool ??= new PartCount(workerCount(), this.#solverOptions());
        answer = await this.#pool.run(req, partCount(this.#pool.workers), (p) => { this.#lastStats = p; });
      } else {
        answer = await solver.solve(req, (stats) => { this.#lastStats = stats; });
      }
    } catch (err) {
      this.#counting = false;
      this.#stopProgress();
      if (err instanceof Cancelled) {
        if (this.#p.stats?.textContent === "Solving…") this.#note("Cancelled.");
        this.#setStatus("cancelled");
      } else if (err instanceof NoWorker) {
        // No worker (e.g. the page's CSP): said where Solve is, never solved on the page's thread; the board stays editable.
        this.#noWorker = err;
        this.#note(err.message, "bad");
        this.#showStatus();
        this.#setStatus("no-worker");
      } else {
        this.#note(`The solver failed: ${err.message}`, "bad");
        this.#setStatus("failed");
      }
      return undefined;
    }
    this.#counting = false;
    this.#stopProgress();
    if (this.#liveAgain) {
      // The board changed while this solve ran: solve what is shown now.
      this.#liveAgain = false;
      this.solve({ live: true });
      return undefined;
    }
    this.show(answer, { quiet, at, play, maxSolutions: req.maxSolutions });
    return answer;
  }

  #retired = 0;

  /** How many workers were retired for their memory (the Solvers' onRetire). */
  get retired() {
    return this.#retired;
  }

  /** Shows an answer (from Solve, or solved elsewhere, as the search lab does). */
  show(answer, { quiet = false, at = 0, play = true, maxSolutions = Infinity, atEnd = false } = {}) {
    const view = this.view;
    if (this.#mode === "play") return; // the board shows the moves made
    this.answer = answer;
    const info = this.info;
    if (this.#p.stats) {
      showStats(this.#p.stats, answer, info);
      this.#offerMore(answer);
    }
    let shown = false;
    if (!this.undrawn && (answer.status === "solved" && (answer.steps || answer.placement || answer.solutions?.length))) {
      try {
        // A long placement comes packed from the worker (www/worker.js): one typed array, no array per square.
        if (answer.packedPlacement && !answer.steps && !answer.solutions) view.setPlacementPacked(answer.packedPlacement);
        else view.setAnswer(answer.text ?? answer, answer.packed);
        shown = true;
      } catch (err) {
        this.#p.stats?.append(el("p", { class: "help bad" }, `The answer could not be shown: ${err.message}`));
      }
      // A step the core's rules refuse (a corrupt answer): playback stops
      // before it, and says why. A long answer (a million-step tour) is
      // checked in slices after this task (#checkInSlices).
      if (shown) this.#checkInSlices();
    }
    if (shown && answer.steps) {
      // A long answer carries only its first steps; the view holds them all.
      const pieces = view.stepPieces(PIECES_READ);
      this.#moves?.show(answer.steps, info.editor.goal ? pieces : "", view.steps());
      this.#spoken = { steps: answer.steps, pieces, total: view.steps(), k: -1 };
      if (quiet || atEnd) {
        this.#player.seek(view.steps());
      } else {
        this.#player.seek(0);
        this.#keepBoardInView();
        if (play && !reducedMotion.matches && view.steps() > 0) this.#player.play();
      }
    }
    if (shown && info.editor.answer === "placement" && (answer.placement || answer.solutions?.length)) {
      const held = answer.solutions?.length ?? 0;
      this.#pager?.show(held >= maxSolutions && held < MOST_SOLUTIONS, at);
    }
    this.#live = info.editor.answer === "path" && answer.status === "solved";
    this.#setStatus(answer.status);
    this.#showPlayback();
    this.redraw();
    this.#hooks.answered?.(answer);
  }

  /**
   * After a budget ran out (no answer, or one not proved best: its stats
   * bracket the optimum): a Keep searching button. It solves again with
   * four times the states and time this run used (at least the solver's
   * default time), and with `resume: true` where the puzzle reads it (its
   * `fields`), so the search goes on from its table and bound instead of
   * starting over; elsewhere the reason says it starts over.
   */
  #offerMore(answer) {
    const s = answer.stats ?? {};
    const unproved = answer.status === "solved" && answer.optimal === false && s.lowerBound !== undefined;
    if (answer.status !== "limit" && !unproved) return;
    const resumes = this.info.fields?.includes("resume");
    const more = {
      limits: { nodes: Math.max(4 * (s.expanded ?? 0), 1_000_000), millis: Math.max(4 * (s.millis ?? 0), 60_000) },
      ...(resumes ? { resume: true } : {}),
    };
    const button = el("button", { type: "button", id: "keep-searching", class: "keep-searching" }, "Keep searching");
    button.addEventListener("click", () => this.solve({ more }));
    const note = resumes ? " (goes on from where it stopped)" : " (starts over with a larger budget)";
    this.#p.stats.append(el("p", { class: "more" }, button, el("span", { class: "help" }, note)));
  }

  #answerGen = 0; // bumped by each answer shown, so an older answer's check in slices stops

  /**
   * Checks the answer shown (BoardView.checkAnswer), CHECK_SLICE steps per
   * task, so that a million-step tour never holds the page (checked at
   * once it took 60-70 ms of the answer's task); playback goes no further
   * than the steps checked meanwhile. Then says whether a step was refused.
   */
  #checkInSlices() {
    const gen = ++this.#answerGen;
    const report = () => {
      const refused = this.view.answerError();
      if (refused) {
        this.#p.stats?.append(el("p", { class: "help bad answer-error", role: "alert" },
          `The answer has an illegal step; playback stops before it (${refused}).`));
      }
      if (this.#p.stats) this.#p.stats.dataset.checked = "true";
    };
    if (this.#p.stats) delete this.#p.stats.dataset.checked;
    if (this.view.answerChecked()) {
      report();
      return;
    }
    const slice = () => {
      if (gen !== this.#answerGen) return;
      const done = this.view.checkAnswer(CHECK_SLICE);
      // A position asked for past the steps checked (End, pressed at once) is reached now.
      if (!this.#player.playing) this.#showPlayback();
      if (done) report();
      else setTimeout(slice);
    };
    setTimeout(slice);
  }

  /** Scrolls the board back into view when less than half of it shows, so the answer plays where it is seen. */
  #keepBoardInView() {
    const r = this.#p.wrap.getBoundingClientRect();
    const seen = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
    if (r.height > 0 && seen < r.height / 2) {
      this.#p.wrap.scrollIntoView({ block: "nearest", behavior: reducedMotion.matches ? "auto" : "smooth" });
    }
  }

  #setStatus(status) {
    this.#hooks.status?.(status);
  }

  #note(text, kind = "") {
    if (this.#p.stats) showNote(this.#p.stats, text, kind);
  }

  #say(text) {
    if (this.#p.announce) this.#p.announce.textContent = text;
  }

  #startProgress(name) {
    const p = this.#p;
    this.#lastStats = null;
    this.#solveStart = performance.now();
    if (p.cancel) p.cancel.disabled = false;
    if (p.solve) p.solve.disabled = true;
    if (!p.progress) return;
    // Shown only for solves that take a moment, so quick ones don't flash.
    this.#showTimer = setTimeout(() => { p.progress.hidden = false; }, 250);
    const tick = () => {
      const s = this.#lastStats;
      const elapsed = millis(performance.now() - this.#solveStart);
      const parts = s?.parts ? `part ${s.done} of ${s.parts} done; ` : "";
      p.progressText.textContent = s
        ? `${name}: ${parts}${knows(s, this.info?.objective)}${count(s.expanded)} states expanded, ${count(s.generated)} generated · ${elapsed}${share(s)}`
        : `${name}: starting… · ${elapsed}`;
      // A count in parts knows how far it is; a search, how much of its budget it used.
      const done = s?.parts ? s.done / s.parts : s?.budgetUsed;
      p.progressBar?.classList.toggle("determinate", done !== undefined);
      if (p.progressBar) p.progressBar.style.width = done !== undefined ? `${100 * done}%` : "";
      if (p.progress) {
        if (s?.trying !== undefined) p.progress.dataset.trying = String(s.trying);
        else delete p.progress.dataset.trying;
      }
    };
    tick();
    this.#progressTimer = setInterval(tick, 100);
  }

  #stopProgress() {
    clearInterval(this.#progressTimer);
    clearTimeout(this.#showTimer);
    if (this.#p.progress) this.#p.progress.hidden = true;
    if (this.#p.cancel) this.#p.cancel.disabled = true;
    this.#showStatus();
  }

  #showAlgorithmNote() {
    const a = this.info?.algorithms.find((x) => x.id === this.algorithm);
    if (this.#p.algorithmNote) this.#p.algorithmNote.textContent = a ? a.note : "";
  }

  // ------------------------------------------------------------ playback

  #showPlayback() {
    const p = this.#p;
    const view = this.view;
    const n = view.steps();
    const k = view.step();
    if (p.scrub) {
      p.scrub.max = String(n);
      p.scrub.value = String(view.playback());
      p.scrub.disabled = n === 0;
    }
    if (p.count) p.count.textContent = stepCount(this.answer, k, n);
    const playing = this.#player?.playing ?? false;
    if (p.play) {
      p.play.dataset.state = playing ? "playing" : "paused";
      p.play.setAttribute("aria-label", playing ? "Pause" : "Play");
    }
    for (const b of [p.start, p.back, p.play, p.forward, p.end]) if (b) b.disabled = n === 0;
    if (p.fromHere) p.fromHere.hidden = this.#readOnly || n === 0 || k === 0 || playing
      || !["moves", "jumps"].includes(this.info?.editor.answer);
    this.#moves?.mark(k);
    this.#hooks.step?.(k, n);
    const spoken = this.#spoken;
    if (n > 0 && spoken.total === n && spoken.k !== k) {
      // The live region reads each move as the board reaches it; during
      // playback at most once a second (a screen reader cannot keep up with
      // a move a frame), and always where playback stops.
      const now = performance.now();
      if (!playing || now - (spoken.at ?? -Infinity) >= 1000) {
        spoken.k = k;
        spoken.at = playing ? now : -Infinity;
        this.#say(describeStep(spoken.steps, spoken.pieces, k, n, this.info));
      }
    }
    this.#board?.redraw();
  }

  /** Playback actions for the keyboard shortcuts (www/shortcuts.js). */
  get actions() {
    // While playing, the board shows the moves made: playback keys do nothing (Undo goes back).
    const setup = (fn) => () => (this.#mode === "play" ? undefined : fn());
    return {
      solve: setup(() => this.solve()),
      toggle: setup(() => this.#player.toggle()),
      back: setup(() => this.#player.step(-1)),
      forward: setup(() => this.#player.step(1)),
      start: setup(() => this.#player.seek(0)),
      end: setup(() => this.#player.seek(this.view.steps())),
    };
  }
}
