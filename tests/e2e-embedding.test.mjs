// End-to-end tests of the element where course notes are shown (issues 22
// and 41): below a heading and a paragraph in a 1280 × 800 window (Solve
// and the answer's headline on the first view), in Play mode (no `window`
// error event when Play is clicked or a move made: no ResizeObserver loop),
// on a 1280 × 720 slide (the board, Solve, playback and the answer's
// headline on the slide, the element centred as the slide centres;
// `compact` smaller still), in an
// LMS-style `<iframe sandbox="allow-scripts">` (an opaque origin: the
// worker starts from a data: module), and from a host that sends no CORS
// header (the element says so, with the header, and keeps the position on
// view). The package is the packed tarball, served from another origin.
// Run after scripts/build.sh:  node --test tests/e2e-embedding.test.mjs
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import http from "node:http";
import sirv from "sirv";
import { chromium } from "playwright-core";
import { join } from "node:path";
import { collectErrors, packTarball, root } from "./e2e-helpers.mjs";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];
const SIX = 'puzzle="knight-swap" board="nnn/.../.../NNN" goal="NNN/.../.../nnn"';

let packed = null;
let browser = null;
let cdn = null; // the package, with Access-Control-Allow-Origin: *
let bare = null; // the package, without any CORS header
let notes = null; // course notes on a third origin
const pages = new Map(); // notes path → html
let releaseFigure = () => {};
const figureHeld = new Promise((resolve) => {
  releaseFigure = resolve;
});
const servers = [];

async function listen(handler) {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${server.address().port}/`;
}

before(async () => {
  packed = packTarball();
  const files = sirv(packed.pkg, { dev: true });
  const missing = (res) => () => {
    res.statusCode = 404;
    res.end("not found");
  };
  cdn = await listen((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    files(req, res, missing(res));
  });
  bare = await listen((req, res) => files(req, res, missing(res)));
  const reveal = sirv(join(root, "node_modules", "reveal.js", "dist"), { dev: true });
  notes = await listen((req, res) => {
    if (req.url.startsWith("/reveal/")) {
      req.url = req.url.slice("/reveal".length);
      return reveal(req, res, missing(res));
    }
    if (req.url === "/slow-figure.svg") {
      // A figure above the element, held until the test lets it go (after the element's first fit).
      figureHeld.then(() => {
        res.setHeader("Content-Type", "image/svg+xml");
        res.end('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#ccc"/></svg>');
      });
      return;
    }
    const html = pages.get(req.url.split("?")[0]);
    if (!html) return missing(res)();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(html);
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
});

after(async () => {
  await browser?.close();
  for (const s of servers) await new Promise((resolve) => s.close(resolve));
  if (packed) rmSync(packed.dir, { recursive: true, force: true });
});

/** Opens notes page `path` holding `body` at `viewport` (waiting for the page's `waitUntil`, as page.goto); collects errors. */
async function openNotes(t, path, body, viewport = { width: 1280, height: 720 }, waitUntil = "load") {
  pages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Notes</title></head><body>${body}</body></html>`,
  );
  const context = await browser.newContext({ viewport });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = await collectErrors(page);
  await page.goto(notes + path.slice(1), { waitUntil });
  return { page, errors };
}

/** A slide as reveal.js lays one out: a box that clips (no scrolling), centred text, a heading, then the element. */
const slide = (
  attrs = "",
) => `<style>body{margin:0} section{height:720px;overflow:hidden;text-align:center;font:24px sans-serif} h2{margin:12px 0}</style>
<script src="${cdn}embed.js"></script>
<section><h2>Swap the knights</h2><board-puzzle id="swap" ${SIX} ${attrs}></board-puzzle></section>`;

/** Boxes (page px) of the element, its board and its Solve / playback buttons. */
function boxes(page) {
  return page.evaluate(() => {
    const w = document.getElementById("swap");
    const r = (e) => {
      const b = e.getBoundingClientRect();
      return { left: b.left, right: b.right, top: b.top, bottom: b.bottom, width: b.width, height: b.height };
    };
    const q = (s) => w.shadowRoot.querySelector(s);
    const headline = q(".stats .headline");
    return {
      element: r(w),
      board: r(q("canvas")),
      solve: r(q("button.solve")),
      play: r(q("button.play")),
      end: r(q("button.end")),
      headline: headline && r(headline),
    };
  });
}

