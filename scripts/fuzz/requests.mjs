// The fuzz campaign's requests: request number `i` of seed `seed` is always
// the same value (its own xoroshiro128+ generator from pure-rand, seeded from
// seed and i), so any request the campaign reports can be made again with
// requestAt(puzzles, seed, i) and sent with callEntry(api, entry).
//
// Every entry point is drawn alike (issue 40: at least 30 000 calls to each
// in a campaign of 1 000 000): first the entry point, uniformly among
// ENTRIES; those board_view.js has too (VIEW_ENTRIES) go to it or to
// board_puzzles.js with even odds (the entry's `module`). Then the request,
// by kind:
//   a play entry point (coach, position, moves, apply, place, remove): 80 %
//         play: a preset played by hand, with `played` / `placed` / `step` /
//         `square` well-formed and legal (walked through the module's own
//         moves() and place(): a Walk or Placing in the entry, resolved by
//         callEntry), well-formed but illegal (random squares), ill-formed
//         (misspelt or missing fields, strings, NaN) or hostile; else, and
//         for the others (solve, check, solvePacked, solveWithProgress,
//         offSquares, offBits), one of these, by weight:
//   60    a preset of puzzles() (a complete valid request) with 1 to 3
//         mutations: a field set to an odd value (wrong type, NaN, ±Infinity,
//         huge or negative numbers, long strings, arrays of the wrong
//         length, now and then a hostile value of hostile.mjs), a field
//         removed, misspelt or added, the board text edited (characters
//         changed, inserted, removed, rows repeated), squares moved in and
//         out of the board, another puzzle's id or algorithm, options of
//         other puzzles;
//   12    a random small position of a random puzzle with random options
//         (mostly valid: these reach the solvers);
//    8    an object of random known, misspelt and unknown fields with odd
//         values;
//    4    not an object at all (null, undefined, numbers, strings, arrays);
//    8    hostile: a preset with one array or object field (`off`, `from`,
//         `to`, `split`, `finish`, `limits`, `randomOff`, …) replaced by a
//         hostile value (scripts/fuzz/hostile.mjs: sparse arrays of length
//         up to 2^32 − 1, Proxies lying about their length or throwing,
//         revoked Proxies, throwing getters, typed arrays, nested huge
//         arrays, 1 MB strings).
// Every object request carries small `limits` (at most 20 ms and 20 000
// states): the key `limits` itself is never removed or misspelt (but for
// the hostile kind, where reading it fails), so that no request falls back
// to the 60 s default budget; its fields are mutated like any other (then
// the other one still bounds the search, or the default applies to that one
// only).
// A request for
// a board of more than 250 000 squares (or n-queens with n past that) is
// kept only once in 5 000 draws (another request is drawn instead): set-up
// work outside the budget makes each such request take seconds on the code
// of issue 17, and the campaign must end in well under an hour.
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { HOSTILE_KINDS, throwingGetter, throwingProxy, revoked, sparse, lyingLength } from "./hostile.mjs";

/** The request fields of docs/API.md. */
export const FIELDS = [
  "puzzle",
  "board",
  "rows",
  "cols",
  "off",
  "grid",
  "algorithm",
  "limits",
  "goal",
  "from",
  "to",
  "randomOff",
  "trace",
  "closed",
  "n",
  "mode",
  "maxSolutions",
  "split",
  "finish",
  "minimize",
  "diagonal",
];

const CHARS = [".", "#", "N", "n", "Q", "o", "/", "\n", " ", "\t", "\r", "x", "0", "é", "\u0000", "\u00a0", "🐴", "\\", '"', "q", "O"];

