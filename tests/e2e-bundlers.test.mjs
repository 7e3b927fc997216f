// The element from the npm tarball in every bundler course notes are built
// with (issues 22 and 41), each with no setting of its own beyond what
// embed-docs.html's "Build tools" gives (none): `import
// "board-puzzles/embed.js"` resolves (package.json "exports", and "browser"
// for Parcel) to board-puzzle.js, the element in one classic script with
// its wasm and workers inside (scripts/single-file.mjs), so no bundler has
// an asset, a worker or a wasm file to find. Covered: Vite (the dev server
// with its dependency optimizer on, and `vite build` served by `vite
// preview`), webpack 5 (a production build with html-webpack-plugin, and
// webpack-dev-server with its client overlay on), Rollup with
// @rollup/plugin-node-resolve, esbuild (bundled) and Parcel 2 (`parcel
// build`, and `parcel serve`). Each app is one page with the six knights;
// headless Chromium checks that the element draws with its palette's
// icons, solves (16 moves, proved minimal), plays the answer back, and
// coaches two moves in Play, with no console error, no `window` error
// event, no failed request and (the dev servers) no error overlay. The
// tools are the repository's pinned devDependencies; the apps are made
// under target/bundlers/, so their configs resolve the tools from the
// repository's node_modules, and the package is the unpacked tarball in
// each app's node_modules. Each bundler builds once.
// Run after scripts/build.sh:  node --test tests/e2e-bundlers.test.mjs
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import sirv from "sirv";
import { chromium } from "playwright-core";
import { collectErrors, packTarball, root } from "./e2e-helpers.mjs";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];
const APPS = join(root, "target", "bundlers");
const BIN = join(root, "node_modules", ".bin");

let packed = null;
let browser = null;
const servers = [];

const ELEMENT =
  '<board-puzzle id="swap" puzzle="knight-swap" board="nnn/.../.../NNN" goal="NNN/.../.../nnn" controls="tools solve play step"></board-puzzle>';
const page = (head = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Course notes</title>${head}</head>
<body><h1>Course notes</h1>
${ELEMENT}
</body></html>
`;

/** A fresh app folder `name` holding the package in node_modules and `files` ({path: text}). */
function app(name, files) {
  const dir = join(APPS, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  cpSync(packed.pkg, join(dir, "node_modules", "board-puzzles"), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

/** Serves folder `dir` statically on a free loopback port; resolves to its URL. */
async function serve(dir) {
  const files = sirv(dir, { dev: true });
  const server = http.createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.end("not found");
    }),
  );
  servers.push(server);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${server.address().port}/`;
}

