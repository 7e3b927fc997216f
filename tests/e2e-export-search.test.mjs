// End-to-end tests of the search animations (issue 26, point 8) in
// headless Chromium under a strict Content-Security-Policy: the search as
// Watch replays it, as a GIF (www/export/export-search.js) — the frames a range
// and a speed give, evenly sampled past MAX_FPS frames a second, the first
// and last frames differing and the last equal to the page's board at the
// last event of its own Watch; after Watch, the GIF reuses Watch's trace
// (the worker's solve requests counted: no second search) — and a 6-queens placement built up piece by
// piece (pieces + 1 frames, frame k drawn with the first k queens). The
// element offers both. Each GIF is decoded with omggif; the first and last
// frames of the Watch GIF go to $SHOTS (/tmp) as PNGs.
// Run after scripts/build.sh:  node --test tests/e2e-export-search.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GifReader } from "omggif";
import { dist, openPage, useSite } from "./e2e-helpers.mjs";
import * as api from "../dist/board_puzzles.js";

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; img-src 'self' data: blob:";
const SHOTS = process.env.SHOTS ?? "/tmp";
const site = useSite({ csp: CSP, fixtures: "fixtures" });
api.initSync({ module: readFileSync(join(dist, "board_puzzles_bg.wasm")) });

/** The strip under each GIF frame (www/export/export.js GIF_STRIP), px. */
const STRIP = 40;
const EMPTY6 = "....../....../....../....../....../......";

/** Clicks `locator` and returns the download's name and bytes. */
async function downloaded(page, locator) {
  const [dl] = await Promise.all([page.waitForEvent("download", { timeout: 240_000 }), locator.click()]);
  return { name: dl.suggestedFilename(), bytes: readFileSync(await dl.path()) };
}

/** A GIF's frames as RGBA buffers, with its size. */
function frames(bytes) {
  const reader = new GifReader(new Uint8Array(bytes));
  const { width, height } = reader;
  const out = [];
  for (let i = 0; i < reader.numFrames(); i++) {
    const rgba = new Uint8Array(width * height * 4);
    reader.decodeAndBlitFrameRGBA(i, rgba);
    out.push(rgba);
  }
  return { width, height, frames: out, delay: reader.frameInfo(0).delay };
}

/** Mean absolute difference of two RGBA buffers over the board (above the strip). */
function boardDifference(a, b, width, height) {
  let sum = 0;
  for (let i = 0; i < width * (height - STRIP) * 4; i += 4) {
    sum += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
  }
  return sum / (width * (height - STRIP) * 3);
}

/** The page's (or an element's) view drawn at `width × height` with `options`, as RGBA bytes. */
async function rendered(page, width, height, options, element = null) {
  const data = await page.evaluate(
    async ([w, h, o, id]) => {
      const view = id ? document.getElementById(id).view : window.boardView;
      const c = document.createElement("canvas");
      for (let i = 0; view.renderTo(c, w, h, 1, o) && i < 200; i++) await new Promise((r) => setTimeout(r, 0));
      // As a latin1 string: a few MB of numbers in JSON would take seconds.
      const bytes = c.getContext("2d").getImageData(0, 0, w, h).data;
      let text = "";
      for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
      return text;
    },
    [width, height - STRIP, options, element],
  );
  const out = new Uint8Array(width * height * 4).fill(255);
  out.set(Buffer.from(data, "latin1"));
  return out;
}

/**
 * The page's board with `trace` shown at event `k`, rendered as `rendered`
 * does; the trace is taken off again. (A finished Watch leaves the board to
 * its answer, so the board at an event is drawn from the trace itself.)
 */
async function renderedAt(page, width, height, trace, k) {
  await page.evaluate(
    ([tr, step]) => {
      window.boardView.setTrace(tr);
      window.boardView.setTraceStep(step);
    },
    [trace, k],
  );
  try {
    return await rendered(page, width, height, {});
  } finally {
    await page.evaluate(() => window.boardView.clearTrace());
  }
}

