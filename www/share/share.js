// Copy-paste code for what is on screen: the <board-puzzle> element and the
// embed.html iframe. The code is text for the clipboard and for <pre>/<input>
// boxes (textContent, value); it is never parsed as HTML here.
import { count } from "../base/format.js";
import { attributeName, writeFields } from "../controller/request.js";
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

/** What a page's Content-Security-Policy, if it has one, must allow for the element. */
const ELEMENT_CSP =
  "a Content-Security-Policy, if the page has one, must allow this origin in script-src and connect-src, and blob: and this origin in worker-src";

/**
 * Which snippet works where and what each needs of the host, for the page to
 * show beside them: the element needs this site to send the CORS header
 * with its files when it is pasted on another site (`cors`: whether this
 * site does), the iframe needs nothing of either.
 */
export function where(cors) {
  return {
    element: cors
      ? `The <board-puzzle> element: on this site's pages and on any other site (this site sends Access-Control-Allow-Origin with its files); ${ELEMENT_CSP}.`
      : "The <board-puzzle> element: on this site's pages. On another site it needs this site to send the CORS header " +
        "Access-Control-Allow-Origin with its files, which it does not: use the iframe there, or serve the npm package " +
        `board-puzzles from your own site (embed-docs.html). ${ELEMENT_CSP[0].toUpperCase()}${ELEMENT_CSP.slice(1)}.`,
    frame:
      "The iframe: works on any page that may frame this site; it needs nothing of this site's host (no CORS header) " +
      "nor of the page's script policy (worker-src 'self' included).",
  };
}

/**
 * Whether the host of the files at `root` sends Access-Control-Allow-Origin
 * with them, read from a HEAD request for its embed.js (the element on
 * another site needs it). False when it cannot be told: the request failed
 * (a page opened from a file), or a host that sends the header only to
 * requests from another origin (a same-origin request carries no Origin).
 */
export async function sendsCors(root = siteRoot()) {
  try {
    const response = await fetch(new URL("embed.js", root), { method: "HEAD", cache: "no-store" });
    return response.ok && response.headers.has("access-control-allow-origin");
  } catch {
    return false;
  }
}

/**
 * The text Copy embed code gives for `code` (what snippets returns): both
 * snippets, each after a comment saying where it works and what it needs
 * of the host; the iframe first when this site sends no CORS header
 * (`cors` false), as then only the iframe works on another site.
 */
export function embedText(code, cors) {
  const words = where(cors);
  const element = code.elementMissing ? `<!-- The element cannot show this board: ${code.elementMissing}. -->` : code.element;
  const frame = code.frameTooLong ? "<!-- The iframe's link would be too long for this board: share the position as a file instead. -->" : code.frame;
  const parts = [`<!-- ${words.element} -->\n${element}`, `<!-- ${words.frame} -->\n${frame}`];
  return (cors ? parts : parts.reverse()).join("\n\n");
}

/**
 * Both snippets for `request`, walls packed as in share links (`play`: the
 * board's play state, as url.js playPairs takes it, so an exercise embeds
 * with the moves made):
 * { element, frame, elementMissing, frameTooLong } where
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