/** Opens `url` in a fresh context; collects console errors, page errors, `window` error events and failed requests, and the URLs fetched. */
async function open(t, url) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  t.after(() => context.close());
  const tab = await context.newPage();
  const errors = await collectErrors(tab);
  const urls = [];
  tab.on("response", (r) => {
    urls.push(r.url());
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  await tab.goto(url);
  return { tab, errors, urls };
}

/** Two frames of the page (a ResizeObserver callback and what it caused have run). */
const twoFrames = (tab) => tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The element draws its board and palette icons, solves the six knights in
 * 16 moves and plays the answer back; then in Play two moves are dragged
 * and the coach answers each (its worker runs the whole module). `scope`:
 * the frame holding the element (default the page).
 */
async function drawsSolvesPlays(tab, scope = tab) {
  await scope.waitForFunction(() => document.getElementById("swap")?.view, null, { timeout: 60_000 });
  await scope.evaluate(() => document.getElementById("swap").ready);
  const drawn = await scope.evaluate(() => {
    const w = document.getElementById("swap");
    const canvas = w.shadowRoot.querySelector("canvas");
    return { width: canvas.width, shown: canvas.dataset.shown, icons: w.shadowRoot.querySelectorAll(".tools svg").length };
  });
  assert.ok(drawn.width > 100, `the board is drawn (${drawn.width} px)`);
  assert.equal(drawn.shown, "nnn/.../.../NNN");
  assert.equal(drawn.icons, 2, "the palette's two knights are drawn (inline SVG)");
  await scope.evaluate(() => document.getElementById("swap").solve());
  await scope.waitForFunction(() => ["solved", "failed", "no-worker"].includes(document.getElementById("swap").dataset.status), null, {
    timeout: 60_000,
  });
  const said = await scope.evaluate(() => {
    const w = document.getElementById("swap");
    return `${w.dataset.status}: ${w.shadowRoot.querySelector(".status")?.textContent} ${w.shadowRoot.querySelector(".stats")?.textContent}`;
  });
  assert.match(said, /^solved: .*16 moves.*proved minimal/s);
  await scope.waitForFunction(() => Number(document.getElementById("swap").dataset.step) >= 2, null, { timeout: 30_000 });

  await scope.click("#swap >> button.mode-play");
  await scope.waitForFunction(() => document.getElementById("swap").dataset.mode === "play");
  await twoFrames(scope);
  const canvas = scope.locator("#swap >> canvas");
  const coach = scope.locator("#swap >> .coach");
  const drag = async (from, to) => {
    const box = await canvas.boundingBox();
    const [a, b] = await scope.evaluate(([f, t]) => [f, t].map((s) => document.getElementById("swap").view.squareCenter(s[0], s[1])), [from, to]);
    await tab.mouse.move(box.x + a[0], box.y + a[1]);
    await tab.mouse.down();
    await tab.mouse.move(box.x + a[0] + 6, box.y + a[1] + 6, { steps: 2 });
    await tab.mouse.move(box.x + b[0], box.y + b[1], { steps: 6 });
    await tab.mouse.up();
  };
  const moves = [
    [
      [3, 2],
      [1, 1],
    ],
    [
      [3, 0],
      [2, 2],
    ],
  ];
  for (const [k, [from, to]] of moves.entries()) {
    await drag(from, to);
    await coach.and(coach.locator(`xpath=self::*[@data-moves="${k + 1}" and @data-state="done"]`)).waitFor({ timeout: 30_000 });
    await twoFrames(scope);
  }
  assert.equal(await scope.evaluate(() => document.getElementById("swap").view.playMoves()), 2, "both moves were made");
  assert.match(await coach.textContent(), /\S/, "the coach said something");
}

/** The dev server's error overlay on the page, if any (webpack-dev-server's iframe, Vite's element). */
const overlay = (tab) =>
  tab.evaluate(() => {
    const found = document.querySelector("#webpack-dev-server-client-overlay, vite-error-overlay");
    return found ? `${found.id || found.localName}: ${found.shadowRoot?.textContent ?? found.contentDocument?.body?.textContent ?? ""}` : null;
  });

/** Runs `command` with `args` in `cwd` until `ready` matches its output; resolves to the child (killed after the test). */
function startServer(t, command, args, cwd, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });
    t.after(() => child.kill());
    let out = "";
    const timer = setTimeout(() => reject(new Error(`${command} did not start: ${out}`)), 120_000);
    const read = (chunk) => {
      out += chunk;
      const m = out.match(ready);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`${command} exited (${code}): ${out}`)));
  });
}

before(async () => {
  packed = packTarball();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
});

after(async () => {
  await browser?.close();
  for (const s of servers) await new Promise((resolve) => s.close(resolve));
  if (packed) rmSync(packed.dir, { recursive: true, force: true });
});

/** The app's entry: the one line each tool's recipe in embed-docs.html gives. */
const MAIN = 'import "board-puzzles/embed.js";\n';

/**
 * What a bundler's output folder `dir` holds of the package: no wasm file, no
 * copy of the playground (its index.html, Trunk's `data-trunk` markup, www/)
 * and no second HTML page; returns the names of its files.
 */
function onlyTheElement(dir) {
  const files = readdirSync(dir, { recursive: true }).map(String);
  assert.deepEqual(
    files.filter((f) => /\.wasm$|board_view|board_puzzles|(^|[\\/])www[\\/]|\.svg$/.test(f)),
    [],
    `files of the package emitted: ${files.join(", ")}`,
  );
  assert.ok(files.filter((f) => f.endsWith(".html")).length <= 1, `one HTML page at most: ${files.join(", ")}`);
  for (const f of files.filter((name) => /\.(html|js)$/.test(name))) {
    assert.doesNotMatch(readFileSync(join(dir, f), "utf8"), /data-trunk|Cargo\.toml/, `${f} holds the playground's Trunk markup`);
  }
  return files;
}

/** A free loopback port (for a tool that takes no port 0). */
async function freePort() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Opens `url`, checks the element end to end, and that no error and no overlay showed. */
async function works(t, url) {
  const opened = await open(t, url);
  await drawsSolvesPlays(opened.tab);
  assert.equal(await overlay(opened.tab), null, "a dev server's error overlay");
  assert.deepEqual(opened.errors, []);
  return opened;
}