/** Writes RGBA `rgba` as a PNG at `path` (encoded by the browser). */
async function savePng(page, rgba, width, height, path) {
  const url = await page.evaluate(
    ([data, w, h]) => {
      const c = document.createElement("canvas");
      c.width = w;
      c.height = h;
      c.getContext("2d").putImageData(
        new ImageData(
          Uint8ClampedArray.from(atob(data), (ch) => ch.charCodeAt(0)),
          w,
          h,
        ),
        0,
        0,
      );
      return c.toDataURL("image/png");
    },
    [Buffer.from(rgba).toString("base64"), width, height],
  );
  writeFileSync(path, Buffer.from(url.split(",")[1], "base64"));
}

/** The frames a replay of events `from`…`to` at `speed` events a second takes: one per event, at most 1 000 and 25 a second. */
function expectedFrames(from, to, speed) {
  const span = to - from;
  return span === 0 ? 1 : Math.min(span + 1, 1000, Math.ceil((span * 25) / speed) + 1);
}

/** Pixels of the added pieces' green (www: the placement's mark) in a frame's board. */
function greenPixels(rgba, width, height) {
  let n = 0;
  for (let i = 0; i < width * (height - STRIP) * 4; i += 4) {
    const [r, g, b] = [rgba[i], rgba[i + 1], rgba[i + 2]];
    if (g > r + 40 && g > b + 20) n++;
  }
  return n;
}

/** Opens the page on an empty 6 × 6 n-queens board with `algorithm`. */
async function queens(t, algorithm) {
  const page = await openPage(t, site, { context: { viewport: { width: 1280, height: 900 } } });
  await page.click("button[data-puzzle=n-queens]");
  await page.fill("#position-text", EMPTY6);
  await page.selectOption("#algorithm", algorithm);
  const panel = page.locator("#export .bp-export");
  await panel.scrollIntoViewIfNeeded();
  await panel.hover();
  return { page, panel };
}

