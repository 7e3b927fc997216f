// End-to-end: the page survives its solver. After a Cancel, or a crash of
// the worker (a panic in the module, which traps), the page says what
// happened, keeps the position the user built, and solves again with a
// fresh worker.
// Run after scripts/build.sh:  node --test tests/e2e-recovery.test.mjs
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { chromium } from "playwright-core";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.BP_DIST ?? join(root, "dist");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];

let server;
let base;
let browser;

before(async () => {
  assert.ok(existsSync(join(dist, "index.html")), "dist/ is missing: run ./scripts/build.sh first");
  server = http.createServer(sirv(dist, { dev: true }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

/** A fresh page at 1280 × 800; `expected` page errors are allowed (a crashing worker logs one). */
async function open(t, { worker } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  t.after(async () => {
    await page.close();
    assert.deepEqual(errors, [], "the page threw");
  });
  if (worker) await page.route("**/www/worker.js", worker);
  await page.goto(base);
  await page.waitForSelector("html[data-ready]");
  return page;
}

const stats = (page) => page.textContent("#stats");

/** Solves and waits for the answer's headline. */
async function solveAndWait(page) {
  await page.click("#solve");
  await page.waitForSelector("#answer-length", { timeout: 30_000 });
  return Number(await page.$eval("#answer-length", (n) => n.dataset.length));
}

test("a crash of the module: the page says so, keeps the position, and the next solve works", { timeout: 60_000 }, async (t) => {
  // The first worker runs the page's real worker.js over a module that
  // panics on its first solve as the real one would: the panic hook reports
  // the message, then the call traps (WebAssembly.RuntimeError). Later
  // workers are the real thing.
  const real = readFileSync(join(dist, "www", "worker.js"), "utf8");
  const fakeModule = `
    export default async function init() {}
    export function solveWithProgress() {
      globalThis.boardPuzzlesPanic?.("panicked at src/core/puzzles/knight_swap.rs:1:1: a test panic");
      throw new WebAssembly.RuntimeError("unreachable");
    }`;
  let served = 0;
  const page = await open(t, {
    worker: (route) => {
      served += 1;
      if (served > 1) return route.continue();
      const body = real.replace(/from\s+"\.\.\/board_puzzles\.js"/, `from "data:text/javascript,${encodeURIComponent(fakeModule)}"`);
      assert.notEqual(body, real, "worker.js no longer imports ../board_puzzles.js: update this test");
      return route.fulfill({ status: 200, contentType: "text/javascript", body });
    },
  });
  // The user's own position, typed in.
  const mine = "n.n/.../.../N.N";
  await page.fill("#position-text", mine);
  await page.fill("#goal-text", "N.N/.../.../n.n");

  await page.click("#solve");
  await page.waitForFunction(() => /crashed/.test(document.querySelector("#stats").textContent), null, { timeout: 10_000 });
  const said = await stats(page);
  assert.match(said, /a test panic/, "the panic's own message is shown");
  assert.match(said, /position is kept/);
  assert.equal(await page.inputValue("#position-text"), mine, "the position survived the crash");
  assert.ok(await page.isEnabled("#solve"), "Solve is available again");

  // A fresh worker answers.
  const length = await solveAndWait(page);
  assert.ok(served >= 2, "a fresh worker was started");
  assert.ok(length > 0);
  assert.equal(await page.inputValue("#position-text"), mine);
});

test("Cancel stops a long solve, keeps the position, and the next solve works", { timeout: 90_000 }, async (t) => {
  const page = await open(t);
  // Five rows of four with eight knights: BFS takes many seconds.
  await page.fill("#position-text", "nnnn/..../..../..../NNNN");
  await page.fill("#goal-text", "NNNN/..../..../..../nnnn");
  await page.selectOption("#algorithm", "bfs");
  await page.click("#solve");
  await page.waitForFunction(() => !document.querySelector("#cancel").disabled, null, { timeout: 10_000 });
  await page.click("#cancel");
  await page.waitForFunction(() => /Cancelled/.test(document.querySelector("#stats").textContent), null, { timeout: 10_000 });
  assert.equal(await page.inputValue("#position-text"), "nnnn/..../..../..../NNNN");

  await page.fill("#position-text", "N.N/.../n.n");
  await page.fill("#goal-text", "n.n/.../N.N");
  assert.equal(await solveAndWait(page), 16, "Guarini's puzzle after the cancel");
});
