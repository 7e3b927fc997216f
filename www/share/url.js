// Share links: the URL's hash holds the puzzle, the position (docs/NOTATION.md
// notation), the markers, the walls, the options and the algorithm, e.g.
//   #puzzle=knight-swap&board=nnn/.../.../NNN&goal=NNN/.../.../nnn&algorithm=bfs
//   #puzzle=knight-path&rows=500&cols=500&from=0,0&to=499,499&off=3,4;7,7
//   #puzzle=knight-path&rows=2000&cols=2000&randomOff=0.2,20240607&offx=…&from=0,0&to=1999,1999
// The fields and their text forms are those of request.js, plus three that
// keep any number of walls in a short link:
//   randomOff=F,S  the board's seeded random walls (request field randomOff)
//   offz=…         the off squares, packed: row-major cell indices, sorted,
//                  as LEB128 varints of (gap − 1), deflated, base64url
//   offx=…         packed the same way: the squares that differ from the
//                  randomOff walls (edits of a seeded board, both ways: the
//                  request's `off` and `on` together)
// and, when the text is still long (a big `board`), `z=…`: the whole hash
// deflated and base64url'ed. A link longer than MAX_LINK characters is not
// made: encodeLink answers {tooLong, file} so the page can offer the request
// as a file instead (readRequestFile reads it back).
//
// The packing is www/share/link-packing.js, the seeded walls www/share/seeded-walls.js,
// a played board's moves www/share/play-link.js.
//
// Reading never guesses: every field that cannot be read gives a
// LinkProblem naming the field and why, and the page shows them.
import { count } from "../base/format.js";
import { LinkProblem, clip } from "./link-problem.js";
import { cellsText, deflate, fromBase64url, inflate, textCells, toBase64url } from "./link-packing.js";
import { FIELDS, MAX_SIDE, formatValue, parseValue, writeFields } from "../controller/request.js";
import { offSquaresOf, rememberSeed, seedOf, sortedCells, sortedIncludes, symmetricDifference } from "./seeded-walls.js";

/** Longest link encodeLink makes (characters, whole URL). Browsers take
 * more (Chromium 2 MB), but chat apps, mail and servers cut links near this. */
export const MAX_LINK = 32_000;
/** More off squares than this go packed (offz/offx) rather than as "r,c;…". */
const PLAIN_OFF = 64;
/** A hash longer than this is deflated as a whole (z=…). */
const PLAIN_HASH = 2_000;
/** Largest whole number a link may give (its largest board side is request.js MAX_SIDE). */
const MAX_INT = 1_000_000_000;
/** Keys of the widget's frame (embed.html) beside the request's fields. */
export const FRAME_KEYS = ["readonly", "autoplay", "controls", "id", "play", "labels"];
/** Keys this module writes beside the request's fields. */
const PACKED_KEYS = ["randomOff", "offz", "offx", "z"];

// ------------------------------------------------------------ writing

/** Plain [key, text] pairs of `request` (sync; walls as an "r,c;…" list). */
function plainPairs(request) {
  // randomOff is written here as "fraction,seed" (request.js writes it as JSON, for the element's attribute).
  const pairs = writeFields(request, "url").filter(([f]) => f !== "randomOff");
  if (request.randomOff) {
    const at = pairs.findIndex(([f]) => f === "off" || f === "from" || f === "to");
    const pair = ["randomOff", `${request.randomOff.fraction},${request.randomOff.seed}`];
    pairs.splice(at < 0 ? pairs.length : at, 0, pair);
  }
  return pairs;
}

/** Hash text (without "#") of [key, text] pairs; "/", "," and ";" stay legible. */
function hashText(pairs) {
  const p = new URLSearchParams();
  for (const [k, v] of pairs) p.set(k, v);
  return p.toString().replaceAll("%2F", "/").replaceAll("%2C", ",").replaceAll("%3B", ";");
}

/**
 * The hash text (without "#") for `request`, plus `extra` [key, value]
 * pairs, every wall listed ("off=r,c;…"). Synchronous, so it never packs:
 * for a board with many walls use encodeLink, which does.
 */
export function hashOf(request, extra = []) {
  return hashText([...plainPairs(request), ...extra]);
}

