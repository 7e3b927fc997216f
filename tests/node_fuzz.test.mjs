// The fuzz corpus (tests/fuzz-corpus/*.json) and malformed values through the
// wasm module in Node: every input answers or throws a JS Error with a
// message, none traps the module, and the module still solves afterwards.
// The native side of the same corpus is tests/fuzz.rs.
// Run after scripts/build.sh:  node --test tests/node_fuzz.test.mjs
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
const corpusDir = join(root, "tests", "fuzz-corpus");
let api;

before(async () => {
  assert.ok(existsSync(join(dist, "board_puzzles.js")), "dist/ is missing: run ./scripts/build.sh first");
  api = await import(join(dist, "board_puzzles.js"));
  api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
});

/**
 * Every input of the corpus, with the fuzz budget unless it sets its own, and
 * its expectation: an entry is a request, or {request, error} / {request,
 * answer} (see tests/fuzz.rs).
 */
function corpus() {
  return readdirSync(corpusDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => {
      const v = JSON.parse(readFileSync(join(corpusDir, f), "utf8"));
      return (Array.isArray(v) ? v : [v]).map((entry) => {
        const input = entry.request ?? entry;
        return [f, { limits: { nodes: 50_000, millis: 100 }, ...input }, entry];
      });
    });
}

/** Checks what a corpus entry expects of its outcome. */
function expectOf(entry, outcome) {
  if (entry.error !== undefined) {
    assert.ok(outcome instanceof Error, `answered ${outcome.status}, not refused with '${entry.error}'`);
    assert.ok(outcome.message.includes(entry.error), `refused with '${outcome.message}', not '${entry.error}'`);
  }
  for (const [k, v] of Object.entries(entry.answer ?? {})) {
    assert.ok(!(outcome instanceof Error), `refused: ${outcome.message}`);
    if (k === "reason") assert.ok(outcome.reason?.includes(v), `reason '${outcome.reason}' lacks '${v}'`);
    else if (k === "algorithm" || k === "expanded") assert.equal(outcome.stats[k], v, k);
    else assert.deepEqual(outcome[k], v, k);
  }
}

/** Answers or throws a JS Error with a message; anything else fails. */
function answerOrError(input) {
  try {
    const answer = api.solve(input);
    assert.ok(["solved", "unsolvable", "limit"].includes(answer.status), `status ${answer.status}`);
    return answer;
  } catch (e) {
    assert.ok(e instanceof Error, `threw a ${typeof e}, not an Error: ${String(e)}`);
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `the module trapped: ${e.message}`);
    assert.ok(e.message.length > 0, "an Error without a message");
    return e;
  }
}

const guarini = () => api.solve({ puzzle: "knight-swap", board: "N.N/.../n.n", goal: "n.n/.../N.N" }).length;

test("every corpus input answers or throws an Error, and the module stays usable", () => {
  const inputs = corpus();
  assert.ok(inputs.length >= 10, `only ${inputs.length} corpus inputs`);
  for (const [file, input, entry] of inputs) {
    try {
      expectOf(entry, answerOrError(input));
    } catch (e) {
      e.message = `${file}: ${JSON.stringify(input)}: ${e.message}`;
      throw e;
    }
  }
  assert.equal(guarini(), 16);
});

test("values that are not requests throw Errors that say what a request is", () => {
  const wrong = [
    undefined,
    null,
    42,
    "knight-swap",
    [],
    [1, 2],
    true,
    () => 1,
    { puzzle: 5 },
    { puzzle: "knight-swap", board: 7 },
    { puzzle: "knight-swap", board: "N.N", limits: "fast" },
    { puzzle: "knight-path", rows: -3, cols: 8 },
    { puzzle: "knight-path", rows: 1e12, cols: 1e12 },
    { puzzle: "knight-path", rows: 8, cols: 8, from: [NaN, 0], to: [7, 7] },
    { puzzle: "knight-path", rows: 8, cols: 8, from: [0, 0], to: [7, 7], colour: "red" },
    { puzzle: "n-queens", n: 8.5 },
    { puzzle: "n-queens", n: 8, mode: "count", split: [0, 0] },
  ];
  for (const input of wrong) {
    const r = answerOrError(input);
    assert.ok(r instanceof Error || r.status, `${String(input)}: neither an answer nor an Error`);
  }
  assert.equal(guarini(), 16);
  assert.throws(() => api.solve(null), /request/);
  assert.throws(() => api.solve({ puzzle: "knight-swap", board: "N.N/.x./n.n" }), /square \(1, 1\)/);
  assert.throws(() => api.solve({ puzzle: "chess" }), /unknown puzzle 'chess'/);
});
