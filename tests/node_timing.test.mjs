// The time limit through the wasm module in Node (dist/, a release build):
// every request of issues 17's, 21's and 40's tables that sets `limits.millis` to at most 200
// (benches/limit-cases.mjs, the rows of the BENCHMARKS.md limits table)
// returns — an answer or an error — within 200 ms + 300 ms of slack, all of
// it counted: reading the request (a million-square `off` list included)
// and the `played` / `placed` lists, drawing random walls, tables, traces,
// the matching, heuristic set-ups, constructions, the search, and turning
// the answer into JS objects. A row that sets only `limits.nodes` (1 000)
// must end within its `boundMs` (200) + the slack: every phase counts its
// work against the nodes as well as the clock. Each request runs in a fresh instance of the module (its
// memory its own); the request object is built before the clock starts.
//
// The figure is the smaller of the call's wall time and the CPU time the
// process spent in it (user + system): on an idle machine the two are the
// same, and on a shared one (a developer's builds, CI's other layers) the
// CPU time leaves out what the OS gave to other processes, while a search
// that ignores its clock still shows all the work it did. A request over the
// limit is measured once more and its faster run counts; over twice fails.
// The slack is generous (a slow machine reads the clock as often, but each
// chunk of work between readings takes longer): a phase that ignores the
// clock took 530 ms to 12 s on issue 17's machine.
// Run after scripts/build.sh:  node --test tests/node_timing.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { CASES, invoke, listsOf } from "../benches/limit-cases.mjs";
import { freshInstance } from "../benches/fresh.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
const SLACK_MS = 300;

/** One timed call in a fresh instance: { ms, outcome }. */
async function timed(c) {
  const { api } = await freshInstance(dist);
  const request = c.request();
  const lists = listsOf(c);
  const started = performance.now();
  const cpu = process.cpuUsage();
  let outcome;
  try {
    const answer = invoke(api, c.call, request, lists);
    outcome = `${answer.status}: ${answer.reason ?? ""}`;
  } catch (e) {
    outcome = `error: ${e?.message ?? e}`;
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms: Math.min(wall, (used.user + used.system) / 1000), wall, outcome };
}

for (const c of CASES) {
  // A row bounded by `limits.nodes` alone is held to its `boundMs`.
  const millis = c.request().limits?.millis ?? c.boundMs;
  if (millis === undefined || millis > 200) continue;
  const what = c.request().limits?.millis === undefined ? `nodes ${c.request().limits?.nodes} within ${millis} ms` : `millis ${millis}`;
  test(`${what} holds (+${SLACK_MS} ms): ${c.name}`, async () => {
    assert.ok(existsSync(join(dist, "board_puzzles.js")), "dist/board_puzzles.js is missing: run ./scripts/build.sh first");
    let best = await timed(c);
    if (best.ms > millis + SLACK_MS) {
      const again = await timed(c);
      if (again.ms < best.ms) best = again;
    }
    assert.ok(
      best.ms <= millis + SLACK_MS,
      `${c.name}: ${Math.round(best.ms)} ms (wall ${Math.round(best.wall)} ms), past ${millis} + ${SLACK_MS} ms (${best.outcome.slice(0, 120)})`,
    );
    // Nothing past the limit is claimed: a limit, a refusal, or an answer found in time.
    assert.match(best.outcome, /^(limit|solved|unsolvable|on-track|off-track|dead|unknown|valid|ok|error): /);
  });
}
