// End-to-end tests of the exports (issue 16) in headless Chromium, the
// built page and the <board-puzzle> element (controls token "export"),
// every response under a strict Content-Security-Policy: each export is
// downloaded and checked — the PNG's pixel size at 1×, 2× and 4×; the SVG
// parses and holds one shape per piece; the GIF decodes (omggif) to the
// range's frames plus one, its first and last frames matching the start
// and the goal drawn by the page; the text move list replays to the goal
// with the core's `apply`; the print view (emulated print media) shows the
// diagrams; a 1 000 × 1 000 tour exports one pixel per square or the
// visible window. Screenshots and the files go to $SHOTS (/tmp).
// Run after scripts/build.sh:  node --test tests/e2e-export.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GifReader } from "omggif";
import { dist, openPage, root, useSite } from "./e2e-helpers.mjs";
import * as api from "../dist/board_puzzles.js";

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; img-src 'self' data: blob:";
const SHOTS = process.env.SHOTS ?? "/tmp";
const site = useSite({ csp: CSP, fixtures: "fixtures" });
api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });

/** The caption strip under a PNG and under a GIF frame (www/export/export.js CAPTION_H, GIF_STRIP), CSS px. */
const CAPTION = 52;
const STRIP = 40;
const SIX = { puzzle: "knight-swap", board: "nnn/.../.../NNN", goal: "NNN/.../.../nnn" };

/** Clicks `locator` and returns the download's name and bytes. */
async function downloaded(page, locator) {
  const [dl] = await Promise.all([page.waitForEvent("download"), locator.click()]);
  const bytes = readFileSync(await dl.path());
  writeFileSync(join(SHOTS, `export-${dl.suggestedFilename()}`), bytes);
  return { name: dl.suggestedFilename(), bytes };
}

/** A PNG's [width, height] from its IHDR chunk. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString("latin1"), "PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The moves in the notation section of an exported text: [{from, to, over?}]. */
function readMoves(text) {
  const section = text.split("\n\n").find((s) => s.startsWith("Moves (squares as (row, col)"));
  assert.ok(section, "a notation section");
  return section
    .split("\n")
    .slice(1)
    .map((line) => {
      const m = line.match(/^\d+\. \((\d+), (\d+)\) → \((\d+), (\d+)\)(?: over \((\d+), (\d+)\))?$/);
      assert.ok(m, `a move line: ${line}`);
      const n = m.slice(1).map(Number);
      return m[5] === undefined ? { from: [n[0], n[1]], to: [n[2], n[3]] } : { from: [n[0], n[1]], to: [n[2], n[3]], over: [n[4], n[5]] };
    });
}

/** Mean absolute difference of two RGBA buffers over pixels where `keep(x, y)`. */
function difference(a, b, width, height, keep) {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!keep(x, y)) continue;
      const i = (y * width + x) * 4;
      sum += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
      count += 3;
    }
  }
  return sum / count;
}

/** Solves what the page shows and waits for the answer, playback paused at `step`. */
async function solveAndPark(page, step) {
  await page.locator("#solve").click();
  await page.waitForFunction(() => document.getElementById("stats").dataset.status === "solved");
  await page.evaluate((k) => {
    window.boardController.player.pause();
    window.boardController.player.seek(k);
  }, step);
}

test("the GIF encoder shipped in www/vendor/ is gifenc 1.0.3 as npm has it, with its MIT licence", () => {
  const shipped = readFileSync(join(root, "www/vendor/gifenc.esm.js"));
  assert.ok(shipped.equals(readFileSync(join(root, "node_modules/gifenc/dist/gifenc.esm.js"))), "www/vendor/gifenc.esm.js differs from the package");
  assert.equal(JSON.parse(readFileSync(join(root, "node_modules/gifenc/package.json"), "utf8")).version, "1.0.3");
  assert.match(readFileSync(join(root, "www/vendor/gifenc.LICENSE.txt"), "utf8"), /MIT License/);
  assert.ok(readFileSync(join(dist, "www/vendor/gifenc.esm.js")).equals(shipped), "the build copies it to dist/www/vendor/");
});

