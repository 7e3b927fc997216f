// What JavaScript hands the API, read in bounded time and memory (issue 21):
// every array field of every entry point — sparse arrays of length 2^26,
// 2^28 and 2^32 − 1, Proxies reporting a length of 2^31 or throwing,
// throwing getters, typed arrays — is refused (or read) at once with an
// Error naming the field, never a trap, and a refused request leaves the
// module's wasm memory where it was. The `played` / `placed` / `step` /
// `square` arguments are read by the same reader, whose messages name the
// field and index and quote at most 100 characters of a bad value.
// The time bounds are generous upper bounds (a refusal takes about a
// millisecond). Run after scripts/build.sh:  node --test tests/node_input.test.mjs
import { test, describe, before } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { freshInstance } from "../benches/fresh.mjs";
import { CASES, lyingLength, revoked, sparse, throwingAt, throwingGetter, throwingProxy } from "../scripts/fuzz/hostile.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
/** A refusal must come within this (it takes about a millisecond). */
const REFUSAL_MS = 1000;
/** A refused request may grow the wasm memory by at most this. */
const MEMORY_SLACK = 4 * 2 ** 20;

let api;
let memoryBytes;

before(async () => {
  assert.ok(existsSync(join(dist, "board_puzzles.js")), "dist/board_puzzles.js is missing: run ./scripts/build.sh first");
  ({ api, memoryBytes } = await freshInstance(dist));
});

const PATH8 = { puzzle: "knight-path", rows: 8, cols: 8, from: [0, 0], to: [7, 7] };
const BIG = { puzzle: "knight-path", rows: 10_000, cols: 10_000, from: [0, 0], to: [9_999, 9_999] };
const SIX = { puzzle: "knight-swap", board: "nnn/.../.../NNN" };
const QUEENS = { puzzle: "n-queens", n: 8 };
const GUARINI = { puzzle: "knight-swap", board: "N.N/.../n.n", goal: "n.n/.../N.N" };

/**
 * Calls `call()`, which must throw an Error (not a trap) within REFUSAL_MS
 * and leave the wasm memory within MEMORY_SLACK of where it was; returns it.
 */
function refused(call, what = String(call)) {
  const before = memoryBytes();
  const t = performance.now();
  let thrown;
  try {
    call();
  } catch (e) {
    thrown = e;
  }
  const ms = performance.now() - t;
  assert.ok(thrown !== undefined, `${what}: accepted`);
  assert.ok(!(thrown instanceof WebAssembly.RuntimeError), `${what}: the module trapped: ${thrown.message}`);
  assert.ok(thrown instanceof Error, `${what}: threw a ${typeof thrown}, not an Error`);
  assert.ok(thrown.message.length > 0 && thrown.message.length < 400, `${what}: a message of ${thrown.message.length} characters`);
  assert.ok(ms < REFUSAL_MS, `${what}: refused after ${ms.toFixed(0)} ms`);
  const grown = memoryBytes() - before;
  assert.ok(grown <= MEMORY_SLACK, `${what}: the wasm memory grew by ${(grown / 2 ** 20).toFixed(1)} MB`);
  assert.doesNotMatch(thrown.message, /JsValue|Reflect\.get called|invalid type|unreachable/, `${what}: ${thrown.message}`);
  return thrown;
}

/** The module still answers after whatever came before. */
function stillWorks() {
  assert.equal(api.solve(GUARINI).length, 16);
  assert.equal(api.position(SIX, [{ from: [0, 0], to: [2, 1] }]).moves, 1);
}

