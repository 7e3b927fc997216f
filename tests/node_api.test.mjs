// The JS API (docs/API.md) in Node, through the built files in dist/ — the same
// board_puzzles.js + board_puzzles_bg.wasm that the page, the worker and
// course notes load. Run after scripts/build.sh:  node --test tests/
import { test, describe, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// BP_DIST: another build directory (scripts/build.sh honours it too).
const dist = process.env.BP_DIST ?? join(root, "dist");
let api;

before(async () => {
  assert.ok(existsSync(join(dist, "board_puzzles.js")), "dist/board_puzzles.js is missing: run ./scripts/build.sh first");
  api = await import(join(dist, "board_puzzles.js"));
  api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });
});

// ---------------------------------------------------------------- helpers

/**
 * Replays `steps` from the start of `request` through the module's own
 * `position` (the core's one apply, core::play): an illegal step throws,
 * naming it and why. Returns the position reached ({board, solved, walker …}).
 */
function replay(request, steps) {
  return api.position(request, steps);
}

function checkStats(answer) {
  assert.equal(typeof answer.stats, "object", "answer.stats is missing");
  assert.equal(typeof answer.stats.algorithm, "string");
  for (const k of ["expanded", "generated", "millis"]) {
    assert.equal(typeof answer.stats[k], "number", `stats.${k} must be a number`);
    assert.ok(answer.stats[k] >= 0, `stats.${k} must be >= 0`);
  }
}

/** solve() must throw an Error whose message matches `pattern`. */
function assertSolveThrows(request, pattern) {
  let thrown;
  try {
    api.solve(request);
  } catch (e) {
    thrown = e;
  }
  assert.ok(thrown !== undefined, `solve(${JSON.stringify(request)}) did not throw`);
  assert.ok(thrown instanceof Error, `solve threw a non-Error: ${String(thrown)}`);
  assert.ok(thrown.message.length > 0, "the Error has no message");
  if (pattern) assert.match(thrown.message, pattern);
  return thrown;
}

const SIX = { puzzle: "knight-swap", board: "nnn/.../.../NNN", goal: "NNN/.../.../nnn" };
const GUARINI = { puzzle: "knight-swap", board: "N.N/.../n.n", goal: "n.n/.../N.N" };

/** After an error the module must still answer correctly. */
function assertStillWorks() {
  const a = api.solve(GUARINI);
  assert.equal(a.status, "solved");
  assert.equal(a.length, 16);
}

// ------------------------------------------------------------------ tests

describe("module", () => {
  test("version() is a non-empty string", () => {
    const v = api.version();
    assert.equal(typeof v, "string");
    assert.ok(v.length > 0);
  });

  test("puzzles() lists knight-swap and knight-path with algorithms", () => {
    const list = api.puzzles();
    assert.ok(Array.isArray(list), "puzzles() must return an array");
    for (const id of ["knight-swap", "knight-path"]) {
      const p = list.find((x) => x.id === id);
      assert.ok(p, `puzzles() has no ${id}`);
      assert.equal(typeof p.title, "string");
      assert.ok(Array.isArray(p.algorithms) && p.algorithms.length > 0, `${id} lists no algorithms`);
    }
  });
});

describe("knight-swap", () => {
  test("six knights on 4x3: proved optimal, 16 moves, every move legal", () => {
    const a = api.solve(SIX);
    assert.equal(a.puzzle, "knight-swap");
    assert.equal(a.status, "solved");
    assert.equal(a.optimal, true);
    assert.equal(a.length, 16);
    assert.equal(a.steps.length, 16);
    assert.equal(replay(SIX, a.steps).board, SIX.goal);
    checkStats(a);
  });

  test("Guarini's four knights on 3x3: 16 moves, every move legal", () => {
    const a = api.solve(GUARINI);
    assert.equal(a.status, "solved");
    assert.equal(a.length, 16);
    assert.equal(a.steps.length, 16);
    assert.equal(replay(GUARINI, a.steps).board, GUARINI.goal);
    checkStats(a);
  });

  test("every listed algorithm answers the six knights legally", () => {
    const info = api.puzzles().find((x) => x.id === "knight-swap");
    for (const alg of info.algorithms) {
      const algorithm = typeof alg === "string" ? alg : alg.id;
      const a = api.solve({ ...SIX, algorithm });
      assert.equal(a.status, "solved", `${algorithm}: status ${a.status}`);
      assert.equal(replay(SIX, a.steps).board, SIX.goal, `${algorithm}: wrong final position`);
      if (a.optimal) assert.equal(a.length, 16, `${algorithm} claims optimal with ${a.length} moves`);
      assert.ok(a.length >= 16, `${algorithm}: ${a.length} moves beats the proved minimum`);
    }
  });
});

