// The <board-puzzle> element's size (www/embed.js): its board's box is
// narrowed, centred, so that the board, the row below it and the answer's
// headline show in the height the element has: the first view from its top
// down, or a slide (a 1280 × 720 slide included).

/** The smallest board box the fit makes, CSS px. */
const MIN_BOARD = 160;
/** Room kept around the element when it is fitted in the viewport's height, CSS px. */
const FIT_MARGIN = 16;
/** The smallest board the first view below the element's top must allow for the fit to use it, CSS px. */
const READABLE_BOARD = 240;
/** The height of the stats' headline line in the stats' ems (its 1.05em font at line-height 1.45, its 4 px margin). */
const STATS_LINE_EMS = 1.85;

/** The parent of `node`, through a shadow root to its host. */
const parentOf = (node) => node.parentElement ?? node.getRootNode()?.host ?? null;

/** The nearest box around `node` (through shadow roots) that clips its overflow instead of scrolling it, or null. */
function clippingBox(node) {
  for (let e = parentOf(node); e && e !== document.documentElement && e !== document.body; e = parentOf(e)) {
    const overflow = getComputedStyle(e).overflowY;
    if (overflow === "hidden" || overflow === "clip") return e;
  }
  return null;
}

/** The height (page px) of what `node`'s parent holds besides it: the other children and their margins. */
function siblingsHeight(node) {
  let sum = 0;
  for (const other of node.parentElement?.children ?? []) {
    if (other === node) continue;
    const style = getComputedStyle(other);
    if (style.position === "absolute" || style.position === "fixed" || style.display === "none") continue;
    sum += other.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
  }
  return sum;
}

/**
 * Where `node`'s top is in the page as first shown, CSS px from the top of
 * the document: its place now plus whatever the window and the boxes around
 * it have scrolled, so that scrolling never changes the fit.
 */
function pageTop(node) {
  let top = node.getBoundingClientRect().top + scrollY;
  for (let e = parentOf(node); e && e !== document.documentElement && e !== document.body; e = parentOf(e)) top += e.scrollTop;
  return top;
}

/**
 * Fits `host` (the element) in the height it has: the board's box `wrap`
 * (width / height `ratio`) is narrowed so that it, the rows `rows` shown
 * below it (Solve and playback and the status line, or Play's row) and the
 * first line of `stats` (the answer's headline, room kept for it before
 * there is one) show together. The height is, on a reveal.js slide, the
 * slide's box (the deck scales it into the window, with margins), else
 * inside a box that clips instead of scrolling, that box's visible height;
 * either less what else the element's parent holds (a heading), wherever
 * the deck has placed the element (reveal.js centres a slide once, before
 * the element drew).
 * Elsewhere it is the page's first view from the element's top down (a
 * heading and a paragraph above it, Solve still shows without scrolling);
 * when that leaves no room for a READABLE_BOARD, the element is further
 * down the page, and fits the whole window once scrolled to. Measured in
 * the element's own CSS pixels, so a scaled slide (reveal.js scales its
 * slides with a transform) is fitted too. The box is never narrower than
 * MIN_BOARD px. Does nothing while the element is not shown (a closed
 * <details>, a slide not on screen), nor when the width it finds is the one
 * the box has (so a fit run again, as a ResizeObserver may ask, ends
 * there). Returns whether the element is on a slide (so the caller can ask
 * the deck to lay out again).
 */
export function fitBoard(host, wrap, rows, stats, ratio) {
  if (!host.offsetWidth) return false;
  const box = (e) => e.getBoundingClientRect();
  const scale = box(host).width / host.offsetWidth || 1;
  const shown = rows.filter((e) => e.getClientRects().length > 0);
  const bottom = Math.max(box(wrap).bottom, ...shown.map((e) => box(e).bottom));
  const line = stats.getClientRects().length > 0 ? statsLine(stats) : 0;
  const below = (bottom - box(wrap).bottom) / scale + line; // what must show under the board
  const above = (box(wrap).top - box(host).top) / scale; // the element's own rows above it
  const clip = host.closest(".reveal .slides") ?? clippingBox(host);
  const room = (height) => height - above - below - FIT_MARGIN;
  let height = innerHeight / scale;
  if (clip) {
    const visible = Math.min(box(clip).bottom, innerHeight) - Math.max(box(clip).top, 0);
    height = (visible - siblingsHeight(host)) / scale;
  } else {
    const firstView = (innerHeight - pageTop(host)) / scale;
    if (room(firstView) >= READABLE_BOARD) height = firstView;
  }
  const width = `${Math.round(Math.max(MIN_BOARD, room(height)) * ratio)}px`;
  if (wrap.style.maxWidth !== width) wrap.style.maxWidth = width;
  return clip !== null;
}

/**
 * The room (CSS px) the first line of the answer's stats takes under the
 * rows above it: a headline (a little larger than the stats' text, with a
 * badge) and the column's gap. The same before and after an answer, so the
 * board does not move when one comes.
 */
function statsLine(stats) {
  const style = getComputedStyle(stats);
  const gap = parseFloat(getComputedStyle(stats.parentElement).rowGap) || 0;
  return Math.ceil(parseFloat(style.fontSize) * STATS_LINE_EMS) + gap;
}
