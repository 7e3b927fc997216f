// Playing by hand through the JS API in Node (position, moves, apply,
// place, remove), through the built files in dist/. Run after
// scripts/build.sh:  node --test tests/node_moves.test.mjs
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

const SIX = { puzzle: "knight-swap", board: "nnn/.../.../NNN" };
const ENGLISH = {
  puzzle: "peg-solitaire",
  board: "##ooo##/##ooo##/ooooooo/ooo.ooo/ooooooo/##ooo##/##ooo##",
  finish: "start",
};

/** Calls `fn` and returns the Error it throws (failing when it does not). */
function thrown(fn) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof Error, `threw a non-Error: ${e}`);
    return e;
  }
  assert.fail("expected an error");
}

describe("knight swap", () => {
  test("six knights: 12 legal first moves, each accepted by apply", () => {
    const steps = api.moves(SIX);
    assert.equal(steps.length, 12);
    for (const step of steps) {
      const next = api.apply(SIX, step);
      assert.equal(next.moves, 1);
      assert.deepEqual(next.last, step.to);
      assert.equal(next.solved, false);
    }
    const next = api.apply(SIX, { from: [0, 0], to: [2, 1] });
    assert.equal(next.board, ".nn/.../.n./NNN");
    assert.equal(next.puzzle, "knight-swap");
  });

  test("illegal moves throw with the reason and the failed check's kind", () => {
    const cases = [
      [{ from: [0, 0], to: [0, 1] }, "not-knight-move", "not a knight move: (0, 0) → (0, 1)"],
      [{ from: [1, 1], to: [3, 2] }, "no-piece", "no piece to move on (1, 1)"],
      [{ from: [0, 0], to: [9, 9] }, "outside", "square (9, 9) is outside the 4 × 3 board"],
    ];
    for (const [step, kind, message] of cases) {
      const e = thrown(() => api.apply(SIX, step));
      assert.equal(e.kind, kind);
      assert.ok(e.message.startsWith(message), e.message);
    }
    // After a move, a knight's move onto a knight is refused.
    const played = [{ from: [0, 0], to: [2, 1] }];
    const e = thrown(() => api.apply(SIX, { from: [3, 0], to: [2, 2] }, [{ from: [0, 1], to: [2, 2] }]));
    assert.equal(e.kind, "occupied");
    assert.equal(e.message, "square (2, 2) is occupied");
    // The knight on [2, 1] blocks one move of [0, 2] and has one of its own
    // back; [0, 0]'s two moves are gone: 12 − 2 − 1 + 1.
    assert.equal(api.moves(SIX, played).length, 10);
  });

  test("the solver's answer replays to the goal", () => {
    const answer = api.solve(SIX);
    assert.equal(answer.length, 16);
    const end = api.position(SIX, answer.steps);
    assert.equal(end.board, "NNN/.../.../nnn");
    assert.equal(end.moves, 16);
    assert.equal(end.solved, true);
    // One step by one, each legal from where the last left off.
    answer.steps.forEach((step, i) => {
      const legal = api.moves(SIX, answer.steps.slice(0, i));
      assert.ok(
        legal.some((s) => String(s.from) === String(step.from) && String(s.to) === String(step.to)),
        `step ${i} is among the legal moves`,
      );
    });
  });

  test("an illegal step already played is named by its index", () => {
    const e = thrown(() =>
      api.position(SIX, [
        { from: [0, 0], to: [2, 1] },
        { from: [2, 1], to: [2, 2] },
      ]),
    );
    assert.equal(e.kind, "not-knight-move");
    assert.match(e.message, /^played\[1\]: not a knight move: \(2, 1\) → \(2, 2\)/);
  });
});

