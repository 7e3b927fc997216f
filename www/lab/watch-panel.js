// What Watch shows beside the board while a search replays (www/lab/lab.js):
// the line of counters in words (www/lab/watch-words.js), and for the knight
// swap the last positions expanded as small text boards and the depth
// histogram of the positions expanded so far. The `#lab` element carries
// the counters as data attributes for tests.
import { byId, el } from "../base/dom.js";
import { count } from "../base/format.js";
import { depthChart } from "../answer/chart.js";
import { traceWords } from "./watch-words.js";

/**
 * Shows the counters of the trace on `view` (a BoardView whose trace is at
 * event `step` of `events`; `truncated`: the trace holds only the first
 * events of a search that went on) through `say(text)`, and sets
 * `#lab`'s data-trace-step and data-trace-counts.
 */
export function showTraceCounts(view, { step, events, truncated }, say) {
  // Typed events' named counters (BoardView.traceStepCounts), or null for the knight path's trace.
  const typed = view.traceStepCounts();
  const head = `Event ${count(step)} of ${count(events)}${truncated ? " (the first recorded; the search went on)" : ""}`;
  if (typed) {
    const expand = typed.events.expand;
    const depths = expand ? [...view.traceDepths()] : [];
    showStrip(expand ? [...view.traceRecent(4)] : []);
    showChart(depths);
    const words = traceWords(typed, depths);
    say(`${head}${words ? `: ${words}.` : "."}`);
  } else {
    const [frontier, expanded] = view.traceCounts();
    say(`${head}: ${count(frontier)} in the frontier, ${count(expanded)} expanded.`);
  }
  const lab = byId("lab");
  lab.dataset.traceStep = String(step);
  // The counters the words above come from, for tests (the trace leaves the board at the end):
  // the typed counters' object, or the knight path's [frontier, expanded].
  lab.dataset.traceCounts = JSON.stringify(typed ?? [...view.traceCounts()]);
}

/** Knight swap: the depth histogram of the positions expanded so far (counts by depth), growing as the replay goes; [] hides it. */
export function showChart(depths) {
  const box = byId("watch-chart");
  box.hidden = depths.length === 0;
  box.replaceChildren(
    ...(depths.length ? [depthChart(depths, { id: "watch-depth-chart", caption: "Positions expanded so far at each depth" })] : []),
  );
}

/** Board glyphs of the strip, by the position notation's characters. */
const GLYPH = { N: "♘", n: "♞", ".": "·", "#": "■" };

/** Knight swap: the last positions expanded (position notation) as small text boards, the latest last; [] hides it. */
export function showStrip(positions) {
  const strip = byId("watch-strip");
  strip.hidden = positions.length === 0;
  const text = (p) =>
    p
      .split("/")
      .map((row) => [...row].map((c) => GLYPH[c] ?? c).join(""))
      .join("\n");
  strip.replaceChildren(...positions.map((p) => el("pre", { title: p }, text(p))));
}
