// Copy-paste code for what is on screen: the <board-puzzle> element and the
// embed.html iframe. The code is text for the clipboard and for <pre>/<input>
// boxes (textContent, value); it is never parsed as HTML here.
import { count } from "./format.js";
import { attributeName, writeFields } from "./request.js";
import { playAttributes, playPairs } from "./play-link.js";
import { MAX_LINK, encodeHash, hashOf } from "./url.js";

/** Escapes `text` for a double-quoted HTML attribute. */
const attr = (text) => String(text).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The site root (where index.html, embed.js and embed.html live) for `url`. */
export function siteRoot(url = location.href) {
  return new URL(".", url).href;
}

/**
 * The snippet for `request` as a <board-puzzle> element, with its script
 * tag. `extra` holds more attributes, e.g. { readonly: true, controls: "play step" }.
 */
export function elementCode(request, extra = {}, root = siteRoot()) {
  // In Play mode the `mode` attribute says "play" (the request's own mode does not apply to a game).
  const fields = writeFields(request, "attr").filter(([f]) => !(f === "mode" && extra.mode === "play"));
  const attrs = fields.map(([f, text]) => ` ${attributeName(f)}="${attr(text)}"`);
  for (const [k, v] of Object.entries(extra)) {
    if (v === true) attrs.push(` ${k}`);
    else if (v !== false && v !== undefined && v !== "") attrs.push(` ${k}="${attr(v)}"`);
  }
  return `<script src="${attr(`${root}embed.js`)}"></script>\n<board-puzzle${attrs.join("")}></board-puzzle>`;
}

/** The snippet for `request` as an iframe of embed.html (sized by the frame's messages, see embed-docs.html). */
export function frameCode(request, extra = [], root = siteRoot()) {
  const src = `${root}embed.html#${hashOf(request, extra)}`;
  return `<iframe src="${attr(src)}" title="Board puzzle: ${attr(request.puzzle)}" width="420" height="560" loading="lazy" data-board-puzzle></iframe>`;
}

/** More walls than this make the element's `off` attribute too long to paste; the frame packs them. */
const ELEMENT_OFF = 2_000;

/** Which snippet works where, for the page to show beside them. */
export const WHERE = {
  element:
    "The <board-puzzle> element: pages that load scripts from this site (same site, or a site whose " +
    "Content-Security-Policy allows this origin in script-src and connect-src, and blob: and this origin in worker-src).",
  frame: "The iframe: any page that may frame this site, whatever its script policy (worker-src 'self' included).",
};

/**
 * Both snippets for `request`, walls packed as in share links (`play`: the
 * board's play state, as url.js playPairs takes it, so an exercise embeds
 * with the moves made):
 * { element, frame, elementMissing, frameTooLong, where } where
 * `elementMissing` says why the element's attributes cannot carry this
 * board (more than 2 000 walls listed: use the frame; a seeded random
 * board goes as its `random-off` attribute)
 * and `frameTooLong` is true when even the frame's packed link passes
 * MAX_LINK. `extra` are the element's extra attributes (as elementCode),
 * also given to the frame as hash keys.
 */
export async function snippets(request, extra = {}, root = siteRoot(), play = {}) {
  const pairs = Object.entries(extra)
    .filter(([, v]) => v !== false && v !== undefined && v !== "")
    .map(([k, v]) => [k, v === true ? "" : String(v)]);
  pairs.push(...playPairs(play));
  extra = { ...extra, ...playAttributes(play) };
  const src = `${root}embed.html#${await encodeHash(request, { extra: pairs })}`;
  const frame = `<iframe src="${attr(src)}" title="Board puzzle: ${attr(request.puzzle)}" width="420" height="560" loading="lazy" data-board-puzzle></iframe>`;
  let elementMissing = null;
  // A seeded random board goes as its random-off attribute; an edited one lists its walls.
  if ((request.off?.length ?? 0) > ELEMENT_OFF) {
    elementMissing = `${count(request.off.length)} walls are too many for the element's attributes: use the iframe`;
  }
  return {
    element: elementCode(request, extra, root),
    frame,
    elementMissing,
    frameTooLong: src.length > MAX_LINK,
    where: WHERE,
  };
}

/**
 * Copies `text` to the clipboard; resolves true when it worked. Where the
 * clipboard is refused (no permission, not a secure context) it resolves
 * false and the caller shows the text to copy by hand.
 */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