test("the page exports 6-queens backtracking as a Watch GIF: a range's frames, its last the board at the last event", {
  timeout: 300_000,
}, async (t) => {
  const { page, panel } = await queens(t, "backtracking-seed");
  const req = await page.evaluate(() => window.boardView.request());
  const { trace } = api.solve({ ...req, algorithm: "backtracking-seed", trace: true });
  const n = trace.steps.length;
  assert.ok(n > 20, `the search records ${n} events`);
  const fieldset = panel.locator("fieldset.search-animation");
  assert.equal(await fieldset.isVisible(), true, "offered for a traced algorithm");

  // A range, one frame per event at 10 events a second.
  await panel.locator("input.search-from").fill("5");
  await panel.locator("input.search-to").fill("20");
  await panel.locator("select.search-speed").selectOption("10");
  await panel.locator("select.gif-size").selectOption("360");
  const part = frames((await downloaded(page, panel.locator("button.search-gif"))).bytes);
  assert.equal(part.frames.length, 16, "events 5 to 20: 16 frames");
  assert.equal(part.delay, 10, "10 events a second: 100 ms (10 cs) a frame");
  assert.equal(await panel.locator("input.search-to").getAttribute("max"), String(n), "the range's bound, once recorded");

  // The whole search (To empty: the last event), sampled evenly at 1 000 events a second.
  await panel.locator("input.search-from").fill("0");
  await panel.locator("input.search-to").fill("");
  await panel.locator("select.search-speed").selectOption("1000");
  const whole = await downloaded(page, panel.locator("button.search-gif"));
  assert.match(whole.name, new RegExp(`^n-queens-search-0-${n}\\.gif$`));
  const gif = frames(whole.bytes);
  assert.equal(gif.frames.length, expectedFrames(0, n, 1000), `${n} events at 1 000 a second`);
  const algo = api
    .puzzles()
    .find((p) => p.id === "n-queens")
    .algorithms.find((a) => a.id === "backtracking-seed").name;
  assert.ok(
    whole.bytes.toString("utf8").includes(`N queens · ${algo}\nthe search as Watch replays it · 6 × 6 board · ${n} events`),
    `the comment names the algorithm (${algo})`,
  );
  const { width, height } = gif;
  const first = gif.frames[0];
  const last = gif.frames.at(-1);
  assert.ok(boardDifference(first, last, width, height) > 2, "the first and last frames differ");
  const firstPng = join(SHOTS, "watch-gif-first.png");
  const lastPng = join(SHOTS, "watch-gif-last.png");
  await savePng(page, first, width, height, firstPng);
  await savePng(page, last, width, height, lastPng);
  t.diagnostic(`Watch GIF: ${gif.frames.length} frames ${width}×${height} of ${n} events; frames saved: ${firstPng}, ${lastPng}`);

  // The page's own Watch, to its end: the GIF's last frame is that board.
  await page.fill("#watch-speed", "100");
  await page.click("#watch");
  await page.waitForSelector("#lab[data-trace-done=true]", { timeout: 120_000 });
  assert.equal(Number(await page.$eval("#lab", (l) => l.dataset.traceStep)), n);
  const atEnd = await renderedAt(page, width, height, trace, n);
  const diff = boardDifference(last, atEnd, width, height);
  assert.ok(diff < 3, `the last frame is the board at the last event (mean difference ${diff.toFixed(2)})`);
  assert.ok(boardDifference(first, atEnd, width, height) > 2, "and the first is not");

  // Bad input is refused, the field named.
  await panel.locator("input.search-from").fill("-5");
  await panel.locator("button.search-gif").click();
  await page.waitForFunction(() =>
    /From event: enter a whole number from 0 to [\d,]+ \(not “-5”\)/.test(document.querySelector("#export .export-status").textContent),
  );
  assert.equal(await panel.locator("input.search-from").getAttribute("aria-invalid"), "true");
  await panel.locator("input.search-from").fill("0");
  await panel.locator("input.search-to").fill(String(n + 1));
  await panel.locator("button.search-gif").click();
  await page.waitForFunction(
    (max) => new RegExp(`To event: enter a whole number from 0 to ${max}`).test(document.querySelector("#export .export-status").textContent),
    n.toLocaleString("en-US"),
  );
});

test("a Watch GIF after Watch reuses its trace (no second search): first frame event 0, last the last event", {
  timeout: 300_000,
}, async (t) => {
  const { page, panel } = await queens(t, "backtracking-seed");
  // Every solve asked of a worker with `trace: true` (Watch's and the GIF's searches) is counted.
  await page.evaluate(() => {
    window.traceSolves = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message?.request?.trace && !message.task) window.traceSolves++;
      return post.call(this, message, ...rest);
    };
  });
  const traceSolves = () => page.evaluate(() => window.traceSolves);
  const req = await page.evaluate(() => window.boardView.request());
  const { trace } = api.solve({ ...req, algorithm: "backtracking-seed", trace: true });
  const n = trace.steps.length;
  await page.fill("#watch-speed", "100");
  await page.click("#watch");
  await page.waitForSelector("#lab[data-trace-done=true]", { timeout: 120_000 });
  assert.equal(await traceSolves(), 1, "Watch searched once");

  // The whole search as a GIF: Watch's trace, not a second search.
  await panel.locator("select.gif-size").selectOption("360");
  await panel.locator("select.search-speed").selectOption("1000");
  const gif = frames((await downloaded(page, panel.locator("button.search-gif"))).bytes);
  assert.equal(await traceSolves(), 1, "the GIF reused Watch's trace");
  assert.equal(gif.frames.length, expectedFrames(0, n, 1000));
  const { width, height } = gif;
  const atEnd = await renderedAt(page, width, height, trace, n);
  const atStart = await renderedAt(page, width, height, trace, 0);
  const first = boardDifference(gif.frames[0], atStart, width, height);
  const last = boardDifference(gif.frames.at(-1), atEnd, width, height);
  assert.ok(first < 3, `the first frame is the board at event 0 (mean difference ${first.toFixed(2)})`);
  assert.ok(last < 3, `the last frame is the board at the last event (mean difference ${last.toFixed(2)})`);
  assert.ok(boardDifference(atStart, atEnd, width, height) > 2, "and those two boards differ");

  // Another algorithm, not watched: the GIF records its search once, and a second GIF of it searches no more.
  await page.selectOption("#algorithm", "bitboard");
  await panel.hover();
  await downloaded(page, panel.locator("button.search-gif"));
  assert.equal(await traceSolves(), 2, "one search for a request Watch did not run");
  await downloaded(page, panel.locator("button.search-gif"));
  assert.equal(await traceSolves(), 2, "kept for the next GIF");
});

