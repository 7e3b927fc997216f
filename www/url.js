// Share links: the URL's hash holds the puzzle, the position (docs/NOTATION.md
// notation) and the options, e.g.
//   #puzzle=knight-swap&board=nnn/.../.../NNN&goal=NNN/.../.../nnn&algorithm=bfs
//   #puzzle=knight-path&rows=500&cols=500&from=0,0&to=499,499
//   #puzzle=knight-tour&board=......../…&from=0,0&closed=true
// The fields and their text forms are those of request.js.
import { readFields, writeFields } from "./request.js";

const MAX_OFF_IN_URL = 4000;

/**
 * Reads a hash ("#a=b&…" or "a=b&…"): { request, errors, params } where
 * request is null without a puzzle, errors name the fields that could not
 * be read (they are left out), and params holds every parameter (for the
 * widget's own keys such as controls).
 */
export function readParams(hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ""));
  if (!params.get("puzzle")) return { request: null, errors: [], params };
  const { request, errors } = readFields((field) => params.get(field));
  return { request, errors, params };
}

/** The request in the page's hash, or null when there is none. */
export function readHash() {
  return readParams(location.hash).request;
}

/** The hash text (without "#") for `request`, plus `extra` [key, value] pairs. */
export function hashOf(request, extra = []) {
  const p = new URLSearchParams();
  for (const [field, text] of writeFields(request, "url")) {
    if (field === "off" && request.off.length > MAX_OFF_IN_URL) continue;
    p.set(field, text);
  }
  for (const [k, v] of extra) p.set(k, v);
  // "/", "," and ";" read fine in a hash; keep links legible.
  return p.toString().replaceAll("%2F", "/").replaceAll("%2C", ",").replaceAll("%3B", ";");
}

/** The page's address showing `request`. */
export function linkFor(request) {
  return `${location.origin}${location.pathname}${location.search}#${hashOf(request)}`;
}

/** Puts `request` in the hash without adding a history entry. */
export function writeHash(request) {
  history.replaceState(null, "", `#${hashOf(request)}`);
}
