#!/usr/bin/env node
// The <board-puzzle> element in the tools course notes are made with (issue
// 22's client table), re-made from the npm tarball as a new user would:
// `npm pack` of dist/, then for each tool a tiny course-notes site holding
// the six knights, built and served on loopback, and checked in headless
// Chromium: the board is drawn (canvas and palette icons), Solve finds 16
// moves proved minimal, the answer animates (dataset.step >= 2), with no
// console error and no failed request. Prints a markdown table (and writes
// it with the details to target/clients/report.md and report.json).
//
//   ./scripts/build.sh && node scripts/clients.mjs [tool…]
//
// Tools: cdn vitepress-dev vitepress-build mkdocs sphinx reveal jupyterlab
// nbconvert iframe-sandbox no-cors (all when none is named). The recipes are
// embed-docs.html's (issue 41): bundlers and VitePress import
// "board-puzzles/embed.js" (the package maps it to board-puzzle.js, the
// single-file build); static sites, slides and notebooks load
// board-puzzle.js with a script tag. Not part of
// ./scripts/test.sh: the tools are installed on demand into target/clients/
// (npm packages at the exact versions below, Python packages with pip into
// target/clients/venv), which needs the registries and some minutes.
// BP_DIST=/dir checks another build; CHROMIUM=/path another browser;
// SHOTS=1 saves a screenshot of each page to target/clients/shots/.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";
import sirv from "sirv";
import { chromium } from "playwright-core";
import { packTarball, root } from "../tests/e2e-helpers.mjs";

/** The tools' exact versions (npm and PyPI). */
const NPM = { vitepress: "1.6.4", "reveal.js": "6.0.2" };
const PYPI = {
  mkdocs: ["mkdocs==1.6.1", "mkdocs-material==9.8.2"],
  sphinx: ["sphinx==9.0.4"],
  jupyter: ["jupyterlab==4.6.6", "nbconvert==7.17.2", "ipykernel==7.4.0"],
};

const OUT = join(root, "target", "clients");
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
const BOARD = 'puzzle="knight-swap" board="nnn/.../.../NNN" goal="NNN/.../.../nnn"';
const ELEMENT = `<board-puzzle id="swap" ${BOARD}></board-puzzle>`;
const HASH = "puzzle=knight-swap&board=nnn/.../.../NNN&goal=NNN/.../.../nnn";

let browser = null;
let packed = null;
const closers = []; // servers and child processes started here, closed at the end

// ------------------------------------------------------------ helpers

const log = (...a) => console.error("[clients]", ...a);

/** Runs `cmd args` in `cwd`; returns its output (stdout then stderr), throws with it on failure. */
function run(cmd, args, cwd, env = {}) {
  log(`${cwd.replace(`${root}/`, "")}$ ${cmd} ${args.join(" ")}`);
  const done = spawnSync(cmd, args, { cwd, encoding: "utf8", env: { ...process.env, ...env }, maxBuffer: 1 << 26 });
  const output = `${done.stdout ?? ""}${done.stderr ?? ""}`;
  if (done.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${done.error?.message ?? `exit ${done.status}`}):\n${output}`);
  return output;
}

/** A folder of target/clients/ with npm package `name` at its pinned version and the tarball installed. */
function npmSite(dir, name, type = "module") {
  const path = join(OUT, dir);
  mkdirSync(path, { recursive: true });
  if (!existsSync(join(path, "package.json")))
    writeFileSync(join(path, "package.json"), JSON.stringify({ name: `notes-${dir}`, private: true, type }, null, 2));
  const have =
    existsSync(join(path, "node_modules", name, "package.json")) &&
    JSON.parse(readFileSync(join(path, "node_modules", name, "package.json"), "utf8")).version === NPM[name];
  if (!have) run("npm", ["install", "--no-audit", "--no-fund", "--save-exact", `${name}@${NPM[name]}`], path);
  return npmInstall(path);
}

/** `npm install board-puzzles` in folder `path` (made with a package.json if new), from the tarball. */
function npmInstall(path) {
  mkdirSync(path, { recursive: true });
  if (!existsSync(join(path, "package.json"))) writeFileSync(join(path, "package.json"), JSON.stringify({ name: "notes", private: true }, null, 2));
  rmSync(join(path, "node_modules", "board-puzzles"), { recursive: true, force: true });
  run("npm", ["install", "--no-audit", "--no-fund", packed.tarball], path);
  return path;
}

/** The Python venv of target/clients/venv with the pinned PyPI packages of `tool` (a key of PYPI); returns its bin/ folder. */
function venv(tool) {
  const bin = join(OUT, "venv", "bin");
  if (!existsSync(join(bin, "python"))) run("python3", ["-m", "venv", join(OUT, "venv")], OUT);
  const frozen = run(join(bin, "pip"), ["freeze"], OUT).toLowerCase();
  if (!PYPI[tool].every((p) => frozen.includes(p.toLowerCase()))) run(join(bin, "pip"), ["install", "-q", ...PYPI[tool]], OUT);
  return bin;
}

/** Serves folder `dir` on a free loopback port; `cors` adds Access-Control-Allow-Origin: *. Resolves to its URL. */
async function serve(dir, { cors = false, pages = {} } = {}) {
  const files = sirv(dir, { dev: true });
  const server = http.createServer((req, res) => {
    if (cors) res.setHeader("Access-Control-Allow-Origin", "*");
    const page = pages[req.url.split(/[?#]/)[0]];
    if (page) {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(page);
      return;
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.end("not found");
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${server.address().port}/`;
}

