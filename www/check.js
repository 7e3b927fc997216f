// check() off the main thread for big boards: one worker per page, shared
// by every controller on it (the page's, and every <board-puzzle>'s), so a
// check never waits behind a running solve and never blocks the page.
// Small requests are checked here at once (microseconds, and the status
// beside Solve is right on the same frame). The worker starts as the
// solver's does (solver.js workerSource): from its own URL on the same
// origin, from a blob: module importing it when the files come from another
// origin (issue 12's cross-origin embeds). Where no worker can start (a CSP
// without blob: workers), every check runs here.
import { check } from "../board_puzzles.js";
import { workerSource } from "./solver.js";

/** Squares from which the check goes to the worker (a 500 × 500 board). */
export const OFF_THREAD_SQUARES = 250_000;

let worker = null;
let unavailable = false;
let nextId = 1;
const waiting = new Map(); // id → { resolve, reject, request }

function checkHere(request) {
  check(request);
}

function start() {
  let source;
  try {
    source = workerSource(new URL("./check-worker.js", import.meta.url));
    worker = new Worker(source.url, { type: "module" });
  } catch {
    if (source?.blob) URL.revokeObjectURL(source.url);
    worker = null;
    unavailable = true;
    return;
  }
  // The blob: URL is needed until the worker has loaded: its first message or error.
  let revoke = () => {
    if (source.blob) URL.revokeObjectURL(source.url);
    revoke = () => {};
  };
  const failed = () => {
    // The worker is gone: its pending checks run here, the next one starts a fresh worker.
    worker?.terminate();
    worker = null;
    for (const job of waiting.values()) settleHere(job);
    waiting.clear();
  };
  worker.addEventListener("message", (event) => {
    revoke();
    const { id, error, crashed } = event.data ?? {};
    const job = waiting.get(id);
    if (!job) return;
    waiting.delete(id);
    if (crashed) {
      job.reject(new Error(`the setup could not be checked (${crashed})`));
      failed();
    } else if (error) {
      job.reject(new Error(error));
    } else {
      job.resolve();
    }
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    revoke();
    unavailable = true; // e.g. the module could not load from here
    failed();
  });
}

function settleHere(job) {
  try {
    checkHere(job.request);
    job.resolve();
  } catch (err) {
    job.reject(err);
  }
}

/** The number of squares a request asks for (its board text, rows × cols, or n × n). */
function squares(request) {
  if (typeof request.board === "string") return request.board.length;
  const rows = Number(request.rows ?? request.n ?? 0);
  const cols = Number(request.cols ?? request.n ?? 0);
  return rows * cols;
}

/**
 * Resolves when the solver accepts `request` (check() of the wasm module),
 * rejects with its Error (the message names the field) when not. Big
 * requests are checked in the shared worker.
 */
export function checkRequest(request) {
  if (squares(request) < OFF_THREAD_SQUARES || unavailable) {
    return new Promise((resolve, reject) => settleHere({ resolve, reject, request }));
  }
  if (!worker) start();
  if (!worker) return new Promise((resolve, reject) => settleHere({ resolve, reject, request }));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, request });
    worker.postMessage({ id, request });
  });
}