/**
 * The hash text (without "#") for `request`, walls packed: `randomOff` plus
 * the edits when the board is a remembered seeded board edited (or given
 * `base`, a request with the seed), else `offz`; the whole deflated (z=…)
 * when long. Keeps every field of the request that request.js knows, and
 * randomOff.
 */
export async function encodeHash(request, { extra = [], base = null } = {}) {
  if (base) rememberSeed({ ...base, puzzle: request.puzzle });
  const off = request.off ?? [];
  const on = request.on ?? [];
  const pack = off.length + on.length > PLAIN_OFF && request.rows && request.cols;
  // Packing: a one-square stand-in keeps the place of `off` without writing 800 000 squares as text.
  const pairs = plainPairs(pack ? { ...request, off: [[0, 0]], on: undefined } : request);
  if (pack && request.randomOff) {
    // A seeded board as the view keeps it: the seed plus its edits, `off`
    // (walls added) and `on` (seeded walls taken away), which are exactly
    // the squares that differ from the seed's walls. No wall is drawn here.
    const at = pairs.findIndex(([f]) => f === "off");
    pairs.splice(at, 1, ["offx", await cellsText(sortedCells([...off, ...on], request.cols))]);
  } else if (pack) {
    const distinct = sortedCells(off, request.cols);
    let packed = null;
    let seed = null;
    const entry = seedOf(request);
    if (entry) {
      const edits = symmetricDifference(await entry.cells, distinct);
      if (edits.length < distinct.length) {
        seed = ["randomOff", `${entry.randomOff.fraction},${entry.randomOff.seed}`];
        packed = ["offx", await cellsText(edits)];
      }
    }
    packed ??= ["offz", await cellsText(distinct)];
    const at = pairs.findIndex(([f]) => f === "off");
    pairs.splice(at, 1, ...(seed ? [seed] : []), packed);
  }
  const text = hashText([...pairs, ...extra]);
  if (text.length <= PLAIN_HASH) return text;
  const z = `z=${toBase64url(await deflate(new TextEncoder().encode(text)))}`;
  return z.length < text.length ? z : text;
}

/**
 * The link to `page` (default: this page without its hash) showing
 * `request`: { url } or, past MAX_LINK characters, { tooLong: true, length,
 * file: { name, type, text } } where `text` is the request as JSON (every
 * wall listed; the JS API's solve() takes it as it is, readRequestFile
 * reads it back).
 */
export async function encodeLink(request, { page = pageAddress(), extra = [], base = null, max = MAX_LINK } = {}) {
  const url = `${page}#${await encodeHash(request, { extra, base })}`;
  if (url.length <= max) return { url };
  return {
    tooLong: true,
    length: url.length,
    file: { name: `board-puzzle-${request.puzzle ?? "request"}.json`, type: "application/json", text: JSON.stringify(request) },
  };
}

/** This page's address without its hash. */
export function pageAddress() {
  return `${location.origin}${location.pathname}${location.search}`;
}

/** The page's address showing `request` (sync, walls listed; see encodeLink). */
export function linkFor(request) {
  return `${pageAddress()}#${hashOf(request)}`;
}

let written = 0;
/**
 * Puts `request` in the hash without adding a history entry (packed as
 * encodeHash does). Resolves to { url } or, when the link would be too
 * long, { tooLong, file } and leaves the address as it was.
 */
export async function writeHash(request, extra = []) {
  const mine = ++written;
  const link = await encodeLink(request, { extra });
  if (mine === written && link.url) history.replaceState(history.state, "", link.url);
  return link;
}

// ------------------------------------------------------------ reading

const INT_RANGE = { rows: [1, MAX_SIDE], cols: [1, MAX_SIDE], n: [1, MAX_INT], maxSolutions: [1, MAX_INT] };

function readRandomOff(text, problems) {
  if (String(text).trim().startsWith("{")) {
    // The JSON form of the element's random-off attribute, {"fraction":F,"seed":S}.
    try {
      const { fraction, seed } = JSON.parse(text);
      text = `${fraction},${seed}`;
    } catch {
      problems.push(new LinkProblem("randomOff", `"${clip(text)}" is not JSON, e.g. {"fraction":0.2,"seed":7}`));
      return undefined;
    }
  }
  const parts = String(text).split(",");
  const fraction = Number(parts[0]);
  const seed = Number(parts[1]);
  if (parts.length !== 2 || parts[0].trim() === "" || !(fraction >= 0 && fraction <= 0.9)) {
    problems.push(new LinkProblem("randomOff", `"${clip(text)}" is not "fraction,seed" with a fraction from 0 to 0.9`));
    return undefined;
  }
  if (!/^\s*\d+\s*$/.test(parts[1]) || !Number.isSafeInteger(seed)) {
    problems.push(new LinkProblem("randomOff", `seed "${clip(parts[1])}" is not a whole number up to 2^53`));
    return undefined;
  }
  return { fraction, seed };
}