describe("knight path and tour", () => {
  test("the walker moves from where it stands and remembers its squares", () => {
    const path = { puzzle: "knight-path", board: "..../..../..../....", from: [0, 0], to: [3, 3] };
    assert.deepEqual(api.moves(path), [
      { from: [0, 0], to: [1, 2] },
      { from: [0, 0], to: [2, 1] },
    ]);
    const next = api.apply(path, { from: [0, 0], to: [1, 2] });
    assert.deepEqual(next.walker, [1, 2]);
    assert.deepEqual(next.visited, [
      [0, 0],
      [1, 2],
    ]);
    const e = thrown(() => api.apply(path, { from: [1, 2], to: [3, 3] }));
    assert.equal(e.kind, "not-walker");
  });

  test("a tour refuses a square it visited", () => {
    const tour = { puzzle: "knight-tour", board: "..../..../....", from: [0, 0] };
    const e = thrown(() => api.apply(tour, { from: [1, 2], to: [0, 0] }, [{ from: [0, 0], to: [1, 2] }]));
    assert.equal(e.kind, "visited");
    assert.equal(e.message, "the tour already visited (0, 0)");
  });

  test("a 5 × 5 tour from the solver is solved once replayed", () => {
    const tour = { puzzle: "knight-tour", board: "...../...../...../...../.....", from: [0, 0] };
    const answer = api.solve(tour);
    assert.equal(answer.steps.length, 24);
    const end = api.position(tour, answer.steps);
    assert.equal(end.solved, true);
    assert.equal(end.visited.length, 25);
    assert.deepEqual(api.moves(tour, answer.steps), []);
  });
});

describe("peg solitaire", () => {
  test("the English board has 4 first jumps, all into the centre", () => {
    const jumps = api.moves(ENGLISH);
    assert.equal(jumps.length, 4);
    for (const j of jumps) assert.deepEqual(j.to, [3, 3]);
  });

  test("a chain of jumps by one peg is one move", () => {
    const row = { puzzle: "peg-solitaire", board: "oo.o./....o/....." };
    const one = api.apply(row, { from: [0, 0], to: [0, 2] });
    assert.equal(one.moves, 1);
    const two = api.apply(row, { from: [0, 2], to: [0, 4], over: [0, 3] }, [{ from: [0, 0], to: [0, 2] }]);
    assert.equal(two.moves, 1);
    assert.equal(two.board, "....o/....o/.....");
  });

  test("illegal jumps say why", () => {
    const cases = [
      [{ from: [3, 5], to: [3, 3], over: [2, 4] }, "wrong-over", "(2, 4) is not the hole between (3, 5) and (3, 3)"],
      [{ from: [0, 0], to: [0, 2] }, "off", "square (0, 0) is off the board"],
      [{ from: [3, 0], to: [3, 1] }, "not-jump", "not a jump: (3, 0) → (3, 1)"],
    ];
    for (const [step, kind, message] of cases) {
      const e = thrown(() => api.apply(ENGLISH, step));
      assert.equal(e.kind, kind);
      assert.ok(e.message.startsWith(message), e.message);
    }
    // After [3, 1] jumps into the centre, [3, 1] and [3, 2] are empty.
    const played = [{ from: [3, 1], to: [3, 3] }];
    const e = thrown(() => api.apply(ENGLISH, { from: [3, 0], to: [3, 2] }, played));
    assert.equal(e.kind, "no-peg-over");
    assert.equal(e.message, "no peg to jump over at (3, 1)");
    const again = thrown(() => api.apply(ENGLISH, { from: [3, 1], to: [3, 3] }, played));
    assert.equal(again.kind, "no-peg");
    assert.equal(again.message, "no peg to jump with at (3, 1)");
    const full = thrown(() => api.apply(ENGLISH, { from: [1, 3], to: [3, 3] }, played));
    assert.equal(full.kind, "landing-full");
    assert.equal(full.message, "landing hole (3, 3) is not empty");
  });
});

