// Solving: the request sent to a solver worker (www/workers/solver-client.js), or a count
// split into parts over several (www/workers/parallel.js), the progress line and
// Cancel, workers retired past their memory ceiling, the path puzzles'
// re-solve as the board is edited. A part of the board's controller
// (www/controller/controller.js); its state is `c.s.solving` and `c.s.progress`.
import { check } from "../../board_view.js";
import { dropAnswer, note, showAnswer } from "../answer/answer-panel.js";
import { budgetUsed, count, millis, searchKnowledge } from "../base/format.js";
import { OptionControls } from "../controls/options.js";
import { PartCount, partCount, workerCount } from "../workers/parallel.js";
import { showStatus, validate } from "./setup-check.js";
import { Cancelled, NoWorker, Solver } from "../workers/solver-client.js";

/** The budget of a count: 20 000 M states or 5 minutes (per part when split). */
const COUNT_LIMITS = { nodes: 20_000_000_000, millis: 300_000 };

/** Whether a solve (one worker, or a count in parts) runs. */
export function busy(c) {
  return Boolean(c.s.solving.solver?.busy) || c.s.solving.counting;
}

/** What every Solver of this controller is given: the memory ceiling, and a count of retirements. */
export function solverOptions(c) {
  return {
    memoryCeilingMb: c.s.solving.ceilingMb,
    onRetire: () => {
      c.s.solving.retired += 1;
    },
  };
}

/** Sets the workers' wasm memory ceiling, MB, on every worker made and to be made (undefined: the default). */
export function setCeiling(c, mb) {
  const s = c.s.solving;
  s.ceilingMb = mb;
  for (const client of [s.solver, s.pool, c.s.play.coach]) if (client) client.memoryCeilingMb = mb;
}

/** Whether `req` (a count) may run in parts on several workers. */
function splits(c, req) {
  if (!c.s.solving.parallel || req.mode !== "count" || !OptionControls.splits(c.s.request.info)) return false;
  try {
    check({ ...req, split: [0, 2] });
    return true;
  } catch {
    return false;
  }
}

/** Stops a solve in flight without a word (the request changed, or play starts). */
export function cancelSolves(c) {
  const s = c.s.solving;
  if (s.solver?.busy) s.solver.cancel();
  if (s.counting) s.pool?.cancel();
  s.counting = false;
  stopProgress(c);
}

/** Stops the running solve (Cancel: its promise settles as Cancelled). */
export function cancel(c) {
  c.s.solving.solver?.cancel();
  c.s.solving.pool?.cancel();
}

/** Ends the solver workers. */
export function closeSolvers(c) {
  const s = c.s.solving;
  s.solver?.close();
  s.solver = null;
  s.pool?.close();
  s.pool = null;
}

/**
 * Solves the request shown. `live`: re-solve quietly after an edit (a path
 * follows the markers); `at`: the solution to show first (after Find
 * more); `play`: play the answer once shown; `more`: fields merged into
 * the request (Keep searching: larger limits, `resume`). Resolves to the
 * answer (undefined when cancelled or not solvable).
 */
