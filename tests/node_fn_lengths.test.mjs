// scripts/fn-lengths.py (issue 42, point 3): production code after an
// inline `#[cfg(test)]` module is measured, the test module itself is not,
// braces in strings and comments do not move a function's end, and
// `--limit N` fails when a function is over N lines. Runs python3 on
// small Rust files written to a temporary folder; needs no build.
// node --test tests/node_fn_lengths.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const script = join(root, "scripts", "fn-lengths.py");

/** A function `name` of `body` lines (each `let _ = n;`), its fn line and closing brace included: body + 2 lines. */
const fn = (name, body, extra = "") => `fn ${name}() {\n${extra}${Array.from({ length: body }, (_, i) => `    let _ = ${i};\n`).join("")}}\n`;

/** Runs the script on a folder holding `files` ({name: text}); its exit status and the functions it lists. */
function run(t, files, args) {
  const dir = mkdtempSync(join(tmpdir(), "fn-lengths-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const out = spawnSync("python3", [script, dir, ...args], { encoding: "utf8" });
  assert.equal(out.error, undefined, `python3 runs: ${out.error}`);
  const listed = out.stdout
    .split("\n")
    .map((l) => l.trim().match(/^(\d+)\s+\S+:(\d+)\s+(\w+)$/))
    .filter(Boolean)
    .map(([, length, line, name]) => ({ name, length: Number(length), line: Number(line) }));
  return { status: out.status, listed, stderr: out.stderr };
}

const file = [
  fn("before", 3),
  "#[cfg(test)]\nmod tests {\n",
  fn("inside_tests", 20),
  "}\n",
  // Braces in a string, a char literal and comments must not end it early.
  fn("after", 12, "    let s = \"}}}\";\n    let c = '}';\n    // }\n    /* } */\n"),
  "#[cfg(test)]\nfn test_helper() {\n",
  ...Array.from({ length: 30 }, () => "    let _ = 0;\n"),
  "}\n",
].join("");

test("code after #[cfg(test)] is measured; the test items are not", (t) => {
  const { status, listed } = run(t, { "a.rs": file }, ["0"]);
  assert.equal(status, 0);
  assert.deepEqual(
    listed.map((f) => [f.name, f.length]).sort(),
    [
      ["after", 18],
      ["before", 5],
    ],
    "before and after the test module, whole; inside_tests and test_helper left out",
  );
});

test("--limit fails on a function over the limit and passes at it", (t) => {
  const over = run(t, { "a.rs": file }, ["--limit", "17"]);
  assert.equal(over.status, 1, "after is 18 lines");
  assert.match(over.stderr, /1 production function\(s\) over 17 lines/);
  assert.deepEqual(
    over.listed.map((f) => f.name),
    [],
    "the default listing is of functions over 100 lines",
  );
  const at = run(t, { "a.rs": file }, ["--limit", "18"]);
  assert.equal(at.status, 0, "18 lines is not over 18");
});

test("files named tests.rs or *_tests.rs are left out", (t) => {
  const { listed } = run(t, { "tests.rs": fn("a", 200), "x_tests.rs": fn("b", 200), "lib.rs": fn("c", 1) }, ["0"]);
  assert.deepEqual(
    listed.map((f) => f.name),
    ["c"],
  );
});