async function ready(page) {
  await page.waitForFunction(() => document.getElementById("swap")?.view, null, { timeout: 30_000 });
  await page.evaluate(() => document.getElementById("swap").ready);
}

test("on a 1280 × 720 slide the board, Solve and playback are on the slide, centred; compact is smaller and fits too", {
  timeout: 90_000,
}, async (t) => {
  for (const attrs of ["", "compact"]) {
    const { page, errors } = await openNotes(t, `/slide-${attrs || "default"}.html`, slide(attrs));
    await ready(page);
    const b = await boxes(page);
    for (const part of ["board", "solve", "play", "end"]) {
      assert.ok(b[part].top >= 0 && b[part].bottom <= 720, `${attrs || "default"}: the ${part} is on the slide (${b[part].top}–${b[part].bottom})`);
    }
    assert.ok(b.board.height >= 250, `${attrs || "default"}: the board stays readable (${b.board.height} px)`);
    const mid = (x) => (x.left + x.right) / 2;
    assert.ok(Math.abs(mid(b.element) - 640) <= 2, `${attrs || "default"}: the element is centred as the slide is (${mid(b.element)})`);
    assert.ok(Math.abs(mid(b.board) - 640) <= 2, `${attrs || "default"}: the board is centred in it (${mid(b.board)})`);
    await page.evaluate(() => document.getElementById("swap").solve());
    await page.waitForFunction(() => Number(document.getElementById("swap").dataset.step) >= 2, null, { timeout: 30_000 });
    const solved = await boxes(page);
    assert.ok(solved.solve.bottom <= 720, `${attrs || "default"}: Solve stays on the slide after the answer`);
    assert.ok(
      solved.headline && solved.headline.bottom <= 720,
      `${attrs || "default"}: the answer's headline is on the slide (${solved.headline?.bottom})`,
    );
    if (attrs === "compact") assert.ok(solved.solve.height < 38, `compact buttons are smaller (${solved.solve.height} px)`);
    assert.deepEqual(errors, []);
  }
});

/** Notes as a course page writes them: a heading and a paragraph, then the element. */
const notesPage = (attrs = "") => `<script src="${cdn}embed.js"></script>
<h1>Knight swap</h1>
<p>Swap the white and the black knights: each moves as a chess knight, one at a time, onto an empty square.</p>
<board-puzzle id="swap" ${SIX} ${attrs}></board-puzzle>`;

test("below a heading and a paragraph in a 1280 × 800 window, the board, Solve and the answer's headline are on the first view", {
  timeout: 60_000,
}, async (t) => {
  const { page, errors } = await openNotes(t, "/first-view.html", notesPage(), { width: 1280, height: 800 });
  await ready(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))); // the fit's frame
  const b = await boxes(page);
  assert.ok(b.element.top > 100, `the element stands below the heading and the paragraph (${b.element.top})`);
  for (const part of ["board", "solve", "play", "end"]) {
    assert.ok(b[part].bottom <= 800, `the ${part} is on the first view (bottom ${b[part].bottom})`);
  }
  assert.ok(b.board.height >= 250, `the board stays readable (${b.board.height} px)`);
  await page.evaluate(() => document.getElementById("swap").solve());
  await page.waitForFunction(() => document.getElementById("swap").dataset.status === "solved", null, { timeout: 30_000 });
  const solved = await boxes(page);
  assert.ok(solved.headline && solved.headline.bottom <= 800, `the answer's headline is on the first view (${solved.headline?.bottom})`);
  assert.equal(await page.evaluate(() => scrollY), 0, "nothing scrolled the page");
  assert.deepEqual(errors, []);
});