export async function solve(c, { live: quiet = false, at = 0, play = true, more = null } = {}) {
  if (busy(c) || c.s.play.mode === "play") return undefined; // playing: "Solve from here" hands over
  if (!(await validate(c))) return undefined;
  if (busy(c)) return undefined;
  const s = c.s.solving;
  const req = c.request();
  if (req.mode === "all") req.maxSolutions = Math.max(s.maxSolutions, req.maxSolutions ?? 0);
  // Counting is the long job people start on purpose (and can cancel): it
  // gets a larger budget than the solver's default.
  if (s.limits && !req.limits) req.limits = { ...s.limits };
  if (req.mode === "count" && !req.limits) req.limits = COUNT_LIMITS;
  // Keep searching: a larger budget, going on where the search allows it.
  if (more) Object.assign(req, more);
  const algo = c.s.request.info.algorithms.find((a) => a.id === req.algorithm);
  dropAnswer(c);
  c.s.answer.shown = null;
  if (!quiet) note(c, "Solving…");
  c.events.status?.("solving");
  startProgress(c, algo?.name ?? req.algorithm);
  c.redraw();
  let answer;
  s.solver ??= new Solver(solverOptions(c));
  const heard = (stats) => {
    c.s.progress.stats = stats;
  };
  try {
    if (splits(c, req)) {
      s.counting = true;
      s.pool ??= new PartCount(workerCount(), solverOptions(c));
      answer = await s.pool.run(req, partCount(s.pool.workers), heard);
    } else {
      // A puzzle that reads `resume`: an answer stopped by its budget keeps its worker for Keep searching.
      answer = await s.solver.solve(req, heard, { resumable: c.s.request.info.fields?.includes("resume") });
    }
  } catch (err) {
    s.counting = false;
    stopProgress(c);
    showFailure(c, err);
    return undefined;
  }
  s.counting = false;
  stopProgress(c);
  if (s.liveAgain) {
    // The board changed while this solve ran: solve what is shown now.
    s.liveAgain = false;
    solve(c, { live: true });
    return undefined;
  }
  showAnswer(c, answer, { quiet, at, play, maxSolutions: req.maxSolutions });
  return answer;
}

/** Says why a solve ended without an answer: Cancel, no worker, or the solver's error. */
function showFailure(c, err) {
  if (err instanceof Cancelled) {
    if (c.p.stats?.textContent === "Solving…") note(c, "Cancelled.");
    c.events.status?.("cancelled");
  } else if (err instanceof NoWorker) {
    // No worker (e.g. the page's CSP): said where Solve is, never solved on the page's thread; the board stays editable.
    c.s.solving.noWorker = err;
    note(c, err.message, "bad");
    showStatus(c);
    c.events.status?.("no-worker");
  } else {
    note(c, `The solver failed: ${err.message}`, "bad");
    c.events.status?.("failed");
  }
}

/** Shows the progress line (after 250 ms, so quick solves don't flash) and keeps it current, every 100 ms. */
function startProgress(c, name) {
  const { p } = c;
  const progress = c.s.progress;
  progress.stats = null;
  progress.start = performance.now();
  c.s.solving.running = true;
  showStatus(c);
  if (p.cancel) p.cancel.disabled = false;
  if (p.solve) p.solve.disabled = true;
  if (!p.progress) return;
  progress.showTimer = setTimeout(() => {
    p.progress.hidden = false;
  }, 250);
  const tick = () => {
    const s = progress.stats;
    const elapsed = millis(performance.now() - progress.start);
    const parts = s?.parts ? `part ${s.done} of ${s.parts} done; ` : "";
    p.progressText.textContent = s
      ? `${name}: ${parts}${searchKnowledge(s, c.s.request.info?.objective)}${count(s.expanded)} states expanded, ${count(s.generated)} generated · ${elapsed}${budgetUsed(s)}`
      : `${name}: starting… · ${elapsed}`;
    // A count in parts knows how far it is; a search, how much of its budget it used.
    const done = s?.parts ? s.done / s.parts : s?.budgetUsed;
    p.progressBar?.classList.toggle("determinate", done !== undefined);
    if (p.progressBar) p.progressBar.style.width = done !== undefined ? `${100 * done}%` : "";
    if (s?.trying !== undefined) p.progress.dataset.trying = String(s.trying);
    else delete p.progress.dataset.trying;
  };
  tick();
  progress.tickTimer = setInterval(tick, 100);
}

function stopProgress(c) {
  clearInterval(c.s.progress.tickTimer);
  clearTimeout(c.s.progress.showTimer);
  if (c.p.progress) c.p.progress.hidden = true;
  if (c.p.cancel) c.p.cancel.disabled = true;
  c.s.solving.running = false;
  showStatus(c);
}
