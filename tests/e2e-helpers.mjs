// What every end-to-end test of the built page needs: a static server over
// dist/ (BP_DIST to use another build), headless Chromium (CHROMIUM to use
// another binary), fresh pages that fail their test on any page error
// (collectErrors: thrown, logged, or a `window` `error` event), and
// the board's own geometry for pointing at squares.
//
//   import { useSite, openPage, center, drag, pixel } from "./e2e-helpers.mjs";
//   const site = useSite();                      // registers before/after
//   test("…", async (t) => { const page = await openPage(t, site); … });
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { chromium } from "playwright-core";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The build under test. */
export const dist = process.env.BP_DIST ?? join(root, "dist");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Serves dist/ on a free loopback port and launches Chromium for the tests
 * of this file (node:test before/after hooks). Options: `csp`, a
 * Content-Security-Policy header sent with every response; `fixtures`, a
 * folder of tests/ served under /fixtures/. Returns an object whose `base`
 * (the site's URL, ending in /) and `browser` are set once the hooks ran.
 */
export function useSite({ csp, fixtures } = {}) {
  const site = { base: null, browser: null, csp, server: null };
  before(async () => {
    assert.ok(existsSync(join(dist, "index.html")), `${dist}/index.html is missing: run ./scripts/build.sh first`);
    const files = sirv(dist, { dev: true });
    const extra = fixtures ? sirv(join(root, "tests", fixtures), { dev: true }) : null;
    const missing = (res) => () => {
      res.statusCode = 404;
      res.end("not found");
    };
    site.server = http.createServer((req, res) => {
      if (csp) res.setHeader("Content-Security-Policy", csp);
      if (extra && req.url.startsWith("/fixtures/")) {
        req.url = req.url.slice("/fixtures".length);
        extra(req, res, missing(res));
      } else {
        files(req, res, missing(res));
      }
    });
    await new Promise((resolve) => site.server.listen(0, "127.0.0.1", resolve));
    site.base = `http://127.0.0.1:${site.server.address().port}/`;
    site.browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  });
  after(async () => {
    await site.browser?.close();
    await new Promise((resolve) => (site.server ? site.server.close(resolve) : resolve()));
  });
  return site;
}

/**
 * Collects into `errors` (returned) what must never happen on `page` or in
 * its frames: a page error, a console error, and a `window` `error` event.
 * The last is the only way some errors show: a ResizeObserver loop
 * ("ResizeObserver loop completed with undelivered notifications") is
 * neither thrown nor logged, yet dev servers show it as a full-page overlay.
 * Call it before the page's first navigation.
 */
export async function collectErrors(page, errors = []) {
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.addInitScript(() => {
    // Bubbling only: a resource that failed to load is the response's business (its error event does not bubble).
    addEventListener("error", (e) => console.error(`window error event: ${e.message}`));
  });
  return errors;
}

/**
 * A fresh page at `path` (default the main page) in its own browser
 * context, that fails test `t` on any page error, console error or `window`
 * `error` event (collectErrors; and, on a site with a CSP, any violation of it). `context` options are those of
 * browser.newContext (viewport 1280 × 800 by default); `route` is
 * [pattern, handler] for page.route; `ready` waits for the main page's
 * html[data-ready] (default when no path is given).
 */
export async function openPage(t, site, { path = "", context = {}, route, ready = path === "" || path.startsWith("#") } = {}) {
  const ctx = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, ...context });
  const page = await ctx.newPage();
  const errors = await collectErrors(page);
  if (site.csp) {
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
  }
  t.after(async () => {
    await ctx.close();
    assert.deepEqual(errors, [], "the page logged errors");
  });
  if (route) await page.route(...route);
  const response = await page.goto(site.base + path);
  if (site.csp) assert.equal(response.headers()["content-security-policy"], site.csp);
  if (ready) await page.waitForSelector("html[data-ready]");
  return page;
}

/** Page coordinates of the centre of square [row, col] of the main board, from the view itself. */
export async function center(page, row, col) {
  const box = await page.locator("#board").boundingBox();
  const [x, y] = await page.evaluate(([r, c]) => window.boardView.squareCenter(r, c), [row, col]);
  return [box.x + x, box.y + y];
}