test("the package: board-puzzle.js is one classic script with its wasm, workers and icons inside", () => {
  const code = readFileSync(join(packed.pkg, "board-puzzle.js"), "utf8");
  // (assert.ok, not doesNotMatch: a failure must not print 1.8 MB)
  assert.ok(!/import\.meta|\bimport\s*\(|^\s*(import|export)\s/m.test(code), "no module syntax, no import");
  assert.ok(!/new URL\(\s*["'`][^"'`]*\.(wasm|svg|css|html)["'`]/.test(code), "no file of the package named to fetch");
  const pkg = JSON.parse(readFileSync(join(packed.pkg, "package.json"), "utf8"));
  assert.equal(pkg.exports["./embed.js"], "./board-puzzle.js");
  assert.equal(pkg.browser["./embed.js"], "./board-puzzle.js");
  // Nothing of the element's modules names a file in the form bundlers and site generators turn into assets.
  for (const f of readdirSync(join(packed.pkg, "www"), { recursive: true }).filter((name) => name.endsWith(".js"))) {
    const text = readFileSync(join(packed.pkg, "www", f), "utf8");
    assert.ok(!/new URL\(\s*["'`][^"'`]*\.(svg|html|css|png)["'`]\s*,\s*import\.meta\.url/.test(text), `www/${f} names an asset by new URL`);
  }
  // The icons inside www/board/cell-icons.js are the drawings of www/icons/ (index.html's).
  const icons = readFileSync(join(packed.pkg, "www", "board", "cell-icons.js"), "utf8");
  for (const svg of ["knight-white.svg", "knight-black.svg", "queen.svg"]) {
    assert.ok(icons.includes(readFileSync(join(packed.pkg, "www", "icons", svg), "utf8").trim()), `www/icons/${svg} is in cell-icons.js`);
  }
});

test("Vite: `vite build` + `vite preview`, and the dev server with its dependency optimizer on, no setting", { timeout: 240_000 }, async (t) => {
  const dir = app("vite", { "index.html": page('<script type="module" src="./main.js"></script>'), "main.js": MAIN });
  const vite = await import("vite");
  const base = { root: dir, configFile: false, logLevel: "error", build: { outDir: join(dir, "dist") } };
  await vite.build(base);
  onlyTheElement(join(dir, "dist"));
  const preview = await vite.preview({ ...base, preview: { host: "127.0.0.1", port: 0 } });
  t.after(() => preview.close());
  await works(t, preview.resolvedUrls.local[0]);

  const server = await vite.createServer({ ...base, server: { host: "127.0.0.1", port: 0 } });
  await server.listen();
  t.after(() => server.close());
  const dev = await works(t, server.resolvedUrls.local[0]);
  assert.ok(
    dev.urls.some((u) => /\/\.vite\/deps\/board-puzzles/.test(u)),
    `the optimizer pre-bundled the package: ${dev.urls.filter((u) => u.includes("board")).join(", ")}`,
  );
});

test("webpack 5: a production build, and webpack-dev-server with its error overlay", { timeout: 240_000 }, async (t) => {
  const dir = app("webpack", { "index.html": page(), "main.js": MAIN });
  const { default: webpack } = await import("webpack");
  const { default: HtmlWebpackPlugin } = await import("html-webpack-plugin");
  const config = (mode) => ({
    mode,
    context: dir,
    entry: "./main.js",
    output: { path: join(dir, "dist"), clean: true },
    plugins: [new HtmlWebpackPlugin({ template: "./index.html" })],
    performance: { hints: false },
    infrastructureLogging: { level: "error" },
  });
  const stats = await new Promise((resolve, reject) => webpack(config("production"), (err, s) => (err ? reject(err) : resolve(s))));
  assert.ok(!stats.hasErrors() && !stats.hasWarnings(), stats.toString("errors-warnings"));
  onlyTheElement(join(dir, "dist"));
  await works(t, await serve(join(dir, "dist")));

  const { default: WebpackDevServer } = await import("webpack-dev-server");
  const server = new WebpackDevServer(
    { host: "127.0.0.1", port: await freePort(), client: { overlay: true, logging: "error" }, static: false },
    webpack(config("development")),
  );
  await server.start();
  t.after(() => server.stop());
  await works(t, `http://127.0.0.1:${server.options.port}/`);
});

test("Rollup with @rollup/plugin-node-resolve: bundles without a warning and works", { timeout: 180_000 }, async (t) => {
  const dir = app("rollup", { "index.html": page('<script type="module" src="./dist/main.js"></script>'), "main.js": MAIN });
  const { rollup } = await import("rollup");
  const { nodeResolve } = await import("@rollup/plugin-node-resolve");
  const warnings = [];
  const bundle = await rollup({ input: join(dir, "main.js"), plugins: [nodeResolve()], onwarn: (w) => warnings.push(w.message) });
  await bundle.write({ dir: join(dir, "dist"), format: "es" });
  await bundle.close();
  assert.deepEqual(warnings, []);
  onlyTheElement(join(dir, "dist"));
  await works(t, await serve(dir));
});

test("esbuild: bundled with no setting, works", { timeout: 180_000 }, async (t) => {
  const dir = app("esbuild", { "index.html": page('<script type="module" src="./dist/app.js"></script>'), "main.js": MAIN });
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [join(dir, "main.js")],
    bundle: true,
    format: "esm",
    outdir: join(dir, "dist"),
    entryNames: "app",
    logLevel: "silent",
  });
  assert.deepEqual([...result.errors, ...result.warnings], []);
  onlyTheElement(join(dir, "dist"));
  await works(t, await serve(dir));
});

test("Parcel 2: `parcel build` and `parcel serve`, no setting", { timeout: 300_000 }, async (t) => {
  const dir = app("parcel", {
    "index.html": page('<script type="module" src="./main.js"></script>'),
    "main.js": MAIN,
    "package.json": '{ "name": "course-notes", "private": true }\n',
  });
  const parcel = join(BIN, "parcel");
  const cache = ["--cache-dir", join(dir, ".parcel-cache")];
  await startServer(t, parcel, ["build", "index.html", "--dist-dir", "dist", "--no-autoinstall", ...cache], dir, /Built in/);
  onlyTheElement(join(dir, "dist"));
  await works(t, await serve(join(dir, "dist")));

  const port = await freePort();
  await startServer(
    t,
    parcel,
    ["serve", "index.html", "--port", String(port), "--dist-dir", "served", "--no-autoinstall", ...cache],
    dir,
    /Server running at/,
  );
  await works(t, `http://localhost:${port}/`);
});

test("single file: board-puzzle.js by a plain <script src> from file://, and from a folder on another origin with no CORS header", {
  timeout: 180_000,
}, async (t) => {
  const dir = join(APPS, "single-file");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "lms"), { recursive: true });
  cpSync(join(packed.pkg, "board-puzzle.js"), join(dir, "board-puzzle.js"));
  cpSync(join(packed.pkg, "board-puzzle.js"), join(dir, "lms", "board-puzzle.js"));
  writeFileSync(join(dir, "notes.html"), page('<script src="board-puzzle.js"></script>'));
  await works(t, pathToFileURL(join(dir, "notes.html")).href);

  // An LMS serves the course's folder (sirv: no Access-Control-Allow-Origin); the page is on another origin.
  const files = await serve(join(dir, "lms"));
  const notes = join(dir, "notes-elsewhere");
  mkdirSync(notes, { recursive: true });
  writeFileSync(join(notes, "index.html"), page(`<script src="${files}board-puzzle.js"></script>`));
  const elsewhere = await serve(notes);
  assert.notEqual(new URL(files).origin, new URL(elsewhere).origin);
  await works(t, elsewhere);
});

