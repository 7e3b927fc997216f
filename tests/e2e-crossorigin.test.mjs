// End-to-end test of the element embedded from another origin, in headless
// Chromium (issue 12): the npm package is packed from dist/ (`npm pack`),
// unpacked, and served on one loopback port with CORS allowed (a package
// CDN); course notes on another port load embed.js from there. Under the
// strict policy the README documents (worker-src blob: <origin>) the element starts
// its worker from a blob: module and solves and animates; under
// `worker-src 'self'` it never solves on the page's thread (a long solve
// would freeze the page): it says the page's CSP blocks workers and to use
// the iframe, and the board stays editable; the iframe (embed.html, its own
// origin's worker) works.
// Run after scripts/build.sh:  node --test tests/e2e-crossorigin.test.mjs
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { chromium } from "playwright-core";
import { collectErrors, dist, packTarball, root } from "./e2e-helpers.mjs";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];

let cdn = null; // the unpacked package, CORS allowed
let notes = null; // the course notes, another origin
let browser = null;
let unpacked = null;
/** The notes pages by path: { csp, html }. */
const pages = new Map();

function listen(server) {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}/`)));
}

before(async () => {
  // The tarball npm would publish, unpacked as a CDN serves it.
  const packed = packTarball();
  for (const f of [
    "package.json",
    "board_puzzles.js",
    "board_puzzles_bg.wasm",
    "board_view.js",
    "board_view_bg.wasm",
    "embed.js",
    "embed.html",
    "www/workers/solver-worker.js",
    "www/embed.js",
  ]) {
    assert.ok(packed.files.includes(f), `the tarball holds ${f} (it has ${packed.files.join(", ")})`);
  }
  unpacked = packed.dir;
  const files_ = sirv(join(unpacked, "package"), { dev: true });
  cdn = http.createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    files_(req, res, () => {
      res.statusCode = 404;
      res.end("not found");
    });
  });
  notes = http.createServer((req, res) => {
    const page = pages.get(req.url.split("?")[0]);
    if (req.url === "/favicon.ico") {
      res.statusCode = 204; // the browser asks for it; the notes have none
      res.end();
      return;
    }
    if (!page) {
      res.statusCode = 404;
      res.end("not found");
      return;
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", page.csp);
    res.end(page.html);
  });
  cdn.base = await listen(cdn);
  notes.base = await listen(notes);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
});

after(async () => {
  await browser?.close();
  for (const s of [cdn, notes]) if (s) await new Promise((resolve) => s.close(resolve));
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
});

/** The CSP the README gives for notes that load the element from `origin`
 * (`worker`: the worker-src sources; the documented `blob: <origin>` by default). */
const strictCsp = (origin, worker = `blob: ${origin}`) =>
  `default-src 'self'; script-src 'self' ${origin} 'wasm-unsafe-eval'; connect-src 'self' ${origin}; ` +
  `img-src 'self' ${origin}; frame-src ${origin}; worker-src ${worker}`;

/** Opens notes page `path` (`html`, served with `csp`); collects errors, CSP violations and workers. */
async function openNotes(t, path, csp, html) {
  pages.set(path, { csp, html });
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  const errors = await collectErrors(page);
  const violations = [];
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  await page.exposeFunction("reportViolation", (text) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`));
  });
  t.after(() => context.close());
  await page.goto(notes.base + path.slice(1));
  return { page, errors, violations, workers };
}

const element = (origin) => `<!doctype html><meta charset="utf-8"><title>Notes</title>
<h1>Course notes</h1>
<script type="module" src="${origin}embed.js"></script>
<board-puzzle id="swap" puzzle="knight-swap" board="n.n/.../N.N" goal="N.N/.../n.n" controls="solve play step"></board-puzzle>`;

/** Solves the element `swap` and waits until it has played a few moves. */
async function solveAndAnimate(page) {
  await page.waitForFunction(() => document.getElementById("swap")?.view);
  await page.evaluate(() => document.getElementById("swap").ready);
  await page.evaluate(() => document.getElementById("swap").solve());
  await page.waitForFunction(() => ["solved", "failed"].includes(document.getElementById("swap").dataset.status), null, { timeout: 30_000 });
  const stats = await page.evaluate(() => document.getElementById("swap").shadowRoot.querySelector(".stats").textContent);
  assert.equal(await page.$eval("#swap", (w) => w.dataset.status), "solved", stats);
  // The four knights swap in 16 moves (Guarini), proved minimal.
  assert.match(stats, /16 moves/);
  await page.waitForFunction(() => Number(document.getElementById("swap").dataset.step) >= 2, null, { timeout: 20_000 });
}

