// Requests as text: one table of the request's fields (docs/API.md) read from
// and written to share links (URL hash) and <board-puzzle> attributes, so
// that the page, embed.html and the element agree, and a puzzle added later
// needs nothing here. Also: which fields the BoardView holds (the board)
// and which are solver options kept beside it (closed, n, mode …), and
// how a size field's text is read.
//
// Values are never turned into HTML: callers put them in attributes,
// textContent, or requests that the wasm module checks.

import { count } from "../base/format.js";

/** The largest board the view draws (BoardView.setSize refuses more). */
export const MAX_SIDE = 10_000;

/**
 * Reads a number field's text (Rows, Cols, a GIF's moves, Print's "every"):
 * a whole number from `min` to `max`. Returns { value } or { error } where
 * the error names the field and the range, e.g. "Rows: enter a whole
 * number from 1 to 10 000 (not −5)".
 */
export function readWhole(label, text, min = 1, max = MAX_SIDE) {
  const t = String(text ?? "").trim();
  const range = `${label}: enter a whole number from ${count(min)} to ${count(max)}`;
  if (!/^\d+$/.test(t)) return { error: t === "" ? `${range}.` : `${range} (not “${t}”).` };
  const value = Number(t);
  if (value < min || value > max) return { error: `${range} (not ${count(value)}).` };
  return { value };
}

/**
 * Reads number field `input` (an <input type=number>) as readWhole does,
 * from `min` to `max` (its own min and max by default), and marks it
 * aria-invalid when it is wrong. Returns { value } or { error }.
 */
export function readWholeField(input, label, min = Number(input.min), max = Number(input.max)) {
  // type=number reports "" for text it cannot read (e.g. "1e"); validity tells them apart.
  const text = input.value === "" && input.validity.badInput ? "?" : input.value;
  const read = readWhole(label, text, min, max);
  input.setAttribute("aria-invalid", String(Boolean(read.error)));
  return read;
}

/** Field → kind. Squares read as "[r,c]" (JSON, in attributes) or "r,c". */
export const FIELDS = {
  puzzle: "text",
  board: "text",
  rows: "int",
  cols: "int",
  off: "squares",
  randomOff: "json",
  on: "squares",
  grid: "text",
  goal: "text",
  from: "square",
  to: "square",
  closed: "bool",
  n: "int",
  mode: "text",
  maxSolutions: "int",
  finish: "finish",
  minimize: "text",
  diagonal: "bool",
  algorithm: "text",
  leaper: "leaper",
};

/** The fields the board view stores (its request()); the rest are options. */
const BOARD_FIELDS = new Set(["puzzle", "board", "rows", "cols", "off", "randomOff", "on", "grid", "goal", "from", "to", "leaper"]);

/** Attribute name of a field: maxSolutions → max-solutions. */
export const attributeName = (field) => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function parseSquare(text) {
  const nums = String(text)
    .replace(/[[\]\s]/g, "")
    .split(",");
  if (nums.length !== 2 || nums.some((s) => !/^\d+$/.test(s))) {
    throw new Error(`"${text}" is not a square: write [row, column], e.g. [0,0]`);
  }
  return nums.map(Number);
}

/** Reads `text` as a value of `kind`; throws an Error naming the value. */
export function parseValue(kind, text) {
  switch (kind) {
    case "int": {
      if (!/^\s*\d+\s*$/.test(text)) throw new Error(`"${text}" is not a whole number`);
      return Number(text);
    }
    case "bool":
      return !/^(false|0|no|off)$/i.test(text.trim());
    case "square":
      return parseSquare(text);
    case "squares": {
      const t = text.trim();
      if (t.startsWith("[[")) return JSON.parse(t).map((s) => parseSquare(JSON.stringify(s)));
      return t.split(";").filter(Boolean).map(parseSquare);
    }
    case "json": {
      try {
        return JSON.parse(text);
      } catch {
        throw new Error(`"${text}" is not JSON, e.g. {"fraction":0.2,"seed":7}`);
      }
    }
    case "finish":
      return /^(anywhere|start)$/.test(text.trim()) ? text.trim() : parseSquare(text);
    case "leaper": {
      // The wasm module checks the range (0 ≤ a ≤ b, 1 ≤ b ≤ 7) and names the field.
      const legs = String(text)
        .replace(/[[\]\s]/g, "")
        .split(",");
      if (legs.length !== 2 || legs.some((s) => !/^\d+$/.test(s))) {
        throw new Error(`"${text}" is not a leaper: write a,b, e.g. 1,3 (the camel)`);
      }
      return legs.map(Number);
    }
    default:
      return text;
  }
}

