// The styles the page and the <board-puzzle> element share for the
// board's controls: one constructed sheet, adopted by the page
// (www/app.js) and by each element's shadow root (www/embed.js). Sizes
// and layout stay in each one's own sheet (www/style.css: the page's
// cards and rem; www/widget-style.js: the element's column and em).
import { sheetOf } from "./dom.js";

export const BOARD_CSS = `
/* The board's canvas fills its box; the pointer drags pieces, never the page. */
[data-part="canvas"] {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  display: block;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  border-radius: 8px;
}
.badge.good { background: #e3f4e8; color: #1e6b3a; }
.badge.warn { background: #fff1dc; color: #8a5200; }
.badge.bad { background: #fdeeee; color: #9b2222; }
.status.ok { background: #eef8f1; color: #1e6b3a; }
.status.bad { background: #fdeeee; color: #9b2222; }
.moves:empty { display: none; }
/* Rows are made 100 at a time as needed (answer.js): block rows, each its
   own layout, so new rows lay out alone (a grid relaid every row;
   content-visibility: auto made every row an intersection target, 10-30 ms
   a frame while an answer played). */
.moves li { contain: layout style; }
.moves li[aria-current] button { background: #e8f0fe; color: #0b3d91; font-weight: 600; }
.dot { width: 11px; height: 11px; border-radius: 50%; border: 1.5px solid #1d1a17; flex: none; }
.dot.white { background: #fbfaf7; }
.dot.black { background: #24201d; }
/* A request too big to draw (n-queens, n = 1 000 000): the board is dimmed and says so. */
[data-part="wrap"][data-undrawn]::after {
  content: attr(data-undrawn);
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  text-align: center;
  background: rgba(255, 255, 255, 0.88);
  font-weight: 600;
}
/* The play/pause button shows one icon (www/controls.js). */
.play[data-state="playing"] .icon-play, .play[data-state="paused"] .icon-pause { display: none; }
/* Read by screen readers, not shown (the live region, a table's hidden heading). */
.sr-only, .sr {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
/* A refused move's reason beside its square (www/play-mode.js). */
.refusal { position: absolute; background: #8e1540; color: #fff; pointer-events: none; z-index: 3; }
`;

/** The shared sheet, made once. */
export const boardStyles = () => sheetOf(BOARD_CSS);
