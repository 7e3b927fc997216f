// Copy-paste code for what is on screen: the <board-puzzle> element and the
// embed.html iframe. The code is text for the clipboard and for <pre>/<input>
// boxes (textContent, value); it is never parsed as HTML here.
import { attributeName, writeFields } from "./request.js";
import { hashOf } from "./url.js";

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
  const attrs = writeFields(request, "attr").map(([f, text]) => ` ${attributeName(f)}="${attr(text)}"`);
  for (const [k, v] of Object.entries(extra)) {
    if (v === true) attrs.push(` ${k}`);
    else if (v !== false && v !== undefined && v !== "") attrs.push(` ${k}="${attr(v)}"`);
  }
  return `<script type="module" src="${attr(`${root}embed.js`)}"></script>\n<board-puzzle${attrs.join("")}></board-puzzle>`;
}

/** The snippet for `request` as an iframe of embed.html (sized by the frame's messages, see embed-docs.html). */
export function frameCode(request, extra = [], root = siteRoot()) {
  const src = `${root}embed.html#${hashOf(request, extra)}`;
  return `<iframe src="${attr(src)}" title="Board puzzle: ${attr(request.puzzle)}" width="420" height="560" loading="lazy" data-board-puzzle></iframe>`;
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
