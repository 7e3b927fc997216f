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

/** What a palette symbol puts on a square, for buttons and hints. */
export const CELL_NAMES = {
  N: "White knight",
  n: "Black knight",
  ".": "Empty",
  "#": "Wall (off)",
  Q: "Queen",
  o: "Peg",
};