/** A free loopback port. */
async function freePort() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `cmd args` in its own process group; resolves when its output matches `ready`. */
function start(cmd, args, cwd, ready, timeout = 120_000) {
  log(`${cwd.replace(`${root}/`, "")}$ ${cmd} ${args.join(" ")} &`);
  const child = spawn(cmd, args, {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  closers.push(() => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${cmd} did not start in ${timeout / 1000} s:\n${output}`)), timeout);
    const seen = (chunk) => {
      output += chunk;
      if (ready.test(stripVTControlCharacters(output))) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout.on("data", seen);
    child.stderr.on("data", seen);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${cmd} exited (${code}):\n${output}`));
    });
  });
}

/** Opens `url` in a fresh context; collects console errors, page errors and failed requests in `problems`. */
async function open(url, { viewport = { width: 1280, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const tab = await context.newPage();
  const problems = [];
  tab.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  tab.on("console", (m) => {
    // A site without a favicon gets the browser's own 404 for /favicon.ico: the site's, not the element's.
    const at = m.location()?.url ?? "";
    if (m.type() === "error" && !at.endsWith("/favicon.ico")) note(at || "file:", `console: ${m.text()}${at ? ` (${at})` : ""}`);
  });
  // The sites' own requests to the internet (MkDocs Material's fonts, nbconvert's MathJax) cannot
  // succeed in this offline sandbox: kept apart, as `external`, not counted against the element.
  const external = [];
  const local = (url) => /^(file:|data:|blob:|https?:\/\/127\.0\.0\.1[:/])/.test(url);
  const note = (url, text) => (local(url) ? problems : external).push(text);
  tab.on("response", (r) => {
    if (r.status() >= 400) note(r.url(), `HTTP ${r.status()} ${r.url()}`);
  });
  tab.on("requestfailed", (r) => note(r.url(), `failed ${r.url()} (${r.failure()?.errorText})`));
  await tab.goto(url, { waitUntil: "load", timeout: 60_000 });
  const workers = [];
  tab.on("worker", (w) => workers.push(w.url()));
  return { tab, problems, external, workers, close: () => context.close() };
}

/**
 * Checks the element `selector` in `frame` (a page or a frame): drawn (its
 * canvas shows the six knights and the palette's icons show), solves (16
 * moves, proved minimal; by clicking Solve when `click`) and animates.
 * Returns { drawn, solves, animates, said } where said is what the element
 * shows when something fails. Never throws.
 */
async function probe(frame, { selector = "board-puzzle", click = false, timeout = 60_000 } = {}) {
  const row = { drawn: false, solves: false, animates: false, said: "" };
  const words = () =>
    frame
      .evaluate((sel) => {
        const w = document.querySelector(sel);
        if (!w) return `(no element): ${document.body?.textContent.trim().replace(/\s+/g, " ") ?? ""}`.slice(0, 600);
        const r = w?.shadowRoot;
        const text = [...(r?.querySelectorAll("[role=alert], .status, .stats") ?? [])]
          .map((e) => e.textContent.trim().replace(/\s*\n\s*/g, " "))
          .filter(Boolean);
        return `${w ? (w.dataset.status ?? "") : "(no element)"}: ${[...new Set(text)].join(" | ")}`.slice(0, 600);
      }, selector)
      .catch((e) => `(${e.message.split("\n")[0]})`);
  try {
    await frame.waitForFunction(
      (sel) => {
        const w = document.querySelector(sel);
        return (
          w?.view || w?.dataset.status === "failed" || w?.shadowRoot?.querySelector("[role=alert]") || (!w && document.querySelector("[role=alert]"))
        );
      },
      selector,
      { timeout },
    );
    const drawn = await frame.evaluate(async (sel) => {
      const w = document.querySelector(sel);
      if (!w?.view) return null;
      await w.ready;
      const canvas = w.shadowRoot.querySelector("canvas");
      // The palette's icons are inline SVG (www/board/cell-icons.js); an <img> would be a file to load.
      const icons = [...w.shadowRoot.querySelectorAll(".tools svg, .tools img")];
      await Promise.all(icons.map((i) => i.decode?.().catch(() => {})));
      return {
        width: canvas.width,
        shown: canvas.dataset.shown,
        icons: icons.length,
        loaded: icons.filter((i) => (i.localName === "svg" ? i.getBoundingClientRect().width > 0 : i.complete && i.naturalWidth > 0)).length,
      };
    }, selector);
    row.drawn = Boolean(drawn && drawn.width > 100 && drawn.shown === "nnn/.../.../NNN" && drawn.icons >= 2 && drawn.loaded === drawn.icons);
    if (drawn && !row.drawn) row.said = `drawn: ${JSON.stringify(drawn)}; `;
    if (!drawn) {
      row.said += await words();
      return row;
    }
    if (click) await frame.locator(`${selector} >> button.solve`).click({ timeout: 10_000 });
    else await frame.evaluate((sel) => document.querySelector(sel).solve(), selector);
    await frame.waitForFunction((sel) => ["solved", "failed", "no-worker"].includes(document.querySelector(sel).dataset.status), selector, {
      timeout,
    });
    const said = await words();
    row.solves = /^solved: .*16 moves.*proved minimal/s.test(said);
    if (!row.solves) {
      row.said += said;
      return row;
    }
    await frame.waitForFunction((sel) => Number(document.querySelector(sel).dataset.step) >= 2, selector, { timeout: 30_000 });
    row.animates = true;
  } catch (err) {
    row.said += `${await words()} (${err.message.split("\n")[0]})`;
  }
  return row;
}

/** Saves a screenshot of `tab` to target/clients/shots/<name>.png when SHOTS is set. */
async function shot(tab, name) {
  if (!process.env.SHOTS) return;
  mkdirSync(join(OUT, "shots"), { recursive: true });
  await tab.screenshot({ path: join(OUT, "shots", `${name}.png`) }).catch(() => {});
}

/** How the workers started (their URLs' kinds): the own file (bundled or not), blob: or data: modules. */
function workerKinds(urls) {
  const kind = (u) =>
    /^(blob|data):/.test(u) ? `${u.slice(0, u.indexOf(":") + 1)} module` : `file ${u.replace(/^https?:\/\/[^/]+\//, "/").replace(/\?.*/, "")}`;
  return [...new Set(urls.map(kind))].join(", ");
}

/** One row of the table: opens `url`, probes, closes. */
async function check(client, url, settings, { frame, click, viewport, after } = {}) {
  log(`checking ${client} at ${url}`);
  const { tab, problems, external, workers, close } = await open(url, { viewport });
  const target = frame ? await frame(tab) : tab;
  const row = { client, settings, ...(await probe(target, { click })) };
  if (after) Object.assign(row, await after(tab, target));
  await tab.waitForTimeout(300);
  await shot(tab, client.replace(/[^a-z0-9]+/gi, "-").toLowerCase());
  row.problems = [...new Set(problems)];
  if (external.length) row.external = [...new Set(external)];
  row.workers = workerKinds(workers);
  await close();
  return row;
}

/** The package's files a static site needs: the tarball's, without its markdown (README.md, the vendored licence's .md) unless `minimal` is false. */
function copyPackage(into, minimal = true) {
  mkdirSync(into, { recursive: true });
  // The same as: tar -xzf board-puzzles-*.tgz --strip-components=1 --exclude='*.md' -C <into>
  run("tar", ["-xzf", packed.tarball, "--strip-components=1", ...(minimal ? ["--exclude=*.md"] : []), "-C", into], OUT);
}

/** A plain HTML page of course notes with `head` and the element. */
const notesPage = (head, body = ELEMENT) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Course notes</title>${head}</head>
<body><h1>Course notes</h1>
${body}
</body></html>
`;

// ------------------------------------------------------------ the tools

// embed-docs.html's VitePress snippet, as given there.
const VITEPRESS_THEME = `import DefaultTheme from "vitepress/theme";
export default {
  extends: DefaultTheme,
  enhanceApp() {
    if (!import.meta.env.SSR) import("board-puzzles/embed.js");
  },
};
`;
const vitepressConfig = (vite) => `export default {
  title: "Course notes",
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === "board-puzzle" } } },${vite ? `\n  vite: ${vite},` : ""}
};
`;

/** A VitePress site (docs/) in target/clients/vitepress with config `vite` (or none). */
function vitepressSite(vite) {
  const dir = npmSite("vitepress", "vitepress");
  rmSync(join(dir, "docs"), { recursive: true, force: true });
  rmSync(join(dir, "node_modules", ".vite"), { recursive: true, force: true });
  mkdirSync(join(dir, "docs", ".vitepress", "theme"), { recursive: true });
  writeFileSync(join(dir, "docs", ".vitepress", "config.js"), vitepressConfig(vite));
  writeFileSync(join(dir, "docs", ".vitepress", "theme", "index.js"), VITEPRESS_THEME);
  writeFileSync(join(dir, "docs", "index.md"), `# Course notes\n\nSwap the six knights.\n\n${ELEMENT}\n`);
  return dir;
}