describe("the issue's table", () => {
  test("check: a sparse off of length 2^28 on 8 × 8 is refused by its length (it trapped)", () => {
    const e = refused(() => api.check({ ...PATH8, off: sparse(2 ** 28) }));
    assert.equal(e.message, "`off` must be a list of at most 64 squares (those of the 8 × 8 board), got an array of 268,435,456 elements");
    stillWorks();
  });

  test("a sparse off of length 2^26 or 2^32 − 1 (it took seconds and 2 GB)", () => {
    assert.match(
      refused(() => api.check({ ...PATH8, off: sparse(2 ** 26) })).message,
      /^`off` must be a list of at most 64 squares .*67,108,864 elements$/,
    );
    assert.match(refused(() => api.check({ ...PATH8, off: sparse(2 ** 32 - 1) })).message, /4,294,967,295 elements$/);
    // On the largest board 2^26 squares could be meant: the first hole ends the reading.
    for (const fn of ["check", "solve", "solvePacked", "offSquares"]) {
      const e = refused(() => api[fn]({ ...BIG, off: sparse(2 ** 26) }), fn);
      assert.equal(e.message, "`off[0]` must be [row, col], got undefined");
    }
    const e = refused(() =>
      api.check({
        ...BIG,
        off: sparse(2 ** 26, [
          [1, 1],
          [2, 2],
        ]),
      }),
    );
    assert.equal(e.message, "`off[2]` must be [row, col], got undefined");
    assert.match(
      refused(() => api.solveWithProgress({ ...BIG, off: sparse(2 ** 32 - 1) }, () => {})).message,
      /^`off` must be a list of at most 100,000,000 squares .*10,000 × 10,000 board\), got an array of 4,294,967,295 elements$/,
    );
    stillWorks();
  });

  test("a sparse from of length 2^26 (it took 6 s), and every other square field", () => {
    for (const field of ["from", "to"]) {
      const e = refused(() => api.check({ ...PATH8, [field]: sparse(2 ** 26) }), field);
      assert.equal(e.message, `\`${field}\` must be [row, col], got an array of 67,108,864 elements`);
    }
    assert.match(
      refused(() => api.solve({ ...QUEENS, mode: "count", split: sparse(2 ** 28) })).message,
      /^`split` must be \[k, of\].*268,435,456 elements$/,
    );
    assert.match(
      refused(() => api.solve({ puzzle: "peg-solitaire", board: "o.o", finish: sparse(2 ** 32 - 1) })).message,
      /^`finish` must be a word or a square .*4,294,967,295 elements$/,
    );
    assert.match(refused(() => api.check({ ...PATH8, n: sparse(2 ** 26) })).message, /^`n` must be a whole number .*67,108,864 elements$/);
    assert.match(
      refused(() => api.check({ ...PATH8, limits: sparse(2 ** 26) })).message,
      /^`limits` must be an object, got an array of 67,108,864 elements$/,
    );
    stillWorks();
  });

  test("Proxies reporting a length of 2^31, a length that is no length, or throwing", () => {
    for (const field of ["off", "from", "to"]) {
      const e = refused(() => api.check({ ...PATH8, [field]: lyingLength(2 ** 31) }), field);
      assert.match(e.message, new RegExp(`^\`${field}\` must be .*got an array of 2,147,483,648 elements$`));
    }
    assert.match(
      refused(() => api.check({ ...PATH8, off: lyingLength(2 ** 32) })).message,
      /^`off` is an array whose length is 4294967296, not a whole number of elements$/,
    );
    assert.match(refused(() => api.check({ ...PATH8, from: lyingLength(NaN) })).message, /^`from` is an array whose length is NaN/);
    assert.match(
      refused(() => api.check({ ...PATH8, off: throwingProxy([]) })).message,
      /^reading `off.length` threw Error: trap: this Proxy throws$/,
    );
    assert.match(
      refused(() =>
        api.check({
          ...PATH8,
          off: throwingAt(
            [
              [1, 1],
              [2, 2],
            ],
            1,
          ),
        }),
      ).message,
      /^reading `off\[1\]` threw Error: element 1 cannot be read$/,
    );
    assert.match(refused(() => api.check({ ...PATH8, off: revoked([]) })).message, /^reading `off` threw TypeError: .*revoked/);
    assert.match(refused(() => api.check(revoked({ ...PATH8 }))).message, /^reading the request threw TypeError: .*revoked/);
    assert.match(refused(() => api.check(throwingProxy({ ...PATH8 }))).message, /^reading the request threw Error: trap/);
    assert.match(refused(() => api.solve(lyingLength(2 ** 31))).message, /^request: expected an object .*got an array of 2,147,483,648 elements$/);
    stillWorks();
  });

  test("objects whose getters throw name the field", () => {
    assert.equal(refused(() => api.check(throwingGetter(PATH8, "limits"))).message, "reading `limits` threw Error: getter of limits throws");
    assert.equal(
      refused(() => api.check({ ...PATH8, limits: throwingGetter({}, "millis") })).message,
      "reading `limits.millis` threw Error: getter of millis throws",
    );
    assert.equal(
      refused(() => api.check({ ...PATH8, off: throwingGetter([[1, 1]], 0) })).message,
      "reading `off[0]` threw Error: getter of 0 throws",
    );
    assert.equal(
      refused(() => api.check({ ...PATH8, from: throwingGetter([0, 0], 1) })).message,
      "reading `from[1]` threw Error: getter of 1 throws",
    );
    // A thrown value that is not an Error, and an Error whose message is 1 MB.
    const odd = {
      get puzzle() {
        throw 42;
      },
    }; // eslint-disable-line no-throw-literal
    assert.equal(refused(() => api.check(odd)).message, "reading `puzzle` threw 42");
    const long = {
      get puzzle() {
        throw new Error("z".repeat(1_000_000));
      },
    };
    assert.ok(refused(() => api.check(long)).message.length < 200);
    stillWorks();
  });

  test("typed arrays: a Uint32Array is off packed, any other is refused by name", () => {
    assert.equal(api.check({ ...PATH8, off: new Uint32Array([1, 1, 2, 2]) }), undefined);
    assert.deepEqual([...api.offSquares({ ...PATH8, off: new Uint32Array([1, 1, 2, 2]) })], [9, 18]);
    // Its own `length` property is no lie to the reader: the internal slots are read.
    const liar = new Uint32Array([3, 3]);
    Object.defineProperty(liar, "length", { value: 2 ** 31 });
    assert.deepEqual([...api.offSquares({ ...PATH8, off: liar })], [27]);
    assert.match(
      refused(() => api.check({ ...PATH8, off: new Uint32Array(3) })).message,
      /^`off` must be .*a Uint32Array of 3 numbers \(not row, col pairs\)$/,
    );
    assert.match(
      refused(() => api.check({ ...PATH8, off: new Uint32Array(2 ** 22) })).message,
      /^`off` must be a list of at most 64 squares .*got a Uint32Array of 4,194,304 numbers \(2,097,152 squares\)$/,
    );
    for (const [array, name] of [
      [new Float64Array([1, 1]), "a Float64Array of 2 numbers"],
      [new Int32Array(4), "an Int32Array of 4 numbers"],
      [new BigUint64Array(2), "a BigUint64Array of 2 numbers"],
      [new Uint8Array(2), "a Uint8Array of 2 numbers"],
      [new DataView(new ArrayBuffer(8)), "a DataView"],
    ]) {
      const e = refused(() => api.check({ ...PATH8, off: array }), name);
      assert.equal(e.message, `\`off\` must be a list of squares [[row, col], …], got ${name} (packed squares must be a Uint32Array)`);
    }
    assert.equal(
      refused(() => api.check({ ...PATH8, from: new Uint32Array([0, 0]) })).message,
      "`from` must be [row, col], got a Uint32Array of 2 numbers",
    );
    assert.equal(
      refused(() => api.position(QUEENS, [], new Uint32Array([0, 0]))).message,
      "`placed` must be a list of squares [[row, col], …], got a Uint32Array of 2 numbers",
    );
    assert.equal(
      refused(() => api.check({ ...PATH8, limits: new Float64Array(2) })).message,
      "`limits` must be an object, got a Float64Array of 2 numbers",
    );
    assert.match(refused(() => api.check(new Uint8Array(2 ** 24))).message, /^request: expected an object .*got a Uint8Array of 16,777,216 numbers$/);
    stillWorks();
  });

  test("nested huge arrays, String objects and 1 MB strings are never walked or echoed", () => {
    assert.equal(
      refused(() => api.check({ ...PATH8, off: [[0, sparse(2 ** 28)]] })).message,
      "`off[0]` must be [row, col], got an array of 2 elements",
    );
    assert.equal(
      refused(() => api.check({ ...PATH8, from: [0, sparse(2 ** 28)] })).message,
      "`from[1]` must be a whole number from 0 to 4294967295, got an array of 268,435,456 elements",
    );
    assert.equal(
      refused(() => api.check({ ...PATH8, limits: new String("x".repeat(1_000_000)) })).message,
      "`limits` must be an object, got a String object",
    );
    const mb = "x".repeat(1_000_000);
    for (const [call, start] of [
      [() => api.check({ ...PATH8, from: mb }), "`from` must be [row, col], got a string ('xxx"],
      [() => api.check({ ...PATH8, algorithm: mb }), "unknown algorithm 'xxx"],
      [() => api.apply(SIX, mb), "`step` must be a step {from, to, over?}, got a string ('xxx"],
      [() => api.place(QUEENS, mb), "`square` must be [row, col], got a string ('xxx"],
      [() => api.position(SIX, mb), "`played` must be a list of steps [{from, to, over?}, …], got a string ('xxx"],
      [() => api.coach(QUEENS, [], [[0, 0], mb]), "`placed[1]` must be [row, col], got a string ('xxx"],
      [() => api.moves(SIX, [{ from: [0, 0], to: [2, 1], [mb]: 1 }]), "unknown field `played[0].'xxx"],
    ]) {
      const m = refused(call, start).message;
      assert.ok(m.startsWith(start), m.slice(0, 200));
      assert.ok(m.length < 400, `${m.length} characters`);
      assert.match(m, /…/);
    }
    // Past the longest text a request holds, a string is refused by its length.
    const e = refused(() => api.check({ ...PATH8, board: ".".repeat(5_000_000) }));
    assert.match(
      e.message,
      /^`board` is too long: a string \('\.{100}…' \(5,000,000 characters\)\); no text of a request is longer than 4,000,000 characters$/,
    );
    stillWorks();
  });

  test("limits: [[[{}]]] says what limits is", () => {
    assert.equal(
      refused(() => api.check({ ...PATH8, limits: [[[{}]]] })).message,
      "`limits` must be an object, got an array of 1 element ([[[{…}]]])",
    );
    assert.equal(refused(() => api.check({ ...PATH8, randomOff: [] })).message, "`randomOff` must be an object, got an array of 0 elements ([])");
    assert.equal(
      refused(() => api.check({ ...PATH8, limits: { millis: [[{}]] } })).message,
      "`limits.millis` must be a finite number ≥ 0, got an array of 1 element ([[{…}]])",
    );
  });
});