test("a 6-queens placement GIF builds the answer up queen by queen: pieces + 1 frames", { timeout: 300_000 }, async (t) => {
  const { page, panel } = await queens(t, "backtracking-seed");
  await page.click("#solve");
  await page.waitForFunction(() => document.getElementById("stats").dataset.status === "solved");
  await panel.hover();
  assert.equal(await panel.locator("button.gif").isEnabled(), true, "a placement animates");
  assert.match(await panel.locator("fieldset.animation label.num").first().textContent(), /From piece/);
  assert.equal(await panel.locator("input.gif-to").inputValue(), "6");
  await panel.locator("select.gif-size").selectOption("240");
  const out = await downloaded(page, panel.locator("button.gif"));
  assert.match(out.name, /^n-queens-pieces-0-6\.gif$/);
  const gif = frames(out.bytes);
  assert.equal(gif.frames.length, 7, "six queens: seven frames");
  const green = gif.frames.map((f) => greenPixels(f, gif.width, gif.height));
  t.diagnostic(`green pixels by frame: ${green.join(", ")}`);
  assert.equal(green[0], 0, "frame 0: no queen placed");
  const one = green[1];
  assert.ok(one > 20, "frame 1: one queen's mark");
  for (let k = 1; k <= 6; k++) {
    assert.ok(Math.abs(green[k] - k * one) <= 0.1 * k * one, `frame ${k}: ${k} queens (${green[k]} green pixels, ${one} a queen)`);
    const expected = await rendered(page, gif.width, gif.height, { placed: k });
    assert.ok(boardDifference(gif.frames[k], expected, gif.width, gif.height) < 3, `frame ${k} is the board with the first ${k} queens`);
  }
});

test("the element offers the Watch GIF and the placement GIF in its export controls", { timeout: 300_000 }, async (t) => {
  const page = await openPage(t, site, { path: "fixtures/export-search-widget.html", ready: false });
  await page.waitForFunction(() => document.getElementById("queens").view);
  await page.evaluate(() => document.getElementById("queens").ready);
  const w = page.locator("#queens");
  await w.locator("details.export > summary").click();
  const panel = w.locator(".bp-export");
  await panel.hover();
  assert.equal(await panel.locator("fieldset.search-animation").isVisible(), true);
  await panel.locator("input.search-to").fill("12");
  await panel.locator("select.search-speed").selectOption("5");
  const search = frames((await downloaded(page, panel.locator("button.search-gif"))).bytes);
  assert.equal(search.frames.length, 13, "events 0 to 12");
  await w.locator("button.solve").click();
  await page.waitForFunction(() => document.getElementById("queens").dataset.status === "solved");
  await panel.hover();
  const placement = frames((await downloaded(page, panel.locator("button.gif"))).bytes);
  assert.equal(placement.frames.length, 7);
  await page.screenshot({ path: join(SHOTS, "export-search-widget.png"), fullPage: true });
});