const vitepressSettings = (vite) =>
  `\`.vitepress/theme/index.js\`: \`if (!import.meta.env.SSR) import("board-puzzles/embed.js")\` in enhanceApp; ` +
  `\`.vitepress/config.js\`: \`vue.template.compilerOptions.isCustomElement\`${vite ? `, \`vite: ${vite}\`` : ""}`;

async function vitepressDev() {
  const rows = [];
  for (const vite of [null]) {
    const dir = vitepressSite(vite);
    const port = await freePort();
    const server = await start(
      join(dir, "node_modules", ".bin", "vitepress"),
      ["dev", "docs", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
      dir,
      /Local:\s+http:\/\/127\.0\.0\.1:\d+/,
    );
    rows.push(
      await check(
        `VitePress ${NPM.vitepress} dev, ${vite ? "optimizeDeps.exclude" : "no Vite setting"}`,
        `http://127.0.0.1:${port}/`,
        vitepressSettings(vite),
      ),
    );
    process.kill(-server.child.pid, "SIGTERM");
  }
  return rows;
}

async function vitepressBuild() {
  const rows = [];
  for (const vite of [null]) {
    const dir = vitepressSite(vite);
    run(join(dir, "node_modules", ".bin", "vitepress"), ["build", "docs"], dir);
    const base = await serve(join(dir, "docs", ".vitepress", "dist"));
    rows.push(await check(`VitePress ${NPM.vitepress} build, ${vite ? "optimizeDeps.exclude" : "no Vite setting"}`, base, vitepressSettings(vite)));
  }
  return rows;
}