describe("played, placed, step and square", () => {
  /** The Error of a play function, which must have kind "request". */
  const request = (call, what) => {
    const e = refused(call, what);
    assert.equal(e.kind, "request", `${what}: kind ${e.kind}: ${e.message}`);
    return e.message;
  };

  test("huge, sparse, lying and throwing lists in every play function", () => {
    const hostile = [
      [sparse(2 ** 26), /^`(played|placed)\[0\]` must be .*, got undefined$/],
      [sparse(2 ** 32 - 1), /^`(played|placed)` must be a list of at most 100,000,000 (steps|squares), got an array of 4,294,967,295 elements$/],
      [lyingLength(2 ** 31), /^`(played|placed)` must be a list of at most 100,000,000 (steps|squares), got an array of 2,147,483,648 elements$/],
      [throwingProxy([]), /^reading `(played|placed)\.length` threw Error: trap: this Proxy throws$/],
      [revoked([]), /^reading `(played|placed)` threw TypeError: .*revoked/],
      [new Float64Array(4), /^`(played|placed)` must be a list of (steps|squares) .*, got a Float64Array of 4 numbers$/],
    ];
    for (const [value, pattern] of hostile) {
      const show = String(hostile.findIndex(([v]) => v === value));
      assert.match(
        request(() => api.position(SIX, value), `position played ${show}`),
        pattern,
      );
      assert.match(
        request(() => api.moves(SIX, value), `moves ${show}`),
        pattern,
      );
      assert.match(
        request(() => api.apply(SIX, { from: [0, 0], to: [2, 1] }, value), `apply ${show}`),
        pattern,
      );
      assert.match(
        request(() => api.coach({ ...SIX, limits: { millis: 10 } }, value), `coach ${show}`),
        pattern,
      );
      assert.match(
        request(() => api.position(QUEENS, [], value), `position placed ${show}`),
        pattern,
      );
      assert.match(
        request(() => api.coach({ ...QUEENS, limits: { millis: 10 } }, [], value), `coach placed ${show}`),
        pattern,
      );
      assert.match(
        request(() => api.place(QUEENS, [0, 0], value), `place ${show}`),
        pattern,
      );
      assert.match(
        request(() => api.remove(QUEENS, [0, 0], value), `remove ${show}`),
        pattern,
      );
    }
    for (const value of [sparse(2 ** 26), lyingLength(2 ** 31), throwingProxy([]), revoked([]), new Int32Array(2)]) {
      assert.match(
        request(() => api.place(QUEENS, value), "square"),
        /`square/,
      );
      assert.match(
        request(() => api.remove(QUEENS, value), "square"),
        /`square/,
      );
      assert.match(
        request(() => api.apply(SIX, { from: value, to: [2, 1] }), "step.from"),
        /`step\.from/,
      );
      assert.match(
        request(() => api.apply(SIX, value), "step"),
        /`step/,
      );
    }
    stillWorks();
  });

  test("messages name the field and index, in the API's words", () => {
    const steps = [
      { from: [0, 0], to: [2, 1] },
      { from: [3, 0], to: [1, 1] },
      { from: [0, 1], to: [2, 2] },
    ];
    assert.equal(
      request(() => api.coach({ ...SIX, limits: { millis: 10 } }, [...steps, { from: "a1", to: [1, 1] }])),
      "`played[3].from` must be [row, col], got a string ('a1')",
    );
    assert.equal(
      request(() => api.position(SIX, [...steps, { from: [0, 2] }])),
      "`played[3].to` is missing: a step is {from, to, over?}",
    );
    assert.equal(
      request(() => api.position(SIX, [{ form: [0, 0], to: [2, 1] }])),
      "unknown field `played[0].form`; did you mean `from`?",
    );
    assert.equal(
      request(() => api.position(SIX, [{ from: [0, 0], to: [2, 1], over: [1, NaN] }])),
      "`played[0].over[1]` must be a whole number from 0 to 4294967295, got NaN",
    );
    assert.equal(
      request(() =>
        api.position(SIX, [
          [
            [0, 0],
            [2, 1],
          ],
        ]),
      ),
      "`played[0]` must be a step {from, to, over?}, got an array of 2 elements ([[0,0],[2,1]])",
    );
    assert.equal(
      request(() => api.position(SIX, { from: [0, 0], to: [2, 1] })),
      "`played` must be a list of steps [{from, to, over?}, …], got an object",
    );
    assert.equal(
      request(() => api.position(QUEENS, [], [[0, 0], [1, 2], "a1"])),
      "`placed[2]` must be [row, col], got a string ('a1')",
    );
    assert.equal(
      request(() =>
        api.position(
          QUEENS,
          [],
          [
            [0, 0],
            [1, 2, 3],
          ],
        ),
      ),
      "`placed[1]` must be [row, col], got an array of 3 elements ([1,2,3])",
    );
    assert.equal(
      request(() => api.place(QUEENS, "a1")),
      "`square` must be [row, col], got a string ('a1')",
    );
    assert.equal(
      request(() => api.apply(SIX, { from: [0, 0] })),
      "`step.to` is missing: a step is {from, to, over?}",
    );
    assert.equal(
      request(() => api.apply(SIX, { from: [0, 0], to: [2, 1] }, "not a list")),
      "`played` must be a list of steps [{from, to, over?}, …], got a string ('not a list')",
    );
    assert.equal(
      request(() => api.apply(SIX, throwingGetter({ to: [2, 1] }, "from"))),
      "reading `step.from` threw Error: getter of from throws",
    );
    assert.equal(
      request(() => api.moves(SIX, [throwingGetter({ from: [0, 0] }, "to")])),
      "reading `played[0].to` threw Error: getter of to throws",
    );
    // A wrong request is still named as solve names it.
    assert.match(
      request(() => api.moves({ puzzle: "knight-swop", board: "N" })),
      /^unknown puzzle 'knight-swop'/,
    );
    stillWorks();
  });

  test("well-formed lists read as before: null and undefined are none, over may be null", () => {
    assert.equal(api.position(SIX, null, undefined).moves, 0);
    assert.equal(api.position(SIX, [{ from: [0, 0], to: [2, 1], over: null }]).moves, 1);
    assert.equal(
      api
        .position(QUEENS, undefined, [
          [0, 0],
          [1, 2],
        ])
        .board.split("Q").length - 1,
      2,
    );
    // A Proxy of a good list, and an illegal step, still reach the rules.
    assert.equal(api.position(SIX, new Proxy([{ from: [0, 0], to: [2, 1] }], {})).moves, 1);
    const e = refused(() => api.position(SIX, [{ from: [0, 0], to: [0, 1] }]));
    assert.equal(e.kind, "not-knight-move");
    assert.match(e.message, /^played\[0\]: not a knight move/);
  });
});