test("opened as a file: the package's embed.js loads board-puzzle.js beside it; the playground says what to do", { timeout: 120_000 }, async (t) => {
  const dir = join(APPS, "as-a-file");
  rmSync(dir, { recursive: true, force: true });
  cpSync(packed.pkg, dir, { recursive: true });
  writeFileSync(join(dir, "notes.html"), page('<script src="embed.js"></script>'));
  await works(t, pathToFileURL(join(dir, "notes.html")).href);

  // The playground's modules cannot load from file://: its note shows, in one sentence.
  const { tab } = await open(t, pathToFileURL(join(dir, "index.html")).href);
  const note = tab.locator(".file-note");
  await tab.waitForFunction(() => getComputedStyle(document.querySelector(".file-note")).visibility === "visible", null, { timeout: 30_000 });
  assert.match(
    await note.textContent(),
    /^Opened as a file, this page cannot load its modules: serve its folder over http .*board-puzzle\.js[^.]*\.$/s,
  );
});

test("single file: in a frame sandboxed with allow-scripts only (an opaque origin, as learning platforms frame)", { timeout: 120_000 }, async (t) => {
  const dir = join(APPS, "sandboxed");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(packed.pkg, "board-puzzle.js"), join(dir, "board-puzzle.js"));
  writeFileSync(join(dir, "frame.html"), page('<script src="board-puzzle.js"></script>'));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Course</title></head><body><iframe sandbox="allow-scripts" src="frame.html" title="Knight swap" width="640" height="760"></iframe></body></html>\n',
  );
  const { tab, errors } = await open(t, await serve(dir));
  const frame = await (await tab.waitForSelector("iframe")).contentFrame();
  assert.equal(await frame.evaluate(() => origin), "null", "the frame's origin is opaque");
  await drawsSolvesPlays(tab, frame);
  assert.deepEqual(errors, []);
});