// embed-docs.html's MkDocs copy, as given there (the single file); and the whole package, for its warnings.
const MKDOCS_COPY = "cp node_modules/board-puzzles/board-puzzle.js docs/";
const MKDOCS_COPY_ALL = "mkdir -p docs/board-puzzles\ncp -r node_modules/board-puzzles/. docs/board-puzzles/";

async function mkdocs() {
  const bin = venv("mkdocs");
  const rows = [];
  const classic = "extra_javascript:\n  - board-puzzle.js\n";
  const forms = [
    ["classic script", classic, true],
    ["type: module", "extra_javascript:\n  - path: board-puzzle.js\n    type: module\n", true],
    ["classic script of the whole package copied", "extra_javascript:\n  - board-puzzles/board-puzzle.js\n", false],
  ];
  for (const [form, js, minimal] of forms) {
    const dir = join(OUT, "mkdocs");
    rmSync(join(dir, "docs"), { recursive: true, force: true });
    rmSync(join(dir, "site"), { recursive: true, force: true });
    npmInstall(dir);
    mkdirSync(join(dir, "docs"), { recursive: true });
    run("bash", ["-c", minimal ? MKDOCS_COPY : MKDOCS_COPY_ALL], dir);
    writeFileSync(join(dir, "mkdocs.yml"), `site_name: Course notes\ntheme:\n  name: material\n  features:\n    - navigation.instant\n${js}`);
    writeFileSync(join(dir, "docs", "index.md"), `# Course notes\n\nSwap the six knights.\n\n${ELEMENT}\n\n[Next page](more.md)\n`);
    writeFileSync(join(dir, "docs", "more.md"), `# More notes\n\nThe same puzzle again.\n\n${ELEMENT}\n`);
    const said = stripVTControlCharacters(run(join(bin, "mkdocs"), ["build"], dir, { NO_MKDOCS_2_WARNING: "1", NO_COLOR: "1" }));
    const warnings = said
      .split("\n")
      .filter((l) => /WARNING/.test(l))
      .map((l) => l.trim());
    // Markdown files of the package become pages of the site (and of its navigation).
    const rendered = ["www/vendor/gifenc.LICENSE", "README"].filter(
      (p) => existsSync(join(dir, "docs", "board-puzzles", `${p}.md`)) && existsSync(join(dir, "site", "board-puzzles", p, "index.html")),
    );
    const pages = rendered.length ? `package pages in the site: ${rendered.map((p) => `board-puzzles/${p}/`).join(", ")}` : "";
    const base = await serve(join(dir, "site"));
    const copy = `\`${(minimal ? MKDOCS_COPY : MKDOCS_COPY_ALL).replace(/\n/g, "; ")}\``;
    const settings = `\`${js.trim().replace(/\n\s*/g, " ")}\`; ${copy}`;
    rows.push(
      await check(`MkDocs 1.6.1 + Material 9.8.2 (instant navigation), ${form}`, base, settings, {
        after: async (tab) => {
          // Material's instant navigation: the element on the next page, reached by a link.
          await tab.click("text=Next page");
          await tab.waitForURL(/more\//);
          const next = await probe(tab);
          return {
            note: `mkdocs build: ${warnings.length ? warnings.join("; ") : "no warning"}${pages ? ` (${pages.replace(/\s+/g, " ")})` : ""}; after instant navigation to a second page: drawn ${mark(next.drawn)}, solves ${mark(next.solves)}, animates ${mark(next.animates)}${next.said ? ` (${next.said})` : ""}`,
          };
        },
      }),
    );
  }
  return rows;
}

// embed-docs.html's Sphinx recipe, as given there.
const SPHINX_CONF = 'project = "Course notes"\nhtml_static_path = ["_static"]\nhtml_js_files = ["board-puzzle.js"]\n';
const SPHINX_COPY = "cp node_modules/board-puzzles/board-puzzle.js docs/_static/";

async function sphinx() {
  const bin = venv("sphinx");
  const dir = join(OUT, "sphinx");
  rmSync(join(dir, "docs"), { recursive: true, force: true });
  npmInstall(dir);
  mkdirSync(join(dir, "docs", "_static"), { recursive: true });
  run("bash", ["-c", SPHINX_COPY], dir);
  writeFileSync(join(dir, "docs", "conf.py"), SPHINX_CONF);
  writeFileSync(join(dir, "docs", "index.rst"), `Course notes\n============\n\nSwap the six knights.\n\n.. raw:: html\n\n   ${ELEMENT}\n`);
  const said = stripVTControlCharacters(run(join(bin, "sphinx-build"), ["-b", "html", "docs", "docs/_build/html"], dir, { NO_COLOR: "1" }));
  const warnings = said.split("\n").filter((l) => /WARNING/.test(l));
  const base = await serve(join(dir, "docs", "_build", "html"));
  const row = await check(
    `Sphinx ${PYPI.sphinx[0].split("==")[1]} (alabaster), sphinx-build -b html`,
    base,
    `\`${SPHINX_CONF.trim().replace(/\n/g, "; ")}\` in conf.py; \`${SPHINX_COPY}\`; the element in a \`.. raw:: html\` block`,
  );
  row.note = `sphinx-build: ${warnings.length ? warnings.join("; ") : "no warning"}${row.note ? `; ${row.note}` : ""}`;
  return [row];
}

async function reveal() {
  const dir = npmSite("reveal", "reveal.js");
  copyPackage(join(dir, "board-puzzles"));
  const r = "node_modules/reveal.js/dist";
  const slides = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Lecture</title>
<link rel="stylesheet" href="${r}/reset.css"><link rel="stylesheet" href="${r}/reveal.css"><link rel="stylesheet" href="${r}/theme/white.css">
<script src="board-puzzles/board-puzzle.js"></script></head>
<body><div class="reveal"><div class="slides">
<section><h2>Knight swaps</h2></section>
<section><h2>The rules</h2><p>A knight moves two squares one way and one the other.</p></section>
<section><h2>Swap the six knights</h2>${ELEMENT}</section>
</div></div>
<script src="${r}/reveal.js"></script>
<script>Reveal.initialize({ width: 1280, height: 720, hash: true });</script></body></html>
`;
  writeFileSync(join(dir, "index.html"), slides);
  const base = await serve(dir);
  // Where the element and its Solve button are, in the slide's own pixels (reveal scales the 1280 × 720 slide to the window).
  const measure = async (tab) =>
    tab.evaluate(() => {
      const w = document.getElementById("swap");
      const area = document.querySelector(".reveal .slides").getBoundingClientRect();
      const scale = window.Reveal.getScale();
      const el = w.getBoundingClientRect();
      const solve = w.shadowRoot.querySelector("button.solve")?.getBoundingClientRect();
      const board = w.shadowRoot.querySelector("canvas").getBoundingClientRect();
      const bottom = Math.min(area.top + 720 * scale, innerHeight);
      const inSlide = (b) =>
        Boolean(
          b && b.height > 0 && b.top >= area.top - 1 && b.bottom <= bottom + 1 && b.left >= area.left - 1 && b.right <= area.left + 1280 * scale + 1,
        );
      const px = (v) => Math.round(v / scale);
      return {
        reachable: inSlide(solve),
        note:
          `element ${px(el.width)} × ${px(el.height)} at x ${px(el.left - area.left)}, y ${px(el.top - area.top)}, board ${px(board.width)} × ${px(board.height)}` +
          ` (centre ${px(el.left + el.width / 2 - area.left - 640 * scale)} px from the slide's); Solve ${solve ? `at y ${px(solve.top - area.top)}–${px(solve.bottom - area.top)}, ${inSlide(solve) ? "inside" : "OUTSIDE"} the 720 px slide` : "missing"}`,
      };
    });
  const rows = [];
  const variants = [
    ["index", "", ""],
    ["compact", " compact", ""],
    ["top", "", ", center: false"],
  ];
  for (const [name, attrs, options] of variants) {
    const compact = Boolean(attrs);
    const page = `${name}.html`;
    writeFileSync(
      join(dir, page),
      slides.replace('<board-puzzle id="swap"', `<board-puzzle id="swap"${attrs}`).replace("hash: true", `hash: true${options}`),
    );
    const client = `reveal.js ${NPM["reveal.js"]}, slide 3 at 1280 × 720${compact ? ", compact attribute" : ""}${options ? `, Reveal.initialize({ …${options} })` : ""}`;
    log(`checking ${client}`);
    const { tab, problems, workers, close } = await open(`${base}${page}#/2`, { viewport: { width: 1280, height: 720 } });
    await tab.waitForFunction(() => window.Reveal?.isReady?.() && window.Reveal.getIndices().h === 2);
    await tab.waitForFunction(() => document.getElementById("swap")?.view, null, { timeout: 60_000 }).catch(() => {});
    await tab.evaluate(() => document.getElementById("swap").ready).catch(() => {});
    await tab.waitForTimeout(1000); // reveal's layout and the element's fit settle
    const loaded = await measure(tab);
    await shot(tab, `reveal-${name}`);
    // Reveal centres a slide by the height it had at start, before the element grew: lay it out again.
    await tab.evaluate(() => window.Reveal.layout());
    await tab.waitForTimeout(500);
    const fit = await measure(tab);
    await shot(tab, `reveal-${name}-layout`);
    // Solve is pressed with the mouse where a person can reach it; below the slide, by script (and marked ✗).
    const row = {
      client,
      settings: `none: \`<script src="board-puzzles/board-puzzle.js"></script>\` in the head${compact ? ", `compact` on the element" : ""}${options ? `, \`Reveal.initialize({ …${options} })\`` : ""}`,
      ...(await probe(tab, { click: fit.reachable })),
    };
    if (!fit.reachable) row.solves = false;
    row.note = `in slide px (scale ${(await tab.evaluate(() => window.Reveal.getScale())).toFixed(3)}): as loaded, ${loaded.note}; after Reveal.layout(), ${fit.note}${fit.reachable ? "; Solve clicked with the mouse" : "; solved by script only (Solve cannot be clicked)"}`;
    row.problems = [...new Set(problems)];
    row.workers = workerKinds(workers);
    await close();
    rows.push(row);
  }
  return rows;
}

/** The notebook: one cell showing the element through IPython.display.HTML, board-puzzle.js from `cdn`. */
function notebook(cdn, outputs = []) {
  const code = `from IPython.display import HTML\nHTML('<script src="${cdn}board-puzzle.js"></script>'\n     '${ELEMENT}')`;
  return JSON.stringify(
    {
      cells: [{ cell_type: "code", execution_count: null, id: "swap", metadata: {}, outputs, source: code }],
      metadata: { kernelspec: { display_name: "Python 3", language: "python", name: "python3" }, language_info: { name: "python" } },
      nbformat: 4,
      nbformat_minor: 5,
    },
    null,
    1,
  );
}

/** The package served with CORS from its own origin, as a CDN does; resolves to its URL. */
async function cdn() {
  const dir = join(OUT, "cdn");
  rmSync(dir, { recursive: true, force: true });
  copyPackage(dir);
  return serve(dir, { cors: true });
}

async function nbconvert() {
  const bin = venv("jupyter");
  const files = await cdn();
  const dir = join(OUT, "notebook");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "notes.ipynb"), notebook(files));
  run(join(bin, "jupyter"), ["nbconvert", "--to", "html", "--execute", "notes.ipynb"], dir);
  return [
    await check(
      "notebook exported to HTML (nbconvert 7.17.2 --execute), opened as file://",
      pathToFileURL(join(dir, "notes.html")).href,
      `none: the cell \`HTML('<script src="${files}board-puzzle.js"></script><board-puzzle …>')\``,
    ),
  ];
}