test("every case of scripts/fuzz/hostile.mjs is refused in bounded time and memory", () => {
  for (const [name, call] of CASES) {
    const e = refused(() => call(api), name);
    assert.ok(e.message.length < 400, name);
  }
  stillWorks();
});

test("a board text is refused naming the row and column and the cells its puzzle takes", () => {
  // Knight swap takes . # N n: a queen, a peg or an unknown character is named where it stands.
  for (const [board, at, ch] of [
    ["N.N/.Q./n.n", "square (1, 1)", "Q"],
    ["N.N/.../n.o", "square (2, 2)", "o"],
    ["N.x/.../n.n", "square (0, 2)", "x"],
  ]) {
    for (const call of [() => api.check({ ...GUARINI, board }), () => api.solve({ ...GUARINI, board })]) {
      const e = refused(call, board);
      assert.equal(e.message, `board: ${at}: '${ch}' is not a cell of this puzzle: use . # N n`);
    }
  }
  // Each puzzle lists its own cells.
  assert.equal(
    refused(() => api.check({ puzzle: "n-queens", board: "..../.N../..../...." })).message,
    "board: square (1, 1): 'N' is not a cell of this puzzle: use . # Q",
  );
  assert.equal(
    refused(() => api.check({ puzzle: "knight-tour", board: "..../..o./...." })).message,
    "board: square (1, 2): 'o' is not a cell of this puzzle: use . #",
  );
  stillWorks();
});

