// The page: boots the wasm module, binds the board, and wires the puzzle
// picker, setup controls, solver, playback and answer panel together.
import init, { BoardView, puzzles, check, version } from "../board_puzzles.js";
import { MoveList, describeStep, showNote, showStats } from "./answer.js";
import { bindBoard } from "./board.js";
import { byId, el, say } from "./dom.js";
import { Editor } from "./editor.js";
import { count, millis } from "./format.js";
import { OptionControls } from "./options.js";
import { PartCount, partCount, workerCount } from "./parallel.js";
import { Player, reducedMotion } from "./player.js";
import { forView, fullRequest, optionsOf } from "./request.js";
import { copyText, elementCode } from "./share.js";
import { bindShortcuts } from "./shortcuts.js";
import { SolutionPager } from "./solutions.js";
import { Cancelled, Solver } from "./solver.js";
import { encodeLink, onLinkChange, readLink, rememberSeed, writeHash } from "./url.js";
import { Lab } from "./lab.js";

await init();

const infos = puzzles();
const canvas = byId("board");
const view = new BoardView(canvas);
const solver = new Solver();
const saved = new Map(); // puzzle id → its last request, when switching puzzles
const algorithms = new Map(); // puzzle id → chosen algorithm id
let info = infos[0];
// Solver options the board does not hold (closed, n, mode …), from the
// link or the preset; the algorithm has its own select.
let options = {};
let answerShown = false;
// Path puzzles re-solve as the board is edited once solved (as in
// PathFinding.js's demo): drag a marker or paint a wall and the path follows.
let live = false;
let liveAgain = false;

const board = bindBoard(view, canvas, byId("board-wrap"), {
  onChange: () => changed("board"),
  onHover: (sq) => say(byId("hover-square"), sq ? `square (${sq[0]}, ${sq[1]})` : ""),
});
const player = new Player(view, showPlayback);
const moves = new MoveList(byId("moves"), (k) => player.seek(k));
// Mode "all": how many solutions to ask for; "Find more" raises it.
const FIRST_SOLUTIONS = 100;
const MOST_SOLUTIONS = 10_000;
let maxSolutions = FIRST_SOLUTIONS;
const pager = new SolutionPager(view, () => board.redraw(), () => {
  maxSolutions = Math.min(maxSolutions * 10, MOST_SOLUTIONS);
  solve({ at: view.solution() });
});
const optionControls = new OptionControls(byId("options"), (field, value) => {
  if (value === undefined) delete options[field];
  else options[field] = value;
  changed("options");
});
// Counts that split into parts run on one worker per core (made on first use).
let pool = null;
// The search lab: Compare every algorithm, Watch one search (www/lab.js).
const lab = new Lab(view, {
  request: () => request(),
  info: () => info,
  redraw: () => board.redraw(),
  showAnswer: (answer) => showSolved(answer),
});
const editor = new Editor(view, (source) => {
  if (source === "tool" || source === "layer") {
    editor.sync();
    board.redraw();
  } else {
    changed(source);
  }
});

// ---------------------------------------------------------------- puzzles

function selectPuzzle(id, request) {
  const next = infos.find((p) => p.id === id) ?? infos[0];
  if (info) saved.set(info.id, view.request());
  if (info) saved.set(`${info.id} options`, options);
  const wanted = request ?? saved.get(next.id) ?? next.presets[0]?.request ?? { puzzle: next.id };
  options = request ? optionsOf(request) : saved.get(`${next.id} options`) ?? optionsOf(next.presets[0]?.request);
  delete options.algorithm;
  try {
    view.setRequest(forView(wanted));
  } catch (err) {
    view.setRequest(next.presets[0].request);
    options = optionsOf(next.presets[0].request);
    delete options.algorithm;
    say(byId("position-error"), `The link's position could not be read: ${err.message}`);
  }
  info = next;
  optionControls.show(info, options);
  for (const tab of byId("puzzles").children) {
    tab.setAttribute("aria-selected", String(tab.dataset.puzzle === info.id));
  }
  byId("rules").textContent = info.rules;
  byId("source").textContent = `Source: ${info.source}`;
  const select = byId("algorithm");
  select.replaceChildren(...info.algorithms.map((a) =>
    el("option", { value: a.id }, a.exact || /not guaranteed/i.test(a.name) ? a.name : `${a.name} (not exact)`)));
  select.value = request?.algorithm ?? algorithms.get(info.id) ?? info.algorithms[0].id;
  showAlgorithmNote();
  editor.setPuzzle(info);
  const preset = info.presets.findIndex((p) => JSON.stringify(p.request) === JSON.stringify(view.request()));
  byId("preset").value = preset >= 0 ? String(preset) : "";
  changed("puzzle");
}

