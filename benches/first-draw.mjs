// The page's first board draw and its main-thread long tasks while loading
// (issue 24, point 4), with the CPU throttled (Chromium's CDP
// Emulation.setCPUThrottlingRate, as DevTools' "4× slowdown"), in headless
// Chromium through playwright-core, as the e2e tests run it.
//
//   node benches/first-draw.mjs [--runs 7] [--rate 4] [dist …]
//
// Each dist (default dist/, or BP_DIST) is served over loopback by sirv;
// every run opens a fresh browser context (empty cache) on index.html and
// embed-docs.html. Builds and pages alternate within each round, so a busy
// machine slows them alike; the table gives medians (and the range) over
// the runs. Figures, from navigation start, ms:
// - first draw: the first drawing call on a canvas in the document (the
//   board; the page's canvas or an element's), from an init script that
//   wraps CanvasRenderingContext2D's drawing methods;
// - main-thread CPU: the page's main thread's CPU time (CDP
//   Performance.getMetrics ThreadTime) when the first draw was seen (polled
//   every 50 ms): the work done before the board drew, which a machine
//   busy with other jobs does not stretch as it stretches wall time;
// - long tasks: main-thread tasks of 50 ms or more (PerformanceObserver
//   `longtask`) until 1 s after the first draw: the longest, their count
//   and their sum, and the longest before the first draw.
// Results go in BENCHMARKS.md ("The page's first draw").
import http from "node:http";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import sirv from "sirv";
import { chromium } from "playwright-core";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "7" }, rate: { type: "string", default: "4" } },
});
const RUNS = Number(values.runs);
const RATE = Number(values.rate);
const DISTS = (positionals.length ? positionals : [process.env.BP_DIST ?? "dist"]).map((d) => resolve(d));
const PAGES = ["index.html", "embed-docs.html"];
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];
/** How long after the first draw long tasks are still collected, ms. */
const SETTLE_MS = 1000;

for (const d of DISTS) if (!existsSync(join(d, "index.html"))) throw new Error(`${d}/index.html is missing: run ./scripts/build.sh`);

/** Runs in every document before its scripts: notes the first drawing call on a canvas in the document, and long tasks. */
function instrument() {
  window.__firstDraw = null;
  window.__long = [];
  const proto = CanvasRenderingContext2D.prototype;
  for (const name of ["fillRect", "fill", "stroke", "drawImage", "putImageData", "fillText"]) {
    const original = proto[name];
    proto[name] = function (...args) {
      if (window.__firstDraw === null && this.canvas.isConnected) window.__firstDraw = performance.now();
      return original.apply(this, args);
    };
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({ type: "longtask" });
}

async function serve(dir) {
  const files = sirv(dir, { dev: true });
  const server = http.createServer((req, res) => files(req, res, () => { res.statusCode = 404; res.end(); }));
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  await cdp.send("Performance.enable");
  await page.goto(url);
  await page.waitForFunction(() => window.__firstDraw !== null, null, { timeout: 120_000, polling: 50 });
  const { metrics } = await cdp.send("Performance.getMetrics");
  const cpu = 1000 * (metrics.find((m) => m.name === "ThreadTime")?.value ?? 0);
  await page.waitForTimeout(SETTLE_MS * RATE);
  const { first, long } = await page.evaluate(() => ({ first: window.__firstDraw, long: window.__long }));
  await context.close();
  const within = long.filter(([start]) => start <= first + SETTLE_MS * RATE);
  const durations = within.map(([, d]) => d);
  return {
    first,
    cpu,
    longest: Math.max(0, ...durations),
    count: durations.length,
    sum: durations.reduce((a, b) => a + b, 0),
    before: Math.max(0, ...within.filter(([s, d]) => s + d <= first + 1).map(([, d]) => d)),
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const sites = await Promise.all(DISTS.map(serve));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
const results = new Map(); // "dist page" → [run…]
try {
  for (let run = 0; run < RUNS; run++) {
    for (const page of PAGES) {
      for (const [i, site] of sites.entries()) {
        const r = await measure(browser, site.base + page);
        const key = `${DISTS[i]} ${page}`;
        results.set(key, [...(results.get(key) ?? []), r]);
        console.error(`run ${run + 1}/${RUNS} ${key}: first draw ${r.first.toFixed(0)} ms, CPU ${r.cpu.toFixed(0)} ms, longest task ${r.longest.toFixed(0)} ms`);
      }
    }
  }
} finally {
  await browser.close();
  for (const { server } of sites) server.close();
}

const f = (x) => Math.round(x).toLocaleString("en");
console.log(`\nCPU throttled ${RATE}×, ${RUNS} runs each, medians (range), ms from navigation start`);
console.log("| build | page | first draw | main-thread CPU by then | longest task before it | longest task, load | long tasks, load: count, sum |");
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const [key, rs] of results) {
  const [dist, page] = key.split(" ");
  const col = (name) => `${f(median(rs.map((r) => r[name])))} (${f(Math.min(...rs.map((r) => r[name])))}–${f(Math.max(...rs.map((r) => r[name])))})`;
  console.log(`| ${dist} | ${page} | ${col("first")} | ${col("cpu")} | ${col("before")} | ${col("longest")} | ${f(median(rs.map((r) => r.count)))}, ${f(median(rs.map((r) => r.sum)))} |`);
}