test("a figure above the element that loads after its first fit: Solve still on the first view", { timeout: 60_000 }, async (t) => {
  const body = notesPage().replace("<h1>Knight swap</h1>", '<h1>Knight swap</h1><img src="/slow-figure.svg" alt="A figure">');
  const { page, errors } = await openNotes(t, "/figure.html", body, { width: 1280, height: 800 }, "domcontentloaded");
  await ready(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const before = await boxes(page);
  releaseFigure();
  await page.waitForFunction(() => document.querySelector("img").complete);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const after = await boxes(page);
  assert.ok(after.element.top >= before.element.top + 150, `the figure came after the first fit (${before.element.top} → ${after.element.top})`);
  assert.ok(after.solve.bottom <= 800, `Solve is on the first view (bottom ${after.solve.bottom})`);
  assert.deepEqual(errors, []);
});

test("Play mode: clicking Play and each move fire no window error event (no ResizeObserver loop)", { timeout: 60_000 }, async (t) => {
  const { page, errors } = await openNotes(t, "/play.html", notesPage('controls="all"'), { width: 1280, height: 800 });
  await ready(page);
  const twoFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.click("#swap >> button.mode-play");
  await page.waitForFunction(() => document.getElementById("swap").dataset.mode === "play");
  await twoFrames();
  const canvas = page.locator("#swap >> canvas");
  const coach = page.locator("#swap >> .coach");
  const drag = async (from, to) => {
    const box = await canvas.boundingBox();
    const [a, b] = await page.evaluate(([f, t]) => [f, t].map((s) => document.getElementById("swap").view.squareCenter(s[0], s[1])), [from, to]);
    await page.mouse.move(box.x + a[0], box.y + a[1]);
    await page.mouse.down();
    await page.mouse.move(box.x + a[0] + 6, box.y + a[1] + 6, { steps: 2 });
    await page.mouse.move(box.x + b[0], box.y + b[1], { steps: 6 });
    await page.mouse.up();
  };
  for (const [k, [from, to]] of [
    [
      [3, 2],
      [1, 1],
    ],
    [
      [3, 0],
      [2, 2],
    ],
  ].entries()) {
    await drag(from, to);
    await coach.and(coach.locator(`xpath=self::*[@data-moves="${k + 1}" and @data-state="done"]`)).waitFor({ timeout: 20_000 });
    await twoFrames();
  }
  assert.equal(await page.evaluate(() => document.getElementById("swap").view.playMoves()), 2, "both moves were made");
  assert.deepEqual(
    errors.filter((e) => e.startsWith("window error event")),
    [],
    "a window error event (dev servers show it as a full-page overlay)",
  );
  assert.deepEqual(errors, []);
});

test("reveal.js: on slide 3 at 1280 × 720 the board is readable and it, Solve and playback are on the slide", { timeout: 90_000 }, async (t) => {
  const { page, errors } = await openNotes(
    t,
    "/deck.html",
    `<link rel="stylesheet" href="/reveal/reveal.css">
<link rel="stylesheet" href="/reveal/theme/white.css">
<div class="reveal"><div class="slides">
<section><h1>Search</h1></section>
<section><h2>The six knights</h2><p>Swap the white and the black knights.</p></section>
<section><h2>Try it</h2><board-puzzle id="swap" ${SIX}></board-puzzle></section>
</div></div>
<script src="/reveal/reveal.js"></script>
<script src="${cdn}embed.js"></script>
<script>Reveal.initialize({ hash: false, transition: "none" }).then(() => Reveal.slide(2));</script>`,
  );
  await ready(page);
  await page.waitForFunction(() => Reveal.getIndices().h === 2);
  await page.waitForTimeout(300); // the deck's own layout after the element's first fit
  const b = await boxes(page);
  // The slide is the deck's box (960 × 700 scaled into the window, with margins), not the window.
  const slide = await page.evaluate(() => {
    const r = document.querySelector(".reveal .slides").getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  for (const part of ["board", "solve", "play", "end"]) {
    assert.ok(
      b[part].top >= slide.top && b[part].bottom <= slide.bottom,
      `the ${part} is on the slide (${b[part].top}–${b[part].bottom} in ${slide.top}–${slide.bottom})`,
    );
  }
  // Solve is where a mouse lands on it.
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.shadowRoot?.elementFromPoint(x, y)?.closest("button")?.className ?? "",
    [(b.solve.left + b.solve.right) / 2, (b.solve.top + b.solve.bottom) / 2],
  );
  assert.match(hit, /solve/);
  assert.ok(b.board.height >= 250, `the board is readable (${b.board.width} × ${b.board.height} px)`);
  assert.ok(Math.abs((b.element.left + b.element.right) / 2 - 640) <= 2, "centred as the slide is");
  // A mouse reaches Solve on the slide: the answer plays, its headline on the slide.
  await page.mouse.click((b.solve.left + b.solve.right) / 2, (b.solve.top + b.solve.bottom) / 2);
  await page.waitForFunction(() => Number(document.getElementById("swap").dataset.step) >= 2, null, { timeout: 30_000 });
  const solved = await boxes(page);
  assert.ok(
    solved.headline && solved.headline.bottom <= slide.bottom,
    `the answer's headline is on the slide (${solved.headline?.bottom} in ${slide.bottom})`,
  );
  assert.ok(solved.board.height >= b.board.height - 1, "the board keeps its size when the answer comes");
  assert.deepEqual(errors, []);
});

test("in a left-aligned column the element stays left and takes the column's width", { timeout: 60_000 }, async (t) => {
  const { page, errors } = await openNotes(
    t,
    "/column.html",
    `<script src="${cdn}embed.js"></script><main style="width:480px;margin:0 20px"><p>Text</p><board-puzzle id="swap" ${SIX}></board-puzzle></main>`,
    { width: 1280, height: 1400 },
  );
  await ready(page);
  const b = await boxes(page);
  const column = await page.evaluate(() => document.querySelector("main").getBoundingClientRect().left);
  assert.equal(Math.round(b.element.left), Math.round(column));
  assert.equal(Math.round(b.element.width), 480);
  assert.deepEqual(errors, []);
});

test('embed.html in <iframe sandbox="allow-scripts"> (an LMS frame) draws, solves in a worker and animates', { timeout: 90_000 }, async (t) => {
  const { page, errors } = await openNotes(
    t,
    "/lms.html",
    `<iframe id="lms" sandbox="allow-scripts" src="${cdn}embed.html#puzzle=knight-swap&board=nnn/.../.../NNN&goal=NNN/.../.../nnn&controls=solve+play+step" width="560" height="760"></iframe>`,
    { width: 1000, height: 900 },
  );
  const frame = await (await page.waitForSelector("#lms")).contentFrame();
  await frame.waitForFunction(() => document.querySelector("board-puzzle")?.view, null, { timeout: 30_000 });
  assert.equal(await frame.evaluate(() => self.origin), "null", "the frame's origin is opaque");
  await frame.evaluate(() => document.querySelector("board-puzzle").ready);
  await frame.evaluate(() => document.querySelector("board-puzzle").solve());
  await frame.waitForFunction(() => ["solved", "failed", "no-worker"].includes(document.querySelector("board-puzzle").dataset.status), null, {
    timeout: 30_000,
  });
  const said = await frame.evaluate(() => {
    const w = document.querySelector("board-puzzle");
    return `${w.dataset.status}: ${w.shadowRoot.querySelector(".status").textContent} ${w.shadowRoot.querySelector(".stats").textContent}`;
  });
  assert.match(said, /^solved: .*16 moves/s);
  await frame.waitForFunction(() => Number(document.querySelector("board-puzzle").dataset.step) >= 2, null, { timeout: 30_000 });
  // A frame of fixed height (no frame-host.js): the board fits it, Solve inside the frame.
  const solveBottom = await frame.evaluate(
    () => document.querySelector("board-puzzle").shadowRoot.querySelector("button.solve").getBoundingClientRect().bottom,
  );
  assert.ok(solveBottom <= 760, `Solve is in the 760 px frame (bottom ${solveBottom})`);
  assert.deepEqual(errors, []);
});

test("from a host without CORS, the element says so with the header needed, and keeps the position on view", { timeout: 60_000 }, async (t) => {
  const { page } = await openNotes(t, "/nocors.html", `<script src="${bare}embed.js"></script><board-puzzle id="swap" ${SIX}></board-puzzle>`);
  await page.waitForFunction(() => document.getElementById("swap")?.dataset.status === "failed", null, { timeout: 30_000 });
  const text = await page.evaluate(() => document.getElementById("swap").shadowRoot.textContent);
  const origin = bare.replace(/\/$/, "");
  assert.ok(text.includes(`The board's files at ${origin} are served without CORS`), text);
  assert.match(text, /their host must send the header Access-Control-Allow-Origin: \* \(or http:\/\/127\.0\.0\.1:\d+\)/);
  assert.match(text, /board="nnn\/\.\.\.\/\.\.\.\/NNN"/, "the position stays on view");
  const box = await page.evaluate(() => document.getElementById("swap").getBoundingClientRect().height);
  assert.ok(box > 40, `never an empty box (${box} px)`);
});