async function jupyterlab() {
  const bin = venv("jupyter");
  const files = await cdn();
  const dir = join(OUT, "jupyter");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "notes.ipynb"), notebook(files));
  const port = await freePort();
  await start(
    join(bin, "jupyter"),
    [
      "lab",
      "--no-browser",
      "--allow-root",
      "--ip=127.0.0.1",
      `--port=${port}`,
      "--IdentityProvider.token=",
      "--ServerApp.password=",
      `--ServerApp.root_dir=${dir}`,
      "--LabApp.news_url=",
      "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ],
    dir,
    /is running at|http:\/\/127\.0\.0\.1:\d+\/lab/,
  );
  return [
    await check(
      "JupyterLab 4.6.6, live output of IPython.display.HTML",
      `http://127.0.0.1:${port}/lab/tree/notes.ipynb`,
      "none: the same cell, run in the notebook",
      {
        frame: async (tab) => {
          await tab.waitForSelector(".jp-Notebook .jp-Cell", { timeout: 90_000 });
          await tab
            .waitForFunction(
              () => document.querySelector(".jp-Notebook-ExecutionIndicator, .jp-Toolbar-kernelStatus, .jp-KernelStatus") !== null,
              null,
              { timeout: 60_000 },
            )
            .catch(() => {});
          await tab.waitForTimeout(3000); // the kernel starts
          await tab.click(".jp-Notebook .jp-Cell .jp-InputArea-editor");
          await tab.keyboard.press("Shift+Enter");
          await tab.waitForSelector(".jp-OutputArea board-puzzle", { state: "attached", timeout: 60_000 }).catch(async (err) => {
            await shot(tab, "jupyterlab-failed");
            throw err;
          });
          return tab;
        },
      },
    ),
  ];
}

