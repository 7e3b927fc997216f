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
// Reading never guesses: every field that cannot be read gives a
// LinkProblem naming the field and why, and the page shows them.
import { FIELDS, formatValue, parseValue, writeFields } from "./request.js";

/** Longest link encodeLink makes (characters, whole URL). Browsers take
 * more (Chromium 2 MB), but chat apps, mail and servers cut links near this. */
export const MAX_LINK = 32_000;
/** More off squares than this go packed (offz/offx) rather than as "r,c;…". */
const PLAIN_OFF = 64;
/** A hash longer than this is deflated as a whole (z=…). */
const PLAIN_HASH = 2_000;
/** Largest board side and largest whole number a link may give. */
const MAX_SIDE = 10_000;
const MAX_INT = 1_000_000_000;
/** Keys of the widget's frame (embed.html) beside the request's fields. */
export const FRAME_KEYS = ["readonly", "autoplay", "controls", "id", "play"];
/** Keys this module writes beside the request's fields. */
const PACKED_KEYS = ["randomOff", "offz", "offx", "z"];

/** A field of a link that could not be read: `field` names it, `why` says why. */
export class LinkProblem {
  constructor(field, why) {
    this.field = field;
    this.why = why;
  }

  /** "field: why", so that problems join into a message. */
  get message() {
    return `${this.field}: ${this.why}`;
  }

  toString() {
    return this.message;
  }
}

// ------------------------------------------------------------ packing

/** Base64url (RFC 4648 §5, no padding) of `bytes`. */
export function toBase64url(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Bytes of base64url `text`; throws on characters outside the alphabet. */
export function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("is not base64url text");
  const bin = atob(text.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (text.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function through(stream, bytes) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** `bytes` deflated (zlib format, CompressionStream "deflate"). */
export const deflate = (bytes) => through(new CompressionStream("deflate"), bytes);
/** `bytes` inflated; rejects on data that is not zlib's. */
export const inflate = (bytes) => through(new DecompressionStream("deflate"), bytes);

/** Sorted distinct cell indices → varints of the gaps minus one. */
export function packCells(cells) {
  const out = new Uint8Array(cells.length * 5);
  let n = 0;
  let last = -1;
  for (const cell of cells) {
    let gap = cell - last - 1;
    if (!(gap >= 0)) throw new Error("cells must be sorted and distinct");
    last = cell;
    while (gap >= 0x80) {
      out[n++] = (gap % 0x80) | 0x80;
      gap = Math.floor(gap / 0x80);
    }
    out[n++] = gap;
  }
  return out.subarray(0, n);
}

/** Inverse of packCells; every index must be below `limit`. */
export function unpackCells(bytes, limit) {
  const cells = [];
  let last = -1;
  let i = 0;
  while (i < bytes.length) {
    let gap = 0;
    let scale = 1;
    for (;;) {
      if (i >= bytes.length || scale > 2 ** 35) throw new Error("ends inside a number");
      const b = bytes[i++];
      gap += (b & 0x7f) * scale;
      scale *= 0x80;
      if (b < 0x80) break;
    }
    last += gap + 1;
    if (last >= limit) throw new Error(`names cell ${last}, past the board's ${limit} cells`);
    cells.push(last);
  }
  return cells;
}

/** Packed text (offz/offx) of sorted distinct cell indices. */
async function cellsText(cells) {
  return toBase64url(await deflate(packCells(cells)));
}

/** Cell indices from packed text; throws an Error saying why not. */
async function textCells(text, limit) {
  let bytes;
  try {
    bytes = await inflate(fromBase64url(text));
  } catch (err) {
    throw new Error(`is not packed data (${err.message ?? err})`);
  }
  return unpackCells(bytes, limit);
}

// ------------------------------------------------------------ seeded walls

/** The worker that draws seeded walls (a Solver of its own: a share never cancels a solve); closed when idle. */
let helper = null;
let pending = 0;
let idle = 0;
let queue = Promise.resolve(); // one at a time: a Solver's new job cancels its running one
/** The off cells of `request`'s board (offSquares of the wasm module, in a worker: 4 M random draws take a second). */
async function offSquaresOf(request) {
  clearTimeout(idle);
  pending++;
  try {
    helper ??= import("./solver.js").then(({ Solver }) => new Solver());
    const h = helper;
    const mine = queue.then(async () => (await h).offSquares(request));
    queue = mine.catch(() => {});
    return await mine;
  } finally {
    if (--pending === 0) {
      idle = setTimeout(async () => {
        const h = helper;
        helper = null;
        (await h)?.close();
      }, 10_000);
    }
  }
}

/** The last seeded boards seen, so that an edited one links as seed + edits. */
const seeded = new Map(); // "rows×cols" → { randomOff, cells: Promise<Uint32Array> }
const seedKey = (r) => `${r.rows}×${r.cols}`;

/**
 * Remembers the seeded random board of `request` (one with `randomOff`):
 * a later link of a board of the same size given wall by wall (no
 * `randomOff`) is written as that seed plus the squares that differ.
 * encodeHash calls it for its `base` option. (The page's own requests keep
 * their seed and its edits, `off` and `on`: they need none of this.)
 */
export function rememberSeed(request) {
  if (!request?.randomOff || !request.rows || !request.cols) return;
  const key = seedKey(request);
  const old = seeded.get(key);
  if (old && old.randomOff.fraction === request.randomOff.fraction && old.randomOff.seed === request.randomOff.seed) return;
  const base = { puzzle: request.puzzle, rows: request.rows, cols: request.cols, randomOff: request.randomOff };
  const entry = { randomOff: { ...request.randomOff }, cells: null };
  entry.cells = offSquaresOf(base);
  entry.cells.catch(() => seeded.delete(key));
  seeded.set(key, entry);
}

/** Row-major cell indices of `squares` ([row, col] pairs), sorted and distinct (a plain loop: 800 000 walls in a few ms). */
function sortedCells(squares, cols) {
  const n = squares.length;
  const cells = new Uint32Array(n);
  let sorted = true;
  for (let i = 0; i < n; i++) {
    const sq = squares[i];
    cells[i] = sq[0] * cols + sq[1];
    if (i > 0 && cells[i] <= cells[i - 1]) sorted = false;
  }
  if (sorted) return cells;
  cells.sort(); // numeric for typed arrays
  let k = 0;
  for (let i = 0; i < n; i++) if (i === 0 || cells[i] !== cells[k - 1]) cells[k++] = cells[i];
  return cells.subarray(0, k);
}

/** Whether the sorted list `cells` holds `cell` (binary search). */
function includes(cells, cell) {
  let lo = 0;
  let hi = cells.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cells[mid] < cell) lo = mid + 1;
    else hi = mid;
  }
  return lo < cells.length && cells[lo] === cell;
}

/** Sorted indices in exactly one of the sorted lists `a` and `b`. */
function symmetricDifference(a, b) {
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) out.push(a[i++]);
    else if (i >= a.length || b[j] < a[i]) out.push(b[j++]);
    else {
      i++;
      j++;
    }
  }
  return out;
}

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
    const entry = seeded.get(seedKey(request));
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

