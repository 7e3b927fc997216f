// The <board-puzzle> element's size (www/embed.js): its board's box is
// narrowed, centred, so that the board and the row below it show in the
// height the element has (a 1280 × 720 slide included).

/** The smallest board box the fit makes, CSS px. */
const MIN_BOARD = 160;
/** Room kept around the element when it is fitted in the viewport's height, CSS px. */
const FIT_MARGIN = 16;

/** The nearest box around `node` (through shadow roots) that clips its overflow instead of scrolling it, or null. */
function clippingBox(node) {
  for (
    let e = node.parentElement ?? node.getRootNode()?.host;
    e && e !== document.documentElement && e !== document.body;
    e = e.parentElement ?? e.getRootNode()?.host
  ) {
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
 * Fits `host` (the element) in the height it has: the board's box `wrap`
 * (width / height `ratio`) is narrowed so that it and the first of `rows`
 * shown below it (Solve and playback, or Play's row) show together. The
 * height is the viewport's; on a reveal.js slide, the slide's box (the deck
 * scales it into the window, with margins), else inside a box that clips
 * instead of scrolling, that box's visible height; either less what else
 * the element's parent holds (a heading), wherever the deck has placed the
 * element (reveal.js centres a slide once, before the element drew).
 * Measured in the element's own CSS pixels, so a scaled slide (reveal.js
 * scales its slides with a transform) is fitted too. The box is never
 * narrower than MIN_BOARD px. Does nothing while the element is not shown
 * (a closed <details>, a slide not on screen). Returns whether the element
 * is on a slide (so the caller can ask the deck to lay out again).
 */
export function fitBoard(host, wrap, rows, ratio) {
  if (!host.offsetWidth) return false;
  const box = (e) => e.getBoundingClientRect();
  const scale = box(host).width / host.offsetWidth || 1;
  const shown = rows.filter((e) => e.getClientRects().length > 0);
  const bottom = Math.max(box(wrap).bottom, ...shown.map((e) => box(e).bottom));
  const below = (bottom - box(wrap).bottom) / scale; // what must show under the board
  const above = (box(wrap).top - box(host).top) / scale; // the element's own rows above it
  const clip = host.closest(".reveal .slides") ?? clippingBox(host);
  let height = innerHeight / scale;
  if (clip) {
    const visible = Math.min(box(clip).bottom, innerHeight) - Math.max(box(clip).top, 0);
    height = (visible - siblingsHeight(host)) / scale;
  }
  const room = height - above - below - FIT_MARGIN;
  const width = `${Math.round(Math.max(MIN_BOARD, room) * ratio)}px`;
  if (wrap.style.maxWidth !== width) wrap.style.maxWidth = width;
  return clip !== null;
}