/** Reads the fields of `params` (sync part): { request, problems }. */
function readPlain(params, { allow = FRAME_KEYS } = {}) {
  const request = {};
  const problems = [];
  for (const key of new Set(params.keys())) {
    if (!(key in FIELDS) && !PACKED_KEYS.includes(key) && !allow.includes(key)) {
      problems.push(new LinkProblem(key, "is not a field of a board-puzzles link"));
    }
  }
  for (const [field, kind] of Object.entries(FIELDS)) {
    const text = params.get(field);
    if (text === null || field === "randomOff") continue; // randomOff: readRandomOff below
    try {
      const value = parseValue(kind, text);
      const range = INT_RANGE[field];
      if (range && !(value >= range[0] && value <= range[1])) {
        throw new Error(`${value} is outside ${count(range[0])} to ${count(range[1])}`);
      }
      if (kind === "text" && text.trim() === "") throw new Error("is empty");
      request[field] = value;
    } catch (err) {
      problems.push(new LinkProblem(field, clip(err.message)));
    }
  }
  if (params.has("randomOff")) {
    const r = readRandomOff(params.get("randomOff"), problems);
    if (r) request.randomOff = r;
  }
  return { request, problems };
}

/** A known puzzle and algorithm, when `puzzles` (PuzzleInfo[]) is given. */
function checkNames(request, problems, puzzles) {
  if (!puzzles) return;
  const info = puzzles.find((p) => p.id === request.puzzle);
  if (!info) {
    problems.push(new LinkProblem("puzzle", `"${clip(request.puzzle)}" is not a puzzle; use one of ${puzzles.map((p) => p.id).join(", ")}`));
    delete request.puzzle;
    return;
  }
  if (request.algorithm !== undefined && !info.algorithms.some((a) => a.id === request.algorithm)) {
    problems.push(
      new LinkProblem(
        "algorithm",
        `"${clip(request.algorithm)}" is not an algorithm of ${info.id}; use one of ${info.algorithms.map((a) => a.id).join(", ")}`,
      ),
    );
    delete request.algorithm;
  }
}

/**
 * Reads a hash ("#a=b&…" or "a=b&…") synchronously: { request, errors,
 * params }. `request` is null for an empty hash; `errors` are LinkProblems
 * (their text is "field: why"), the fields at fault left out. Packed
 * fields (offz, offx, z) need readLink, which is async: here they are
 * named as errors.
 */
export function readParams(hash, { puzzles = null, allow = FRAME_KEYS } = {}) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ""));
  if ([...params.keys()].length === 0) return { request: null, errors: [], params };
  const { request, problems } = readPlain(params, { allow });
  for (const key of ["offz", "offx", "z"]) {
    if (params.has(key)) problems.push(new LinkProblem(key, "packed walls need readLink (async)"));
  }
  finish(request, problems, puzzles, [...params.keys()], allow);
  return { request: request.puzzle ? request : null, errors: problems, params };
}

function finish(request, problems, puzzles, keys = ["puzzle"], allow = []) {
  const asks = keys.some((k) => !allow.includes(k));
  if (request.puzzle === undefined && asks && !problems.some((p) => p.field === "puzzle")) {
    problems.push(new LinkProblem("puzzle", "missing: the link names no puzzle"));
  }
  if (request.puzzle !== undefined) checkNames(request, problems, puzzles);
}

/**
 * Reads a link's hash, packed fields too: resolves to { request, errors,
 * params } as readParams does (`request` null when the hash is empty or
 * names no known puzzle; `errors` LinkProblems naming each field at fault
 * and why). `puzzles` (the module's puzzles()) lets it check the puzzle
 * and algorithm names.
 */
