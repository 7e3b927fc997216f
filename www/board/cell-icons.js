// The picture on a palette button, one per notation symbol, shared by the
// page's palette (www/page/setup-panel.js) and the element's (www/embed.js). What a
// symbol is called comes from puzzles() (`editor.cells`, format.js
// cellName/cellShort); only its look is here, and a symbol without one
// shows as itself; on a board whose knights are another leaper (issue 42)
// the knights' pictures are the board's own (BoardView.pieceSvg, via
// www/board/tools.js), the token the board draws. Each picture is SVG markup inside this module (issue
// 41): nothing to fetch, so no site generator or bundler can move, turn
// into JavaScript or lose it, and no CSP img-src applies. The same
// drawings are in www/icons/ for index.html's icon and brand (a unit test
// of tests/e2e-bundlers.test.mjs keeps them equal).
import { el } from "../base/dom.js";

/** Symbols drawn as a picture: the SVG markup of www/icons/knight-white.svg, knight-black.svg, queen.svg. */
const IMAGES = {
  N: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g stroke="#1d1a17" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round" fill="#fbfaf7"><path d="M 24 90 C 23 74 30 64 44 56 C 38 56 31 58 26 62 C 21 65 16 63 14 59 C 11 55 12 51 16 47 L 32 30 C 34 24 38 19 43 17 L 44 8 L 51 15 L 55 9 L 59 18 C 75 24 84 44 80 90 Z"/><path d="M 23 84 L 81 84 Q 84 84 84 87 L 84 91 Q 84 94 81 94 L 23 94 Q 20 94 20 91 L 20 87 Q 20 84 23 84 Z"/></g><g fill="#1d1a17"><ellipse cx="40" cy="33" rx="3.4" ry="2.7" transform="rotate(-28.6 40 33)"/><circle cx="19.5" cy="52" r="1.9"/></g><path d="M 60 24 C 70 34 74 52 72 80" fill="none" stroke="#1d1a17" stroke-width="2.8" stroke-linecap="round"/></svg>`,
  n: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g stroke="#0c0a09" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round" fill="#24201d"><path d="M 24 90 C 23 74 30 64 44 56 C 38 56 31 58 26 62 C 21 65 16 63 14 59 C 11 55 12 51 16 47 L 32 30 C 34 24 38 19 43 17 L 44 8 L 51 15 L 55 9 L 59 18 C 75 24 84 44 80 90 Z"/><path d="M 23 84 L 81 84 Q 84 84 84 87 L 84 91 Q 84 94 81 94 L 23 94 Q 20 94 20 91 L 20 87 Q 20 84 23 84 Z"/></g><g fill="#ece6dc"><ellipse cx="40" cy="33" rx="3.4" ry="2.7" transform="rotate(-28.6 40 33)"/><circle cx="19.5" cy="52" r="1.9"/></g><path d="M 60 24 C 70 34 74 52 72 80" fill="none" stroke="#ece6dc" stroke-width="2.8" stroke-linecap="round"/></svg>`,
  Q: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g stroke="#1d1a17" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round" fill="#fbfaf7"><circle cx="12" cy="31" r="5.5"/><circle cx="32" cy="20" r="5.5"/><circle cx="50" cy="12" r="5.5"/><circle cx="68" cy="20" r="5.5"/><circle cx="88" cy="31" r="5.5"/><path d="M 24 80 L 12 33 L 31 54 L 32 22 L 44 50 L 50 15 L 56 50 L 68 22 L 69 54 L 88 33 L 76 80 Z"/><path d="M 22 82 L 78 82 Q 82 82 82 86 L 82 90 Q 82 94 78 94 L 22 94 Q 18 94 18 90 L 18 86 Q 18 82 22 82 Z"/></g></svg>`,
};
/** Symbols drawn as a swatch: its class (the page's style.css and the element's widget-style.js colour them). */
const SWATCHES = { ".": "empty", "#": "wall", o: "peg" };

/**
 * The picture of palette symbol `symbol`, `size` CSS px (decorative: the
 * button carries the name); `picture`, SVG markup, replaces a piece's
 * drawing (the board's own, BoardView.pieceSvg: a leaper's token).
 */
export function cellIcon(symbol, size = 22, picture = undefined) {
  if (picture) return svgIcon(picture, size);
  if (IMAGES[symbol]) return svgIcon(IMAGES[symbol], size);
  if (SWATCHES[symbol]) return el("span", { class: `swatch ${SWATCHES[symbol]}`, "aria-hidden": "true" });
  return el("span", { "aria-hidden": "true" }, symbol);
}

/** An inline <svg> of `markup`, `size` CSS px, hidden from assistive technology. */
function svgIcon(markup, size) {
  const svg = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
  for (const [name, value] of [
    ["width", size],
    ["height", size],
    ["aria-hidden", "true"],
    ["focusable", "false"],
    ["class", "icon"],
  ])
    svg.setAttribute(name, String(value));
  return document.importNode(svg, true);
}