async function iframeSandbox() {
  const files = await cdn();
  const frame = `${files}embed.html#${HASH}&controls=solve+play+step+stats`;
  const host = await serve(join(OUT, "cdn"), {
    pages: { "/lms.html": notesPage("", `<iframe sandbox="allow-scripts" src="${frame}" title="Knight swap" width="640" height="720"></iframe>`) },
  });
  return [
    await check(
      'embed.html in `<iframe sandbox="allow-scripts">`, another origin with CORS',
      `${host.replace(/\/$/, "")}/lms.html`,
      "the files' host sends `Access-Control-Allow-Origin: *`",
      { frame: async (tab) => (await tab.waitForSelector("iframe")).contentFrame() },
    ),
  ];
}

async function noCors() {
  const dir = join(OUT, "nocors");
  rmSync(dir, { recursive: true, force: true });
  copyPackage(dir);
  const files = await serve(dir); // no CORS header
  const pages = {
    "/classic.html": notesPage(`<script src="${files}embed.js"></script>`),
    "/module.html": notesPage(`<script type="module" src="${files}embed.js"></script>`),
    "/single.html": notesPage(`<script src="${files}board-puzzle.js"></script>`),
  };
  pages["/lms.html"] = notesPage(
    "",
    `<iframe sandbox="allow-scripts" src="${files}embed.html#${HASH}" title="Knight swap" width="640" height="720"></iframe>`,
  );
  const notes = await serve(join(OUT, "nocors-notes-empty"), { pages });
  const rows = [];
  for (const form of ["classic", "module"]) {
    rows.push(
      await check(`files without CORS from another origin, ${form} script`, `${notes}${form}.html`, "(none possible: the host must send CORS)"),
    );
  }
  rows.push(await check("files without CORS from another origin, board-puzzle.js (the single file)", `${notes}single.html`, "none"));
  rows.push(
    await check(
      'embed.html in `<iframe sandbox="allow-scripts">` from a host without CORS',
      `${notes}lms.html`,
      "(none possible: the host must send CORS)",
      { frame: async (tab) => (await tab.waitForSelector("iframe")).contentFrame() },
    ),
  );
  return rows;
}