test("the npm tarball is the built dist/ with the crate's version", () => {
  const pkg = JSON.parse(readFileSync(join(unpacked, "package", "package.json"), "utf8"));
  const cargo = readFileSync(join(root, "Cargo.toml"), "utf8").match(/^version\s*=\s*"([^"]+)"/m)[1];
  assert.equal(pkg.name, "board-puzzles");
  assert.equal(pkg.version, cargo);
  assert.equal(pkg.exports["."], "./board_puzzles.js");
  // Bundlers importing the element get the single file (issue 41); a CDN serves embed.js by its path.
  assert.equal(pkg.exports["./embed.js"], "./board-puzzle.js");
  assert.ok(pkg.files.includes("embed.js") && pkg.files.includes("board-puzzle.js"));
  assert.ok(!pkg.private, "the package is publishable");
  for (const f of readdirSync(dist).filter((f) => /\.(js|wasm|html)$/.test(f))) {
    assert.ok(existsSync(join(unpacked, "package", f)), `${f} of dist/ is in the tarball`);
  }
});

test("from another origin under the documented strict CSP, the element solves and animates in a blob: worker", { timeout: 90_000 }, async (t) => {
  const origin = cdn.base.replace(/\/$/, "");
  const { page, errors, violations, workers } = await openNotes(t, "/strict.html", strictCsp(origin), element(cdn.base));
  await solveAndAnimate(page);
  assert.deepEqual(errors, []);
  assert.deepEqual(violations, []);
  // The worker runs (not the page's thread): one module worker from a blob: URL.
  assert.equal(workers.length, 1, `workers: ${workers.join(", ")}`);
  assert.match(workers[0], /^blob:http:\/\/127\.0\.0\.1:\d+\//);
  assert.ok(workers[0].startsWith(`blob:${notes.base.replace(/\/$/, "")}`), "the blob is the notes page's own origin");
});

test("from another origin, the element's GIF export encodes in a blob: worker too", { timeout: 90_000 }, async (t) => {
  const origin = cdn.base.replace(/\/$/, "");
  const html = element(cdn.base).replace('controls="solve play step"', 'controls="solve play step export"');
  const { page, errors, violations, workers } = await openNotes(t, "/export.html", strictCsp(origin), html);
  await solveAndAnimate(page);
  const w = page.locator("#swap");
  await w.locator("details.export > summary").click();
  const panel = w.locator(".bp-export");
  await panel.locator("input.gif-from").fill("0");
  await panel.locator("input.gif-to").fill("4");
  await panel.locator("select.gif-size").selectOption("240");
  const [dl] = await Promise.all([page.waitForEvent("download"), panel.locator("button.gif").click()]);
  const bytes = readFileSync(await dl.path());
  assert.equal(bytes.subarray(0, 6).toString("latin1"), "GIF89a");
  assert.equal(await panel.locator("progress.gif-progress").getAttribute("data-encoder"), "worker");
  // The solver's worker and the encoder's, both blob: modules of the notes page's origin.
  assert.equal(workers.filter((u) => u.startsWith(`blob:${notes.base.replace(/\/$/, "")}`)).length, 2, `workers: ${workers.join(", ")}`);
  assert.deepEqual(errors, []);
  assert.deepEqual(violations, []);
});

test("under worker-src 'self' the element says the policy blocks workers and stays editable; the iframe solves in its own worker", {
  timeout: 90_000,
}, async (t) => {
  const origin = cdn.base.replace(/\/$/, "");
  const html = `${element(cdn.base)}
<iframe id="frame" src="${cdn.base}embed.html#puzzle=knight-swap&board=n.n/.../N.N&goal=N.N/.../n.n" width="420" height="560"></iframe>`;
  const { page, errors, violations, workers } = await openNotes(t, "/self.html", strictCsp(origin, "'self'"), html);
  await page.waitForFunction(() => document.getElementById("swap")?.view);
  await page.evaluate(() => document.getElementById("swap").ready);
  const solved = await page.evaluate(async () => (await document.getElementById("swap").solve()) ?? null);
  assert.equal(solved, null, "no answer: nothing was solved on the page's thread");
  const said = await page.evaluate(() => {
    const w = document.getElementById("swap");
    const status = w.shadowRoot.querySelector(".status");
    return {
      state: status.dataset.state,
      text: status.textContent,
      visible: status.checkVisibility(),
      element: w.dataset.status,
      solve: w.shadowRoot.querySelector("button.solve").disabled,
    };
  });
  assert.equal(said.state, "no-worker", said.text);
  assert.match(
    said.text,
    /Content-Security-Policy \(worker-src\) refused a blob worker.*allow blob: http:\/\/127\.0\.0\.1:\d+ in worker-src, or use the iframe snippet/,
  );
  assert.ok(said.visible, "the message shows beside Solve");
  assert.equal(said.element, "no-worker");
  assert.equal(said.solve, true, "Solve waits: it cannot work here");
  // The board stays editable: tap a white knight, then an empty square.
  const at = (r, c) =>
    page.evaluate(
      ([row, col]) => {
        const w = document.getElementById("swap");
        const box = w.shadowRoot.querySelector("canvas").getBoundingClientRect();
        const [x, y] = w.view.squareCenter(row, col);
        return [box.left + x, box.top + y];
      },
      [r, c],
    );
  await page.mouse.click(...(await at(2, 2)));
  await page.mouse.click(...(await at(0, 1)));
  assert.equal(await page.evaluate(() => document.getElementById("swap").view.request().board), "nNn/.../N..");
  // The blob: worker was refused by the policy (that is the violation), and nothing else.
  assert.ok(
    violations.every((v) => v.startsWith("worker-src blob")),
    violations.join("; "),
  );
  assert.deepEqual(
    errors.filter((e) => !/Content Security Policy|worker-src/i.test(e)),
    [],
  );
  assert.equal(workers.filter((w) => w.startsWith("blob:")).length, 0);
  // The iframe is a page of the package's origin: its worker is its own.
  const frame = page.frames().find((f) => f.url().startsWith(`${cdn.base}embed.html`));
  assert.ok(frame, "the iframe loaded");
  await frame.waitForFunction(() => document.querySelector("board-puzzle")?.view);
  await frame.evaluate(() => document.querySelector("board-puzzle").ready);
  await frame.evaluate(() => document.querySelector("board-puzzle").solve());
  await frame.waitForFunction(() => document.querySelector("board-puzzle").dataset.status === "solved", null, { timeout: 30_000 });
  assert.ok(
    workers.some((w) => w === `${cdn.base}www/workers/solver-worker.js`),
    `workers: ${workers.join(", ")}`,
  );
});

test("from another origin, a big board is checked in a blob: check worker, and solves", { timeout: 90_000 }, async (t) => {
  const origin = cdn.base.replace(/\/$/, "");
  // 600 × 600 squares: past check-client.js's OFF_THREAD_SQUARES, so the check runs in www/workers/check-worker.js.
  const html = `<!doctype html><meta charset="utf-8"><title>Notes</title>
<script type="module" src="${cdn.base}embed.js"></script>
<board-puzzle id="big" puzzle="knight-path" rows="600" cols="600" from="[0,0]" to="[599,599]" algorithm="bfs" controls="solve stats"></board-puzzle>`;
  const { page, errors, violations, workers } = await openNotes(t, "/big.html", strictCsp(origin), html);
  await page.waitForFunction(() => document.getElementById("big")?.view);
  await page.evaluate(() => document.getElementById("big").ready);
  const status = () => page.evaluate(() => document.getElementById("big").shadowRoot.querySelector(".status").dataset.state);
  await page.waitForFunction(() => document.getElementById("big").shadowRoot.querySelector(".status").dataset.state === "ok", null, {
    timeout: 30_000,
  });
  assert.equal(await status(), "ok");
  await page.evaluate(() => document.getElementById("big").solve());
  await page.waitForFunction(() => document.getElementById("big").dataset.status === "solved", null, { timeout: 60_000 });
  assert.deepEqual(errors, []);
  assert.deepEqual(violations, []);
  // Both workers (the check's, then the solver's) started from the notes' own blob: URLs.
  assert.equal(workers.length, 2, `workers: ${workers.join(", ")}`);
  assert.ok(
    workers.every((w) => w.startsWith(`blob:${notes.base.replace(/\/$/, "")}`)),
    workers.join(", "),
  );
});