describe("onProgress (issue 40, point 5)", () => {
  test("a callback that is not a function is refused, naming it; undefined and null are none for solvePacked", () => {
    for (const bad of [5, "f", {}, [], true]) {
      const e = refused(() => api.solveWithProgress(GUARINI, bad));
      assert.match(e.message, /^`solveWithProgress`: `onProgress` must be a function, got /);
      const p = refused(() => api.solvePacked(GUARINI, bad));
      assert.match(p.message, /^`solvePacked`: `onProgress` must be a function, undefined or null, got /);
    }
    assert.match(refused(() => api.solveWithProgress(GUARINI)).message, /`onProgress` must be a function, got undefined/);
    for (const none of [undefined, null]) assert.equal(api.solvePacked(GUARINI, none).answer.length, 16);
    stillWorks();
  });

  test("a callback that throws is not called again, and the call ends with what it threw", () => {
    // n-queens n = 16 counted: seconds of search, stopped by a 1 s limit; a report every 250 ms.
    const request = { puzzle: "n-queens", n: 16, mode: "count", limits: { millis: 1000 } };
    for (const solve of [api.solveWithProgress, api.solvePacked]) {
      const mine = new Error("stop here");
      let calls = 0;
      let caught;
      try {
        solve(request, () => {
          calls++;
          throw mine;
        });
      } catch (e) {
        caught = e;
      }
      assert.equal(caught, mine, `${solve.name}: the error onProgress threw`);
      assert.equal(calls, 1, `${solve.name}: called once`);
    }
    stillWorks();
  });
});
