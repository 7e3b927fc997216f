// The <board-puzzle> element's styles, adopted into its shadow root as a
// constructable stylesheet: a strict Content-Security-Policy (style-src
// falling back to 'self') blocks <style> elements but not adopted sheets,
// and the shadow root keeps these rules in and the host page's rules out.
// The controls' look, shared with the page, is www/board/board-style.js (adopted
// first); these are the element's own sizes and layout.

export const WIDGET_CSS = `
:host {
  /* inline-block at full width: left where text is left, centred where the container centres (a slide) */
  display: inline-block;
  vertical-align: top;
  width: 100%;
  max-width: 560px;
  color: #2a2520;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  text-align: left;
}
:host([hidden]) { display: none; }
.widget {
  display: grid;
  gap: 6px;
  padding: 8px;
  background: #fff;
  border: 1px solid #e3ddd4;
  border-radius: 10px;
}
.wrap {
  position: relative;
  width: 100%;
  aspect-ratio: 1 / 1;
  min-height: 160px;
  margin-inline: auto; /* narrowed to fit the viewport's height (embed-fit.js): centred */
  background: #ece6dc;
  border-radius: 8px;
  overflow: hidden;
}
/* canvas: its box, www/board/board-style.js */
canvas:focus-visible { outline: 3px solid #1f6feb; outline-offset: -3px; }
.row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 38px;
  min-height: 38px;
  padding: 4px 9px;
}
button:focus-visible, input:focus-visible { outline: 2px solid #1f6feb; outline-offset: 2px; }
button svg { width: 18px; height: 18px; }
button.primary { font-weight: 600; }
.tools button[aria-checked="true"] { border-color: #1f6feb; }
.tools img { width: 22px; height: 22px; }
.swatch { display: inline-block; width: 16px; height: 16px; border-radius: 3px; border: 1px solid #b9afa2; }
.swatch.empty { background: #f6f1e8; }
.swatch.wall { background: #4a423b; }
.swatch.peg { background: #2f5fa8; border-color: #1c3a6b; border-radius: 50%; }
.play span { display: contents; } /* its icon is the button's flex item (board-style.js hides the other) */
.scrub { flex: 1 1 90px; min-width: 80px; }
.count { min-width: 4.5em; font-size: 0.9em; }
.stats { font-size: 0.9em; }
.stats p { margin: 0; }
.stats .help { color: #6f655c; }
.error { color: #c62f2f; }
.headline { gap: 6px; margin: 0 0 4px; font-size: 1.05em; }
.badge { font-size: 0.78em; padding: 1px 8px; }
.reason { margin: 0 0 4px; }
dl { gap: 0 12px; }
.moves { max-height: 12em; overflow: auto; margin: 0; font-size: 0.9em; }
.moves button {
  min-height: 30px;
  justify-content: flex-start;
  border-color: transparent;
}
.keys { margin: 0; color: #6f655c; font-size: 0.8em; }
/* .sr-only: www/board/board-style.js */
@media (max-width: 420px) {
  .widget { padding: 6px; }
  .tools .label { display: none; }
}
/* compact: slides and narrow columns (smaller controls, icons without labels, no key help) */
:host([compact]) { font-size: 13px; }
:host([compact]) .widget { gap: 4px; padding: 5px; }
:host([compact]) button { min-width: 30px; min-height: 30px; padding: 2px 6px; }
:host([compact]) button svg { width: 15px; height: 15px; }
:host([compact]) .speed-select { min-height: 30px; }
:host([compact]) .tools .label, :host([compact]) .keys { display: none; }
:host([compact]) .tools img { width: 18px; height: 18px; }
:host([compact]) .moves { max-height: 6em; }
[data-shown="false"] { display: none !important; }
.top { justify-content: space-between; }
/* The Solve bar's inner groups (www/controls/controls.js) lie in its one row. */
.bar .actions, .bar .player { display: contents; }
.speed { display: inline-flex; align-items: center; gap: 4px; font-size: 0.9em; color: #6f655c; }
.history button { min-width: 34px; }
.history svg { width: 18px; height: 18px; }
.status { margin: 0; font-size: 0.9em; padding: 4px 8px; border-radius: 6px; }
.progress .bar { background: #ece6dc; }
.progress .bar span { width: 30%; }
.progress .bar span.determinate { transition: width 0.2s; }
.progress-text { margin: 2px 0 0; font-size: 0.85em; color: #6f655c; }
.options { gap: 8px; }
.option { gap: 6px; font-size: 0.9em; }
.segmented { display: inline-flex; gap: 0; }
.segmented button { border-radius: 0; min-height: 32px; }
.segmented button:first-child { border-radius: 8px 0 0 8px; }
.segmented button:last-child { border-radius: 0 8px 8px 0; }
.segmented button[aria-checked="true"] { background: #1f6feb; color: #fff; border-color: #1f6feb; }
.widget { grid-template-columns: minmax(0, 1fr); }
.algorithm { font-size: 0.9em; gap: 6px; }
.algorithm select { min-height: 32px; min-width: 0; width: 100%; }
.note { margin: 0; font-size: 0.85em; color: #6f655c; }
.solutions { font-size: 0.9em; }
.link { min-height: 0; padding: 2px 4px; }
.speed-select { min-height: 38px; }
.wrap[data-undrawn]::after { padding: 16px; }
/* Play mode (issue 14) */
.modes button { padding: 3px 12px; }
.play-box { display: grid; gap: 4px; }
.coach { margin: 0; padding: 6px 9px; border-radius: 8px; min-height: 2.4em; }
.refusal {
  padding: 4px 8px;
  border-radius: 7px;
  font-size: 13px;
}
/* ---- Dark theme (issue 41): the element's own colours; the controls' are www/board/board-style.js. */
@media (prefers-color-scheme: dark) {
  :host { color: #ece6dc; }
  .widget { background: #1e1b18; border-color: #3d3731; }
  .wrap { background: #2a2622; }
  .stats .help, .keys, .speed, .progress-text, .note { color: #b5aa9e; }
  .error { color: #ff9b93; }
  .progress .bar { background: #3d3731; }
}
`;