async function cdnPages() {
  const files = await cdn();
  const pages = {
    "/classic.html": notesPage(`<script src="${files}embed.js"></script>`),
    "/module.html": notesPage(`<script type="module" src="${files}embed.js"></script>`),
  };
  const notes = await serve(join(OUT, "nocors-notes-empty"), { pages });
  const rows = [];
  for (const form of ["classic", "module"]) {
    const tag = form === "classic" ? '<script src="…/embed.js">' : '<script type="module" src="…/embed.js">';
    rows.push(
      await check(
        `static notes, files from another origin with CORS (a CDN), ${form} script`,
        `${notes}${form}.html`,
        `none: \`${tag}\`; the files' host sends Access-Control-Allow-Origin: *`,
      ),
    );
  }
  return rows;
}

const TOOLS = {
  cdn: cdnPages,
  "vitepress-dev": vitepressDev,
  "vitepress-build": vitepressBuild,
  mkdocs,
  sphinx,
  reveal,
  jupyterlab,
  nbconvert,
  "iframe-sandbox": iframeSandbox,
  "no-cors": noCors,
};

// ------------------------------------------------------------ the table

const mark = (ok) => (ok ? "✓" : "✗");
const cell = (text) =>
  String(text ?? "")
    .replace(/\|/g, "\\|")
    .replace(/\n/g, " ");

