// The styles of the board's controls, written once: one constructed
// sheet, adopted by the page (www/app.js) and by each element's shadow
// root (www/embed.js), the controls being the same (www/controls/controls.js).
// What each says here is not said again in the page's sheet
// (www/style.css: its cards, sizes in rem, the page-only panels) or the
// element's (www/element/widget-style.js: its column, sizes in px, compact).
import { sheetOf } from "../base/dom.js";

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
/* Random walls (www/controls/walls.js): share and seed, then New walls. */
.walls { flex-wrap: wrap; align-items: center; }
.walls.row { column-gap: 0.7em; } /* over the element's row gap: "25 %" apart from "Seed" */
.walls label { display: inline-flex; align-items: center; gap: 0.3em; }
.walls-percent { width: 4em; }
.walls-seed { width: 11em; }
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
/* The board's leaper when not the knight (issue 42): named in its corner. */
[data-part="wrap"][data-legend]::before {
  content: attr(data-legend);
  position: absolute;
  right: 6px;
  bottom: 4px;
  z-index: 1;
  padding: 0 6px;
  border-radius: 6px;
  background: rgba(255, 255, 255, 0.82);
  color: #2a2520;
  font-size: 12px;
  line-height: 18px;
  font-weight: 600;
  pointer-events: none;
}
/* The play/pause button shows one icon (www/controls/controls.js). */
.play[data-state="playing"] .icon-play, .play[data-state="paused"] .icon-pause { display: none; }
/* Read by screen readers, not shown (the live region, a table's hidden heading). */
.sr-only {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
/* A refused move's reason beside its square (www/play/play-mode.js). */
.refusal { position: absolute; background: #8e1540; color: #fff; pointer-events: none; z-index: 3; }
/* ---- Shared by the page and the element; each sheet keeps its own sizes. */
* { box-sizing: border-box; }
[hidden] { display: none !important; }
button, input, select { font: inherit; color: inherit; }
button { border: 1px solid #e3ddd4; border-radius: 8px; background: #fff; cursor: pointer; }
button:hover:not(:disabled) { border-color: #cfc6b9; background: #faf8f5; }
button:disabled { opacity: 0.45; cursor: default; }
button svg { fill: currentColor; }
.primary { background: #1f6feb; border-color: #1f6feb; color: #fff; }
.primary:hover:not(:disabled) { background: #1a5fcc; border-color: #1a5fcc; }
.tools button[aria-checked="true"] { background: #e8f0fe; color: #0b3d91; }
.modes button { font-weight: 600; }
.modes button[aria-pressed="true"] { background: #2a2520; color: #fff; }
body[data-mode="play"] .setup-only, :host([data-mode="play"]) .setup-only { display: none !important; }
.count { font-variant-numeric: tabular-nums; text-align: center; color: #6f655c; }
.status:empty { display: none; }
.progress .bar { height: 4px; border-radius: 2px; overflow: hidden; }
.progress .bar span { display: block; height: 100%; background: #1f6feb; }
.headline { display: flex; flex-wrap: wrap; align-items: center; }
.badge { font-weight: 600; border-radius: 999px; }
.stats dl { display: grid; grid-template-columns: auto 1fr; margin: 0; }
.stats dt { color: #6f655c; }
.stats dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
.help.bad { color: #c62f2f; }
.moves { position: relative; list-style: none; padding: 0; contain: content; }
.moves button { width: 100%; font-variant-numeric: tabular-nums; }
.moves .num { min-width: 2.2em; color: #6f655c; text-align: right; }
.option { display: inline-flex; align-items: center; }
.link { border: none; background: none; color: #1f6feb; text-decoration: underline; }
.coach { border: 1px solid #e3ddd4; }
.coach[data-status="on-track"], .coach[data-status="solved"] { box-shadow: inset 4px 0 0 #2f9e55; }
.coach[data-status="off-track"] { box-shadow: inset 4px 0 0 #b26b00; }
.coach[data-status="dead"] { box-shadow: inset 4px 0 0 #c62f2f; }
.refusal { max-width: 80%; line-height: 1.3; } /* placed by www/play/play-mode.js inside the box, off its square */
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; animation: none !important; }
}
/* ---- The Labels control (www/board/board-look.js). */
.labels-choice { display: inline-flex; align-items: center; gap: 0.3em; }
/* ---- Dark theme (issue 41): the system's prefers-color-scheme; the canvas
   follows through BoardView.setDark (www/board/board-look.js). */
@media (prefers-color-scheme: dark) {
  :root, :host { color-scheme: dark; }
  button { border-color: #4a433c; background: #2a2622; }
  button:hover:not(:disabled) { border-color: #62584e; background: #35302b; }
  select, input { background: #2a2622; border-color: #4a433c; }
  .primary { background: #1f6feb; border-color: #1f6feb; color: #fff; }
  .primary:hover:not(:disabled) { background: #1a5fcc; border-color: #1a5fcc; }
  .tools button[aria-checked="true"], .moves li[aria-current] button { background: #1d3357; color: #d4e3ff; }
  .modes button[aria-pressed="true"] { background: #ece6dc; color: #1c1916; }
  .badge.good, .status.ok { background: #16331f; color: #9fe0b2; }
  .badge.warn { background: #3a2a10; color: #f3c77e; }
  .badge.bad, .status.bad { background: #3d1717; color: #ffaaa3; }
  .count, .stats dt, .moves .num { color: #b5aa9e; }
  .help.bad { color: #ff9b93; }
  .link { background: none; color: #8ab4ff; }
  .coach { border-color: #4a433c; }
  .dot { border-color: #ece6dc; }
  .swatch.wall { border-color: #8a7e72; }
  [data-part="wrap"][data-undrawn]::after { background: rgba(24, 21, 18, 0.88); }
  [data-part="wrap"][data-legend]::before { background: rgba(24, 21, 18, 0.82); color: #f3ece1; }
}
/* ---- Forced colours (Windows High Contrast): the system repaints every
   colour, so what colour alone told apart gets a border, a mark or a
   pattern too. */
@media (forced-colors: active) {
  .modes button[aria-pressed="true"], .tools button[aria-checked="true"], .segmented button[aria-checked="true"] {
    border: 3px double CanvasText;
    font-weight: 700;
    text-decoration: underline;
  }
  .modes button[aria-pressed="true"]::before, .segmented button[aria-checked="true"]::before { content: "✓ " / ""; }
  .swatch { forced-color-adjust: none; border: 1px solid CanvasText; }
  .swatch.empty { background: Canvas; }
  .swatch.wall { background: repeating-linear-gradient(45deg, CanvasText 0 2px, Canvas 2px 4px); } /* hatched, as a drawing's walls */
  .swatch.peg { background: CanvasText; border-radius: 50%; }
  .swatch.frontier { background: repeating-linear-gradient(45deg, CanvasText 0 2px, Canvas 2px 5px); }
  .swatch.expanded { background: CanvasText; border-style: double; border-width: 3px; }
}
`;

/** The shared sheet, made once. */
export const boardStyles = () => sheetOf(BOARD_CSS);