export async function readLink(hash, { puzzles = null, allow = FRAME_KEYS } = {}) {
  let params = new URLSearchParams(String(hash).replace(/^#/, ""));
  if ([...params.keys()].length === 0) return { request: null, errors: [], params };
  if (params.has("z")) {
    try {
      const inner = new TextDecoder("utf-8", { fatal: true }).decode(await inflate(fromBase64url(params.get("z"))));
      const outer = params;
      params = new URLSearchParams(inner);
      for (const [k, v] of outer) if (k !== "z") params.append(k, v);
    } catch (err) {
      return { request: null, errors: [new LinkProblem("z", `cannot be unpacked: ${clip(err.message ?? err)}`)], params };
    }
  }
  const { request, problems } = readPlain(params, { allow });
  const cells = request.rows && request.cols ? request.rows * request.cols : 0;
  for (const key of ["offz", "offx"]) {
    if (!params.has(key)) continue;
    if (!cells) {
      problems.push(new LinkProblem(key, "needs rows and cols"));
      continue;
    }
    if (key === "offx" && !request.randomOff) {
      problems.push(new LinkProblem("offx", "lists edits of seeded walls but the link has no (valid) randomOff"));
      continue;
    }
    let list;
    try {
      list = await textCells(params.get(key), cells);
    } catch (err) {
      problems.push(new LinkProblem(key, clip(err.message)));
      continue;
    }
    if (key === "offx") {
      if (list.length === 0) continue; // unedited: the seed says it all
      try {
        // The seed stays; each edit is a wall added (`off`) or a seeded
        // wall taken away (`on`): the board is never listed wall by wall.
        const base = await offSquaresOf({ puzzle: request.puzzle, rows: request.rows, cols: request.cols, randomOff: request.randomOff });
        const cols = request.cols;
        const square = (cell) => [Math.floor(cell / cols), cell % cols];
        const off = request.off ?? [];
        const on = request.on ?? [];
        for (const cell of list) (sortedIncludes(base, cell) ? on : off).push(square(cell));
        if (off.length) request.off = off;
        if (on.length) request.on = on;
      } catch (err) {
        problems.push(new LinkProblem("randomOff", clip(err.message ?? err)));
      }
      continue;
    }
    const cols = request.cols;
    const off = request.off ?? [];
    for (let i = 0; i < list.length; i++) {
      off.push([Math.floor(list[i] / cols), list[i] % cols]);
      // Let the page breathe: 800 000 squares in slices of 100 000.
      if (i % 100_000 === 99_999) await new Promise((resolve) => setTimeout(resolve));
    }
    request.off = off;
  }
  finish(request, problems, puzzles, [...params.keys()], allow);
  return { request: request.puzzle ? request : null, errors: problems, params };
}

/** The request in the page's hash, or null when there is none (sync; see readLink). */
export function readHash() {
  return readParams(location.hash).request;
}

/**
 * Calls `onLink({ request, errors, params })` (as readLink gives) each time
 * the address's hash changes (a link pasted into the address bar of an
 * open tab, back/forward); writeHash's own updates do not count. Returns
 * the function that stops listening.
 */
export function onLinkChange(onLink, options = {}) {
  const listener = async () => onLink(await readLink(location.hash, options));
  addEventListener("hashchange", listener);
  return () => removeEventListener("hashchange", listener);
}

/**
 * Reads a request file (encodeLink's `file.text`, or any request as JSON):
 * { request, errors } with the same checks as a link.
 */
export function readRequestFile(text, { puzzles = null } = {}) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { request: null, errors: [new LinkProblem("file", `is not JSON: ${clip(err.message)}`)] };
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return { request: null, errors: [new LinkProblem("file", "is not a request object")] };
  }
  const params = new URLSearchParams();
  const problems = [];
  for (const [k, v] of Object.entries(value)) {
    if (k === "randomOff") params.set(k, v && typeof v === "object" ? `${v.fraction},${v.seed}` : String(v));
    else if (k in FIELDS) params.set(k, formatValue(FIELDS[k], v, "url"));
    else problems.push(new LinkProblem(k, "is not a field the page reads"));
  }
  const { request, problems: more } = readPlain(params, { allow: [] });
  problems.push(...more);
  finish(request, problems, puzzles);
  return { request: request.puzzle ? request : null, errors: problems };
}
