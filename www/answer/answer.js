// The answer panel: the stats of a solve and the numbered move list.
import { depthChart } from "./chart.js";
import { el } from "../base/dom.js";
import { count, counted, millis, pieceName, pieceOf, square } from "../base/format.js";

/**
 * An answer's length in words: "10 moves · 13 jumps" when it counts both
 * (peg solitaire: a peg's chain of jumps is one move; `length` is the one
 * minimised), else "13 moves". `n` stands in for `answer.length` when given.
 */
export function lengthWords(answer, n = answer?.length ?? answer?.steps?.length ?? 0) {
  if (answer?.moves !== undefined && answer?.jumps !== undefined) return `${counted(answer.moves, "move")} · ${counted(answer.jumps, "jump")}`;
  return counted(n, "move");
}

/**
 * What `optimal` proves, in words: "proved fewest moves" (or "jumps", the
 * one a peg-solitaire answer minimised, told by its `length`), or
 * "proved minimal" for answers that count one thing.
 */
export function provedWords(answer) {
  if (answer?.moves === undefined || answer?.jumps === undefined) return "proved minimal";
  return answer.length === answer.moves ? "proved fewest moves" : "proved fewest jumps";
}

/**
 * The scrubber's count after `k` of `n` steps: "5 / 13", or for answers
 * of moves made of jumps "jump 5 / 13 · move 4 / 10".
 */
export function stepCount(answer, k, n) {
  if (answer?.jumps === undefined || answer?.moves === undefined || !answer.steps || n !== answer.steps.length) return `${count(k)} / ${count(n)}`;
  const move = moveNumbers(answer.steps.slice(0, k)).filter(Boolean).length;
  return `jump ${count(k)} / ${count(n)} · move ${count(move)} / ${count(answer.moves)}`;
}

/** Fills `node` with what `answer` says; `info` is the puzzle's PuzzleInfo. */
export function showStats(node, answer, info) {
  const algo = info.algorithms.find((a) => a.id === answer.stats?.algorithm);
  const badge = (text, kind) => el("span", { class: `badge ${kind}` }, text);
  let head;
  const headline = (n, text, ...badges) =>
    el("p", { class: "headline" }, el("strong", { id: "answer-length", dataset: { length: String(n) } }, text), ...badges);
  if (answer.count !== undefined && answer.status !== "limit") {
    // Counts (exact: the search was exhaustive). May be a decimal string.
    const n = answer.count;
    head = headline(n, counted(n, "solution"), answer.status === "unsolvable" ? badge("proved unsolvable", "bad") : badge("exact count", "good"));
  } else if (answer.status === "solved" && answer.steps) {
    const n = answer.length ?? answer.steps.length;
    // Tours and other answers that are not about length carry no optimal.
    const proof =
      answer.optimal === undefined ? null : answer.optimal ? badge(provedWords(answer), "good") : badge(`not ${provedWords(answer)}`, "warn");
    head = headline(n, lengthWords(answer, n), proof);
  } else if (answer.status === "solved" && answer.solutions) {
    const n = answer.solutions.length;
    head = headline(n, counted(n, "solution"));
  } else if (answer.status === "solved") {
    // Placement puzzles: pieces placed, the ones added marked on the board.
    const n = answer.length ?? answer.placement?.length ?? 0;
    const proof = answer.optimal === undefined ? null : answer.optimal ? badge("proved maximum", "good") : badge("not proved maximum", "warn");
    head = headline(n, `${count(n)} placed`, proof);
  } else if (answer.status === "unsolvable") {
    head = el("p", { class: "headline" }, el("strong", {}, "No solution"), badge("proved unsolvable", "bad"));
  } else {
    head = el("p", { class: "headline" }, el("strong", {}, "No answer"), badge("search limit reached", "warn"));
  }
  const s = answer.stats ?? {};
  const row = (k, v) => [el("dt", {}, k), el("dd", {}, v)];
  node.replaceChildren(
    ...[
      head,
      answer.reason ? el("p", { class: "reason" }, answer.reason) : null,
      el(
        "dl",
        {},
        ...row("Algorithm", algo?.name ?? s.algorithm ?? "–"),
        ...row("States expanded", count(s.expanded)),
        ...row("States generated", count(s.generated)),
        ...(s.peakFrontier ? row("Largest frontier", count(s.peakFrontier)) : []),
        ...row("Time", millis(s.millis)),
      ),
      // BFS: how many states it expanded at each depth (they add up to s.expanded).
      answer.depths?.length ? depthChart(answer.depths, { solved: answer.status === "solved" }) : null,
    ].filter(Boolean),
  );
  node.dataset.status = answer.status;
  node.dataset.optimal = String(Boolean(answer.optimal));
  if (answer.status === "solved" && answer.steps?.some((s) => s.over)) showJumps(node, answer.steps);
}

