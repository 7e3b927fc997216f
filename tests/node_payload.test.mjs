// The payload budget (issue 24, point 4): the wasm module the page and the
// <board-puzzle> element load on their main thread before the board draws,
// dist/board_view_bg.wasm, is at most 300 KiB gzip (gzip -9, as a static
// host or CDN serves it); the solvers stay in the workers' module,
// dist/board_puzzles_bg.wasm (docs/ARCHITECTURE.md "Two modules"). Sizes
// and where the bytes go: ./scripts/wasm-size.sh, BENCHMARKS.md.
// Run after scripts/build.sh:  node --test tests/node_payload.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { basename, dirname, join, sep } from "node:path";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");

/** The main-thread module's budget, gzip bytes. */
const BUDGET = 300 * 1024;

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

test("the page's main-thread wasm module is at most 300 KiB gzip", () => {
  assert.ok(existsSync(join(dist, "board_view_bg.wasm")), `${dist}/board_view_bg.wasm is missing: run ./scripts/build.sh first`);
  const view = gzipped("board_view_bg.wasm");
  const whole = gzipped("board_puzzles_bg.wasm");
  console.log(`board_view_bg.wasm ${view} bytes gzip (budget ${BUDGET}); board_puzzles_bg.wasm ${whole}`);
  assert.ok(
    view <= BUDGET,
    `dist/board_view_bg.wasm is ${view} bytes gzip, over the budget of ${BUDGET} (300 KiB): see ./scripts/wasm-size.sh for where the bytes go`,
  );
  // The split is real: the solvers are not in the page's module.
  assert.ok(
    view < whole * 0.8,
    `board_view_bg.wasm (${view}) is hardly smaller than board_puzzles_bg.wasm (${whole}): are the solvers linked into it?`,
  );
});

test("the page's module has the view and the rules, and not the solvers", async () => {
  const view = await import(join(dist, "board_view.js"));
  view.initSync({ module: readFileSync(join(dist, "board_view_bg.wasm")) });
  for (const name of ["BoardView", "check", "puzzles", "version", "position", "moves", "apply", "place", "remove", "offSquares"]) {
    assert.equal(typeof view[name], "function", `board_view.js has no ${name}`);
  }
  for (const name of ["solve", "solveWithProgress", "solvePacked", "coach"]) {
    assert.equal(view[name], undefined, `board_view.js exports ${name}, a solver: it belongs in board_puzzles.js only`);
  }
  // Its rules are the whole module's: a request is read and a move refused alike.
  const request = { puzzle: "knight-swap", board: "N.N/.../n.n", goal: "n.n/.../N.N" };
  assert.equal(view.position(request, []).board, "N.N/.../n.n");
  assert.throws(() => view.apply(request, { from: [0, 0], to: [0, 1] }, []), /knight/);
  assert.throws(() => view.check({ ...request, colour: 1 }), /unknown field/);
  assert.equal(view.puzzles().length, 6);
});

test("only the workers import the whole module", () => {
  // Each worker's entry file, as www/workers/start-worker.js starts it (the literal form bundlers rewrite).
  const workers = readFileSync(join(root, "www", "workers", "start-worker.js"), "utf8");
  const entries = new Set([...workers.matchAll(/new Worker\(new URL\("\.\/([\w-]+\.js)", import\.meta\.url\)/g)].map((m) => m[1]));
  assert.ok(entries.has("solver-worker.js"), "www/workers/start-worker.js no longer starts solver-worker.js in the literal form: update this test");
  // Every module of www/ and its folders, as a path under www/ ("workers/solver-worker.js").
  const importers = readdirSync(join(root, "www"), { recursive: true })
    .filter((f) => f.endsWith(".js") && !f.startsWith("vendor"))
    .filter((f) => /(from\s*|import\()\s*"(\.\.\/)+board_puzzles\.js"/.test(readFileSync(join(root, "www", f), "utf8")));
  assert.deepEqual(
    importers.filter((f) => !(f.startsWith(`workers${sep}`) && entries.has(basename(f)))),
    [],
    "a main-thread file imports ../../board_puzzles.js (the solvers' module): import ../../board_view.js",
  );
});