test("the page exports PNG (1×, 2×, 4×), SVG, GIF, the moves and a printable sheet", { timeout: 120_000 }, async (t) => {
  const page = await openPage(t, site, { context: { viewport: { width: 1280, height: 900 } } });
  await page.addInitScript(() => {
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
  await page.evaluate(() => {
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
  assert.equal(await page.evaluate(() => window.boardView.positionText()), SIX.board);
  await solveAndPark(page, 5);
  // The longest main-thread task while exporting, reported (not asserted: no timing asserts).
  await page.evaluate(() => {
    window.longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration);
    }).observe({ type: "longtask" });
  });
  const panel = page.locator("#export .bp-export");
  await panel.scrollIntoViewIfNeeded();
  await panel.hover();
  await page.screenshot({ path: join(SHOTS, "export-panel.png"), fullPage: false });

  // PNG at each scale: the board as shown (its CSS size) × scale, plus the caption strip.
  const box = await page.locator("#board").boundingBox();
  for (const scale of [1, 2, 4]) {
    await panel.locator("select.scale").selectOption(String(scale));
    const { name, bytes } = await downloaded(page, panel.locator("button.png"));
    assert.match(name, new RegExp(`knight-swap-move-5@${scale}x\\.png$`));
    const [w, h] = pngSize(bytes);
    assert.equal(w, Math.round(Math.round(box.width) * scale), `width at ${scale}×`);
    assert.equal(h, Math.round((Math.round(box.height) + CAPTION) * scale), `height at ${scale}×`);
    // The caption and link travel in the file.
    const text = bytes.toString("latin1");
    assert.match(text, /iTXtTitle[\s\S]*Knight swap/);
    assert.match(text, /iTXtSource[\s\S]*#/);
  }

  // SVG: parses, one <g class="piece"> per knight (six), labels as text.
  const svg = await downloaded(page, panel.locator("button.svg"));
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      pieces: doc.querySelectorAll("g.piece").length,
      white: doc.querySelectorAll('g.piece[data-piece="N"]').length,
      labels: doc.querySelectorAll("g.labels text").length,
      title: doc.querySelector("title")?.textContent,
      link: doc.querySelector("a")?.getAttribute("href"),
    };
  }, svg.bytes.toString("utf8"));
  assert.equal(parsed.error, null);
  assert.equal(parsed.pieces, 6);
  assert.equal(parsed.white, 3);
  assert.equal(parsed.labels, 7);
  assert.match(parsed.title, /Knight swap/);
  assert.match(parsed.link, /^http:\/\/127\.0\.0\.1:\d+\/#/);

  // GIF of the whole answer at 480 px: 17 frames, under 500 KB, first = start, last = goal.
  await panel.locator("input.gif-from").fill("0");
  await panel.locator("input.gif-to").fill("16");
  await panel.locator("select.gif-size").selectOption("480");
  await panel.locator("select.gif-speed").selectOption("4");
  // The progress bar shows while the worker encodes.
  await page.evaluate(() => {
    const bar = document.querySelector("#export progress.gif-progress");
    window.barShown = 0;
    new MutationObserver(() => {
      if (!bar.hidden && bar.value > 0) window.barShown++;
    }).observe(bar, { attributes: true });
  });
  const gif = await downloaded(page, panel.locator("button.gif"));
  assert.ok(gif.bytes.length < 500_000, `the GIF is ${gif.bytes.length} bytes`);
  assert.equal(await panel.locator("progress.gif-progress").getAttribute("data-encoder"), "worker");
  assert.ok((await page.evaluate(() => window.barShown)) > 0, "the progress bar moved");
  assert.equal(await panel.locator("progress.gif-progress").isVisible(), false, "and is hidden when done");
  const reader = new GifReader(new Uint8Array(gif.bytes));
  assert.equal(reader.numFrames(), 17);
  const { width, height } = reader;
  // 480 px on the longer side, the 3 × 4 board's aspect kept; 4 moves a second = 25 hundredths a frame.
  assert.deepEqual([width, height], [360, 480]);
  for (let i = 0; i < 17; i++) assert.equal(reader.frameInfo(i).delay, 25, `frame ${i}'s delay`);
  const frame = (i) => {
    const px = new Uint8Array(width * height * 4);
    reader.decodeAndBlitFrameRGBA(i, px);
    return px;
  };
  // The board above the strip, as the page's painter draws it at the start and at the goal.
  const drawn = await page.evaluate(
    ([w, h]) => {
      const at = (options) => {
        const c = document.createElement("canvas");
        window.boardView.renderTo(c, w, h, 1, options);
        return [...c.getContext("2d").getImageData(0, 0, w, h).data];
      };
      return { start: at({ step: 0 }), end: at({ step: 16 }) };
    },
    [width, height - STRIP],
  );
  const board = (_x, y) => y < height - STRIP;
  const [first, last] = [frame(0), frame(16)];
  const firstStart = difference(first, drawn.start, width, height, board);
  const firstEnd = difference(first, drawn.end, width, height, board);
  const lastEnd = difference(last, drawn.end, width, height, board);
  const lastStart = difference(last, drawn.start, width, height, board);
  assert.ok(firstStart < 3 && firstStart < firstEnd / 3, `first frame: ${firstStart} from the start, ${firstEnd} from the goal`);
  assert.ok(lastEnd < 3 && lastEnd < lastStart / 3, `last frame: ${lastEnd} from the goal, ${lastStart} from the start`);
  t.diagnostic(`GIF: 17 frames ${width}×${height}, ${gif.bytes.length} bytes; longest task so far ${await page.evaluate(() => window.longest)} ms`);
  // The strips differ by their move number only.
  const strip = (_x, y) => y >= height - STRIP;
  assert.ok(difference(first, last, width, height, strip) > 0, "the move number changes");
  assert.match(await panel.locator(".export-status").textContent(), /Saved .*17 frames/);

  // Copy moves: the clipboard holds the same text as the download.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await panel.locator("button.copy-moves").click();
  await page.waitForFunction(() => /Moves copied/.test(document.querySelector("#export .export-status").textContent));
  const copied = await page.evaluate(() => navigator.clipboard.readText());

  // The moves as text: replayed with the core's apply, they reach the goal.
  const txt = await downloaded(page, panel.locator("button.txt"));
  const text = txt.bytes.toString("utf8");
  assert.equal(copied.trim(), text.trim(), "Copy and Download give the same text");
  // The caption names the algorithm and the counts.
  assert.match(text, /16 moves/);
  assert.match(text, /states expanded|expanded/);
  assert.match(text, /^Knight swap/);
  assert.match(text, /Position: nnn\/...\/...\/NNN/);
  assert.match(text, /Goal: +NNN\/...\/...\/nnn/);
  const moves = readMoves(text);
  assert.equal(moves.length, 16);
  let position = null;
  for (let i = 0; i < moves.length; i++) position = api.apply(SIX, moves[i], moves.slice(0, i));
  assert.equal(position.board, SIX.goal);
  assert.equal(position.solved, true);
  const chess = text.split("\n\n").find((s) => s.startsWith("Moves in chess"));
  assert.ok(chess, "chess coordinates on a 3-column board");
  const first3 = moves[0];
  const name = ([r, c]) => `${"abc"[c]}${4 - r}`;
  assert.ok(chess.split("\n")[1] === `1. ${name(first3.from)} → ${name(first3.to)}`, chess.split("\n")[1]);

  // The printable sheet: start, goal, every 4 moves (4, 8, 12, 16) and the moves; print media shows only it.
  await panel.locator("input.print-every").fill("4");
  await panel.locator("button.print").click();
  await page.waitForFunction(() => window.printed === 1);
  await page.emulateMedia({ media: "print" });
  const sheet = page.locator("body > .bp-print-sheet");
  assert.ok(await sheet.isVisible());
  assert.equal(await page.locator("main.layout").isVisible(), false);
  const figures = await sheet.locator("figure").evaluateAll((fs) =>
    fs.map((f) => ({
      label: f.querySelector("figcaption").textContent,
      loaded: f.querySelector("img").complete && f.querySelector("img").naturalWidth > 0,
    })),
  );
  assert.deepEqual(
    figures.map((f) => f.label),
    ["Start", "Goal", "After move 4", "After move 8", "After move 12", "After move 16 (end)"],
  );
  assert.ok(figures.every((f) => f.loaded));
  assert.equal(await sheet.locator("ol.moves:not(.chess) li").count(), 16);
  await page.screenshot({ path: join(SHOTS, "export-print.png"), fullPage: true });
  for (const format of ["A4", "Letter"]) {
    const pdf = await page.pdf({ path: join(SHOTS, `export-print-${format}.pdf`), format });
    assert.equal(pdf.subarray(0, 5).toString("latin1"), "%PDF-");
  }
  await page.emulateMedia({ media: "screen" });
  assert.equal(await sheet.isVisible(), false);
  // After the print dialog closes, a later Ctrl+P prints the page, not the old sheet.
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  assert.equal(await sheet.count(), 0, "the sheet is removed after printing");
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.locator("main.layout").isVisible(), "the page prints as it is");
  await page.emulateMedia({ media: "screen" });
});