/** A small random source for one request. */
export class Source {
  constructor(seed) {
    this.rng = xoroshiro128plus(seed | 0);
  }
  /** An integer in [a, b]. */
  int(a, b) {
    if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b < a || b - a >= 2 ** 32) {
      throw new Error(`fuzz generator: no integer range [${a}, ${b}]`);
    }
    return uniformInt(this.rng, a, b);
  }
  /** True with probability p. */
  chance(p) {
    return this.int(0, 999_999) < p * 1_000_000;
  }
  pick(list) {
    return list[this.int(0, list.length - 1)];
  }
  /** Index by weights. */
  weighted(weights) {
    const total = weights.reduce((a, b) => a + b, 0);
    let x = this.int(0, total - 1);
    for (let k = 0; k < weights.length; k++) {
      if (x < weights[k]) return k;
      x -= weights[k];
    }
    return weights.length - 1;
  }
}

/** The seed of request i of a campaign seeded with `seed` (a 32-bit mix). */
export function seedOf(seed, i) {
  let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(i | 0, 0x85ebca6b)) | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h | 0;
}

function oddNumber(s) {
  return s.pick([
    0,
    -0,
    -1,
    1,
    2,
    3,
    7,
    8,
    64,
    65,
    100,
    1000,
    1001,
    10_000,
    10_001,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e308,
    -1e308,
    Infinity,
    -Infinity,
    NaN,
    0.5,
    -0.5,
    1e-300,
    3.7,
  ]);
}

function oddString(s) {
  return s.pick([
    "",
    " ",
    "0",
    "1",
    "NaN",
    "null",
    "true",
    "[0,0]",
    "0,0",
    "anywhere",
    "start",
    "one",
    "all",
    "count",
    "moves",
    "jumps",
    "square",
    "triangle",
    "\u0000",
    "🐴",
    "x".repeat(s.int(1, 300)),
    ".".repeat(s.int(1, 5000)),
    "N.N/.../n.n",
    "./oo/ooo",
    "#",
    "/",
    "//",
    "\n\n",
  ]);
}

/** A value of any JSON-ish type, odd more often than not. */
function oddValue(s, depth = 0) {
  if (s.chance(0.03)) return hostile(s, [0, 0]);
  switch (s.int(0, depth > 1 ? 3 : 6)) {
    case 0:
      return oddNumber(s);
    case 1:
      return oddString(s);
    case 2:
      return s.pick([null, undefined, true, false]);
    case 3:
      return s.pick([[], [0], [0, 0], [0, 0, 0], [-1, 0], [0, -1], [1e9, 1e9], ["0", "0"], [0.5, 1], [NaN, 0], [[0, 0]], [null, null]]);
    case 4:
      return Array.from({ length: s.int(0, 5) }, () => oddValue(s, depth + 1));
    case 5: {
      const o = {};
      for (let k = s.int(0, 4); k > 0; k--) o[s.chance(0.5) ? s.pick(FIELDS) : oddString(s).slice(0, 20)] = oddValue(s, depth + 1);
      return o;
    }
    default:
      return s.chance(0.5) ? [oddNumber(s), oddNumber(s)] : { millis: oddNumber(s), nodes: oddNumber(s) };
  }
}

/** A hostile stand-in (hostile.mjs) for a field whose good value is `good`. */
function hostile(s, good) {
  return HOSTILE_KINDS[s.int(0, HOSTILE_KINDS.length - 1)][1](good);
}

/** `name` misspelt: a case change, a letter dropped, doubled or swapped, snake_case, a plural. */
export function misspell(s, name) {
  // A hostile value (a Proxy, a sparse array of 2^32 − 1) is never turned into text.
  name = typeof name === "string" ? name : "puzzle";
  const i = s.int(0, Math.max(0, name.length - 1));
  switch (s.int(0, 5)) {
    case 0:
      return name.toLowerCase() === name ? name.toUpperCase() : name.toLowerCase();
    case 1:
      return name.length > 1 ? name.slice(0, i) + name.slice(i + 1) : name + name;
    case 2:
      return name.slice(0, i) + name[i] + name.slice(i);
    case 3:
      return name.length > 1 && i + 1 < name.length ? name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2) : `${name}_`;
    case 4:
      return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) + (name.match(/[A-Z]/) ? "" : "_");
    default:
      return `${name}s`;
  }
}

