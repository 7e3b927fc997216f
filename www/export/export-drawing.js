// What the exports draw beside the board on a canvas (www/export/export.js): the
// caption under a PNG and the strip under each GIF frame.

/** Height of the caption strip under a PNG, CSS px: three lines (title, counts, link). */
export const CAPTION_H = 52;
/** Height of the strip under each GIF frame (the title and the counts, and the move number in its right corner), px. */
export const GIF_STRIP = 40;

/** A GIF's frame for `view`: the longer side `size` px, the board's aspect kept (within 1:2), the strip included. */
export function gifBox(view, size) {
  const ratio = Math.min(Math.max(view.cols() / view.rows(), 0.5), 2);
  const width = Math.round(ratio >= 1 ? size : size * ratio);
  const height = Math.round(ratio >= 1 ? size / ratio : size);
  return { width, height, boardHeight: height - GIF_STRIP };
}

/** Writes the caption's two lines and link in `width` CSS px from (x, y) down. */
export function drawCaption(ctx, cap, x, y, width) {
  ctx.fillStyle = "#222222";
  ctx.textBaseline = "top";
  ctx.textAlign = "left";
  ctx.font = `600 12px ${FONT}`;
  ctx.fillText(fit(ctx, cap.lines[0], width), x, y);
  ctx.font = `11px ${FONT}`;
  ctx.fillStyle = "#444444";
  ctx.fillText(fit(ctx, cap.lines[1], width), x, y + 16);
  ctx.font = `10px ${FONT}`;
  ctx.fillStyle = "#1f4fa8";
  ctx.fillText(fit(ctx, cap.link ?? "(the position is too big for a link)", width), x, y + 31);
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/** `text` cut to `width` px with an ellipsis (the whole text is in the file's metadata). */
function fit(ctx, text, width) {
  if (ctx.measureText(text).width <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ctx.measureText(`${text.slice(0, mid)}…`).width <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

/**
 * A GIF frame: the board drawn at the top, under it a strip with the
 * caption's two lines (the puzzle and algorithm; the board and counts) on
 * the left and the move number ("move 3 / 16") in the right corner, beside the title.
 */
export function drawGifFrame(board, [title, counts], number, width, height) {
  const c = document.createElement("canvas");
  c.width = width;
  c.height = height;
  const ctx = c.getContext("2d", { willReadFrequently: true });
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(board, 0, 0);
  const top = height - GIF_STRIP;
  ctx.textBaseline = "middle";
  ctx.font = `700 13px ${FONT}`;
  const nw = ctx.measureText(number).width;
  ctx.fillStyle = "#111111";
  ctx.textAlign = "right";
  ctx.fillText(number, width - 8, top + 12);
  ctx.textAlign = "left";
  ctx.font = `600 11px ${FONT}`;
  ctx.fillStyle = "#222222";
  ctx.fillText(fit(ctx, title, width - nw - 28), 8, top + 12);
  ctx.font = `10px ${FONT}`;
  ctx.fillStyle = "#444444";
  ctx.fillText(fit(ctx, counts, width - 16), 8, top + 28);
  return ctx;
}