function showAlgorithmNote() {
  const a = info.algorithms.find((x) => x.id === byId("algorithm").value);
  byId("algorithm-note").textContent = a ? a.note : "";
}

// ---------------------------------------------------------------- edits

/** After every change of the request: drop the answer, re-check, redraw. */
function changed(source) {
  const follow = live && info.editor.answer === "path" && (source === "board" || source === "undo");
  live = follow;
  if (follow) {
    liveAgain = solver.busy;
    showNote(byId("stats"), "Solving again for the changed board…");
  } else if (solver.busy || counting) {
    solver.cancel();
    pool?.cancel();
    stopProgress();
    showNote(byId("stats"), "The solve was cancelled because the position changed.");
  } else {
    showNote(byId("stats"), "Press Solve to find an answer.");
  }
  player.pause();
  if (source !== "algorithm") lab.reset();
  view.clearAnswer();
  answerShown = false;
  moves.clear();
  // Any edit of the board (on it, in the text boxes, by size) leaves the preset.
  if (source === "board" || source === "size" || source === editor.position || source === editor.goal) editor.custom();
  if (source === "board" || source === "size" || source === "options" || source === "algorithm") showLinkErrors([]);
  if (source === "preset" || source === "puzzle") rememberSeed(view.request());
  if (source === "preset") {
    options = optionsOf(info.presets[Number(byId("preset").value)]?.request);
    delete options.algorithm;
    optionControls.show(info, options);
  }
  pager.hide();
  maxSolutions = FIRST_SOLUTIONS;
  editor.sync(source);
  validate();
  showPlayback();
  showHistory();
  board.redraw();
  scheduleHash();
  if (follow && !solver.busy && validate()) solve({ live: true });
}

function showHistory() {
  byId("undo").disabled = !view.canUndo();
  byId("redo").disabled = !view.canRedo();
  // Zoom helps on big boards only.
  byId("zoom").hidden = view.rows() <= 24 && view.cols() <= 24;
}

function undo(back) {
  if (back ? view.undo() : view.redo()) changed("undo");
}

function request() {
  return fullRequest(view, { ...options, algorithm: byId("algorithm").value });
}

/** Explains what is wrong with the setup, if anything; Solve waits for a valid one. */
function validate() {
  const status = byId("setup-status");
  try {
    check(request());
    status.textContent = "Ready to solve.";
    status.className = "status ok";
    byId("solve").disabled = solver.busy || counting;
    return true;
  } catch (err) {
    status.textContent = `Can't solve this setup: ${err.message}`;
    status.className = "status bad";
    byId("solve").disabled = true;
    return false;
  }
}

let hashTimer = 0;
// A link that could not be read keeps the address (and its message) until the board is edited.
let linkTrouble = false;
function scheduleHash() {
  clearTimeout(hashTimer);
  if (linkTrouble) return;
  hashTimer = setTimeout(() => linkTrouble || writeHash(request()), 300);
}

/** Shows what a link got wrong (LinkProblems naming each field), above the board; none hides it. */
function showLinkErrors(errors) {
  let box = document.getElementById("link-error");
  if (!box) {
    box = el("p", { id: "link-error", class: "error link-error", role: "alert" });
    document.querySelector(".stage").prepend(box);
  }
  linkTrouble = errors.length > 0;
  if (linkTrouble) clearTimeout(hashTimer);
  box.hidden = !linkTrouble;
  box.textContent = linkTrouble ? `This link could not be read: ${errors.map(String).join("; ")}.` : "";
}

// ---------------------------------------------------------------- solving

let progressTimer = 0;
let showTimer = 0;
let lastStats = null;
let solveStart = 0;

function startProgress(algoName) {
  lastStats = null;
  solveStart = performance.now();
  // Shown only for solves that take a moment, so quick ones don't flash.
  showTimer = setTimeout(() => { byId("progress").hidden = false; }, 250);
  const text = byId("progress-text");
  const bar = byId("progress").querySelector(".bar span");
  const tick = () => {
    const elapsed = millis(performance.now() - solveStart);
    const parts = lastStats?.parts ? `part ${lastStats.done} of ${lastStats.parts} done; ` : "";
    text.textContent = lastStats
      ? `${algoName}: ${parts}${count(lastStats.expanded)} states expanded, ${count(lastStats.generated)} generated · ${elapsed}`
      : `${algoName}: starting… · ${elapsed}`;
    // A count in parts knows how far it is: the bar shows the parts done.
    bar.classList.toggle("determinate", Boolean(lastStats?.parts));
    bar.style.width = lastStats?.parts ? `${(100 * lastStats.done) / lastStats.parts}%` : "";
  };
  tick();
  progressTimer = setInterval(tick, 100);
  byId("solve").disabled = true;
  byId("cancel").disabled = false;
}