/** A request's side when it is a plain size, else 8. */
function side(x) {
  return Number.isSafeInteger(x) && x >= 0 && x <= 20_000 ? x : 8;
}

function square(s, rows = 10, cols = 10) {
  if (s.chance(0.1)) return oddValue(s);
  rows = side(rows);
  cols = side(cols);
  return [s.int(-2, rows + 1), s.int(-2, cols + 1)];
}

function editBoard(s, text) {
  if (typeof text !== "string") return oddString(s);
  const at = s.int(0, text.length);
  switch (s.int(0, 7)) {
    case 0:
      return text.slice(0, at) + s.pick(CHARS) + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + s.pick(CHARS) + text.slice(at);
    case 2:
      return text.slice(0, at) + text.slice(at + 1);
    case 3: {
      const rows = text.split("/");
      const r = s.int(0, rows.length - 1);
      rows.splice(r, 0, rows[r]);
      return rows.join("/");
    }
    case 4:
      return text.slice(0, at);
    case 5:
      return text
        .split("/")
        .map((row) => row + s.pick(CHARS))
        .join("/");
    case 6:
      return Array.from({ length: s.int(2, 4) }, () => text).join(s.pick(["/", "", "\n"]));
    default: {
      // Same shape, cells drawn again from the notation.
      return [...text].map((c) => (c === "/" || !s.chance(0.3) ? c : s.pick([".", "#", "N", "n", "Q", "o"]))).join("");
    }
  }
}

/**
 * One mutation of an object request, in place. `seen.limit` remembers which
 * field of `limits` was mutated already, so that later mutations take the
 * same one and the other keeps bounding the search.
 */
function mutate(s, req, puzzles, seen = {}) {
  const keys = Object.keys(req).filter((k) => k !== "limits");
  switch (s.weighted([14, 6, 8, 5, 16, 10, 5, 8, 14, 6, 8])) {
    case 0: // a field set to an odd value
      req[s.pick(FIELDS.filter((f) => f !== "limits"))] = oddValue(s);
      break;
    case 1: // a field removed
      if (keys.length) delete req[s.pick(keys)];
      break;
    case 2: {
      // a field misspelt
      if (!keys.length) break;
      const k = s.pick(keys);
      req[misspell(s, k)] = req[k];
      delete req[k];
      break;
    }
    case 3: // an unknown field added
      req[s.pick(["limit", "algoritm", "close", "maxsolutions", "foo", "__proto__", "constructor", "toString", "Board", "size"])] = oddValue(s);
      break;
    case 4: // the board text edited
      req.board = editBoard(s, req.board ?? ".");
      break;
    case 5: // squares moved
      req[s.pick(["from", "to", "finish"])] = square(s, req.rows ?? 8, req.cols ?? 8);
      break;
    case 6: // another puzzle, or a misspelt id
      req.puzzle = s.chance(0.7) ? s.pick(puzzles).id : misspell(s, req.puzzle ?? "knight-path");
      break;
    case 7: {
      // another algorithm: this puzzle's, another's, or misspelt
      const info = puzzles.find((p) => p.id === req.puzzle) ?? s.pick(puzzles);
      const ids = info.algorithms.map((a) => a.id);
      req.algorithm = s.chance(0.6) ? s.pick(ids) : s.chance(0.5) ? s.pick(s.pick(puzzles).algorithms).id : misspell(s, s.pick(ids));
      break;
    }
    case 8: // numbers and options of every puzzle
      switch (s.int(0, 11)) {
        case 0:
          req.rows = s.chance(0.9) ? s.int(0, 40) : oddNumber(s);
          break;
        case 1:
          req.cols = s.chance(0.9) ? s.int(0, 40) : oddNumber(s);
          break;
        case 2:
          req.n = s.chance(0.9) ? s.int(0, 30) : oddNumber(s);
          break;
        case 3:
          req.mode = s.pick(["one", "all", "count", "ALL", "", "some", 1]);
          break;
        case 4:
          req.maxSolutions = s.chance(0.8) ? s.int(0, 12_000) : oddNumber(s);
          break;
        case 5:
          req.split = s.chance(0.7) ? [s.int(-1, 5), s.int(-1, 5)] : oddValue(s);
          break;
        case 6:
          req.finish = s.pick(["anywhere", "start", "end", [0, 0], [2, 1], [9, 9], [-1, 0], null, 3]);
          break;
        case 7:
          req.minimize = s.pick(["moves", "jumps", "time", "", null]);
          break;
        case 8:
          req[s.pick(["closed", "diagonal", "trace"])] = s.pick([true, false, 0, 1, "true", null]);
          break;
        case 9:
          req.grid = s.pick(["square", "triangle", "hex", "Triangle", "", 0]);
          break;
        case 10: {
          const rows = req.rows ?? 8;
          const cols = req.cols ?? 8;
          req.off = Array.from({ length: s.int(0, s.chance(0.01) ? 3000 : 12) }, () => square(s, rows, cols));
          break;
        }
        default:
          req.goal = s.chance(0.5) ? editBoard(s, req.board ?? req.goal ?? ".") : oddValue(s);
      }
      break;
    case 9: // random walls
      req.randomOff = s.chance(0.8) ? { fraction: s.pick([0, 0.1, 0.3, 0.5, 0.9, 0.95, -0.1, NaN]), seed: s.int(0, 1000) } : oddValue(s);
      break;
    default: {
      // the limits' own fields
      const limits = { ...req.limits };
      seen.limit ??= s.pick(["millis", "nodes"]);
      const field = seen.limit;
      switch (s.int(0, 3)) {
        case 0:
          limits[field] = oddValue(s);
          break;
        case 1:
          limits[misspell(s, field)] = limits[field];
          delete limits[field];
          break;
        case 2:
          limits.memoryMb = s.chance(0.5) ? s.int(0, 4096) : oddValue(s);
          break;
        default:
          limits[s.pick(["foo", "time", "ms"])] = 1;
      }
      req.limits = limits;
    }
  }
}

