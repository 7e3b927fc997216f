// The leaper (issue 42, point 1) in links and attributes: `leaper=1,3`
// read and written by www/controller/request.js's one table of fields, kept with the
// board the view holds (not an option), and a bad one refused naming the
// field. With the built module: the camel's preset tour is proved
// impossible and the zebra's 500 × 500 distance answered.
// Run after scripts/build.sh:  node --test tests/node_leaper.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { optionsOf, readFields, writeFields } from "../www/controller/request.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");

test("a link's or an attribute's leaper reads and writes as a,b", () => {
  const { request, errors } = readFields((f) => ({ puzzle: "knight-tour", leaper: "1,3" })[f] ?? null);
  assert.deepEqual(errors, []);
  assert.deepEqual(request, { puzzle: "knight-tour", leaper: [1, 3] });
  assert.deepEqual(readFields((f) => (f === "leaper" ? "[2, 3]" : null)).request, { leaper: [2, 3] });
  assert.deepEqual(writeFields({ puzzle: "knight-path", leaper: [2, 3] }), [
    ["puzzle", "knight-path"],
    ["leaper", "2,3"],
  ]);
  assert.deepEqual(writeFields({ leaper: [1, 3] }, "attribute"), [["leaper", "1,3"]]);
  // The view holds it with the board, so it is no solver option.
  assert.deepEqual(optionsOf({ puzzle: "knight-path", leaper: [1, 3], closed: true }), { closed: true });
  const bad = readFields((f) => (f === "leaper" ? "camel" : null));
  assert.deepEqual(bad.request, {});
  assert.match(bad.errors[0], /^leaper: "camel" is not a leaper: write a,b/);
});

test("the leapers' presets answer in the built module", async () => {
  assert.ok(existsSync(join(dist, "board_puzzles.js")), "dist/board_puzzles.js is missing: run ./scripts/build.sh first");
  const api = await import(join(dist, "board_puzzles.js"));
  api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
  const preset = (id, name) =>
    api
      .puzzles()
      .find((p) => p.id === id)
      .presets.find((p) => p.name.startsWith(name)).request;
  const camel = api.solve(preset("knight-tour", "Camel"));
  assert.equal(camel.status, "unsolvable");
  assert.match(camel.reason, /colour-bound/);
  const zebra = api.solve(preset("knight-path", "Zebra"));
  assert.deepEqual([zebra.status, zebra.length, zebra.optimal], ["solved", 202, true]);
  const camels = api.solve(preset("non-attacking-knights", "Camels"));
  assert.equal(camels.length, 32);
  assert.equal(api.solve(preset("knight-tour", "Giraffe")).status, "solved");
  assert.throws(() => api.solve({ puzzle: "knight-path", board: "...", leaper: [3, 2] }), /leaper: \[3, 2\] is not a leaper/);
});
