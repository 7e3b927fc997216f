// The fuzz campaign: requests [0, requests) of requests.mjs sent through the
// wasm module in worker threads (worker.mjs), tallied by outcome. A request
// that has not returned after `watchdogMs` is a hang: its worker is ended and
// a fresh one goes on with the next request; so is a trap. Used by
// scripts/fuzz.mjs (the full campaign) and tests/node_fuzz_campaign.test.mjs
// (a short run).
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { readFileSync } from "node:fs";
import { ENTRY_KEYS, KINDS, keyOf, requestAt } from "./requests.mjs";
import { preview } from "./hostile.mjs";

const here = dirname(fileURLToPath(import.meta.url));
/** How many traps, hangs, bad answers and throws a report keeps in full. */
const KEEP = 50;

function empty() {
  return {
    requests: 0,
    byApi: Object.fromEntries(ENTRY_KEYS.map((e) => [e, 0])),
    byKind: Object.fromEntries(KINDS.map((k) => [k, 0])),
    outcomes: { solved: 0, unsolvable: 0, limit: 0, valid: 0, played: 0, error: 0 },
    badAnswers: [],
    badThrows: [],
    traps: [],
    hangs: [],
    crashes: [],
    counts: { badAnswers: 0, badThrows: 0, traps: 0, hangs: 0, crashes: 0 },
    unusable: 0,
    slowest: { ms: -1 },
    longestMessage: { length: 0 },
    totalMs: 0,
    memoryMb: 0,
  };
}

function merge(into, t) {
  into.requests += t.requests;
  for (const k of Object.keys(t.byApi)) into.byApi[k] += t.byApi[k];
  for (const k of Object.keys(t.byKind)) into.byKind[k] += t.byKind[k];
  for (const k of Object.keys(t.outcomes)) into.outcomes[k] += t.outcomes[k];
  for (const k of ["badAnswers", "badThrows", "traps", "hangs"]) {
    into.counts[k] += t[k].length;
    into[k].push(...t[k].slice(0, Math.max(0, KEEP - into[k].length)));
  }
  into.unusable += t.unusable;
  into.totalMs += t.totalMs;
  into.memoryMb = Math.max(into.memoryMb, t.memoryMb);
  if (t.slowest.ms > into.slowest.ms) into.slowest = t.slowest;
  if (t.longestMessage.length > into.longestMessage.length) into.longestMessage = t.longestMessage;
}

/** The wasm module's puzzles(), read once in this thread for reports. */
async function puzzlesOf(dist) {
  const api = await import(new URL(`file://${join(dist, "board_puzzles.js")}`).href);
  api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
  return api.puzzles();
}

/** Runs requests [from, to) in one worker after another (a new one after a trap or hang). */
function runRange({ dist, seed, from, to, watchdogMs, tally, puzzles, onTally }) {
  return new Promise((resolve) => {
    const clockBuffer = new SharedArrayBuffer(3 * 8);
    const clock = new Float64Array(clockBuffer);
    const start = (at) => {
      if (at >= to) {
        resolve();
        return;
      }
      clock.fill(0);
      const worker = new Worker(join(here, "worker.mjs"), { workerData: { dist, seed, from: at, to, clock: clockBuffer } });
      let over = false;
      const finish = (next) => {
        if (over) return;
        over = true;
        clearInterval(watch);
        worker.terminate();
        start(next);
      };
      const watch = setInterval(() => {
        const ms = performance.timeOrigin + performance.now() - clock[1];
        if (clock[2] === 1 && ms > watchdogMs) {
          const i = clock[0];
          const entry = requestAt(puzzles, seed, i);
          const { request } = entry;
          const door = keyOf(entry);
          tally.counts.hangs++;
          tally.requests++;
          if (tally.hangs.length < KEEP) tally.hangs.push({ i, ms, millis: null, api: door, request: preview(request, 300), killed: true });
          finish(i + 1);
        }
      }, 500);
      worker.on("message", (m) => {
        merge(tally, m.tally);
        onTally?.(tally);
        if (m.type === "done") finish(to);
        if (m.type === "trap") finish(m.next);
      });
      worker.on("error", (e) => {
        const i = clock[0];
        tally.counts.crashes++;
        tally.requests++;
        if (tally.crashes.length < KEEP) tally.crashes.push({ i, message: String(e?.message ?? e).slice(0, 300) });
        finish(i + 1);
      });
    };
    start(from);
  });
}

/**
 * Runs a campaign and gives its tally (see worker.mjs for the fields; counts
 * holds the full numbers of the kept lists).
 * @param {{dist: string, requests: number, seed: number, workers?: number, watchdogMs?: number, onTally?: Function}} options
 */
export async function runCampaign({ dist, requests, seed, workers = 1, watchdogMs = 120_000, onTally }) {
  const puzzles = await puzzlesOf(dist);
  const tally = empty();
  const t0 = performance.now();
  const per = Math.ceil(requests / workers);
  const ranges = [];
  for (let w = 0; w < workers; w++) {
    const from = w * per;
    const to = Math.min(requests, from + per);
    if (from < to) ranges.push(runRange({ dist, seed, from, to, watchdogMs, tally, puzzles, onTally }));
  }
  await Promise.all(ranges);
  tally.wallMs = performance.now() - t0;
  return tally;
}
