// How numbers, squares and durations read on the page.

const integer = new Intl.NumberFormat("en");

/** 1234567 → "1,234,567". */
export function count(n) {
  return typeof n === "number" ? integer.format(n) : String(n ?? "–");
}

/** Milliseconds as "0.4 ms", "85 ms", "2.31 s". */
export function millis(ms) {
  if (typeof ms !== "number" || !Number.isFinite(ms)) return "–";
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** A square [row, col] as "(3, 0)": 0-based, as in requests and answers. */
export function square(sq) {
  return Array.isArray(sq) ? `(${sq[0]}, ${sq[1]})` : "–";
}

/** Fallback names of the notation's symbols (docs/NOTATION.md), used only when
 * puzzles() gives none: the puzzle's `editor.cells` ([{symbol, name,
 * short}]) is read first, so a puzzle added in Rust needs nothing here. */
const NAMES = {
  N: ["White knight", "White"],
  n: ["Black knight", "Black"],
  ".": ["Empty", "Empty"],
  "#": ["Wall (off)", "Wall"],
  Q: ["Queen", "Queen"],
  o: ["Peg", "Peg"],
};

/** The name of what symbol `symbol` puts on a square ("White knight"), for puzzle `info`. */
export function cellName(symbol, info) {
  const given = info?.editor?.cells?.find((c) => c.symbol === symbol);
  return given?.name ?? NAMES[symbol]?.[0] ?? symbol;
}

/** The short label of a palette button ("White"). */
export function cellShort(symbol, info) {
  const given = info?.editor?.cells?.find((c) => c.symbol === symbol);
  return given?.short ?? NAMES[symbol]?.[1] ?? symbol;
}

/** A piece's name in running text ("white knight"), "empty" for an empty square. */
export function pieceName(symbol, info) {
  return cellName(symbol, info).replace(/ \(off\)$/, "").toLowerCase();
}