function stopProgress() {
  clearInterval(progressTimer);
  clearTimeout(showTimer);
  byId("progress").hidden = true;
  byId("cancel").disabled = true;
  byId("solve").disabled = false;
  validate();
}

/** Whether `req` (a count) may run in parts: the puzzle says its counts
 * split, and the solver accepts a split of this request. */
function splits(req) {
  if (req.mode !== "count" || !OptionControls.splits(info)) return false;
  try {
    check({ ...req, split: [0, 2] });
    return true;
  } catch {
    return false;
  }
}

let counting = false;
/** The budget of a count: 20 000 M states or 5 minutes (per part when split). */
const COUNT_LIMITS = { nodes: 20_000_000_000, millis: 300_000 };

/** Solves the request shown; `live` re-solves quietly after an edit; `at`:
 * the solution to show first (after "Find more"). */
async function solve({ live: quiet = false, at = 0 } = {}) {
  if (!validate() || solver.busy || counting) return;
  const req = request();
  if (req.mode === "all") req.maxSolutions = maxSolutions;
  // Counting is the long job people start on purpose (and can cancel): it
  // gets a larger budget than the solver's default 20 M states / 60 s.
  if (req.mode === "count" && !req.limits) req.limits = COUNT_LIMITS;
  const algo = info.algorithms.find((a) => a.id === req.algorithm);
  player.pause();
  view.clearAnswer();
  pager.hide();
  moves.clear();
  if (!quiet) showNote(byId("stats"), "Solving…");
  startProgress(algo?.name ?? req.algorithm);
  board.redraw();
  let answer;
  try {
    if (splits(req)) {
      counting = true;
      pool ??= new PartCount(workerCount());
      answer = await pool.run(req, partCount(pool.workers), (progress) => { lastStats = progress; });
    } else {
      answer = await solver.solve(req, (stats) => { lastStats = stats; });
    }
  } catch (err) {
    counting = false;
    stopProgress();
    if (err instanceof Cancelled) showNote(byId("stats"), "Cancelled.");
    else showNote(byId("stats"), `The solver failed: ${err.message}`, "bad");
    return;
  }
  counting = false;
  stopProgress();
  if (liveAgain) {
    // The board changed while this solve ran: solve what is shown now.
    liveAgain = false;
    if (validate()) solve({ live: true });
    return;
  }
  showStats(byId("stats"), answer, info);
  if (answer.status === "solved" && answer.steps) {
    view.setAnswer(answer, answer.packed);
    answerShown = true;
    // A long answer carries only its first steps; the view holds them all.
    moves.show(answer.steps, info.editor.goal ? view.stepPieces() : "", view.steps());
    spoken = { steps: answer.steps, pieces: view.stepPieces(), total: view.steps(), k: -1 };
    if (quiet) {
      player.seek(view.steps());
    } else {
      player.seek(0);
      if (!reducedMotion.matches && view.steps() > 0) player.play();
    }
  }
  if (info.editor.answer === "placement" && (answer.placement || answer.solutions?.length)) {
    view.setAnswer(answer, answer.packed);
    answerShown = true;
    const held = answer.solutions?.length ?? 0;
    pager.show(held >= (req.maxSolutions ?? Infinity) && held < MOST_SOLUTIONS, at);
  }
  live = Boolean(info.editor.answer === "path");
  showPlayback();
  board.redraw();
}

/** Shows an answer solved by the search lab as Solve would, paused at its end. */
function showSolved(answer) {
  player.pause();
  showStats(byId("stats"), answer, info);
  if (answer.status === "solved" && answer.steps) {
    view.setAnswer(answer.text ?? answer);
    answerShown = true;
    moves.show(answer.steps, info.editor.goal ? view.stepPieces() : "", view.steps());
    player.seek(view.steps());
  }
  showPlayback();
  board.redraw();
}

// ---------------------------------------------------------------- playback

function showPlayback() {
  const n = view.steps();
  const t = view.playback();
  const scrub = byId("scrub");
  scrub.max = String(n);
  scrub.value = String(t);
  scrub.disabled = n === 0;
  const k = view.step();
  byId("step-count").textContent = `${k} / ${n}`;
  const play = byId("play");
  play.dataset.state = player.playing ? "playing" : "paused";
  play.setAttribute("aria-label", player.playing ? "Pause" : "Play");
  for (const id of ["play", "to-start", "step-back", "step-forward", "to-end"]) byId(id).disabled = n === 0;
  moves.mark(k);
  if (n > 0 && spoken.total === n && spoken.k !== k) {
    // The live region reads each move as the board reaches it.
    spoken.k = k;
    byId("announce").textContent = describeStep(spoken.steps, spoken.pieces, k, n);
  }
  board.redraw();
}