describe("knight-path", () => {
  test("500x500 corner to corner: 334 moves", () => {
    const req = { puzzle: "knight-path", rows: 500, cols: 500, from: [0, 0], to: [499, 499] };
    const a = api.solve(req);
    assert.equal(a.status, "solved");
    assert.equal(a.length, 334);
    assert.deepEqual(replay(req, a.steps).walker, req.to, "the path does not end on the target");
    checkStats(a);
  });

  test("500x500 (238,421) -> (23,142): 166 moves, default algorithm expands <= 5000", () => {
    const req = { puzzle: "knight-path", rows: 500, cols: 500, from: [238, 421], to: [23, 142] };
    const a = api.solve(req);
    assert.equal(a.status, "solved");
    assert.equal(a.length, 166);
    assert.deepEqual(replay(req, a.steps).walker, req.to, "the path does not end on the target");
    checkStats(a);
    assert.ok(a.stats.expanded <= 5000, `expanded ${a.stats.expanded} states`);
  });

  test("3x3 to the centre is unsolvable", () => {
    const a = api.solve({ puzzle: "knight-path", rows: 3, cols: 3, from: [0, 0], to: [1, 1] });
    assert.equal(a.status, "unsolvable");
  });
});

describe("errors throw an Error and leave the module usable", () => {
  test("unknown puzzle", () => {
    assertSolveThrows({ puzzle: "no-such-puzzle", board: "..." }, /no-such-puzzle|unknown|puzzle/i);
    assertStillWorks();
  });

  test("malformed board names the square, (row, col) from 0", () => {
    // 'x' is row 0, column 2.
    assertSolveThrows({ ...SIX, board: "nnx/.../.../NNN" }, /^board: square \(0, 2\): 'x' is not a cell/);
    assertStillWorks();
  });

  test("goal with different knight counts", () => {
    assertSolveThrows({ ...SIX, goal: "NN./.../.../nnn" });
    assertSolveThrows({ ...SIX, goal: "NNN/.../.../nnnn" });
    assertStillWorks();
  });

  test("square off the board", () => {
    assertSolveThrows({ puzzle: "knight-path", rows: 8, cols: 8, from: [0, 0], to: [8, 8] });
    assertSolveThrows({ puzzle: "knight-path", rows: 8, cols: 8, from: [-1, 0], to: [7, 7] });
    assertStillWorks();
  });

  test("requests of the wrong shape", () => {
    for (const bad of [null, undefined, 42, "knight-swap", {}, { puzzle: 7 }]) {
      assertSolveThrows(bad);
    }
    assertStillWorks();
  });
});