/** Drags with the mouse from square `from` to square `to` of the main board, in small steps. */
export async function drag(page, from, to) {
  const [x0, y0] = await center(page, ...from);
  const [x1, y1] = await center(page, ...to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 6, y0 + 6, { steps: 2 }); // past the drag threshold
  await page.mouse.move(x1, y1, { steps: 8 });
  await page.mouse.up();
}

/** The [r, g, b] of the page's screenshot at page point (x, y). */
export async function pixel(page, x, y) {
  const png = (await page.screenshot()).toString("base64");
  return page.evaluate(
    async ([data, px, py]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const c = new OffscreenCanvas(img.width, img.height);
      const ctx = c.getContext("2d");
      ctx.drawImage(img, 0, 0);
      return [...ctx.getImageData(Math.round(px), Math.round(py), 1, 1).data.slice(0, 3)];
    },
    [png, x, y],
  );
}

/** Euclidean distance between two [r, g, b] colours. */
/**
 * The colour at (x, y) once `ok([r, g, b])` holds, read again every 100 ms
 * for up to `ms` (a canvas shows a change on a later frame than the state
 * that asks for it, later still on a loaded machine); when it never holds,
 * the last colour read, for the caller's assertion to report.
 */
export async function pixelWhen(page, x, y, ok, ms = 5_000) {
  const end = Date.now() + ms;
  for (;;) {
    const rgb = await pixel(page, x, y);
    if (ok(rgb) || Date.now() > end) return rgb;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** What the main board shows (its canvas's data-shown, in notation). */
export const shown = (page) => page.$eval("#board", (c) => c.dataset.shown);

/** Waits until the main board shows `text` (it is redrawn on the next frame), then checks it. */
export async function expectShown(page, text) {
  await page.waitForFunction((s) => document.querySelector("#board").dataset.shown === s, text, { timeout: 5_000 }).catch(() => {});
  assert.equal(await shown(page), text);
}

/** Saves a full-page screenshot to $SHOTS/<name>.png when SHOTS is set. */
export async function shot(page, name) {
  if (process.env.SHOTS) await page.screenshot({ path: join(process.env.SHOTS, `${name}.png`), fullPage: true });
}

/** Chooses the preset whose name starts with `name`. */
export async function choosePreset(page, name) {
  const value = await page.$eval("#preset", (s, n) => [...s.options].find((o) => o.text.startsWith(n))?.value, name);
  assert.ok(value, `no preset "${name}"`);
  await page.selectOption("#preset", value);
}

/** Presses Solve and waits for the answer panel; returns its status. */
export async function solve(page, timeout = 30_000) {
  await page.click("#solve");
  await page.waitForSelector("#stats[data-status]", { timeout });
  return page.$eval("#stats", (s) => s.dataset.status);
}

/** Plays the answer at the top speed to its last step; returns the number of steps. */
export async function playToEnd(page) {
  const steps = await page.evaluate(() => window.boardView.steps());
  await page.selectOption("#speed", "1000");
  if ((await page.$eval("#play", (b) => b.dataset.state)) !== "playing" && (await page.$eval("#board", (c) => c.dataset.step)) !== String(steps)) {
    await page.click("#play");
  }
  await page.waitForFunction((n) => document.querySelector("#board").dataset.step === String(n), steps, { timeout: 30_000 });
  return steps;
}

/**
 * The npm tarball of dist/ (`npm pack`), unpacked into a fresh temporary
 * folder: { dir (the folder; remove it when done), tarball (its path),
 * pkg (the unpacked package folder), files (the paths the tarball holds) }.
 */
export function packTarball() {
  assert.ok(existsSync(join(dist, "package.json")), `${dist}/package.json is missing: run ./scripts/build.sh first`);
  const dir = mkdtempSync(join(tmpdir(), "bp-pack-"));
  const out = execFileSync("npm", ["pack", "--json", "--pack-destination", dir], { cwd: dist, encoding: "utf8" });
  const [{ filename, files }] = JSON.parse(out);
  execFileSync("tar", ["-xzf", join(dir, filename), "-C", dir]);
  return { dir, tarball: join(dir, filename), pkg: join(dir, "package"), files: files.map((f) => f.path) };
}
