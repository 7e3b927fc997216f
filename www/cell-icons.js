// The picture on a palette button, one per notation symbol, shared by the
// page's palette (www/editor.js) and the element's (www/embed.js). What a
// symbol is called comes from puzzles() (`editor.cells`, format.js
// cellName/cellShort); only its look is here, and a symbol without one
// shows as itself. Images load relative to this file, so the element finds
// them from any host path or origin, and bundlers emit them.
import { el } from "./dom.js";

/** Symbols drawn as a picture, each URL in the literal form bundlers emit as an asset. */
const IMAGES = {
  N: () => new URL("./icons/knight-white.svg", import.meta.url).href,
  n: () => new URL("./icons/knight-black.svg", import.meta.url).href,
  Q: () => new URL("./icons/queen.svg", import.meta.url).href,
};
/** Symbols drawn as a swatch: its class (the page's style.css and the element's widget-style.js colour them). */
const SWATCHES = { ".": "empty", "#": "wall", o: "peg" };

/** The picture of palette symbol `symbol`, `size` CSS px (decorative: the button carries the name). */
export function cellIcon(symbol, size = 22) {
  if (IMAGES[symbol]) return el("img", { src: IMAGES[symbol](), alt: "", width: size, height: size });
  if (SWATCHES[symbol]) return el("span", { class: `swatch ${SWATCHES[symbol]}`, "aria-hidden": "true" });
  return el("span", { "aria-hidden": "true" }, symbol);
}
