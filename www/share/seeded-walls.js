// Seeded random walls: the walls a seed draws, in a worker of their own
// (as a list of cells for share links, www/share/url.js, and as a bit set for
// the board, www/controller/changes.js: a seeded 10 000 × 10 000 board takes seconds to
// draw), the last seeded boards seen, so that an edited one links as its
// seed plus the squares that differ, and the sorted cell lists those edits
// are computed on.

/** The worker that draws seeded walls (a Solver of its own: a share never cancels a solve); closed when idle. */
let helper = null;
let pending = 0;
let idle = 0;
let queue = Promise.resolve(); // one at a time: a Solver's new job cancels its running one
/** The off cells of `request`'s board (offSquares of the wasm module, in a worker: 4 M random draws take a second). */
export const offSquaresOf = (request) => inHelper("offSquares", request);

/** The off cells of `request`'s board as a bit set (offBits of the wasm module, in a worker), for BoardView.setRequest. */
export const offBitsOf = (request) => inHelper("offBits", request);

/** Job `method` ("offSquares" or "offBits") of the helper's Solver on `request`, after the jobs before it. */
async function inHelper(method, request) {
  clearTimeout(idle);
  pending++;
  try {
    helper ??= import("../workers/solver-client.js").then(({ Solver }) => new Solver());
    const h = helper;
    const mine = queue.then(async () => (await h)[method](request));
    queue = mine.catch(() => {});
    return await mine;
  } finally {
    if (--pending === 0) {
      idle = setTimeout(async () => {
        const h = helper;
        helper = null;
        (await h)?.close();
      }, 10_000);
    }
  }
}

/** The last seeded boards seen, so that an edited one links as seed + edits. */
const seeded = new Map(); // "rows×cols" → { randomOff, cells: Promise<Uint32Array> }
const seedKey = (r) => `${r.rows}×${r.cols}`;

/** The seeded board remembered for `request`'s size, { randomOff, cells }, or undefined. */
export const seedOf = (request) => seeded.get(seedKey(request));

/**
 * Remembers the seeded random board of `request` (one with `randomOff`):
 * a later link of a board of the same size given wall by wall (no
 * `randomOff`) is written as that seed plus the squares that differ.
 * encodeHash calls it for its `base` option. (The page's own requests keep
 * their seed and its edits, `off` and `on`: they need none of this.)
 */
export function rememberSeed(request) {
  if (!request?.randomOff || !request.rows || !request.cols) return;
  const key = seedKey(request);
  const old = seeded.get(key);
  if (old && old.randomOff.fraction === request.randomOff.fraction && old.randomOff.seed === request.randomOff.seed) return;
  const base = { puzzle: request.puzzle, rows: request.rows, cols: request.cols, randomOff: request.randomOff };
  const entry = { randomOff: { ...request.randomOff }, cells: null };
  entry.cells = offSquaresOf(base);
  entry.cells.catch(() => seeded.delete(key));
  seeded.set(key, entry);
}

/** Row-major cell indices of `squares` ([row, col] pairs), sorted and distinct (a plain loop: 800 000 walls in a few ms). */
export function sortedCells(squares, cols) {
  const n = squares.length;
  const cells = new Uint32Array(n);
  let sorted = true;
  for (let i = 0; i < n; i++) {
    const sq = squares[i];
    cells[i] = sq[0] * cols + sq[1];
    if (i > 0 && cells[i] <= cells[i - 1]) sorted = false;
  }
  if (sorted) return cells;
  cells.sort(); // numeric for typed arrays
  let k = 0;
  for (let i = 0; i < n; i++) if (i === 0 || cells[i] !== cells[k - 1]) cells[k++] = cells[i];
  return cells.subarray(0, k);
}

/** Whether the sorted list `cells` holds `cell` (binary search). */
export function sortedIncludes(cells, cell) {
  let lo = 0;
  let hi = cells.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cells[mid] < cell) lo = mid + 1;
    else hi = mid;
  }
  return lo < cells.length && cells[lo] === cell;
}

/** Sorted indices in exactly one of the sorted lists `a` and `b`. */
export function symmetricDifference(a, b) {
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) out.push(a[i++]);
    else if (i >= a.length || b[j] < a[i]) out.push(b[j++]);
    else {
      i++;
      j++;
    }
  }
  return out;
}
