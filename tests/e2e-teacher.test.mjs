// The teacher's desk (issue 41, point 7), on the page and in the
// <board-puzzle> element alike: a worksheet printed without the answer
// (the position, the goal, an empty numbered move table, the link back);
// a Labels control with 0-based numbers or chess names, the triangle's
// columns labelled too; a dark theme that follows prefers-color-scheme
// (the canvas included); forced-colours mode, where swatches and pressed
// buttons differ by more than colour.
//
// Run after scripts/build.sh:  node --test tests/e2e-teacher.test.mjs
// With SHOTS=<folder> it saves worksheet.png, dark.png, dark-element.png
// and chess-labels.png there.
import { test } from "node:test";
import assert from "node:assert/strict";
import { center, openPage, pixel, shot, solve, useSite } from "./e2e-helpers.mjs";

const site = useSite({ fixtures: "fixtures" });

/** Counts calls of window.print instead of opening the dialog. */
const stubPrint = (page) =>
  page.addInitScript(() => {
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });

/** What the worksheet in the document holds: its head, figures, table and text. */
const readSheet = (page) =>
  page.$eval("body > .bp-print-sheet", (s) => ({
    worksheet: s.classList.contains("worksheet"),
    title: s.querySelector("h1")?.textContent ?? "",
    text: s.textContent,
    figures: [...s.querySelectorAll("figure")].map((f) => [f.querySelector("figcaption").textContent, f.querySelector("img").src]),
    heads: [...s.querySelectorAll("thead th")].map((th) => th.textContent),
    rows: [...s.querySelectorAll("tbody tr")].map((tr) => [
      tr.querySelector("th").textContent,
      ...[...tr.querySelectorAll("td")].map((td) => td.textContent),
    ]),
    moveLists: s.querySelectorAll("ol.moves").length,
  }));

/** Checks a worksheet: no answer, an empty numbered table, the link back. */
function checkWorksheet(sheet, what) {
  assert.ok(sheet.worksheet, `${what}: the worksheet's sheet`);
  assert.match(sheet.title, /worksheet/);
  assert.deepEqual(
    sheet.figures.map(([label]) => label),
    ["Position", "Goal"],
    `${what}: the position and the goal`,
  );
  assert.deepEqual(sheet.heads, ["No.", "From", "To"], `${what}: the move table's heads`);
  assert.equal(sheet.rows.length, 30, `${what}: 30 rows`);
  for (const [i, row] of sheet.rows.entries()) assert.deepEqual(row, [String(i + 1), "", ""], `${what}: row ${i + 1} numbered and empty`);
  assert.equal(sheet.moveLists, 0, `${what}: no move list`);
  assert.doesNotMatch(sheet.text, /→|After move|moves \(|solved|optimal|states expanded/, `${what}: no word of the answer`);
  assert.match(sheet.text, /#[^ ]*puzzle=knight-swap/, `${what}: the link back`);
}

test("the page prints a worksheet without the answer, before and after Solve", { timeout: 90_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-swap&board=nnn/.../.../NNN&goal=NNN/.../.../nnn" });
  await stubPrint(page);
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  const button = page.locator("#export button.worksheet");
  assert.equal(await button.isDisabled(), false, "Print worksheet is there before Solve");
  await button.click();
  await page.waitForFunction(() => window.printed === 1);
  const before = await readSheet(page);
  checkWorksheet(before, "before Solve");
  // The sheet is what print media shows.
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.locator("body > .bp-print-sheet").isVisible());
  assert.equal(await page.locator("main.layout").isVisible(), false);
  await page.setViewportSize({ width: 800, height: 1100 });
  await shot(page, "worksheet");
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 1280, height: 800 });

  assert.equal(await solve(page), "solved");
  await page.evaluate(() => window.boardController.redraw());
  await button.click();
  await page.waitForFunction(() => window.printed === 2);
  const after = await readSheet(page);
  checkWorksheet(after, "after Solve");
  assert.deepEqual(after.figures, before.figures, "the same pictures as before Solve: no answer drawn");
});

test("the element prints the same worksheet, with no answer after Solve", { timeout: 90_000 }, async (t) => {
  const page = await openPage(t, site, { path: "fixtures/export-widget.html", ready: false });
  await stubPrint(page);
  await page.reload();
  await page.evaluate(async () => {
    await customElements.whenDefined("board-puzzle");
    await document.getElementById("six").ready;
  });
  const w = page.locator("#six");
  await w.locator("details.export > summary").click();
  await w.locator("button.solve").click();
  await page.waitForFunction(() => document.getElementById("six").dataset.status === "solved");
  await w.locator("button.worksheet").click();
  await page.waitForFunction(() => window.printed === 1);
  checkWorksheet(await readSheet(page), "the element");
});