describe("peg-solitaire", () => {
  const SEED = "./oo/ooo/oooo/ooooo";
  const seed = (extra = {}) => ({ puzzle: "peg-solitaire", grid: "triangle", board: SEED, ...extra });
  test("listed with jumps answers, presets and options", () => {
    const info = api.puzzles().find((p) => p.id === "peg-solitaire");
    assert.equal(info.editor.answer, "jumps");
    assert.ok(info.presets.some((p) => p.request.grid === "triangle" && p.request.board === SEED));
    assert.deepEqual(
      info.options.map((o) => o.field),
      ["finish", "minimize", "diagonal"],
    );
    assert.ok(info.fields.includes("resume"));
    assert.equal(info.objective, "min-moves");
  });

  test("every puzzle says its objective", () => {
    const objective = Object.fromEntries(api.puzzles().map((p) => [p.id, p.objective]));
    // Every puzzle, a new one too, has one of the four; these six their own.
    for (const [id, o] of Object.entries(objective)) {
      assert.ok(["min-moves", "max-pieces", "count", "find"].includes(o), `${id}: ${o}`);
    }
    const known = {
      "knight-swap": "min-moves",
      "knight-path": "min-moves",
      "knight-tour": "find",
      "non-attacking-knights": "max-pieces",
      "n-queens": "count",
      "peg-solitaire": "min-moves",
    };
    assert.deepEqual(Object.fromEntries(Object.keys(known).map((id) => [id, objective[id]])), known);
  });

  test("resume: a search stopped by its budget goes on, with its bounds, to the proved fewest", () => {
    const six = { puzzle: "peg-solitaire", grid: "triangle", board: "./oo/ooo/oooo/ooooo/oooooo" };
    const progress = [];
    const first = api.solveWithProgress({ ...six, limits: { nodes: 1_000 } }, (s) => progress.push(s));
    assert.equal(first.optimal, false);
    assert.ok(first.stats.lowerBound < 10 && first.stats.best > 10, JSON.stringify(first.stats));
    assert.equal(first.stats.budgetUsed, undefined, "budgetUsed is for progress only");
    assert.ok(progress.every((s) => s.budgetUsed >= 0 && s.budgetUsed <= 1));
    const more = api.solve({ ...six, resume: true, limits: { nodes: 1_000_000 } });
    assert.equal(more.optimal, true);
    assert.match(more.reason, /^10 moves .*went on from the search before/);
    assert.throws(() => api.solve({ ...six, resume: "yes" }), /resume/);
    assert.throws(() => api.solve({ puzzle: "knight-swap", board: "N.N/.../n.n", resume: true }), /does not use `resume`/);
  });

  test("the seed's (b): fewest moves back to the start hole, replayed", () => {
    const a = api.solve(seed({ finish: "start" }));
    assert.equal(a.status, "solved");
    assert.equal(a.optimal, true);
    // `length` is the measure minimised (moves); the jumps beside it.
    assert.deepEqual([a.length, a.moves, a.jumps, a.steps.length], [10, 10, 13, 13]);
    const end = replay(seed({ finish: "start" }), a.steps);
    assert.equal(end.board, "o/../.../..../.....");
    assert.equal(end.solved, true);
  });

  test("the English central game: 18 moves proved fewest (meeting in the middle), replayed to the centre", () => {
    const english = { puzzle: "peg-solitaire", board: "##ooo##/##ooo##/ooooooo/ooo.ooo/ooooooo/##ooo##/##ooo##", finish: "start" };
    // A generous clock: the answer is asserted, not the time (BENCHMARKS.md has that).
    const a = api.solve({ ...english, minimize: "moves", limits: { millis: 3_600_000 } });
    assert.equal(a.status, "solved", a.reason);
    assert.equal(a.optimal, true);
    assert.deepEqual([a.length, a.moves, a.jumps], [18, 18, 31]);
    assert.match(a.reason, /^18 moves · 31 jumps, proved fewest moves: meeting in the middle/);
    const end = replay(english, a.steps);
    assert.equal(end.board, "##...##/##...##/......./...o.../......./##...##/##...##");
    assert.equal(end.solved, true);
    // Any solution (minimize jumps): 31 jumps, as every solution has, so optimal.
    const any = api.solve({ ...english, minimize: "jumps" });
    assert.equal(any.optimal, true);
    assert.equal(any.length, 31);
    assert.equal(any.jumps, 31);
    assert.ok(any.moves >= 18);
  });

  test("the coach decides the English central game's middle by its table, with a 50-node budget", () => {
    const english = { puzzle: "peg-solitaire", board: "##ooo##/##ooo##/ooooooo/ooo.ooo/ooooooo/##ooo##/##ooo##", finish: "start" };
    const tiny = { ...english, limits: { nodes: 50 } };
    // Every position four jumps from the start (28 pegs): one class of 4 can no longer finish in the centre.
    let games = [[]];
    for (let k = 0; k < 4; k++) games = games.flatMap((g) => api.moves(english, g).map((s) => [...g, s]));
    const byBoard = new Map(games.map((g) => [replay(english, g).board, g]));
    assert.equal(byBoard.size, 296);
    const verdicts = [...byBoard.values()].map((g) => [g, api.coach(tiny, g, [])]);
    const dead = verdicts.filter(([, c]) => c.status === "dead");
    assert.equal(dead.length, 4);
    for (const [, c] of dead) assert.match(c.reason, /English board's table/);
    for (const [g, c] of verdicts.filter(([, c]) => c.status !== "dead")) {
      assert.equal(c.status, "on-track", c.reason);
      // The hint keeps the finish reachable, down past the search's hardest middle (22 pegs).
      let played = [...g, c.hint];
      for (let more = 0; more < 3; more++) {
        const next = api.coach(tiny, played, []);
        assert.equal(next.status, "on-track", next.reason);
        played = [...played, next.hint];
      }
    }
  });

  test("refutations, limits and bad requests", () => {
    const french = "##ooo##/#ooooo#/ooooooo/ooo.ooo/ooooooo/#ooooo#/##ooo##";
    const a = api.solve({ puzzle: "peg-solitaire", board: french });
    assert.equal(a.status, "unsolvable");
    assert.match(a.reason, /position classes/);
    const english = "##ooo##/##ooo##/ooooooo/ooo.ooo/ooooooo/##ooo##/##ooo##";
    assert.equal(api.solve({ puzzle: "peg-solitaire", board: english, limits: { nodes: 10 } }).status, "limit");
    assert.throws(() => api.solve(seed({ board: "../oo/ooo" })), /row 0/);
    assert.throws(() => api.solve(seed({ finish: [9, 9] })), /not a hole/);
    assert.throws(() => api.solve(seed({ minimize: "fewest" })), /minimize/);
  });
});

// ------------------------------------------------- requests read strictly

describe("every field is checked, as natively", () => {
  const path8 = (extra) => ({ puzzle: "knight-path", rows: 8, cols: 8, from: [0, 0], to: [7, 7], ...extra });
  const message = (request, fn = "solve") => {
    try {
      api[fn](request);
    } catch (e) {
      assert.ok(e instanceof Error, `threw a ${typeof e}`);
      return e.message;
    }
    assert.fail(`accepted: ${JSON.stringify(request)}`);
  };

  test("misspelt fields are refused with the nearest known name", () => {
    assert.equal(message({ puzzle: "n-queens", n: 8, mode: "all", maxsolutions: 1 }), "unknown field `maxsolutions`; did you mean `maxSolutions`?");
    assert.match(message({ puzzle: "knight-tour", rows: 5, cols: 5, close: true }), /did you mean `closed`\?/);
    assert.match(message({ puzzle: "knight-tour", rows: 5, cols: 5, algoritm: "greedy" }), /did you mean `algorithm`\?/);
    assert.match(message(path8({ limit: { millis: 50 } })), /did you mean `limits`\?/);
    assert.match(message(path8({ limits: { milis: 50 } })), /unknown field `limits.milis`; did you mean `millis`\?/);
    assert.match(message(path8({ randomOff: { fraction: 0.1, sead: 3 } })), /did you mean `seed`\?/);
    // The same through check, which the page calls after every edit.
    assert.match(message({ puzzle: "n-queens", n: 8, maxsolutions: 1 }, "check"), /did you mean `maxSolutions`\?/);
  });

  test("a misspelt algorithm is refused with the puzzle's list", () => {
    for (const info of api.puzzles()) {
      const request = { ...info.presets[0].request, algorithm: `${info.algorithms[0].id}x` };
      const ids = info.algorithms.map((a) => a.id).join(", ");
      assert.equal(message(request), `unknown algorithm '${info.algorithms[0].id}x' for ${info.id}: use one of ${ids}`);
    }
  });

  test("a field of another puzzle is refused, naming it and listing the puzzle's fields", () => {
    const swap = { puzzle: "knight-swap", board: "N.N/.../n.n" };
    assert.equal(
      message({ ...swap, mode: "count" }),
      "mode: knight-swap does not use `mode`; its fields are puzzle, board, rows, cols, off, grid, algorithm, limits, goal, trace, leaper",
    );
    assert.match(message({ ...swap, split: [0, 2] }), /^split: knight-swap does not use `split`/);
    assert.match(message(path8({ closed: true })), /^closed: knight-path does not use `closed`/);
    assert.match(message({ puzzle: "knight-tour", rows: 6, cols: 6, mode: "count", split: [0, 2] }), /knight-tour does not use `split`/);
  });

  test("values of the wrong kind, length or range are named", () => {
    assert.equal(message(path8({ from: "0,0" })), "`from` must be [row, col], got a string ('0,0')");
    assert.match(message(path8({ from: [0, 0, "x"] })), /^`from` must be \[row, col\], got an array of 3 elements/);
    assert.match(message(path8({ from: [0, NaN] })), /^`from\[1\]` must be .*got NaN/);
    assert.match(message({ puzzle: "n-queens", n: 8, mode: "count", split: [0, 2, 5] }), /^`split` must be \[k, of\]/);
    assert.equal(message(path8({ limits: { millis: NaN } })), "`limits.millis` must be a finite number ≥ 0, got NaN");
    assert.equal(message(path8({ limits: { millis: -1 } })), "`limits.millis` must be a finite number ≥ 0, got -1");
    assert.equal(message(path8({ limits: { millis: Infinity } })), "`limits.millis` must be a finite number ≥ 0, got Infinity");
    assert.match(message(path8({ limits: { nodes: -1 } })), /^`limits.nodes` must be a whole number ≥ 0, got -1/);
    assert.match(message({ puzzle: "n-queens", n: 8.5 }), /^`n` must be a whole number/);
    assert.match(message(path8({ closed: "yes" })), /^`closed` must be true or false/);
    assert.match(
      message(
        path8({
          off: [
            [1, 1],
            [2, "a"],
          ],
        }),
      ),
      /^`off\[1\]` must be \[row, col\]/,
    );
    assert.match(
      message(
        path8({
          off: [
            [1, 1],
            [2, NaN],
          ],
        }),
      ),
      /^`off\[1\]\[1\]` must be .*got NaN/,
    );
  });

  test("each puzzle refuses pieces it does not use", () => {
    for (const piece of ["N", "n", "Q", "o"]) {
      const board = `${piece}.../..../..../....`;
      assert.match(
        message({ puzzle: "knight-path", board, from: [1, 1], to: [3, 3] }),
        new RegExp(`^board: square \\(0, 0\\): '${piece}' is not a cell of this puzzle: use \\. #$`),
      );
    }
    assert.match(message({ puzzle: "knight-swap", board: "NQ./.../n.n" }), /square \(0, 1\): 'Q' is not a cell of this puzzle: use \. # N n$/);
  });

  test("a message quotes at most about a hundred characters of a bad value", () => {
    const pairs = Array.from({ length: 1_000_000 }, (_, i) => [i, i]);
    const m = message({ puzzle: "n-queens", n: pairs });
    assert.ok(m.length < 200, `${m.length} characters`);
    assert.match(m, /^`n` must be a whole number .*got an array of 1,000,000 elements/);
    const long = "q".repeat(100_000);
    assert.ok(message({ puzzle: long }).length < 400);
    assert.ok(message({ puzzle: "n-queens", n: 8, mode: long }).length < 300);
  });

  test("a 5 M-square off list is read in one piece, and check does not search", () => {
    const off = [];
    for (let r = 2; r < 1_002; r += 2) for (let c = 0; c < 10_000; c++) off.push([r, c]);
    const request = { puzzle: "knight-path", rows: 10_000, cols: 10_000, from: [1, 0], to: [9_999, 9_999], off };
    let t = performance.now();
    api.check(request);
    console.log(`check with ${off.length} off squares: ${(performance.now() - t).toFixed(0)} ms`);
    // Seed 7 draws a wall on [0, 0] (the default `from`): refused by computing that square alone.
    const walled = { puzzle: "knight-path", rows: 10_000, cols: 10_000, algorithm: "bfs", randomOff: { fraction: 0.3, seed: 7 } };
    t = performance.now();
    assert.match(message(walled, "check"), /^from: square \(0, 0\) is off the board \(a wall drawn by randomOff with seed 7\)/);
    console.log(`check refusing a random wall under from on 10 000 × 10 000: ${(performance.now() - t).toFixed(2)} ms`);
    const random = { ...walled, from: [1, 0], to: [9_998, 9_999], randomOff: { fraction: 0.3, seed: 2 } };
    t = performance.now();
    api.check(random);
    console.log(`check of a 10 000 × 10 000 BFS with 30 % random walls: ${(performance.now() - t).toFixed(2)} ms`);
    const packed = new Uint32Array(off.flat());
    t = performance.now();
    api.check({ ...request, off: packed });
    console.log(`check with ${off.length} off squares as a Uint32Array: ${(performance.now() - t).toFixed(0)} ms`);
    assert.match(message({ ...request, off: packed.subarray(1) }, "check"), /^`off` must be .*not row, col pairs/);
    off[4_000_000] = [0, "x"];
    assert.match(message(request, "check"), /^`off\[4000000\]` must be \[row, col\]/);
  });

  test("claims are honest", () => {
    for (const board of [".", "#/."]) {
      const from = board === "." ? [0, 0] : [1, 0];
      const a = api.solve({ puzzle: "knight-tour", board, from, closed: true, algorithm: "warnsdorff" });
      assert.equal(a.status, "unsolvable", board);
      assert.equal(a.steps, undefined);
    }
    const open = api.solve({ puzzle: "knight-tour", board: ".", from: [0, 0] });
    assert.equal(open.status, "solved");
    assert.match(open.reason, /^open tour of 1 square /);
    const seed = api.solve({ puzzle: "knight-path", rows: 500, cols: 500, from: [0, 0], to: [1, 2], algorithm: "seed-astar-sld" });
    assert.equal(seed.status, "solved");
    assert.equal(seed.optimal, false, "the seed's program is not exact");
    const queens = api.puzzles().find((p) => p.id === "n-queens");
    assert.equal(api.solve({ puzzle: "n-queens", n: 8 }).stats.algorithm, queens.algorithms[0].id, "the default is the first listed algorithm");
  });
});

test("solvePacked packs a long placement as it packs long moves (issue 40)", () => {
  const { answer, placement, steps } = api.solvePacked({ puzzle: "n-queens", n: 3000, limits: { millis: 5000 } });
  assert.equal(answer.status, "solved");
  assert.equal(steps, undefined);
  assert.ok(placement instanceof Uint32Array, "the placement comes packed");
  assert.equal(placement.length, 2 * 3000);
  assert.equal(answer.length, 3000, "length counts every queen");
  assert.equal(answer.placement.length, 2000, "the first 2 000 squares stay as [row, col]");
  assert.deepEqual([placement[2 * 1999], placement[2 * 1999 + 1]], answer.placement[1999]);
  // The same queens solve gives, row then column, one a row.
  const rows = new Set();
  for (let i = 0; i < placement.length; i += 2) rows.add(placement[i]);
  assert.equal(rows.size, 3000);
  assert.deepEqual(api.solve({ puzzle: "n-queens", n: 3000 }).placement.flat(), [...placement]);
  // A short placement is left as solve gives it.
  const small = api.solvePacked({ puzzle: "n-queens", n: 8 });
  assert.equal(small.placement, undefined);
  assert.equal(small.answer.placement.length, 8);
});

describe("docs/API.md says what the module does (issue 40, point 5)", () => {
  const doc = readFileSync(join(root, "docs", "API.md"), "utf8");
  /** The rows of the markdown table whose header row starts with `| head |` (indented or not): first cell → second. */
  function table(head) {
    const lines = doc.split("\n").map((l) => l.trim());
    const at = lines.findIndex((l) => l.startsWith(`| ${head} |`));
    assert.ok(at >= 0, `no table headed "${head}" in docs/API.md`);
    const rows = new Map();
    for (const line of lines.slice(at + 2)) {
      if (!line.startsWith("|")) break;
      const [first, second] = line.split(/(?<!\\)\|/).slice(1, 3);
      rows.set(first.trim(), second.trim());
    }
    return rows;
  }

  test("every export of the module is in the Exports table", () => {
    const documented = [...table("export").keys()].map((cell) => cell.match(/^`(\w+)/)?.[1]);
    const exported = Object.keys(api).filter((name) => name !== "default" && name !== "initSync" && !name.startsWith("__"));
    for (const name of exported) assert.ok(documented.includes(name), `${name} is exported but not in the Exports table`);
    // start runs by itself when the module starts; calling it again is harmless.
    assert.equal(api.start(), undefined);
    assert.equal(api.version(), api.version());
  });

  test("each puzzle's row of the fields table lists the fields it reads", () => {
    const rows = table("puzzle");
    const common = ["puzzle", "board", "rows", "cols", "off", "grid", "algorithm", "limits"];
    for (const p of api.puzzles()) {
      const listed = (rows.get(`\`${p.id}\``) ?? "").match(/`\w+`/g)?.map((f) => f.slice(1, -1)) ?? [];
      assert.deepEqual(
        [...listed].sort(),
        p.fields.filter((f) => !common.includes(f)).sort(),
        `${p.id}: the fields table against puzzles()'s fields`,
      );
    }
  });

  test("n-queens past n = 10 000: solve constructs it, the position functions and the coach refuse n", () => {
    const huge = { puzzle: "n-queens", n: 1_000_000, limits: { millis: 30_000 } };
    assert.match(doc, /n-queens past n = 10 000 is answered\s+by `solve` alone/, "docs/API.md says so");
    assert.equal(api.solvePacked(huge).answer.status, "solved");
    for (const call of [
      () => api.coach(huge, [], []),
      () => api.position(huge, [], []),
      () => api.moves(huge, []),
      () => api.place(huge, [0, 1], []),
    ]) {
      assert.throws(call, (e) => e.kind === "request" && e.message.startsWith("n: a board of 1,000,000 × 1,000,000 is not allowed"));
    }
    // At n = 10 000 the coach judges the empty board by the construction, a placement as unknown (completions up to n = 64).
    const big = { puzzle: "n-queens", n: 10_000 };
    assert.deepEqual([api.coach(big, [], []).status, api.coach(big, [], [[0, 1]]).status], ["on-track", "unknown"]);
  });
});
