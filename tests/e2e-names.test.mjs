// One name for a square on every surface (issue 26, point 5): the square
// [3, 0] of the six knights — the white knight at the bottom left, whose
// move to [2, 2] opens the answer — is "(3, 0)" in the hover badge, the
// keyboard cursor's words, a bad position's message, the move list, the
// live region, the exported text, the print sheet, a refused move's reason
// and the coach's words in Play mode (docs/NOTATION.md, "Squares in
// words"). The API's JSON keeps [row, col]: the coach box's data-hint and
// the answer's steps are checked as arrays.
// Run after scripts/build.sh:  node --test tests/e2e-names.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { center, dist, drag, openPage, useSite } from "./e2e-helpers.mjs";
import { initSync, solve } from "../dist/board_puzzles.js";

initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });

const site = useSite({ fixtures: "fixtures" });
const SIX = { puzzle: "knight-swap", board: "nnn/.../.../NNN", goal: "NNN/.../.../nnn" };
const FIRST = "(3, 0) → (2, 2)";

test("the page names square [3, 0] '(3, 0)' on every surface; JSON keeps [3, 0]", { timeout: 90_000 }, async (t) => {
  const page = await openPage(t, site, { context: { reducedMotion: "reduce" } });
  await page.evaluate(() => {
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
  assert.equal(await page.evaluate(() => window.boardView.positionText()), SIX.board);
  const announce = () => page.textContent("#announce");

  // The board says how it names squares; hovering names the square.
  assert.match(await page.getAttribute("#board", "aria-label"), /Squares are named \(row, column\), from \(0, 0\) at the top left\./);
  await page.mouse.move(...(await center(page, 3, 0)));
  await page.waitForFunction(() => document.getElementById("hover-square").textContent === "square (3, 0)");

  // The keyboard cursor: from the centre [2, 1] down and left.
  await page.focus("#board");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await announce(), "(3, 0): white knight.");
  await page.keyboard.press("Escape");

  // A bad character at [3, 0] of the position text.
  await page.fill("#position-text", "nnn/.../.../xNN");
  assert.match(await page.textContent("#position-error"), /square \(3, 0\): 'x' is not a cell/);
  await page.fill("#position-text", SIX.board);
  await page.waitForFunction((b) => window.boardView.positionText() === b, SIX.board);

  // Solved: the answer (JSON, [row, col]) opens with [3, 0] → [2, 2], as the core's own answer does.
  await page.locator("#solve").click();
  await page.waitForFunction(() => document.getElementById("stats").dataset.status === "solved");
  const first = await page.evaluate(() => window.boardController.answer.steps[0]);
  assert.deepEqual(first, { from: [3, 0], to: [2, 2] });
  assert.deepEqual(solve(SIX).steps[0], first);

  // The move list and the live region.
  assert.equal(await page.locator("#moves li button[data-step='1']").evaluate((b) => b.lastChild.textContent), FIRST);
  await page.evaluate(() => {
    window.boardController.player.pause();
    window.boardController.player.seek(1);
  });
  await page.waitForFunction(() => /^Move 1 of 16:/.test(document.getElementById("announce").textContent));
  assert.equal(await announce(), "Move 1 of 16: white knight from (3, 0) to (2, 2).");

  // The exported text: its first move, under a heading that says how squares are named.
  const panel = page.locator("#export .bp-export");
  await panel.scrollIntoViewIfNeeded();
  const [dl] = await Promise.all([page.waitForEvent("download"), panel.locator("button.txt").click()]);
  const text = readFileSync(await dl.path(), "utf8");
  const moves = text.split("\n\n").find((s) => s.startsWith("Moves ("));
  assert.ok(moves, text.slice(0, 600));
  assert.deepEqual(moves.split("\n").slice(0, 2), ["Moves (squares as (row, col), 0-based, row 0 at the top):", `1. ${FIRST}`]);

  // The print sheet: the same heading and line.
  await panel.locator("button.print").click();
  await page.waitForFunction(() => window.printed === 1);
  const sheet = page.locator("body > .bp-print-sheet");
  assert.match(await sheet.locator("h2").first().textContent(), /^Moves \(squares as \(row, col\), 0-based, row 0 at the top;/);
  assert.equal(await sheet.locator("ol.moves:not(.chess) li").first().textContent(), `1. ${FIRST}`);
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));

  // Play mode: a refused move's reason (the core's message), a move's words, the coach's hint.
  await page.click("#mode-play");
  const coach = page.locator("#coach");
  await coach.and(coach.locator('xpath=self::*[@data-moves="0" and @data-state="done"]')).waitFor({ timeout: 20_000 });
  await drag(page, [3, 0], [3, 1]);
  const toast = page.locator("#board-wrap .refusal");
  await toast.waitFor();
  assert.match(await toast.textContent(), /^Move refused: not a knight move: \(3, 0\) → \(3, 1\) /);
  await drag(page, [3, 0], [2, 2]);
  await coach.and(coach.locator('xpath=self::*[@data-moves="1" and @data-state="done"]')).waitFor({ timeout: 20_000 });
  assert.match(await announce(), /^Move: white knight from \(3, 0\) to \(2, 2\); 1 move made\./);
  await page.click("#play-hint");
  const hint = JSON.parse(await coach.getAttribute("data-hint"));
  assert.ok(Array.isArray(hint.from) && Array.isArray(hint.to), "data-hint is the API's JSON, squares as [row, col]");
  const name = ([r, c]) => `(${r}, ${c})`;
  const said = await coach.textContent();
  assert.ok(said.includes(`knight from ${name(hint.from)} to ${name(hint.to)}.`), said);
});

test("the element refuses a worker-memory-mb it cannot use, naming the attribute", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "embed-docs.html" });
  const status = await page.evaluate(async () => {
    // The page's module defines the element when it has loaded: made before that, it would be a plain element.
    await customElements.whenDefined("board-puzzle");
    const w = document.createElement("board-puzzle");
    w.id = "mb";
    w.setAttribute("puzzle", "knight-swap");
    w.setAttribute("worker-memory-mb", "-5");
    document.body.append(w);
    await w.ready;
    return w.shadowRoot.querySelector(".status").textContent;
  });
  assert.match(status, /worker-memory-mb: enter a whole number from 1 to 4,096 \(not “-5”\)/);
});