test("a 1 000 × 1 000 tour exports one pixel per square or the visible window", { timeout: 120_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.evaluate(() => {
    const c = window.boardController;
    const info = c.info.id === "knight-tour" ? c.info : null;
    return info;
  });
  await page.locator('#puzzles [data-puzzle="knight-tour"]').click();
  await page.evaluate(() => {
    const c = window.boardController;
    c.load(c.info, { puzzle: "knight-tour", rows: 1000, cols: 1000, from: [0, 0] });
  });
  await page.locator("#solve").click();
  await page.waitForFunction(() => document.getElementById("stats").dataset.status === "solved", null, { timeout: 60_000 });
  await page.waitForFunction(() => document.getElementById("stats").dataset.checked === "true", null, { timeout: 60_000 });
  await page.evaluate(() => {
    window.boardController.player.pause();
    window.boardController.player.seek(window.boardView.steps());
  });
  await page.evaluate(() => {
    window.longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration);
    }).observe({ type: "longtask" });
  });
  const panel = page.locator("#export .bp-export");
  await panel.scrollIntoViewIfNeeded();
  await panel.hover();
  assert.ok(await panel.locator(".area").isVisible(), "large boards offer the area");
  assert.ok(await panel.locator("button.svg").isDisabled(), "no SVG of a million squares");
  await panel.locator('.area input[value="pixels"]').check();
  const pixels = await downloaded(page, panel.locator("button.png"));
  assert.deepEqual(pngSize(pixels.bytes), [1000, 1000]);
  const pixelsLongest = await page.evaluate(() => {
    const l = window.longest;
    window.longest = 0;
    return l;
  });
  await panel.locator('.area input[value="window"]').check();
  await panel.locator("select.scale").selectOption("1");
  await page.evaluate(() => {
    window.boardController.board.zoom(8);
  });
  await page.waitForTimeout(300);
  const zoomLongest = await page.evaluate(() => {
    const l = window.longest;
    window.longest = 0;
    return l;
  });
  const box = await page.locator("#board").boundingBox();
  const win = await downloaded(page, panel.locator("button.png"));
  assert.deepEqual(pngSize(win.bytes), [Math.round(box.width), Math.round(box.height) + CAPTION]);
  const windowLongest = await page.evaluate(() => {
    const l = window.longest;
    window.longest = 0;
    return l;
  });
  // The moves of a million-step tour as text, written a slice per task.
  const txt = await downloaded(page, panel.locator("button.txt"));
  assert.match(txt.bytes.toString("utf8"), /\n999999\. \(\d+, \d+\) → \(\d+, \d+\)\n/);
  t.diagnostic(
    `1 000 × 1 000 tour: text ${txt.bytes.length} bytes; longest tasks: pixels ${pixelsLongest} ms, ` +
      `the board's own draw at 8× zoom ${zoomLongest} ms, window ${windowLongest} ms, text ${await page.evaluate(() => window.longest)} ms`,
  );
  await page.screenshot({ path: join(SHOTS, "export-tour.png") });
});

