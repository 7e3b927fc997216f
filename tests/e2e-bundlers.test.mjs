// The element from the npm tarball in the tools course notes are built
// with (issue 22), each as embed-docs.html's "Build tools" section says: a
// Vite app (its dev server, and `vite build` served as static files), a
// webpack 5 app (html-webpack-plugin), and esbuild (the element kept out of
// the bundle, per the docs; bundled anyway, the element says what to do).
// Each app is one page with the six knights; headless Chromium checks that
// the element draws, solves (16 moves, proved minimal) and animates, with
// no console error and no failed request. The tools are the repository's
// pinned devDependencies; the apps are made under target/bundlers/, so
// their configs resolve the tools from the repository's node_modules, and
// the package is the unpacked tarball in each app's node_modules.
// Run after scripts/build.sh:  node --test tests/e2e-bundlers.test.mjs
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { chromium } from "playwright-core";
import { collectErrors, packTarball, root } from "./e2e-helpers.mjs";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];
const APPS = join(root, "target", "bundlers");

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

/** Opens `url` in a fresh context; collects console errors, page errors, `window` error events and failed requests. */
async function open(t, url) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  t.after(() => context.close());
  const tab = await context.newPage();
  const errors = await collectErrors(tab);
  const workers = [];
  tab.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  tab.on("worker", (w) => workers.push(w.url()));
  await tab.goto(url);
  return { tab, errors, workers };
}

/** The element draws its board and palette icons, solves the six knights in 16 moves and animates. */
async function drawsSolvesAnimates(tab) {
  await tab.waitForFunction(() => document.getElementById("swap")?.view, null, { timeout: 60_000 });
  await tab.evaluate(() => document.getElementById("swap").ready);
  // Each icon finishes loading (or fails) in its own time: on a loaded
  // machine after the board is ready. Wait until none is still loading.
  await tab.waitForFunction(() => [...document.getElementById("swap").shadowRoot.querySelectorAll("img")].every((i) => i.complete), null, {
    timeout: 60_000,
  });
  const drawn = await tab.evaluate(() => {
    const w = document.getElementById("swap");
    const canvas = w.shadowRoot.querySelector("canvas");
    const icons = [...w.shadowRoot.querySelectorAll("img")];
    return {
      width: canvas.width,
      shown: canvas.dataset.shown,
      icons: icons.length,
      loaded: icons.filter((i) => i.complete && i.naturalWidth > 0).length,
    };
  });
  assert.ok(drawn.width > 100, `the board is drawn (${drawn.width} px)`);
  assert.equal(drawn.shown, "nnn/.../.../NNN");
  assert.ok(drawn.icons >= 2 && drawn.loaded === drawn.icons, `the palette's icons load (${drawn.loaded} of ${drawn.icons})`);
  await tab.evaluate(() => document.getElementById("swap").solve());
  await tab.waitForFunction(() => ["solved", "failed", "no-worker"].includes(document.getElementById("swap").dataset.status), null, {
    timeout: 60_000,
  });
  const said = await tab.evaluate(() => {
    const w = document.getElementById("swap");
    return `${w.dataset.status}: ${w.shadowRoot.querySelector(".status")?.textContent} ${w.shadowRoot.querySelector(".stats")?.textContent}`;
  });
  assert.match(said, /^solved: .*16 moves.*proved minimal/s);
  await tab.waitForFunction(() => Number(document.getElementById("swap").dataset.step) >= 2, null, { timeout: 30_000 });
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

const viteApp = () =>
  app("vite", {
    "index.html": page('<script type="module" src="./main.js"></script>'),
    "main.js": 'import "board-puzzles/embed.js";\n',
  });

test("Vite: `vite build` of an app importing the element draws, solves in a bundled worker, and animates", { timeout: 180_000 }, async (t) => {
  const dir = viteApp();
  const { build } = await import("vite");
  await build({ root: dir, logLevel: "error", build: { outDir: join(dir, "dist") } });
  const { tab, errors, workers } = await open(t, await serve(join(dir, "dist")));
  await drawsSolvesAnimates(tab);
  assert.deepEqual(errors, []);
  assert.ok(
    workers.length >= 1 && workers.every((u) => u.startsWith("http://127.0.0.1:") && u.includes("/assets/")),
    `the solver's worker is Vite's bundled asset: ${workers.join(", ")}`,
  );
});

test("Vite: the dev server, with no setting, draws, solves and animates", { timeout: 180_000 }, async (t) => {
  const dir = viteApp();
  const { createServer } = await import("vite");
  const server = await createServer({
    root: dir,
    logLevel: "error",
    configFile: false,
    server: { host: "127.0.0.1", port: 0, strictPort: false },
  });
  await server.listen();
  t.after(() => server.close());
  const { tab, errors } = await open(t, server.resolvedUrls.local[0]);
  await drawsSolvesAnimates(tab);
  assert.deepEqual(errors, []);
});

test("webpack 5: an app built with html-webpack-plugin draws, solves in a bundled worker, and animates", { timeout: 180_000 }, async (t) => {
  const dir = app("webpack", {
    "index.html": page(),
    "main.js": 'import "board-puzzles/embed.js";\n',
  });
  const { default: webpack } = await import("webpack");
  const { default: HtmlWebpackPlugin } = await import("html-webpack-plugin");
  const stats = await new Promise((resolve, reject) =>
    webpack(
      {
        mode: "production",
        context: dir,
        entry: "./main.js",
        output: { path: join(dir, "dist"), clean: true },
        plugins: [new HtmlWebpackPlugin({ template: "./index.html" })],
        performance: { hints: false },
      },
      (err, s) => (err ? reject(err) : resolve(s)),
    ),
  );
  assert.ok(!stats.hasErrors(), stats.toString("errors-only"));
  const { tab, errors, workers } = await open(t, await serve(join(dir, "dist")));
  await drawsSolvesAnimates(tab);
  assert.deepEqual(errors, []);
  assert.ok(workers.length >= 1 && workers.every((u) => u.startsWith("http://127.0.0.1:")), `webpack's worker chunk: ${workers.join(", ")}`);
});

test("esbuild: the documented recipe (the package copied, its embed.js by a script tag) works; bundled, the element says what to do", {
  timeout: 180_000,
}, async (t) => {
  const { build } = await import("esbuild");
  const dir = app("esbuild", {
    "index.html": page('<script type="module" src="./app.js"></script>'),
    "main.js": 'import "board-puzzles/embed.js";\n',
    "recipe.html": page('<script src="./board-puzzles/embed.js"></script>'),
  });
  await build({ entryPoints: [join(dir, "main.js")], bundle: true, format: "esm", outfile: join(dir, "app.js"), logLevel: "error" });
  cpSync(join(dir, "node_modules", "board-puzzles"), join(dir, "board-puzzles"), { recursive: true });
  const base = await serve(dir);

  const recipe = await open(t, `${base}recipe.html`);
  await drawsSolvesAnimates(recipe.tab);
  assert.deepEqual(recipe.errors, []);

  // Bundled as is: esbuild emits no wasm; the element says which setting fixes it.
  const bundled = await open(t, base);
  await bundled.tab.waitForFunction(() => document.getElementById("swap")?.shadowRoot?.querySelector(".stats [role=alert]"), null, {
    timeout: 30_000,
  });
  const said = await bundled.tab.evaluate(() => document.getElementById("swap").shadowRoot.querySelector(".stats [role=alert]").textContent);
  assert.match(said, /board_view_bg\.wasm.*esbuild.*copy the package's folder to the site and load its embed\.js with a script tag/);
});
