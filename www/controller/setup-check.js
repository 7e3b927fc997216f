// The setup check: whether the request shown can be solved, said in the
// status line beside Solve, which waits for it. Field errors (the size
// fields) come first, then the load's errors, then what the solver's
// check() says (in a worker for big boards, www/workers/check-client.js). A part of the
// board's controller (www/controller/controller.js); its state is `c.s.setup`.
import { checkRequest } from "../workers/check-client.js";
import { count } from "../base/format.js";

/**
 * Checks the request and shows the verdict; the status never says "Ready"
 * while an error stands. Returns a promise of whether it is valid.
 */
export function validate(c) {
  const setup = c.s.setup;
  const generation = ++setup.generation;
  const blocking = [...setup.fieldErrors.values(), ...setup.loadErrors];
  if (blocking.length) {
    setup.error = blocking.join(" ");
    showStatus(c);
    return Promise.resolve(false);
  }
  const req = c.request();
  const done = (message) => {
    if (generation !== setup.generation) return false;
    setup.error = message;
    showStatus(c);
    return !message;
  };
  setup.error = undefined; // checking
  showStatus(c);
  return checkWithFallback(c, req, generation).then(
    () => done(null),
    (err) => done(err.message),
  );
}

/** Sets a size field's error (or clears it with null) and checks again. */
export function setFieldError(c, field, message) {
  const errors = c.s.setup.fieldErrors;
  if ((errors.get(field) ?? null) === (message ?? null)) return;
  if (message) errors.set(field, message);
  else errors.delete(field);
  validate(c);
}

/** The errors that stop the setup from being played or solved: the size fields', then the load's. */
export function blockingErrors(c) {
  return [...c.s.setup.fieldErrors.values(), ...c.s.setup.loadErrors];
}

/**
 * Resolves when `req` is valid, else rejects with check()'s error. When
 * the algorithm was not chosen (a preset or link without one) and the
 * default refuses the request (n-queens n = 1 000 000 needs
 * "construction", a count of non-attacking knights "profile-dp"), the
 * puzzle's first algorithm that accepts it is chosen, as the default is
 * "the fastest exact one that applies".
 */
async function checkWithFallback(c, req, generation) {
  try {
    await checkRequest(req);
  } catch (err) {
    if (!c.s.request.autoAlgorithm) throw err;
    for (const a of c.s.request.info.algorithms) {
      if (a.id === req.algorithm) continue;
      try {
        await checkRequest({ ...req, algorithm: a.id });
      } catch {
        continue;
      }
      if (generation === c.s.setup.generation) c.setAlgorithm(a.id);
      return;
    }
    throw err;
  }
}

/** The status line while the board is played by hand. */
const PLAYING = "Playing by hand: the coach judges each move. Setup goes back to editing.";

/** The status line of a setup that can be solved: solving, ready, or what the answer shown is. */
function readyText(c) {
  if (c.s.solving.running) return "Solving… Cancel stops it.";
  const answer = c.s.answer.shown;
  const { undrawn } = c.s.request;
  if (!answer) return undrawn ? `Ready to solve (n = ${count(undrawn.n)}: too big to draw; the answer shows as numbers).` : "Ready to solve.";
  const counted = answer.count !== undefined;
  const what =
    answer.status === "limit"
      ? "The search stopped at its limit; what it learned is below."
      : answer.status === "unsolvable"
        ? "No solution: proved impossible (below)."
        : counted
          ? "Counted: the count is below."
          : "Solved: the answer is shown.";
  return c.s.request.readOnly ? what : `${what} Edit the board to set up another.`;
}

/** The status line and Solve's state: no worker, an error, checking, or ready. Tells `events.checked`. */
export function showStatus(c) {
  const status = c.p.status;
  const error = c.s.setup.error;
  const { noWorker } = c.s.solving;
  if (status && noWorker) {
    status.textContent = noWorker.message;
    status.className = "status bad";
    status.dataset.state = "no-worker";
  } else if (status) {
    if (error) {
      status.textContent = c.s.setup.fieldErrors.size ? error : `Can't solve this setup: ${error}`;
      status.className = "status bad";
    } else if (error === undefined) {
      status.textContent = "Checking the setup…";
      status.className = "status";
    } else {
      // Play mode's line is the play's, not the setup's (issue 39): nothing is solved or ready there.
      status.textContent = c.s.play.mode === "play" ? PLAYING : readyText(c);
      status.className = "status ok";
    }
    status.dataset.state = error ? "bad" : error === undefined ? "checking" : "ok";
  }
  if (c.p.solve) c.p.solve.disabled = Boolean(error) || error === undefined || c.busy() || Boolean(noWorker);
  c.events.checked?.(noWorker ? noWorker.message : error);
}