/** Whether a failure was said inside the element: "—" when nothing failed. */
function said(r) {
  if (r.error) return "(the run failed)";
  if (r.drawn && r.solves && r.animates) return "—";
  return /^([a-z-]*|\(no element\)): \S/.test(r.said ?? "") ? "✓ (below)" : "✗ nothing";
}

function table(rows) {
  const lines = [
    "| client | board drawn | solves | animates | console errors, failed requests | a failure said inside the element | settings needed |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${cell(r.client)} | ${mark(r.drawn)} | ${mark(r.solves)} | ${mark(r.animates)} | ${r.problems?.length ? r.problems.length : "none"} | ${said(r)} | ${cell(r.settings)} |`,
    ),
  ];
  const notes = rows.flatMap((r) => {
    const said = [
      r.error && `error: ${r.error}`,
      r.said && `the element says: ${r.said}`,
      r.note,
      ...(r.problems ?? []).map((p) => `- ${p}`),
      r.external && `the site's own requests to the internet, unreachable here: ${r.external.length}`,
      r.workers && `workers started from: ${r.workers}`,
    ].filter(Boolean);
    return said.length ? [`\n**${r.client}**`, ...said.map((s) => (s.startsWith("- ") ? s : `- ${s}`))] : [];
  });
  return `${lines.join("\n")}\n${notes.join("\n")}\n`;
}

async function main() {
  const wanted = process.argv.slice(2);
  for (const name of wanted) if (!TOOLS[name]) throw new Error(`unknown tool ${name}; the tools: ${Object.keys(TOOLS).join(" ")}`);
  mkdirSync(OUT, { recursive: true });
  mkdirSync(join(OUT, "nocors-notes-empty"), { recursive: true });
  packed = packTarball();
  cpSync(packed.tarball, join(OUT, "board-puzzles.tgz"));
  packed.tarball = join(OUT, "board-puzzles.tgz");
  log(`packed ${packed.files.length} files`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const rows = [];
  try {
    for (const name of wanted.length ? wanted : Object.keys(TOOLS)) {
      try {
        rows.push(...(await TOOLS[name]()));
      } catch (err) {
        log(`${name} failed: ${err.stack}`);
        rows.push({ client: name, settings: "", error: err.message.slice(0, 2000) });
      }
    }
  } finally {
    await browser.close();
    for (const close of closers.reverse()) await close();
    rmSync(packed.dir, { recursive: true, force: true });
  }
  const text = table(rows);
  writeFileSync(join(OUT, "report.md"), text);
  writeFileSync(join(OUT, "report.json"), JSON.stringify(rows, null, 2));
  console.log(text);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
