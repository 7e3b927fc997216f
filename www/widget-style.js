// The <board-puzzle> element's styles, adopted into its shadow root as a
// constructable stylesheet: a strict Content-Security-Policy (style-src
// falling back to 'self') blocks <style> elements but not adopted sheets,
// and the shadow root keeps these rules in and the host page's rules out.
// What the page shares with it is in www/board-style.js (adopted first);
// these are the element's own sizes and layout.

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
* { box-sizing: border-box; }
[hidden] { display: none !important; }
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
/* canvas: its box, www/board-style.js */
canvas:focus-visible { outline: 3px solid #1f6feb; outline-offset: -3px; }
.row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
button, input, select { font: inherit; color: inherit; }
button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 38px;
  min-height: 38px;
  padding: 4px 9px;
  border: 1px solid #e3ddd4;
  border-radius: 8px;
  background: #fff;
  cursor: pointer;
}
button:hover:not(:disabled) { border-color: #cfc6b9; background: #faf8f5; }
button:disabled { opacity: 0.45; cursor: default; }
button:focus-visible, input:focus-visible { outline: 2px solid #1f6feb; outline-offset: 2px; }
button svg { width: 18px; height: 18px; fill: currentColor; }
button.primary { background: #1f6feb; border-color: #1f6feb; color: #fff; font-weight: 600; }
button.primary:hover:not(:disabled) { background: #1a5fcc; }
.tools button[aria-checked="true"] { border-color: #1f6feb; background: #e8f0fe; color: #0b3d91; }
.tools img { width: 22px; height: 22px; }
.swatch { display: inline-block; width: 16px; height: 16px; border-radius: 3px; border: 1px solid #b9afa2; }
.swatch.empty { background: #f6f1e8; }
.swatch.wall { background: #4a423b; }
.swatch.peg { background: #2f5fa8; border-color: #1c3a6b; border-radius: 50%; }
.play span { display: contents; } /* its icon is the button's flex item (board-style.js hides the other) */
.scrub { flex: 1 1 90px; min-width: 80px; }
.count { min-width: 4.5em; text-align: center; font-variant-numeric: tabular-nums; color: #6f655c; font-size: 0.9em; }
.stats { font-size: 0.9em; }
.stats p { margin: 0; }
.stats .help { color: #6f655c; }
.stats .help.bad, .error { color: #c62f2f; }
.headline { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 0 0 4px; font-size: 1.05em; }
.badge { font-size: 0.78em; font-weight: 600; padding: 1px 8px; border-radius: 999px; }
.reason { margin: 0 0 4px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0 12px; margin: 0; }
dt { color: #6f655c; }
dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
.moves { max-height: 12em; overflow: auto; margin: 0; padding: 0; list-style: none; position: relative; font-size: 0.9em; contain: content; }
.moves button {
  width: 100%;
  min-height: 30px;
  justify-content: flex-start;
  border-color: transparent;
  font-variant-numeric: tabular-nums;
}
.moves .num { min-width: 2.2em; color: #6f655c; text-align: right; }
.keys { margin: 0; color: #6f655c; font-size: 0.8em; }
/* .sr: www/board-style.js */
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
@media (prefers-reduced-motion: reduce) {
  * { transition: none !important; animation: none !important; }
}
[data-shown="false"] { display: none !important; }
.top { justify-content: space-between; }
.history button { min-width: 34px; }
.history svg { width: 18px; height: 18px; fill: currentColor; }
.status { margin: 0; font-size: 0.9em; padding: 4px 8px; border-radius: 6px; }
.status:empty { display: none; }
.progress .bar { height: 4px; background: #ece6dc; border-radius: 2px; overflow: hidden; }
.progress .bar span { display: block; height: 100%; width: 30%; background: #1f6feb; }
.progress .bar span.determinate { transition: width 0.2s; }
.progress-text { margin: 2px 0 0; font-size: 0.85em; color: #6f655c; }
.options { gap: 8px; }
.option { display: inline-flex; align-items: center; gap: 6px; font-size: 0.9em; }
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
.link { border: none; background: none; color: #1f6feb; text-decoration: underline; min-height: 0; padding: 2px 4px; }
.speed-select { min-height: 38px; }
.wrap[data-undrawn]::after { padding: 16px; }
/* Play mode (issue 14) */
:host([data-mode="play"]) .setup-only { display: none !important; }
.modes button { padding: 3px 12px; font-weight: 600; }
.modes button[aria-pressed="true"] { background: #2a2520; color: #fff; }
.play-box { display: grid; gap: 4px; }
.coach { margin: 0; padding: 6px 9px; border: 1px solid #e3ddd4; border-radius: 8px; min-height: 2.4em; }
.coach[data-status="on-track"], .coach[data-status="solved"] { box-shadow: inset 4px 0 0 #2f9e55; }
.coach[data-status="off-track"] { box-shadow: inset 4px 0 0 #b26b00; }
.coach[data-status="dead"] { box-shadow: inset 4px 0 0 #c62f2f; }
.refusal {
  transform: translate(-50%, calc(-100% - 16px));
  max-width: 80%;
  padding: 4px 8px;
  border-radius: 7px;
  font-size: 13px;
}
.refusal.below { transform: translate(-50%, 16px); }
`;
