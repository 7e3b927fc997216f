// A short run of the fuzz campaign (scripts/fuzz.sh runs 10^6 requests and
// records the figures in BENCHMARKS.md): 2 000 requests of
// scripts/fuzz/requests.mjs through every entry point of both wasm modules in
// dist/ (hostile values — sparse and huge arrays, Proxies, throwing getters,
// typed arrays — and hand play through coach, position, moves, apply, place
// and remove included). None may trap, hang past its limits, answer without
// a status or throw anything but an Error, and the module must still solve
// afterwards. The requests must also reach the solvers and the rules (some
// solved, unsolvable and limit answers, positions played), so that the
// generator cannot silently degrade into errors only.
// Run after scripts/build.sh:  node --test tests/node_fuzz_campaign.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCampaign } from "../scripts/fuzz/campaign.mjs";
import { ENTRY_KEYS, heavy, requestAt } from "../scripts/fuzz/requests.mjs";
import { preview } from "../scripts/fuzz/hostile.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");

test("2 000 fuzzed requests: no trap, no hang, only answers and Errors", async () => {
  assert.ok(existsSync(join(dist, "board_puzzles.js")), "dist/ is missing: run ./scripts/build.sh first");
  const t = await runCampaign({ dist, requests: 2000, seed: 20_261_123, workers: 1, watchdogMs: 60_000 });
  const show = (list) => JSON.stringify(list.slice(0, 3));
  assert.equal(t.requests, 2000);
  assert.equal(t.counts.traps, 0, `traps: ${show(t.traps)}`);
  assert.equal(t.counts.hangs, 0, `hangs: ${show(t.hangs)}`);
  assert.equal(t.counts.crashes, 0, `worker crashes: ${show(t.crashes)}`);
  assert.equal(t.counts.badAnswers, 0, `answers without a status: ${show(t.badAnswers)}`);
  assert.equal(t.counts.badThrows, 0, `throws that are not Errors: ${show(t.badThrows)}`);
  assert.equal(t.unusable, 0, "the module failed its sanity solve after some request");
  const o = t.outcomes;
  assert.equal(o.solved + o.unsolvable + o.limit + o.valid + o.played + o.error, 2000);
  for (const k of ["solved", "unsolvable", "limit", "valid", "played", "error"]) assert.ok(o[k] > 0, `no ${k} outcome: ${JSON.stringify(o)}`);
  for (const e of ENTRY_KEYS) assert.ok(t.byApi[e] > 0, `no request to ${e}: ${JSON.stringify(t.byApi)}`);
  assert.ok(t.byKind.hostile > 50 && t.byKind.play > 50, JSON.stringify(t.byKind));
  // Hostile values never grow the module's memory far: the largest seen after a request.
  assert.ok(t.memoryMb < 1024, `wasm memory reached ${t.memoryMb} MB`);
});

test("a fuzzed request is the same every time it is drawn", async () => {
  const api = await import(join(dist, "board_puzzles.js"));
  api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
  const puzzles = api.puzzles();
  const text = (i) => preview(requestAt(puzzles, 5, i), 2000);
  for (const i of [0, 1, 999, 123_456]) assert.equal(text(i), text(i));
  assert.notEqual(text(0), text(1));
  // Heavy boards are thinned out: at most a few in 2 000 draws.
  let heavyCount = 0;
  for (let i = 0; i < 2000; i++) heavyCount += heavy(requestAt(puzzles, 5, i).request) ? 1 : 0;
  assert.ok(heavyCount <= 3, `${heavyCount} heavy requests in 2 000`);
});