/** Puts a short message (or a hint) in the stats panel. */
export function showNote(node, text, kind = "") {
  node.replaceChildren(el("p", { class: `help ${kind}` }, text));
  delete node.dataset.status;
  delete node.dataset.optimal;
}

/** Moves listed at most: a tour of a million squares is played with the
 * scrubber, not read from a list of a million buttons. */
const LIST_MAX = 2_000;
/** Rows made when an answer is shown; more are made as they are needed:
 * ROWS_MORE when the list is scrolled to its end (or "Show more moves" is
 * pressed), or up to the move shown when playback or a step reaches it.
 * Making and laying out 2 000 rows at once took 40-60 ms of the answer's
 * task, and as much again in a frame. */
const FIRST_ROWS = 100;
const ROWS_MORE = 100;

/** The numbered move list; clicking a move shows the board after it. */
export class MoveList {
  #ol;
  #onPick;
  #items = [];
  #current = null;
  #row = null; // (i) → the row of step i + 1, for the answer listed
  #listed = 0; // steps listed at most (LIST_MAX or fewer)
  #more = null; // the "Show more moves" row, while rows remain to make
  #seen = null; // the IntersectionObserver that makes more rows when #more scrolls into view

  /** ol: the list element; onPick(k): show the board after k moves. */
  constructor(ol, onPick) {
    this.#ol = ol;
    this.#onPick = onPick;
  }

  /** Lists `steps`; `pieces` holds each step's piece symbol (N or n), or is
   * empty when one piece makes every move; `total`: the answer's number of
   * steps when `steps` holds only the first ones. The first FIRST_ROWS rows
   * are made now, the others when needed. */
  show(steps, pieces, total = steps.length) {
    const item = (k, ...label) =>
      el("li", {}, el("button", { type: "button", dataset: { step: String(k) }, onclick: () => this.#onPick(k) }, ...label));
    const dot = (p) => p && el("span", { class: `dot ${p === "n" ? "black" : "white"}`, "aria-label": p === "n" ? "black knight" : "white knight" });
    const listed = Math.min(steps.length, LIST_MAX);
    const numbers = moveNumbers(steps.slice(0, listed));
    this.#row = (i) => {
      const s = steps[i];
      const more = numbers[i] === "";
      return item(
        i + 1,
        el("span", { class: "num" }, numbers[i]),
        dot(pieces[i]),
        more ? `↳ ${square(s.to)}` : `${square(s.from)} → ${square(s.to)}`,
      );
    };
    this.#listed = listed;
    const rest = Math.max(total, steps.length) - listed;
    const tail = rest > 0 ? el("li", { class: "more" }, `… and ${count(rest)} more moves: use the scrubber above the board.`) : null;
    this.#items = [item(0, el("span", { class: "num" }, ""), "Start")];
    this.#more = null;
    this.#seen?.disconnect();
    this.#ol.replaceChildren(this.#items[0], ...(tail ? [tail] : []));
    this.#grow(FIRST_ROWS);
    if (this.#items.length <= listed) {
      // Rows remain: a row that makes more, when scrolled into view or pressed.
      this.#more = el("li", { class: "more-rows" }, el("button", { type: "button", onclick: () => this.#grow(ROWS_MORE) }, "Show more moves"));
      this.#items.at(-1).after(this.#more);
      this.#seen ??=
        typeof IntersectionObserver === "function"
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((e) => e.isIntersecting)) this.#grow(ROWS_MORE);
              },
              { root: this.#ol },
            )
          : null;
      this.#seen?.observe(this.#more);
    }
    this.#ol.dataset.rows = String(this.#items.length);
    // The start is the first row: mark it and scroll to the top without
    // measuring (a measure here would lay out the whole new list at once).
    this.#current = this.#items[0];
    this.#current.setAttribute("aria-current", "step");
    this.#ol.scrollTop = 0;
  }