/** Small limits: at most 20 ms and 20 000 states. */
function smallLimits(s) {
  return { nodes: s.pick([0, 1, 10, 100, 1000, 5000, 20_000]), millis: s.pick([0, 1, 2, 5, 10, 20]) };
}

/** Requests with more squares than this (rows × cols), or a larger `n`, are heavy. */
export const HEAVY_SQUARES = 250_000;
/** The share of the heavy requests drawn that the campaign keeps. */
export const HEAVY_KEPT = 1 / 5000;

/**
 * Whether a request asks for a board of more than HEAVY_SQUARES squares (or
 * n-queens past that n): such requests spend seconds in set-up whatever their
 * limits (issue 17), so the campaign keeps only HEAVY_KEPT of those it draws.
 */
export function heavy(request) {
  if (typeof request !== "object" || request === null) return false;
  try {
    const num = (x) => (typeof x === "number" && Number.isFinite(x) && x > 0 ? x : 0);
    const rows = num(request.rows);
    const cols = request.grid === "triangle" ? rows : num(request.cols);
    return rows * cols > HEAVY_SQUARES || num(request.n) > HEAVY_SQUARES;
  } catch {
    return false; // a throwing getter: refused as it is read
  }
}

/** A random small position of a random puzzle, mostly valid. */
function randomPosition(s, puzzles) {
  const info = s.pick(puzzles);
  const req = { puzzle: info.id };
  const triangle = info.id === "peg-solitaire" && s.chance(0.4);
  const rows = s.int(1, 8);
  const cols = triangle ? rows : s.int(1, 8);
  const palette = info.editor?.palette ?? [".", "#"];
  const lines = [];
  for (let r = 0; r < rows; r++) {
    const len = triangle ? r + 1 : cols;
    let line = "";
    for (let c = 0; c < len; c++) line += s.chance(0.6) ? "." : s.pick(palette);
    lines.push(line);
  }
  if (info.id === "n-queens" && s.chance(0.5)) {
    req.n = s.int(1, 14);
  } else {
    req.board = lines.join("/");
  }
  if (triangle) req.grid = "triangle";
  if (s.chance(0.7)) req.algorithm = s.pick(info.algorithms).id;
  for (const opt of info.options ?? []) {
    if (opt.kind === "choice" && s.chance(0.5)) req[opt.field] = s.pick(opt.choices).value;
    if (opt.kind === "toggle" && s.chance(0.5)) req[opt.field] = s.chance(0.5);
  }
  for (const m of info.editor?.markers ?? []) req[m] = [s.int(0, rows - 1), s.int(0, cols - 1)];
  if (info.editor?.goal && s.chance(0.5)) req.goal = editBoard(s, req.board ?? ".");
  if (s.chance(0.3)) mutate(s, req, puzzles);
  return req;
}

