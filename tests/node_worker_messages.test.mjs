// The worker messages are one module of typed constructors used by both
// sides (issue 42, point 4): www/workers/worker-messages.js builds every message,
// and no worker or page-side file writes a message by hand or compares a
// `type` with a string of its own. The page's e2e tests (solve, coach,
// setup check, GIF export) run the messages themselves.
// Run:  node --test tests/node_worker_messages.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import * as Message from "../www/workers/worker-messages.js";

const www = join(dirname(fileURLToPath(import.meta.url)), "..", "www");

/** Every file that posts to a worker or answers from one (paths under www/). */
const SIDES = [
  "workers/solver-worker.js",
  "workers/check-worker.js",
  "workers/export-worker.js",
  "workers/solver-client.js",
  "play/coach-client.js",
  "workers/check-client.js",
  "export/gif-encoder.js",
  "workers/start-worker.js",
];

/** One call of each constructor, with sample arguments. */
const SAMPLES = {
  loaded: [],
  solve: [1, { puzzle: "knight-path" }],
  offSquares: [2, { puzzle: "knight-path" }],
  offBits: [2, { puzzle: "knight-path" }],
  coach: [
    3,
    { puzzle: "peg-solitaire" },
    [
      [
        [3, 1],
        [3, 3],
      ],
    ],
    [],
  ],
  ready: [1024],
  failed: ["no wasm"],
  progress: [4, { expanded: 10 }],
  answer: [5, { status: "solved" }, new Uint32Array([1, 2]), undefined, 2048],
  cells: [6, new Uint32Array([7]), 2048],
  coaching: [7, { verdict: "on-track", proved: true }, 2048],
  error: [8, "rows must be an integer", 2048],
  crashed: [9, "unreachable", 2048],
  check: [10, { puzzle: "n-queens", n: 8 }],
  accepted: [10],
  refused: [11, "n must be at least 1"],
  gifStart: [12, { width: 10, height: 10, delay: 100, comment: "x" }],
  gifFrame: [13, new ArrayBuffer(400)],
  gifFinish: [14],
  gifProgress: [3],
  ok: [15],
  gifDone: [16, new Uint8Array([0x47])],
};

test("every constructor builds a message of its own type that survives structured cloning", () => {
  const types = Object.values(Message.Type);
  assert.equal(new Set(types).size, types.length, "two names share a type");
  const byName = new Map(Object.entries(Message));
  const made = [...byName.keys()].filter((name) => name !== "Type");
  assert.deepEqual(made.sort(), Object.keys(SAMPLES).sort(), "a constructor without a sample, or a sample without a constructor");
  for (const [name, args] of Object.entries(SAMPLES)) {
    const msg = byName.get(name)(...args);
    assert.equal(msg.type, Message.Type[name], `${name}() has type ${msg.type}`);
    assert.deepEqual(structuredClone(msg), msg, `${name}() does not clone`);
  }
  assert.deepEqual(Message.coach(3, { puzzle: "p" }, [1], [2]), { type: "coach", id: 3, request: { puzzle: "p" }, played: [1], placed: [2] });
  assert.equal(Message.gifStart(1, { width: 5, type: "other", id: 9 }).type, Message.Type.gifStart, "setup fields override the type");
  assert.equal(Message.gifStart(1, { width: 5, id: 9 }).id, 1, "setup fields override the id");
});

test("no worker or page-side file writes a message by hand", () => {
  for (const file of SIDES) {
    const text = readFileSync(join(www, file), "utf8");
    const posted = [...text.matchAll(/postMessage\(\s*\{/g)];
    assert.equal(posted.length, 0, `${file} posts an object literal: build it with www/workers/worker-messages.js`);
    const compared = [...text.matchAll(/\.type\s*!?===?\s*"[^"]*"/g)].map((m) => m[0]);
    assert.deepEqual(compared, [], `${file} compares a message type with its own string`);
    if (file !== "workers/start-worker.js")
      assert.match(text, /from "(\.|\.\.\/workers)\/worker-messages\.js"/, `${file} does not import the messages`);
  }
});
