// Compare's run (www/lab/lab.js): every algorithm the puzzle offers, one after
// another in the lab's worker, on the position shown; each row of the
// table (www/lab/compare-table.js) is filled as soon as its algorithm answers
// and marked against the best proved so far (a proved best is the best,
// so a mark never changes but to appear). Stop keeps the rows that
// finished, says "stopped" on the one running and "not run" on those
// after it.
import { byId, el } from "../base/dom.js";
import { count } from "../base/format.js";
import { checkRequest } from "../workers/check-client.js";
import { compareCaption, fillRows, showHeads } from "./compare-table.js";
import { Cancelled } from "../workers/solver-client.js";

/**
 * Runs the comparison into the page's #compare-table. `info`: the
 * puzzle's PuzzleInfo; `base`: the request shown (its algorithm replaced
 * row by row); `solve(request, onProgress)` → a promise of the answer,
 * rejected with Cancelled when Stop cancels it; `running()` → false once
 * Stop was pressed; `say(text)` sets the lab's line. Resolves when the
 * table is done or stopped.
 */
export async function compareAll({ info, base, solve, running, say }) {
  const table = byId("compare-table");
  const body = table.querySelector("tbody");
  table.hidden = false;
  table.dataset.puzzle = info.id;
  table.dataset.objective = info.objective;
  table.dataset.state = "running";
  showHeads(table, info.objective);
  const rows = info.algorithms.map((algo) => ({
    algo,
    answer: null,
    row: el(
      "tr",
      { dataset: { algorithm: algo.id, status: "waiting" } },
      el("th", { scope: "row" }, algo.name),
      el("td", { colspan: 6, class: "pending" }, "waiting"),
    ),
  }));
  body.replaceChildren(...rows.map((r) => r.row));
  table.scrollIntoView({ block: "nearest" });
  const finished = () => rows.filter((r) => r.answer);
  // Answers that count (any puzzle asked to count) are compared as
  // counts; a count puzzle asked for one solution has nothing to mark.
  const objective = () => {
    const counts = finished().some((r) => r.answer.count !== undefined);
    return counts ? "count" : info.objective === "count" ? "find" : info.objective;
  };
  const fill = () => fillRows(finished(), objective());
  const close = (state) => {
    const best = fill();
    showHeads(table, objective());
    table.dataset.objective = objective();
    table.dataset.state = state;
    return best;
  };
  for (const [k, r] of rows.entries()) {
    const { algo, row } = r;
    row.dataset.status = "running";
    row.lastChild.textContent = "running…";
    say(`Running ${algo.name} (${k + 1} of ${info.algorithms.length})…`);
    // An algorithm that does not take this setup (a count asked of one
    // that only places) says so, without a run.
    const refused = await checkRequest({ ...base, algorithm: algo.id }).then(
      () => null,
      (err) => err.message,
    );
    if (!running()) return stopped(rows, close, objective, say);
    if (refused !== null) {
      r.answer = { status: "n/a", reason: refused, stats: {} };
      fill();
      continue;
    }
    try {
      r.answer = await solve({ ...base, algorithm: algo.id }, (stats) => {
        row.lastChild.textContent = `${count(stats.expanded)} expanded…`;
      });
    } catch (err) {
      if (err instanceof Cancelled) return stopped(rows, close, objective, say);
      r.answer = { status: "error", reason: err.message, stats: {} };
    }
    fill();
  }
  const best = close("done");
  say(compareCaption(objective(), best));
  // The table sits below the board: bring it into view once it is filled.
  table.scrollIntoView({ block: "nearest", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
}

/** Compare was stopped: the finished rows keep their numbers and marks; the one running says "stopped", the rest "not run". */
function stopped(rows, close, objective, say) {
  for (const { answer, row } of rows) {
    if (answer) continue;
    const running = row.dataset.status === "running";
    row.dataset.status = running ? "stopped" : "not-run";
    row.lastChild.textContent = running ? "stopped" : "not run";
  }
  const best = close("stopped");
  const done = rows.filter((r) => r.answer).length;
  say(`Stopped: ${count(done)} of ${count(rows.length)} finished. ${compareCaption(objective(), best).replace(/^Done\. /, "")}`);
}
