// Accessibility (issue 26): axe-core (npm, pinned in package.json) finds no
// violation of any impact on the page, the embedding documentation, the
// iframe page and a page with the element, in each state a class meets:
// fresh, solved, Compare open, Watch running, Play mode, Export open.
// The puzzle tabs are a real tablist that the arrow keys move along.
// The same holds in the dark theme and in forced-colours mode (issue 41).
//
// Run after scripts/build.sh:  node --test tests/e2e-axe.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { openPage, solve, useSite } from "./e2e-helpers.mjs";

const site = useSite({ fixtures: "fixtures" });
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core on the whole document (open shadow roots included) and fails on any violation, naming each. */
async function noViolations(page, state) {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ["violations"] });
    return violations.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  assert.deepEqual(found, [], `${state}: axe-core violations`);
}

/** Waits until every <board-puzzle> of the page has drawn its board. */
async function ready(page) {
  await page.evaluate(async () => {
    await customElements.whenDefined("board-puzzle");
    await Promise.all([...document.querySelectorAll("board-puzzle")].map((b) => b.ready));
  });
}

test("the page: no violations fresh, solved, with Compare, during Watch, in Play mode, exporting", { timeout: 180_000 }, async (t) => {
  const page = await openPage(t, site);
  await noViolations(page, "fresh");
  assert.equal(await solve(page), "solved");
  await noViolations(page, "solved");

  await page.click("#compare");
  await page.waitForSelector("#compare-table:not([hidden])");
  await noViolations(page, "Compare open");

  await page.fill("#watch-speed", "2");
  await page.click("#watch");
  await page.waitForSelector("#watch-controls:not([hidden])");
  await noViolations(page, "Watch running");
  await page.click("#lab-stop");

  await page.click("#mode-play");
  await page.waitForFunction(() => document.querySelector("#coach")?.textContent.trim() !== "");
  await noViolations(page, "Play mode");
  await page.click("#mode-setup");

  await solve(page);
  await page.locator("#export").scrollIntoViewIfNeeded();
  await page.locator("#export button.gif").click();
  await noViolations(page, "Export (a GIF encoding)");
});

test("the puzzle tabs are a tablist: one tab in the Tab order, arrows move and choose", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  const tabs = page.locator("#puzzles [role=tab]");
  assert.equal(await page.getAttribute("#puzzles", "role"), "tablist");
  const count = await tabs.count();
  assert.ok(count >= 6, `${count} tabs`);
  const state = () => page.$$eval("#puzzles [role=tab]", (ts) => ts.map((b) => [b.dataset.puzzle, b.getAttribute("aria-selected"), b.tabIndex]));
  const before = await state();
  assert.deepEqual(before.filter(([, , i]) => i === 0).length, 1, "one tab in the Tab order");
  const first = before.findIndex(([, sel]) => sel === "true");
  await tabs.nth(first).focus();
  await page.keyboard.press("ArrowRight");
  const next = before[(first + 1) % count][0];
  await page.waitForFunction((id) => window.boardController.info.id === id, next);
  const after = await state();
  assert.deepEqual(
    after.map(([id, sel, i]) => [id, sel, i]),
    before.map(([id], k) => [id, String(k === (first + 1) % count), k === (first + 1) % count ? 0 : -1]),
  );
  assert.equal(await page.evaluate(() => document.activeElement.dataset.puzzle), next, "focus follows");
  await page.keyboard.press("End");
  await page.waitForFunction((id) => window.boardController.info.id === id, before[count - 1][0]);
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction((id) => window.boardController.info.id === id, before[0][0]);
});

test("embed-docs.html and embed.html: no violations", { timeout: 60_000 }, async (t) => {
  const docs = await openPage(t, site, { path: "embed-docs.html", ready: false });
  await ready(docs);
  await noViolations(docs, "embed-docs.html");
  const frame = await openPage(t, site, { path: "embed.html#puzzle=knight-swap", ready: false });
  await frame.waitForSelector("board-puzzle");
  await ready(frame);
  await noViolations(frame, "embed.html");
});

test("a page with the element: no violations fresh, solved, in Play mode, with Export open, with random walls", { timeout: 120_000 }, async (t) => {
  const page = await openPage(t, site, { path: "fixtures/notes.html", ready: false });
  await ready(page);
  const w = page.locator("#six");
  await noViolations(page, "element fresh");
  await w.locator("button.solve").click();
  await page.waitForFunction(() => document.getElementById("six").dataset.status === "solved");
  await noViolations(page, "element solved");
  await w.locator("details.export > summary").click();
  await noViolations(page, "element with Export open");
  await page.evaluate(() => document.getElementById("six").setAttribute("mode", "play"));
  await page.waitForFunction(() => document.getElementById("six").dataset.mode === "play");
  await noViolations(page, "element in Play mode");
  // The random walls control (controls="walls") on a knight path (issue 26, point 7).
  await page.evaluate(async () => {
    const w = document.createElement("board-puzzle");
    const attrs = { id: "walled", puzzle: "knight-path", rows: "8", cols: "8", "random-off": '{"fraction":0.2,"seed":3}', controls: "solve walls" };
    for (const [k, v] of Object.entries(attrs)) w.setAttribute(k, v);
    document.getElementById("six").after(w); // inside the notes' landmarks, as an author would place it
    while (!w.view) await new Promise((r) => setTimeout(r, 20));
    await w.ready;
  });
  await page.locator("#walled .walls-seed").waitFor();
  await noViolations(page, "element with random walls");
});

// Issue 41, point 7: the dark theme (prefers-color-scheme) and forced-colours
// mode keep zero violations, on the page and with the element.
for (const [theme, context] of [
  ["the dark theme", { colorScheme: "dark" }],
  ["forced colours", { forcedColors: "active" }],
]) {
  test(`${theme}: no violations on the page (fresh, solved, Play, Export) and with the element`, { timeout: 180_000 }, async (t) => {
    const page = await openPage(t, site, { context });
    await noViolations(page, `${theme}: fresh`);
    assert.equal(await solve(page), "solved");
    await noViolations(page, `${theme}: solved`);
    await page.click("#mode-play");
    await page.waitForFunction(() => document.querySelector("#coach")?.textContent.trim() !== "");
    await noViolations(page, `${theme}: Play mode`);
    await page.click("#mode-setup");
    await page.locator("#export").scrollIntoViewIfNeeded();
    await noViolations(page, `${theme}: Export`);

    const notes = await openPage(t, site, { path: "fixtures/notes.html", ready: false, context });
    await ready(notes);
    await noViolations(notes, `${theme}: element fresh`);
    const w = notes.locator("#six");
    await w.locator("button.solve").click();
    await notes.waitForFunction(() => document.getElementById("six").dataset.status === "solved");
    await w.locator("details.export > summary").click();
    await noViolations(notes, `${theme}: element solved, Export open`);
  });
}