/** The texts of the board's labels in the SVG export of the page's board, or of element `id`'s. */
const svgLabels = (page, id = null) =>
  page.evaluate((id) => {
    const view = id ? document.getElementById(id).view : window.boardView;
    const doc = new DOMParser().parseFromString(view.toSvg({}), "image/svg+xml");
    return [...doc.querySelectorAll("g.labels text")].map((t) => t.textContent);
  }, id);

/** A digest of the canvas's pixels (it changes when anything drawn changes). */
const canvasPixels = (page, selector) => page.locator(selector).evaluate((c) => c.toDataURL());

test("Labels on the page: chess names a–h, 1–8, from a link and the control, into the link", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-path&rows=8&cols=8&from=[7,0]&to=[0,7]&labels=chess" });
  assert.equal(await page.$eval("#labels", (s) => s.value), "chess", "the link's labels=chess");
  assert.equal(await page.evaluate(() => window.boardView.labels()), "chess");
  assert.deepEqual(await svgLabels(page), ["8", "7", "6", "5", "4", "3", "2", "1", "a", "b", "c", "d", "e", "f", "g", "h"]);
  await page.waitForTimeout(100);
  await shot(page, "chess-labels");
  const chess = await canvasPixels(page, "#board");
  await page.selectOption("#labels", "numbers");
  assert.deepEqual(await svgLabels(page), ["0", "1", "2", "3", "4", "5", "6", "7", "0", "1", "2", "3", "4", "5", "6", "7"]);
  await page.waitForFunction((before) => document.querySelector("#board").toDataURL() !== before, chess, { timeout: 5_000 });
  await page.waitForFunction(() => !location.hash.includes("labels="), null, { timeout: 5_000 });
  await page.selectOption("#labels", "chess");
  await page.waitForFunction(() => location.hash.includes("labels=chess"), null, { timeout: 5_000 });
});

test("Labels on the triangle: every column labelled, numbers and chess names", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=peg-solitaire&grid=triangle&board=./oo/ooo/oooo/ooooo" });
  assert.deepEqual(await svgLabels(page), ["0", "1", "2", "3", "4", "0", "1", "2", "3", "4"], "five rows, then five columns");
  await page.selectOption("#labels", "chess");
  assert.deepEqual(await svgLabels(page), ["5", "4", "3", "2", "1", "a", "b", "c", "d", "e"]);
  await page.waitForTimeout(100);
  await shot(page, "chess-labels-triangle");
});

test("Labels in the element: the attribute, the control, the attribute following it", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "fixtures/blank.html", ready: false });
  await page.evaluate(() => import("/embed.js"));
  await page.evaluate(async () => {
    const w = document.createElement("board-puzzle");
    const attrs = { id: "tri", puzzle: "peg-solitaire", grid: "triangle", board: "./oo/ooo/oooo/ooooo", labels: "chess", controls: "solve labels" };
    for (const [k, v] of Object.entries(attrs)) w.setAttribute(k, v);
    document.body.append(w);
    await customElements.whenDefined("board-puzzle");
    while (!w.view) await new Promise((r) => setTimeout(r, 20));
    await w.ready;
  });
  const w = page.locator("#tri");
  assert.equal(await w.locator("select.labels-select").inputValue(), "chess");
  assert.deepEqual(await svgLabels(page, "tri"), ["5", "4", "3", "2", "1", "a", "b", "c", "d", "e"]);
  await w.locator("select.labels-select").selectOption("numbers");
  assert.equal(await w.getAttribute("labels"), "numbers", "the attribute follows the control");
  assert.deepEqual(await svgLabels(page, "tri"), ["0", "1", "2", "3", "4", "0", "1", "2", "3", "4"]);
});

