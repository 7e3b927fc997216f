// check() off the main thread for big boards: one worker per page, shared
// by every controller on it (the page's, and every <board-puzzle>'s), so a
// check never waits behind a running solve and never blocks the page.
// Small requests are checked here at once (microseconds, and the status
// beside Solve is right on the same frame). The worker starts through
// www/workers/start-worker.js, as the solver's does. Where no worker can start (a CSP
// without blob: workers), every check runs here.
import { check } from "../../board_view.js";
import * as Message from "./worker-messages.js";
import { startWorker } from "./start-worker.js";

/** Squares from which the check goes to the worker (a 500 × 500 board). */
export const OFF_THREAD_SQUARES = 250_000;

/** The shared worker: a promise of it (null where none can start), or null before the first big check. */
let worker = null;
let unavailable = false;
let nextId = 1;
const waiting = new Map(); // id → { resolve, reject, request }

function checkHere(request) {
  check(request);
}

/** Starts the shared worker; resolves to it, or to null where none can start. */
function start() {
  return startWorker("check").then(
    (started) => {
      started.addEventListener("message", (event) => {
        const msg = event.data ?? {};
        const job = waiting.get(msg.id);
        if (!job) return;
        waiting.delete(msg.id);
        if (msg.type === Message.Type.accepted) {
          job.resolve();
        } else if (msg.type === Message.Type.refused) {
          job.reject(new Error(msg.message));
        } else {
          job.reject(new Error(`the setup could not be checked (${msg.message ?? "an unknown reply"})`));
          workerGone(started);
        }
      });
      started.addEventListener("error", (event) => {
        event.preventDefault();
        workerGone(started);
      });
      return started;
    },
    () => {
      unavailable = true;
      return null;
    },
  );
}

/** The worker is gone: its pending checks run here, the next one starts a fresh worker. */
function workerGone(gone) {
  gone.terminate();
  worker = null;
  for (const job of waiting.values()) settleHere(job);
  waiting.clear();
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
  worker ??= start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const job = { resolve, reject, request };
    worker.then((started) => {
      if (!started) return settleHere(job);
      waiting.set(id, job);
      started.postMessage(Message.check(id, request));
    });
  });
}