/**
 * Request i of the campaign seeded with `seed`: `{ api, request, args?, kind }`,
 * `api` the entry point's name and `args` its other arguments (see
 * callEntry). `puzzles` is the module's puzzles().
 */
export function requestAt(puzzles, seed, i) {
  const s = new Source(seedOf(seed, i));
  for (;;) {
    let drawn;
    try {
      drawn = draw(s, puzzles);
    } catch {
      // A mutation ran into a hostile value of an earlier one (e.g. a revoked
      // Proxy set as `__proto__`): another request is drawn instead.
      continue;
    }
    if (!heavy(drawn.request) || s.chance(HEAVY_KEPT)) return drawn;
  }
}

/** The kinds of requests, in the order of draw's weights. */
export const KINDS = ["preset", "position", "fields", "value", "hostile", "play"];
/** Every entry point the campaign calls (of board_puzzles.js: each export that takes arguments). */
export const ENTRIES = [
  "solve",
  "check",
  "solvePacked",
  "solveWithProgress",
  "offSquares",
  "offBits",
  "coach",
  "position",
  "moves",
  "apply",
  "place",
  "remove",
];
/** The entry points played by hand: they take `played`, `placed`, `step` or `square` too. */
const PLAY_ENTRIES = ["coach", "position", "moves", "apply", "place", "remove"];
/** The entry points board_view.js (the page's module, without the solvers) has too. */
export const VIEW_ENTRIES = ["check", "offSquares", "offBits", "position", "moves", "apply", "place", "remove"];
/** The tally key of entry point `door` of board_view.js. */
export const viewKey = (door) => `board_view.js ${door}`;
/** The tally keys: each entry point of board_puzzles.js by its name, then board_view.js's by viewKey. */
export const ENTRY_KEYS = [...ENTRIES, ...VIEW_ENTRIES.map(viewKey)];
/** The tally key of an entry of requestAt. */
export const keyOf = (entry) => (entry.module === "view" ? viewKey(entry.api) : entry.api);

function draw(s, puzzles) {
  const api = s.pick(ENTRIES);
  const module = VIEW_ENTRIES.includes(api) && s.chance(0.5) ? "view" : "puzzles";
  return { ...drawFor(s, puzzles, api), module };
}