/** Writes `value` of `kind`: squares as "r,c" in links, "[r,c]" in attributes. */
export function formatValue(kind, value, style = "url") {
  const sq = (s) => (style === "url" ? s.join(",") : `[${s.join(",")}]`);
  switch (kind) {
    case "square":
      return sq(value);
    case "squares":
      return style === "url" ? value.map(sq).join(";") : JSON.stringify(value);
    case "finish":
      return Array.isArray(value) ? sq(value) : String(value);
    case "leaper":
      return value.join(",");
    case "json":
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/**
 * A request from a lookup `get(field)` returning text or null (URL
 * parameters, attributes). Returns { request, errors }: each error names
 * the field; the field is then left out.
 */
export function readFields(get) {
  const request = {};
  const errors = [];
  for (const [field, kind] of Object.entries(FIELDS)) {
    const text = get(field);
    if (text === null || text === undefined) continue;
    try {
      request[field] = parseValue(kind, text);
    } catch (err) {
      errors.push(`${field}: ${err.message}`);
    }
  }
  return { request, errors };
}

/** [field, text] pairs of `request`, in the table's order. */
export function writeFields(request, style = "url") {
  const out = [];
  for (const [field, kind] of Object.entries(FIELDS)) {
    const value = request[field];
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out.push([field, formatValue(kind, value, style)]);
  }
  return out;
}

/** The solver options of `request`: what the board view does not hold. */
export function optionsOf(request) {
  const options = {};
  for (const [k, v] of Object.entries(request ?? {})) {
    // Every field the view does not hold.
    if (!BOARD_FIELDS.has(k) && v !== undefined) options[k] = v;
  }
  return options;
}

/** The fields that give a board; a request with none of them (only a puzzle and options) starts from a preset's board. */
const BOARD_GIVEN = ["board", "rows", "cols", "n"];

/**
 * `request` as the page's links and the element's attributes read it: one
 * naming no board (only the puzzle, options, maybe an algorithm) takes the
 * board, options and algorithm of `info`'s first preset, its own fields
 * over them. `info`: the puzzle's PuzzleInfo (none: the request as is).
 */
export function withPresetBoard(request, info) {
  if (BOARD_GIVEN.some((f) => request[f] !== undefined)) return { ...request };
  return { ...(info?.presets[0]?.request ?? {}), ...request };
}

/** What to give BoardView.setRequest: `n` alone means an empty n × n board. */
export function forView(request) {
  const r = { ...request };
  if (r.n !== undefined && r.board === undefined && r.rows === undefined) {
    r.rows = r.n;
    r.cols = r.n;
  }
  delete r.n;
  return r;
}

/**
 * The request to solve: the board the view shows plus `options`. An `n`
 * option stays only while the board is still the empty n × n one (the
 * solver takes `n` or a board, not both); after edits the board is sent.
 */
export function fullRequest(view, options) {
  const shown = view.request();
  const { n, ...rest } = options;
  const request = { ...shown, ...rest };
  const empty = shown.board !== undefined ? /^[./]*$/.test(shown.board) : !shown.off?.length;
  if (n !== undefined && empty && view.rows() === n && view.cols() === n) {
    delete request.board;
    delete request.rows;
    delete request.cols;
    delete request.off;
    request.n = n;
  }
  for (const [k, v] of Object.entries(request)) if (v === undefined || v === "") delete request[k];
  return request;
}
