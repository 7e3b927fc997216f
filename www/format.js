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

/** The name of what symbol `symbol` puts on a square ("White knight"), for puzzle `info`:
 * puzzles() names every palette symbol (`editor.cells`, [{symbol, name, short}]). */
export function cellName(symbol, info) {
  return info?.editor?.cells?.find((c) => c.symbol === symbol)?.name ?? symbol;
}

/** The short label of a palette button ("White"). */
export function cellShort(symbol, info) {
  return info?.editor?.cells?.find((c) => c.symbol === symbol)?.short ?? symbol;
}

/** A piece's name in running text ("white knight"), "empty" for an empty square. */
export function pieceName(symbol, info) {
  return cellName(symbol, info).replace(/ \(off\)$/, "").toLowerCase();
}