// ------------------------------------------------------------ play

/** A square as link text: "r,c". */
const squareText = ([r, c]) => `${r},${c}`;

/**
 * The [key, value] pair a link adds for a board being played (issue 14):
 * `play=` followed by the moves made, `r,c-r,c_r,c-r,c…` (from-to; a
 * jump's `over` is found again by the rules), or the pieces placed,
 * `r,c_r,c…`; `play=` alone for no move yet. None in setup. (Its own key:
 * `mode` is the request's field, "one" / "all" / "count".)
 */
export function playPairs({ mode = "setup", played = [], placed = [] } = {}) {
  if (mode !== "play") return [];
  const moves = played.map((s) => `${squareText(s.from)}-${squareText(s.to)}`);
  return [["play", [...moves, ...placed.map(squareText)].join("_")]];
}

/**
 * The <board-puzzle> attributes for a board being played, from the same
 * state as playPairs: { mode: "play", played: "r,c-r,c_…", placed:
 * "r,c_…" } (empty lists as ""); {} in setup. The element reads them back
 * (www/embed.js), so an exercise embeds as it is on screen.
 */
export function playAttributes({ mode = "setup", played = [], placed = [] } = {}) {
  if (mode !== "play") return {};
  return {
    mode: "play",
    played: played.map((s) => `${squareText(s.from)}-${squareText(s.to)}`).join("_"),
    placed: placed.map(squareText).join("_"),
  };
}

/**
 * Reads what playPairs wrote from a link's `params`: { mode, played,
 * placed, errors } (errors are LinkProblems; a list at fault is dropped).
 */
export function readPlay(params) {
  const errors = [];
  const none = { mode: params.has("play") ? "play" : "setup", played: [], placed: [], errors };
  const text = params.get("play");
  if (!text) return none;
  const square = (t) => {
    const m = /^(\d{1,5}),(\d{1,5})$/.exec(t);
    if (!m) throw new Error(`"${clip(t)}" is not a square r,c`);
    return [Number(m[1]), Number(m[2])];
  };
  try {
    const played = [];
    const placed = [];
    for (const entry of text.split("_")) {
      const [from, to, more] = entry.split("-");
      if (more !== undefined) throw new Error(`"${clip(entry)}" is not a move r,c-r,c`);
      if (to === undefined) placed.push(square(from));
      else played.push({ from: square(from), to: square(to) });
    }
    return { ...none, played, placed };
  } catch (err) {
    errors.push(new LinkProblem("play", err.message));
    return none;
  }
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

/** At most 60 characters of `text`, for messages. */
const clip = (text) => {
  const t = String(text);
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
};

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
        throw new Error(`${value} is outside ${range[0]} to ${range[1]}`);
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
        for (const cell of list) (includes(base, cell) ? on : off).push(square(cell));
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