  /** Makes up to `n` more rows (steps listed at most). */
  #grow(n) {
    if (!this.#items.length) return;
    const made = [];
    const end = Math.min(this.#items.length + n, this.#listed + 1);
    for (let k = this.#items.length; k < end; k++) made.push(this.#row(k - 1));
    if (!made.length) return;
    this.#items.at(-1).after(...made);
    this.#items.push(...made);
    this.#ol.dataset.rows = String(this.#items.length);
    if (this.#items.length > this.#listed && this.#more) {
      this.#seen?.unobserve(this.#more);
      this.#more.remove();
      this.#more = null;
    }
  }

  clear() {
    clearTimeout(this.#revealing);
    this.#seen?.disconnect();
    this.#row = null;
    this.#ol.replaceChildren();
    delete this.#ol.dataset.rows;
    this.#items = [];
    this.#current = null;
    this.#more = null;
    this.#listed = 0;
  }

  /** Marks the board after `k` moves as the one shown. Its row is made
   * when it is a few rows past those made (a step, or slow playback); a
   * fast playback racing through a long answer makes none. */
  mark(k) {
    if (this.#items.length && k >= this.#items.length && k <= this.#listed && k - this.#items.length < ROWS_MORE) {
      this.#grow(k - this.#items.length + ROWS_MORE);
    }
    const li = this.#items[k];
    if (!li || li === this.#current) return;
    this.#current?.removeAttribute("aria-current");
    li.setAttribute("aria-current", "step");
    this.#current = li;
    // Keep it in view: at once when stepping (a mark now and then); while
    // playback marks a row every frame, once it pauses or slows, so that
    // no frame waits for a layout of the list (measuring it forced one).
    const now = performance.now();
    const stepping = now - this.#lastMark > 100;
    this.#lastMark = now;
    clearTimeout(this.#revealing);
    if (stepping) this.#reveal();
    else this.#revealing = setTimeout(() => this.#reveal(), 150);
  }

  #lastMark = 0;
  #revealing = 0;

  /** Scrolls the list (not the page) so that the marked row shows. */
  #reveal() {
    const li = this.#current;
    if (!li?.isConnected) return;
    const list = this.#ol;
    const top = li.offsetTop; // the list is positioned: offsets are inside it
    if (top < list.scrollTop || top + li.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 2;
    }
  }
}

/**
 * What a screen reader hears for the board after `k` of `total` steps;
 * `steps` (each {from, to, over?}) may hold only the first ones (a long
 * tour); `pieces` holds each step's piece symbol (or is empty); `info`
 * the puzzle (its piece names).
 * E.g. "Move 3 of 16: black knight from (0, 0) to (2, 1)."
 */
export function describeStep(steps, pieces, k, total = steps.length, info = null) {
  const n = total;
  if (k <= 0) return `Start position, ${counted(n, "move")} to play.`;
  const s = steps[Math.min(k, n) - 1];
  if (!s) return `Move ${count(k)} of ${count(n)}.${k >= n ? " Done." : ""}`;
  const p = pieces?.[k - 1];
  const who = p ? pieceName(p, info) : pieceOf(info);
  const over = s.over ? `, jumping over ${square(s.over)}` : "";
  const done = k >= n ? " Done." : "";
  return `Move ${count(k)} of ${count(n)}: ${who} from ${square(s.from)} to ${square(s.to)}${over}.${done}`;
}

/**
 * The number shown beside each step: `k.` (grouped: "1,000.") for the first jump of move k and
 * "" for a jump that continues it. In peg solitaire consecutive jumps by the
 * same peg (one starting where the last one landed) are one move; other
 * answers number every step.
 */
export function moveNumbers(steps) {
  let move = 0;
  return steps.map((s, i) => {
    const prev = steps[i - 1];
    const continues = s.over && prev?.over && prev.to[0] === s.from[0] && prev.to[1] === s.from[1];
    if (continues) return "";
    move += 1;
    return `${count(move)}.`;
  });
}

/** Peg solitaire headline: moves (multi-jumps count once) and jumps, as data for tests. */
function showJumps(node, steps) {
  const strong = node.querySelector("#answer-length");
  if (!strong) return;
  const moves = moveNumbers(steps).filter(Boolean).length;
  strong.dataset.moves = String(moves);
  strong.dataset.jumps = String(steps.length);
  strong.textContent = lengthWords({ moves, jumps: steps.length });
}