/** Relative luminance of a CSS rgb() colour. */
function luminance(css) {
  const [r, g, b] = css
    .match(/[\d.]+/g)
    .slice(0, 3)
    .map(Number);
  const lin = (c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

test("the dark theme follows prefers-color-scheme: the page, its canvas, and the element", { timeout: 90_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-path&rows=8&cols=8&from=[7,0]&to=[0,7]" });
  const look = () =>
    page.evaluate(() => ({
      page: getComputedStyle(document.documentElement).backgroundColor,
      stage: getComputedStyle(document.querySelector(".stage")).backgroundColor,
      ink: getComputedStyle(document.body).color,
      dark: window.boardView.dark(),
    }));
  const light = await look();
  assert.equal(light.dark, false);
  // A corner of the light square (0, 2): no piece or marker reaches it.
  const [x0, y0] = await center(page, 0, 2);
  const [x1] = await center(page, 0, 3);
  const corner = [x0 - (x1 - x0) * 0.4, y0 - (x1 - x0) * 0.4];
  const lightSquare = await pixel(page, ...corner);

  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForFunction(() => window.boardView.dark(), null, { timeout: 5_000 });
  const dark = await look();
  assert.ok(luminance(dark.page) < 0.05 && luminance(light.page) > 0.5, `the page's background: ${light.page} → ${dark.page}`);
  assert.ok(luminance(dark.stage) < 0.05, `the board's card: ${dark.stage}`);
  assert.ok(luminance(dark.ink) > 0.5, `the text: ${dark.ink}`);
  await page.waitForTimeout(100);
  const darkSquare = await pixel(page, ...corner);
  assert.ok(
    darkSquare[0] + darkSquare[1] + darkSquare[2] < lightSquare[0] + lightSquare[1] + lightSquare[2] - 60,
    `a light square: ${lightSquare} → ${darkSquare}`,
  );
  await shot(page, "dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.waitForFunction(() => !window.boardView.dark(), null, { timeout: 5_000 });

  const notes = await openPage(t, site, { path: "fixtures/notes.html", ready: false, context: { colorScheme: "dark" } });
  await notes.evaluate(async () => {
    await customElements.whenDefined("board-puzzle");
    await document.getElementById("six").ready;
  });
  const element = await notes.evaluate(() => {
    const w = document.getElementById("six");
    return { box: getComputedStyle(w.shadowRoot.querySelector(".widget")).backgroundColor, ink: getComputedStyle(w).color, dark: w.view.dark() };
  });
  assert.ok(element.dark, "the element's canvas is dark");
  assert.ok(luminance(element.box) < 0.05, `the element's box: ${element.box}`);
  assert.ok(luminance(element.ink) > 0.5, `the element's text: ${element.ink}`);
  await shot(notes, "dark-element");
});

test("the page's goal preview follows the dark theme too", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-swap&board=nnn/.../.../NNN&goal=NNN/.../.../nnn" });
  const light = await canvasPixels(page, "#preview");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForFunction((before) => document.querySelector("#preview").toDataURL() !== before, light, { timeout: 5_000 });
});

/** What tells `selector`'s node apart besides colour: borders, background pictures, weight, underline, a mark before it. */
const shape = (page, selector) =>
  page
    .locator(selector)
    .first()
    .evaluate((n) => {
      const s = getComputedStyle(n);
      const before = getComputedStyle(n, "::before").content;
      return [s.borderTopStyle, s.borderTopWidth, s.backgroundImage, s.fontWeight, s.textDecorationLine, before].join(" | ");
    });

test("forced colours: Empty and Wall, frontier and expanded, pressed and not, differ by more than colour", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-path&rows=8&cols=8&from=[7,0]&to=[0,7]", context: { forcedColors: "active" } });
  assert.ok(await page.evaluate(() => matchMedia("(forced-colors: active)").matches));
  const differ = async (a, b, what) => {
    const [x, y] = [await shape(page, a), await shape(page, b)];
    assert.notEqual(x, y, `${what}: ${a} and ${b} both look like "${x}"`);
  };
  await differ("#palette .swatch.empty", "#palette .swatch.wall", "the palette's Empty and Wall");
  await differ(".swatch.frontier", ".swatch.expanded", "the search legend's frontier and expanded");
  await differ("#mode-setup", "#mode-play", "Setup pressed, Play not");
  await page.click("#mode-play");
  await page.waitForFunction(() => document.querySelector("#mode-play").getAttribute("aria-pressed") === "true");
  await differ("#mode-play", "#mode-setup", "Play pressed, Setup not");
  await page.click("#mode-setup");
  // Position and Goal (a puzzle with a goal).
  await page.evaluate(() => {
    location.hash = "#puzzle=knight-swap&board=nnn/.../.../NNN&goal=NNN/.../.../nnn";
  });
  await page.waitForSelector("#layers:not([hidden])");
  await differ('#layers [data-layer="position"]', '#layers [data-layer="goal"]', "Position chosen, Goal not");
  // The element's Setup/Play.
  const notes = await openPage(t, site, { path: "fixtures/notes.html", ready: false, context: { forcedColors: "active" } });
  await notes.evaluate(async () => {
    await customElements.whenDefined("board-puzzle");
    await document.getElementById("six").ready;
  });
  const [x, y] = [await shape(notes, "#six button.mode-setup"), await shape(notes, "#six button.mode-play")];
  assert.notEqual(x, y, `the element's Setup and Play both look like "${x}"`);
});