/** A request (and its arguments) for entry point `api`, of a kind drawn as the file's comment says. */
function drawFor(s, puzzles, api) {
  const kind = PLAY_ENTRIES.includes(api) && s.chance(0.8) ? 5 : s.weighted([60, 12, 8, 4, 8]);
  let request;
  let args;
  if (kind === 0) {
    const info = s.pick(puzzles);
    const preset = s.pick(info.presets);
    request = structuredClone(preset.request);
    request.limits = smallLimits(s);
    const seen = {};
    for (let k = s.int(1, 3); k > 0; k--) mutate(s, request, puzzles, seen);
  } else if (kind === 1) {
    request = randomPosition(s, puzzles);
    request.limits = smallLimits(s);
  } else if (kind === 2) {
    request = {};
    for (let k = s.int(0, 6); k > 0; k--) {
      const f = s.pick(FIELDS.filter((f) => f !== "limits"));
      request[s.chance(0.3) ? misspell(s, f) : f] = s.chance(0.3) && f === "puzzle" ? s.pick(puzzles).id : oddValue(s);
    }
    request.limits = smallLimits(s);
  } else if (kind === 3) {
    request = s.pick([null, undefined, 0, 1, NaN, "", "knight-path", "{}", [], [{}], true, () => 1, Symbol.iterator, 10n]);
  } else if (kind === 4) {
    request = hostileRequest(s, puzzles);
  } else {
    ({ request, args } = playEntry(s, puzzles, api));
  }
  return { api, request, ...(args ? { args } : {}), kind: KINDS[kind] };
}

/** A preset with one array or object field made hostile. */
function hostileRequest(s, puzzles) {
  const info = s.pick(puzzles);
  const request = structuredClone(s.pick(info.presets).request);
  request.limits = smallLimits(s);
  const field = s.pick(["off", "off", "off", "from", "to", "split", "finish", "limits", "randomOff", "n", "board", "request"]);
  if (field === "off" && s.chance(0.6)) {
    // A board by size, so that `off` is read against its squares.
    delete request.board;
    delete request.goal;
    request.rows = s.pick([1, 3, 8, 8, 100, 10_000]);
    request.cols = s.pick([1, 3, 8, 8, 100, 10_000]);
  }
  const good =
    request[field] ??
    (field === "off"
      ? [
          [0, 1],
          [1, 0],
        ]
      : [0, 0]);
  if (field === "request") {
    // The request itself: a Proxy, a getter that throws, a revoked Proxy.
    const which = s.int(0, 3);
    const made = [
      throwingProxy({ ...request }),
      throwingGetter(request, s.pick(["puzzle", "off", "rows"])),
      revoked({ ...request }),
      lyingLength(2 ** 31, []),
    ][which];
    return made;
  }
  if (field === "limits") {
    request.limits = s.pick([
      () => throwingGetter(request.limits, "millis"),
      () => throwingProxy({ ...request.limits }),
      () => revoked({}),
      () => [[[{}]]],
      () => sparse(2 ** 32 - 1),
      () => new Float64Array(2),
    ])();
    return request;
  }
  request[field] = hostile(s, good);
  return request;
}

/** A legal `played` list, walked through the module's moves(): `n` steps, step j the (picks[j] mod count)-th legal one. */
export class Walk {
  constructor(n, picks) {
    this.n = n;
    this.picks = picks;
  }
}

/** A `placed` list made by the module's place(): each candidate square kept when place() accepts it. */
export class Placing {
  constructor(candidates) {
    this.candidates = candidates;
  }
}

/** The `step` of apply: the (pick mod count)-th legal step after `played`. */
export class LegalStep {
  constructor(pick) {
    this.pick = pick;
  }
}

/** A step, well-formed or not. */
function oddStep(s, rows, cols) {
  switch (s.int(0, 9)) {
    case 0:
      return { from: "a1", to: [1, 2] };
    case 1:
      return { form: [0, 0], to: [1, 2] };
    case 2:
      return [
        [0, 0],
        [1, 2],
      ];
    case 3:
      return { from: [0, 0] };
    case 4:
      return { from: [0, 0], to: [1, 2], over: s.pick([NaN, [1], "x", null]) };
    case 5:
      return { from: hostile(s, [0, 0]), to: [1, 2] };
    case 6:
      return throwingGetter({ from: [0, 0] }, "to");
    case 7:
      return oddValue(s);
    default:
      return { from: square(s, rows, cols), to: square(s, rows, cols) };
  }
}

