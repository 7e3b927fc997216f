// The element loaded as modules (`<script src="embed.js">`: wasm, workers
// and www/ as separate files) against board-puzzle.js, the single file
// (issue 41), in headless Chromium through playwright-core.
//
//   node benches/single-file.mjs [--runs 5] [dist]
//
// The dist (default dist/, or BP_DIST) is served over loopback by sirv,
// without compression; each run opens a fresh browser context (empty
// cache) on a page of course notes holding the six knights, the two pages
// alternating in each round. Prints, per page, the medians (and each run)
// of ms from navigation to the board ready and to Solve's answer shown,
// and the requests and response bytes Chromium saw (the single file's
// workers' blob: code counts as responses too). BENCHMARKS.md "The element
// in one file" has the figures.
import { writeFileSync, rmSync } from "node:fs";
import http from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";
import { chromium } from "playwright-core";
import { dist as defaultDist } from "../tests/e2e-helpers.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--runs");
const runs = at >= 0 ? Number(args.splice(at, 2)[1]) : 5;
const dist = resolve(args[0] ?? defaultDist);
const ELEMENT = '<board-puzzle id="swap" puzzle="knight-swap" board="nnn/.../.../NNN" goal="NNN/.../.../nnn" controls="tools solve play step"></board-puzzle>';
const PAGES = { modules: "embed.js", single: "board-puzzle.js" };
for (const [name, script] of Object.entries(PAGES)) {
  writeFileSync(
    join(dist, `bench-${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Notes</title><script src="${script}"></script></head><body><h1>Notes</h1>${ELEMENT}</body></html>\n`,
  );
}
const files = sirv(dist, { dev: true });
const server = http.createServer((req, res) => files(req, res, () => res.writeHead(404).end()));
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const rows = { modules: [], single: [] };
try {
  for (let round = 0; round < runs; round++) {
    for (const name of Object.keys(PAGES)) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      let bytes = 0;
      let requests = 0;
      tab.on("response", async (r) => {
        try {
          bytes += (await r.body()).length;
          requests++;
        } catch {}
      });
      const start = Date.now();
      await tab.goto(`${base}bench-${name}.html`);
      await tab.waitForFunction(() => document.getElementById("swap")?.view, null, { timeout: 60_000 });
      await tab.evaluate(() => document.getElementById("swap").ready);
      const ready = Date.now() - start;
      await tab.evaluate(() => document.getElementById("swap").solve());
      await tab.waitForFunction(() => document.getElementById("swap").dataset.status === "solved", null, { timeout: 60_000 });
      const solved = Date.now() - start;
      await tab.waitForTimeout(300); // the last responses' bodies
      rows[name].push({ ready, solved, bytes, requests });
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
  for (const name of Object.keys(PAGES)) rmSync(join(dist, `bench-${name}.html`), { force: true });
}
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const figure = (list, key) => `${median(list.map((r) => r[key]))} (${list.map((r) => r[key]).join(", ")})`;
console.log("| page | board ready, ms: median (runs) | solved, ms: median (runs) | requests | bytes |\n|---|---:|---:|---:|---:|");
for (const [name, list] of Object.entries(rows)) {
  console.log(`| ${PAGES[name]} | ${figure(list, "ready")} | ${figure(list, "solved")} | ${list[0].requests} | ${list[0].bytes} |`);
}
