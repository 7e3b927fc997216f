// The wording of the front end: how numbers, counts of things, squares,
// durations and a search's progress read on the page and in the element.
// Every www file that words something for people takes it from here.

const integer = new Intl.NumberFormat("en");

/** 1234567 → "1,234,567"; a count past 2^53 that comes as a decimal string ("12345678901234567890") is grouped the same way. */
export function count(n) {
  if (typeof n === "number" || typeof n === "bigint") return integer.format(n);
  if (typeof n === "string" && /^-?\d+$/.test(n)) return integer.format(BigInt(n));
  return String(n ?? "–");
}

/** `word` for `n` of it: plural("move", 1) → "move", plural("move", 3) → "moves"; `n` may be a decimal string (a count). */
export function plural(word, n, many = `${word}s`) {
  return String(n) === "1" ? word : many;
}

/** `n` things, the number grouped: counted(1234, "move") → "1,234 moves", counted(1, "knight") → "1 knight". */
export function counted(n, word, many) {
  return `${count(n)} ${plural(word, n, many)}`;
}

/** Milliseconds as "0.4 ms", "85 ms", "2.31 s". */
export function millis(ms) {
  if (typeof ms !== "number" || !Number.isFinite(ms)) return "–";
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/**
 * A square [row, col] named for people: "(3, 0)", row then column, 0-based,
 * row 0 at the top — the numbers the board draws on its edges. The one
 * namer of the front end (the move list, the coach, the live region, the
 * exports, the print sheet); the core's twin is `core::words::at`, and JSON
 * keeps the API's [row, col] (docs/NOTATION.md, "Squares in words").
 */
export function square(sq) {
  return Array.isArray(sq) ? `(${sq[0]}, ${sq[1]})` : "–";
}

/** How `square` names squares, for a heading over a list of them (the .txt, the print sheet). */
export const SQUARE_FORM = "squares as (row, col), 0-based, row 0 at the top";

/** The name of what symbol `symbol` puts on a square ("White knight"), for puzzle `info`:
 * puzzles() names every palette symbol (`editor.cells`, [{symbol, name, short}]). */
export function cellName(symbol, info) {
  return info?.editor?.cells?.find((c) => c.symbol === symbol)?.name ?? symbol;
}

/** The short label of a palette button ("White"). */
export function cellShort(symbol, info) {
  return info?.editor?.cells?.find((c) => c.symbol === symbol)?.short ?? symbol;
}

/** The symbol on square `[r, c]` of position text `position` ("" rows joined by "/"), or undefined off it. */
export function symbolAt(position, [r, c]) {
  return position?.split("/")[r]?.[c];
}

/** A piece's name in running text ("white knight"), "empty" for an empty square. */
export function pieceName(symbol, info) {
  return cellName(symbol, info)
    .replace(/ \(off\)$/, "")
    .toLowerCase();
}

/** The name of the piece puzzle `info` moves or places, in running text ("knight", "queen", "peg"):
 * its first named cell that is a piece; "piece" when it names none. */
export function pieceOf(info) {
  const cell = info?.editor?.cells?.find((c) => c.symbol !== "." && c.symbol !== "#");
  return cell ? pieceName(cell.symbol, info) : "piece";
}

/**
 * What a running search knows so far, from its progress stats (docs/API.md):
 * the bound an iterative deepening tries ("no solution in 17 moves; trying
 * 18"), the best answer in hand and the proved bound on the other side of
 * it. `objective` is the puzzle's (puzzles()): a "max-pieces" search's best
 * is knights with an upper bound ("best in hand 13 knights, at most 16"),
 * any other's moves with a lower bound; a search meeting in the middle
 * (peg solitaire) the sizes of its two sets. Ends with " · "; "" when none.
 */
export function searchKnowledge(s, objective) {
  const said = [];
  if (s.trying !== undefined) {
    said.push(s.trying > 0 ? `no solution in ${count(s.trying - 1)} moves; trying ${count(s.trying)}` : `trying ${count(s.trying)} moves`);
  }
  if (s.best !== undefined && (objective === "max-pieces" || s.upperBound !== undefined)) {
    const knights = counted(s.best, "knight");
    said.push(
      s.upperBound !== undefined && s.upperBound > s.best ? `best in hand ${knights}, at most ${count(s.upperBound)}` : `best in hand ${knights}`,
    );
  } else if (s.best !== undefined) {
    said.push(
      s.lowerBound !== undefined
        ? `best in hand ${count(s.best)} moves, between ${count(s.lowerBound)} and ${count(s.best)}`
        : `best in hand ${count(s.best)} moves`,
    );
  }
  const m = s.meeting; // a search meeting in the middle (peg solitaire): the sizes of its two sets
  if (m) {
    said.push(
      `${count(m.forward)} positions within ${counted(m.forwardDepth, "move")} of the start, ${count(m.backward)} within ${count(m.backwardDepth)} of the finish`,
    );
  }
  return said.length ? `${said.join("; ")} · ` : "";
}

/** The part of its budget a search has used, from its progress stats: " · 40 % of the budget", or "". */
export function budgetUsed(s) {
  return s.budgetUsed === undefined ? "" : ` · ${Math.round(100 * s.budgetUsed)} % of the budget`;
}