/** A `played` argument: none, legal, illegal, ill-formed or hostile. */
function playedArg(s, rows, cols) {
  switch (s.weighted([10, 45, 15, 10, 12, 8])) {
    case 0:
      return s.pick([undefined, null, []]);
    case 1:
      return new Walk(
        s.int(1, 40),
        Array.from({ length: 40 }, () => s.int(0, 1000)),
      );
    case 2:
      return Array.from({ length: s.int(1, 6) }, () => ({ from: square(s, rows, cols), to: square(s, rows, cols) }));
    case 3: {
      const list = Array.from({ length: s.int(1, 6) }, () => ({ from: square(s, rows, cols), to: square(s, rows, cols) }));
      list[s.int(0, list.length - 1)] = oddStep(s, rows, cols);
      return list;
    }
    case 4:
      return hostile(s, [{ from: [0, 0], to: [1, 2] }]);
    default:
      return oddValue(s);
  }
}

/** A `placed` argument: none, legal, illegal, ill-formed or hostile. */
function placedArg(s, rows, cols) {
  switch (s.weighted([10, 40, 20, 18, 12])) {
    case 0:
      return s.pick([undefined, null, []]);
    case 1:
      return new Placing(Array.from({ length: s.int(1, 30) }, () => [s.int(0, rows - 1), s.int(0, cols - 1)]));
    case 2:
      return Array.from({ length: s.int(1, 6) }, () => square(s, rows, cols));
    case 3:
      return hostile(s, [
        [0, 0],
        [1, 2],
      ]);
    default:
      return oddValue(s);
  }
}

/** Rows and columns of a preset, roughly, for drawing squares on it. */
function sizeOf(request) {
  if (typeof request.board === "string") {
    const rows = request.board.split(/[/\n]/);
    return [rows.length, Math.max(1, ...rows.map((r) => r.length))];
  }
  return [Math.max(1, side(request.rows ?? request.n ?? 8)), Math.max(1, side(request.cols ?? request.n ?? 8))];
}

/** A preset played by hand through `api`, one of the play entry points. */
function playEntry(s, puzzles, api) {
  const placers = puzzles.filter((p) => p.editor?.answer === "placement");
  const movers = puzzles.filter((p) => p.editor?.answer !== "placement");
  const placing = api === "place" || api === "remove" ? s.chance(0.9) : api === "moves" || api === "apply" ? s.chance(0.1) : s.chance(0.4);
  const info = s.pick(placing && placers.length ? placers : movers);
  const request = structuredClone(s.pick(info.presets).request);
  request.limits = smallLimits(s);
  if (s.chance(0.15)) mutate(s, request, puzzles);
  const [rows, cols] = sizeOf(request);
  const args = {};
  if (api !== "place" && api !== "remove") args.played = placing ? s.pick([undefined, []]) : playedArg(s, rows, cols);
  if (api === "coach" || api === "position" || api === "place" || api === "remove")
    args.placed = placing ? placedArg(s, rows, cols) : s.pick([undefined, [], null]);
  if (api === "apply") args.step = s.chance(0.5) ? new LegalStep(s.int(0, 1000)) : oddStep(s, rows, cols);
  if (api === "place" || api === "remove")
    args.square = s.chance(0.7) ? [s.int(0, rows - 1), s.int(0, cols - 1)] : s.chance(0.5) ? oddValue(s) : hostile(s, [0, 0]);
  return { api, request, args };
}

/** Whether `e` is a trap of the module (which poisons it): rethrown by callEntry. */
function trapped(e) {
  return e instanceof WebAssembly.RuntimeError;
}

/** `played` with its Walk resolved through `api.moves` (an Error stops the walk). */
function resolvePlayed(api, request, played) {
  if (!(played instanceof Walk)) return played;
  const steps = [];
  for (let j = 0; j < played.n; j++) {
    let legal;
    try {
      legal = api.moves(request, steps);
    } catch (e) {
      if (trapped(e)) throw e;
      break;
    }
    if (!Array.isArray(legal) || legal.length === 0) break;
    steps.push(legal[played.picks[j] % legal.length]);
  }
  return steps;
}

