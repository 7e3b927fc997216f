// One fuzz worker thread: loads both wasm modules from dist/
// (board_puzzles.js and board_view.js), sends requests [from, to) of the
// campaign to their entry points in the module each names (requests.mjs
// callEntry: ENTRIES, and VIEW_ENTRIES of board_view.js), and posts its tallies to the
// campaign (campaign.mjs) every REPORT_EVERY requests and at the end. Before
// each request it writes the request's number and start time into the
// shared `clock`, so that the campaign can see a request that never returns.
// A trap (WebAssembly.RuntimeError) ends the worker: the campaign records it
// and starts a fresh worker (a fresh module) at the next request.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { ENTRY_KEYS, KINDS, keyOf, millisOf, outcomeOf, prepareEntry, requestAt } from "./requests.mjs";
import { preview } from "./hostile.mjs";

const REPORT_EVERY = 2_000;
/** Every this many requests the module must still solve Guarini's puzzle. */
const SANITY_EVERY = 1_000;
/** How much of a request or message a report keeps. */
const SHOW = 300;

const { dist, seed, from, to, clock: clockBuffer } = workerData;
const clock = new Float64Array(clockBuffer); // [request number, start ms (epoch), running 0/1]
const api = await import(pathToFileURL(join(dist, "board_puzzles.js")).href);
const exports = api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
const viewApi = await import(pathToFileURL(join(dist, "board_view.js")).href);
viewApi.initSync({ module: readFileSync(join(dist, "board_view_bg.wasm")) });
/** The module's wasm memory in MB (it only grows). */
const memoryMb = () => exports.memory.buffer.byteLength / 2 ** 20;
const puzzles = api.puzzles();

/** A request or value, short (hostile values included: see hostile.mjs preview). */
function show(value) {
  return preview(value, SHOW);
}

function fresh() {
  return {
    requests: 0,
    byApi: Object.fromEntries(ENTRY_KEYS.map((e) => [e, 0])),
    byKind: Object.fromEntries(KINDS.map((k) => [k, 0])),
    outcomes: { solved: 0, unsolvable: 0, limit: 0, valid: 0, played: 0, error: 0 },
    badAnswers: [], // an answer without a known status
    badThrows: [], // a thrown value that is not an Error with a message
    traps: [],
    hangs: [],
    unusable: 0, // sanity solves that failed after some request
    slowest: { ms: -1 },
    longestMessage: { length: 0 },
    totalMs: 0,
    memoryMb: 0, // the largest the module's wasm memory was after a request
  };
}

let tally = fresh();
/** After a trap: the next request, which a fresh worker takes. */
let trapped = null;

const guarini = { puzzle: "knight-swap", board: "N.N/.../n.n", goal: "n.n/.../N.N" };

for (let i = from; i < to; i++) {
  const entry = requestAt(puzzles, seed, i);
  const { request, kind } = entry;
  const door = keyOf(entry);
  tally.requests++;
  tally.byApi[door]++;
  tally.byKind[kind]++;
  clock[0] = i;
  clock[1] = performance.timeOrigin + performance.now();
  clock[2] = 1;
  let outcome;
  // The moves played or squares placed are made first, through the module
  // (prepareEntry); only the entry point's own call is timed.
  let t0 = performance.now();
  try {
    const call = prepareEntry(entry.module === "view" ? viewApi : api, entry);
    t0 = performance.now();
    const result = call();
    outcome = outcomeOf(entry.api, result);
    if (outcome === null) {
      tally.badAnswers.push({ i, api: door, request: show(request), answer: show(result) });
      outcome = "error";
    }
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      clock[2] = 0;
      tally.traps.push({ i, api: door, request: show(request), args: show(entry.args), message: String(e.message).slice(0, SHOW) });
      trapped = i + 1;
      break;
    }
    if (!(e instanceof Error) || typeof e.message !== "string" || e.message.length === 0) {
      tally.badThrows.push({ i, api: door, request: show(request), thrown: show(e) });
    } else if (e.message.length > tally.longestMessage.length) {
      tally.longestMessage = { length: e.message.length, i, api: door, request: show(request), message: e.message.slice(0, 120) };
    }
    outcome = "error";
  }
  const ms = performance.now() - t0;
  clock[2] = 0;
  tally.outcomes[outcome]++;
  tally.totalMs += ms;
  tally.memoryMb = Math.max(tally.memoryMb, memoryMb());
  if (ms > tally.slowest.ms) tally.slowest = { ms, i, api: door, outcome, request: show(request) };
  const limit = millisOf(request);
  if (ms > limit + 1000) tally.hangs.push({ i, ms, millis: limit, api: door, request: show(request) });
  if ((i + 1) % SANITY_EVERY === 0) {
    try {
      if (api.solve(guarini).length !== 16) tally.unusable++;
      viewApi.check(guarini);
    } catch {
      tally.unusable++;
    }
  }
  if (tally.requests >= REPORT_EVERY) {
    parentPort.postMessage({ type: "tally", tally });
    tally = fresh();
  }
}
parentPort.postMessage(trapped === null ? { type: "done", tally } : { type: "trap", tally, next: trapped });
