// The search lab's comparison table (www/lab/lab.js Compare): its headings,
// its rows filled from each algorithm's answer and marked against the
// proved best, and the line under it, all by the puzzle's objective.
import { el } from "../base/dom.js";
import { count, millis } from "../base/format.js";
import { lengthWords } from "../answer/answer.js";

/** The value column's heading and the mark column's (for screen readers), by the puzzle's objective. */
const HEADS = {
  "min-moves": ["Length", "Fewest"], // a length: moves, or jumps for peg solitaire (its `length`)
  "max-pieces": ["Placed", "Most"],
  count: ["Count", "Exact"],
  find: ["Length", "Mark"],
};

/** What a ✓ says, by objective. */
const TITLES = { "min-moves": "fewest moves (proved)", "max-pieces": "most pieces (proved)", count: "the exact count" };

/** The line under a finished comparison: what the marks mean for this objective. */
export function compareCaption(objective, best) {
  if (objective === "find") return "Done. Any solution will do here (every one has the same length): compare the work each search did.";
  if (best === null) return "Done. No algorithm proved its answer best within its budget, so none is marked.";
  if (objective === "max-pieces")
    return `Done. ✓ marks a placement of the most pieces (${count(best)}, proved by an exact algorithm); −k marks one k short of it.`;
  if (objective === "count") return `Done. ✓ marks the exact count (${count(best)}); ≠ a count that differs.`;
  return `Done. ✓ marks an answer of the fewest moves (${count(best)}, proved by an exact algorithm); +k marks one k moves longer.`;
}

/** The table's headings for `objective`. */
export function showHeads(table, objective) {
  const [head, markHead] = HEADS[objective] ?? HEADS.find;
  table.querySelector("th.length").textContent = head;
  table.querySelector("th.mark .sr-only").textContent = markHead;
}

/** Fills the rows' cells, marked after `objective`; returns the proved best (or null). */
export function fillRows(rows, objective) {
  const value = (a) => (objective === "count" ? (a.count ?? a.solutions?.length ?? a.length) : a.length);
  const solved = (a) => a.status === "solved" || (objective === "count" && a.count !== undefined && a.status !== "limit");
  // The proved best: the answer of an exact algorithm that proved it
  // (optimal: true), or an exact count.
  const proved = rows
    .map((r) => r.answer)
    .filter((a) => solved(a) && (objective === "count" ? a.count !== undefined : a.optimal))
    .map((a) => Number(value(a)));
  let best = null;
  if (proved.length && objective === "min-moves") best = Math.min(...proved);
  else if (proved.length && objective === "max-pieces") best = Math.max(...proved);
  else if (proved.length && objective === "count") best = proved[0];
  for (const { answer, row } of rows) {
    const s = answer.stats ?? {};
    const ok = solved(answer);
    const v = ok ? value(answer) : undefined;
    let mark = "";
    let title = "";
    if (ok && best !== null && v !== undefined) {
      const d = Number(v) - best;
      if (d === 0) [mark, title] = ["✓", TITLES[objective]];
      else if (objective === "count") [mark, title] = ["≠", "differs from the exact count"];
      else if (objective === "max-pieces") [mark, title] = [`−${-d}`, `${-d} fewer than the most`];
      else [mark, title] = [`+${d}`, `${d} more than the fewest`];
    }
    // Peg solitaire's answers count both: "10 moves · 13 jumps" (`length` is the one minimised).
    const length = ok && v !== undefined ? (answer.moves !== undefined && objective === "min-moves" ? lengthWords(answer) : count(v)) : answer.status;
    const cells = [
      el("td", { class: "num length" }, length),
      el("td", { class: `mark ${mark === "✓" ? "good" : mark ? "worse" : ""}`, title }, mark),
      el("td", { class: "num expanded" }, s.expanded === undefined ? "" : count(s.expanded)),
      el("td", { class: "num generated" }, s.generated === undefined ? "" : count(s.generated)),
      el("td", { class: "num frontier" }, s.peakFrontier === undefined ? "–" : count(s.peakFrontier)),
      el("td", { class: "num millis" }, s.millis === undefined ? "" : millis(s.millis)),
    ];
    // Filled again as each row arrives (www/lab/lab.js): the heading cell stays, the rest is replaced.
    row.replaceChildren(row.firstElementChild, ...cells);
    row.dataset.status = answer.status;
    row.classList.toggle("optimal", mark === "✓");
    if (answer.reason && !ok) row.title = answer.reason;
  }
  return best;
}