/** `placed` with its Placing resolved through `api.place`. */
function resolvePlaced(api, request, placed) {
  if (!(placed instanceof Placing)) return placed;
  const squares = [];
  for (const sq of placed.candidates) {
    try {
      api.place(request, sq, squares);
      squares.push(sq);
    } catch (e) {
      if (trapped(e)) throw e;
    }
  }
  return squares;
}

/**
 * Sends `entry` (of requestAt) to its entry point of `api` (the module's
 * exports), resolving its Walk, Placing and LegalStep through the module
 * first; returns what the entry point returns, or throws what it throws.
 */
export function callEntry(api, entry) {
  return prepareEntry(api, entry)();
}

/**
 * `entry`'s Walk, Placing and LegalStep resolved through `api` (a call of
 * moves() or place() per move: with a request of 1 MB strings, hundreds of
 * ms), and the one call of its entry point left to make: a function that
 * makes it. The campaign times only that call.
 */
export function prepareEntry(api, entry) {
  const { api: door, request, args = {} } = entry;
  const played = resolvePlayed(api, request, args.played);
  const placed = resolvePlaced(api, request, args.placed);
  let step = args.step;
  if (step instanceof LegalStep) {
    let legal = [];
    try {
      legal = api.moves(request, played);
    } catch (e) {
      if (trapped(e)) throw e;
    }
    step = Array.isArray(legal) && legal.length ? legal[step.pick % legal.length] : { from: [0, 0], to: [1, 2] };
  }
  switch (door) {
    case "solve":
      return () => api.solve(request);
    case "check":
      return () => api.check(request);
    case "solvePacked":
      return () => api.solvePacked(request, () => {});
    case "solveWithProgress":
      return () =>
        api.solveWithProgress(request, () => {
          throw new Error("a progress callback that throws");
        });
    case "offSquares":
      return () => api.offSquares(request);
    case "offBits":
      return () => api.offBits(request);
    case "coach":
      return () => api.coach(request, played, placed);
    case "position":
      return () => api.position(request, played, placed);
    case "moves":
      return () => api.moves(request, played);
    case "apply":
      return () => api.apply(request, step, played);
    case "place":
      return () => api.place(request, args.square, placed);
    case "remove":
      return () => api.remove(request, args.square, placed);
    default:
      throw new Error(`fuzz: no entry point ${door}`);
  }
}

/**
 * The outcome of an entry point's return value: "solved", "unsolvable",
 * "limit" (an answer), "valid" (check, offSquares or offBits), "played" (a play
 * entry point answered), or null for a value the entry point must never
 * return.
 */
export function outcomeOf(door, result) {
  switch (door) {
    case "solve":
    case "solveWithProgress":
    case "solvePacked": {
      const status = door === "solvePacked" ? result?.answer?.status : result?.status;
      return ["solved", "unsolvable", "limit"].includes(status) ? status : null;
    }
    case "check":
      return result === undefined ? "valid" : null;
    case "offSquares":
    case "offBits":
      return result instanceof Uint32Array ? "valid" : null;
    case "moves":
      return Array.isArray(result) ? "played" : null;
    case "coach":
      return typeof result?.status === "string" ? "played" : null;
    default:
      // A position: its board text, or why it is omitted (a board past a position text's 1 000 000 cells).
      return typeof result?.board === "string" || typeof result?.boardOmitted === "string" ? "played" : null;
  }
}

/**
 * The time limit in ms a request runs under, as the crate reads it: its
 * `limits.millis` when that is a number (NaN and negatives read as 0),
 * otherwise the 60 000 ms default.
 */
export function millisOf(request) {
  let m;
  try {
    m = request?.limits?.millis;
  } catch {
    return 60_000; // a throwing getter: refused as it is read
  }
  if (typeof m !== "number") return 60_000;
  if (Number.isNaN(m) || m < 0) return 0;
  return m;
}