test('the element offers the same exports behind controls="export"', { timeout: 90_000 }, async (t) => {
  const page = await openPage(t, site, { path: "fixtures/export-widget.html", ready: false });
  await page.waitForFunction(() => document.getElementById("six").view);
  await page.evaluate(() => document.getElementById("six").ready);
  const w = page.locator("#six");
  await w.locator("button.solve").click();
  await page.waitForFunction(() => document.getElementById("six").dataset.status === "solved");
  await page.evaluate(() => {
    const c = document.getElementById("six").controller;
    c.player.pause();
    c.player.seek(16);
  });
  // The element's panel folds away under "Export".
  assert.equal(await w.locator(".bp-export").isVisible(), false);
  await w.locator("details.export > summary").click();
  const panel = w.locator(".bp-export");
  await panel.hover();
  // Only the layers a knight swap draws are offered.
  assert.ok(await panel.getByText("Coordinates").isVisible());
  assert.equal(await panel.getByText("Move numbers").isVisible(), false);
  await page.screenshot({ path: join(SHOTS, "export-widget.png"), fullPage: true });
  const svg = await downloaded(page, panel.locator("button.svg"));
  const pieces = await page.evaluate(
    (text) => new DOMParser().parseFromString(text, "image/svg+xml").querySelectorAll("g.piece").length,
    svg.bytes.toString("utf8"),
  );
  assert.equal(pieces, 6);
  // The element's caption links back to the playground page, not to the course page.
  assert.match(svg.bytes.toString("utf8"), /<a href="http:\/\/127\.0\.0\.1:\d+\/index\.html#/);
  const txt = await downloaded(page, panel.locator("button.txt"));
  const moves = readMoves(txt.bytes.toString("utf8"));
  let position = null;
  for (let i = 0; i < moves.length; i++) position = api.apply(SIX, moves[i], moves.slice(0, i));
  assert.equal(position.board, SIX.goal);
  await panel.locator("input.gif-from").fill("12");
  await panel.locator("input.gif-to").fill("16");
  await panel.locator("select.gif-size").selectOption("240");
  const gif = await downloaded(page, panel.locator("button.gif"));
  assert.equal(new GifReader(new Uint8Array(gif.bytes)).numFrames(), 5);
  const png = await downloaded(page, panel.locator("button.png"));
  assert.ok(pngSize(png.bytes)[0] > 100);
});

test("export fields refuse what they cannot use, naming the field: GIF from −5, Print every 1e20", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status=solved]");
  const panel = page.locator("#export .bp-export");
  await panel.scrollIntoViewIfNeeded();
  const status = panel.locator(".export-status");
  await panel.locator("input.gif-from").fill("-5");
  await panel.locator("button.gif").click();
  await page.waitForFunction(() =>
    /From move: enter a whole number from 0 to \d+ \(not “-5”\)/.test(document.querySelector("#export .export-status").textContent),
  );
  assert.equal(await panel.locator("input.gif-from").getAttribute("aria-invalid"), "true");
  await panel.locator("input.gif-from").fill("0");
  await panel.locator("input.print-every").fill("1e20");
  await panel.locator("button.print").click();
  await page.waitForFunction(() =>
    /A diagram every: enter a whole number from 1 to 1,000/.test(document.querySelector("#export .export-status").textContent),
  );
  assert.doesNotMatch(await status.textContent(), /100000000000000000000/);
  assert.equal(await panel.locator("input.print-every").getAttribute("aria-invalid"), "true");
});
