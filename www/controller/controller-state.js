// The state of one board's controller (www/controller/controller.js), grouped by
// feature, with its defaults: every field the controller's parts read or
// write is declared here, once. The parts (solving.js, play-mode.js,
// setup-check.js, answer-panel.js, speech.js) each own one group and read
// the others; none keeps state of its own.

/** Mode "all": how many solutions to ask for first; "Find more" raises it tenfold up to the most. */
export const FIRST_SOLUTIONS = 100;
export const MOST_SOLUTIONS = 10_000;

/**
 * A fresh state. Groups:
 * - `request`: the puzzle (`info`, a PuzzleInfo), the options besides the
 *   board and the algorithm (closed, n, mode …), a request too big to draw
 *   (`undrawn`: n-queens n = 1 000 000, solved as is until the next edit),
 *   the algorithm chosen (`algorithm`; `autoAlgorithm`: not chosen by the
 *   user, a link or a preset, so the setup check may pick one that
 *   applies), the request read from the view (`cached`, until the next
 *   change), `readOnly`, and the walls control's latest change
 *   (`wallsAsked`, counted: walls drawn in a worker for an older one are
 *   dropped, www/controller/changes.js setWalls);
 * - `setup`: what blocks Solve — the size fields' errors (field →
 *   message), the load's errors, check()'s verdict (`error`: null when
 *   valid, undefined while checking) and the generation of the check in
 *   flight;
 * - `solving`: the Solver and the PartCount pool (made on first use), the
 *   options every Solver gets (`ceilingMb`, `parallel`, `limits`), whether
 *   a count runs in parts, the path puzzles' live re-solve, the NoWorker
 *   error once no worker could start, the workers retired for their memory,
 *   how many solutions mode "all" asks for;
 * - `progress`: the progress line's latest stats, start time and timers;
 * - `answer`: the answer shown (null once the request changes) and the
 *   generation of the answer whose check in slices runs;
 * - `speech`: the answer's steps as the live region reads them (`k`: the
 *   step last read, `at`: when, during playback);
 * - `play`: setup or play mode, the coach and its latest verdict in data
 *   and words, the last move in words, "Solve from here" (its generation
 *   and the promise waiting for a verdict), the refusal toast.
 */
export function defaults() {
  return {
    request: { info: null, options: {}, undrawn: null, algorithm: "", autoAlgorithm: true, cached: null, readOnly: false, wallsAsked: 0 },
    setup: { fieldErrors: new Map(), loadErrors: [], error: null, generation: 0 },
    solving: {
      solver: null,
      pool: null,
      ceilingMb: undefined,
      parallel: true,
      limits: null,
      counting: false,
      // A solve's progress is showing (from Solve to its answer or failure): the status line says so.
      running: false,
      live: false,
      liveAgain: false,
      noWorker: null,
      retired: 0,
      maxSolutions: FIRST_SOLUTIONS,
    },
    progress: { stats: null, start: 0, tickTimer: 0, showTimer: 0 },
    answer: { shown: null, generation: 0 },
    speech: silence(),
    play: {
      mode: "setup",
      coach: null,
      coaching: null,
      verdictText: "",
      moveSaid: "",
      handOverGen: 0,
      waiter: null,
      toast: null,
      toastTimer: 0,
    },
  };
}

/** The speech group with no answer to read. */
export function silence() {
  return { steps: [], pieces: "", total: 0, k: -1, at: -Infinity };
}