describe("placement puzzles", () => {
  test("knights: attacked squares are refused naming the attacker; given knights stay", () => {
    const knights = { puzzle: "non-attacking-knights", board: "N.../..../..../...." };
    const e = thrown(() => api.place(knights, [2, 1]));
    assert.equal(e.kind, "attacked");
    assert.equal(e.message, "square (2, 1) is attacked by the knight on (0, 0)");
    const next = api.place(knights, [0, 1]);
    assert.equal(next.board, "NN../..../..../....");
    const fixed = thrown(() => api.remove(knights, [0, 0], [[0, 1]]));
    assert.equal(fixed.kind, "fixed");
    assert.equal(api.remove(knights, [0, 1], [[0, 1]]).board, "N.../..../..../....");
    assert.deepEqual(api.moves(knights), []);
  });

  test("queens: a completed 4 × 4 placement is solved", () => {
    const queens = { puzzle: "n-queens", n: 4 };
    const end = api.place(
      queens,
      [3, 2],
      [
        [0, 1],
        [1, 3],
        [2, 0],
      ],
    );
    assert.equal(end.board, ".Q../...Q/Q.../..Q.");
    assert.equal(end.solved, true);
    const e = thrown(() => api.place(queens, [1, 1], [[0, 0]]));
    assert.equal(e.kind, "attacked");
    assert.equal(e.message, "square (1, 1) is attacked by the queen on (0, 0)");
  });

  test("moving a piece is for puzzles with moves, placing for the others", () => {
    const e = thrown(() => api.apply({ puzzle: "n-queens", n: 4 }, { from: [0, 0], to: [1, 2] }));
    assert.equal(e.kind, "no-moves");
    const f = thrown(() => api.place(SIX, [1, 1]));
    assert.equal(f.kind, "no-placing");
  });
});

describe("bad input", () => {
  test("a wrong request, step or list throws with kind 'request'", () => {
    for (const call of [
      () => api.moves({ puzzle: "knight-swop", board: "N" }),
      () => api.moves("knight-swap"),
      () => api.moves({ puzzle: "knight-tour", board: "..N/..." }),
      () => api.apply(SIX, { from: [0, 0] }),
      () => api.apply(SIX, { from: [0, 0], to: [2, 1] }, "not a list"),
      () => api.place({ puzzle: "n-queens", n: 4 }, "a1"),
    ]) {
      const e = thrown(call);
      assert.equal(e.kind, "request", e.message);
      assert.ok(e.message.length > 0);
    }
    // The module is still usable afterwards.
    assert.equal(api.moves(SIX).length, 12);
  });

  test("a square no board holds (negative, fractional, past 2^32 - 1) throws with kind 'outside', naming the field", () => {
    const QUEENS = { puzzle: "n-queens", n: 4 };
    const cases = [
      [() => api.apply(SIX, { from: [-1, 0], to: [1, 2] }), "`step.from` (-1, 0) is outside the board"],
      [() => api.position(SIX, [{ from: [0, 0], to: [2, 2 ** 32] }]), "`played[0].to` (2, 4294967296) is outside the board"],
      [() => api.place(QUEENS, [0.5, 1]), "`square` (0.5, 1) is outside the board"],
      [() => api.remove(QUEENS, [-0.5, -1], [[0, 0]]), "`square` (-0.5, -1) is outside the board"],
      [
        () =>
          api.position(
            QUEENS,
            [],
            [
              [0, 0],
              [1, -3],
            ],
          ),
        "`placed[1]` (1, -3) is outside the board",
      ],
      [() => api.moves({ puzzle: "knight-path", rows: 8, cols: 8, from: [-1, 2], to: [7, 7] }), "`from` (-1, 2) is outside the board"],
    ];
    for (const [call, start] of cases) {
      const e = thrown(call);
      assert.equal(e.kind, "outside", e.message);
      assert.equal(e.message, `${start}: rows and columns are whole numbers from 0`);
    }
    // Not numbers: still a malformed square, kind 'request'.
    assert.equal(thrown(() => api.place(QUEENS, ["0", 1])).kind, "request");
    assert.equal(thrown(() => api.place(QUEENS, [Number.NaN, 1])).kind, "request");
  });
});