// What the live region last read: the answer's steps and the step.
let spoken = { steps: [], pieces: "", total: 0, k: -1 };

// ---------------------------------------------------------------- sharing

/** Copies the link or the <board-puzzle> code of what is shown, and shows it too. */
async function share(kind) {
  const link = await encodeLink(request());
  if (link.url) history.replaceState(history.state, "", link.url);
  if (kind === "link" && link.tooLong) {
    // Too long for a link: offer the request as a file instead.
    const href = URL.createObjectURL(new Blob([link.file.text], { type: link.file.type }));
    const a = el("a", { href, download: link.file.name }, `Download ${link.file.name}`);
    const status = byId("share-status");
    status.replaceChildren(`This board is too big for a link (${link.length.toLocaleString("en")} characters; links stop at 32 000). `, a);
    byId("share-text").hidden = true;
    return;
  }
  const text = kind === "link" ? link.url : elementCode(request());
  const out = byId("share-text");
  out.value = text;
  out.hidden = false;
  // Tall enough for the whole text (a snippet is a few lines).
  out.style.height = "auto";
  out.style.height = `${Math.min(out.scrollHeight + 2, 260)}px`;
  const copied = await copyText(text);
  byId("share-status").textContent = copied
    ? `${kind === "link" ? "Link" : "Embed code"} copied.`
    : "Copy the text below (the browser did not allow copying).";
  if (!copied) out.select();
}

// ---------------------------------------------------------------- wiring

byId("puzzles").replaceChildren(...infos.map((p) => el("button", {
  type: "button",
  role: "tab",
  dataset: { puzzle: p.id },
  onclick: () => { if (p.id !== info.id) selectPuzzle(p.id); },
}, p.title)));
byId("algorithm").addEventListener("change", () => {
  algorithms.set(info.id, byId("algorithm").value);
  showAlgorithmNote();
  changed("algorithm");
});
byId("solve").addEventListener("click", () => solve());
byId("cancel").addEventListener("click", () => {
  solver.cancel();
  pool?.cancel();
});
byId("play").addEventListener("click", () => player.toggle());
byId("to-start").addEventListener("click", () => player.seek(0));
byId("to-end").addEventListener("click", () => player.seek(view.steps()));
byId("step-back").addEventListener("click", () => player.step(-1));
byId("step-forward").addEventListener("click", () => player.step(1));
byId("scrub").addEventListener("input", (event) => player.seek(Number(event.target.value)));
byId("speed").addEventListener("change", (event) => { player.speed = event.target.value; });
byId("undo").addEventListener("click", () => undo(true));
byId("redo").addEventListener("click", () => undo(false));
byId("zoom-in").addEventListener("click", () => board.zoom(2));
byId("zoom-out").addEventListener("click", () => board.zoom(0.5));
byId("zoom-fit").addEventListener("click", () => { view.resetZoom(); board.redraw(); });
byId("version").textContent = `v${version()}`;
byId("copy-link").addEventListener("click", () => share("link"));
byId("copy-embed").addEventListener("click", () => share("embed"));
// Solve, play/pause and step from the keyboard, the board focused or not.
bindShortcuts(document, {
  solve: () => solve(),
  toggle: () => player.toggle(),
  back: () => player.step(-1),
  forward: () => player.step(1),
  start: () => player.seek(0),
  end: () => player.seek(view.steps()),
});

// Undo and redo, unless typing (text boxes keep their own undo).
document.addEventListener("keydown", (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  if (event.target.closest?.("input, textarea, select")) return;
  const key = event.key.toLowerCase();
  if (key === "z" || key === "y") {
    event.preventDefault();
    undo(key === "z" && !event.shiftKey);
  }
});

// Page-wide playback keys, unless typing or on the board (which has its own).
document.addEventListener("keydown", (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey || view.steps() === 0) return;
  if (event.target.closest?.("input, textarea, select, button, canvas")) return;
  const actions = {
    " ": () => player.toggle(),
    ArrowLeft: () => player.step(-1),
    ArrowRight: () => player.step(1),
    Home: () => player.seek(0),
    End: () => player.seek(view.steps()),
  };
  if (actions[event.key]) {
    event.preventDefault();
    actions[event.key]();
  }
});

const fromLink = await readLink(location.hash, { puzzles: infos });
selectPuzzle(fromLink.request?.puzzle ?? infos[0].id, fromLink.request ?? undefined);
showLinkErrors(fromLink.errors);
// A link pasted into the address bar of this open tab applies without reload.
onLinkChange(({ request: linked, errors }) => {
  if (linked) selectPuzzle(linked.puzzle, linked);
  showLinkErrors(errors);
}, { puzzles: infos });
// For the console and end-to-end tests: the board's view.
window.boardView = view;
document.documentElement.dataset.ready = "true";
