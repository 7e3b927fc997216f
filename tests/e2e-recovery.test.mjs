// End-to-end: the page survives its solver. After a Cancel, or a crash of
// the worker (a panic in the module, which traps), the page says what
// happened, keeps the position the user built, and solves again with a
// fresh worker.
// Run after scripts/build.sh:  node --test tests/e2e-recovery.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useSite, openPage, dist } from "./e2e-helpers.mjs";

const site = useSite();

/** The main page; `worker` replaces what the page gets for www/workers/solver-worker.js. */
const open = (t, { worker } = {}) => openPage(t, site, worker ? { route: ["**/www/workers/solver-worker.js", worker] } : {});

const stats = (page) => page.textContent("#stats");

/** Solves and waits for the answer's headline. */
async function solveAndWait(page) {
  await page.click("#solve");
  await page.waitForSelector("#answer-length", { timeout: 30_000 });
  return Number(await page.$eval("#answer-length", (n) => n.dataset.length));
}

test("a crash of the module: the page says so, keeps the position, and the next solve works", { timeout: 60_000 }, async (t) => {
  // The first worker runs the page's real solver-worker.js over a module that
  // panics on its first solve as the real one would: the panic hook reports
  // the message, then the call traps (WebAssembly.RuntimeError). Later
  // workers are the real thing.
  const real = readFileSync(join(dist, "www", "workers", "solver-worker.js"), "utf8");
  // Every name solver-worker.js imports from the module panics when called.
  const names =
    real
      .match(/import\s+init\s*,\s*\{([^}]*)\}\s*from\s+"\.\.\/\.\.\/board_puzzles\.js"/)?.[1]
      ?.split(",")
      .map((n) => n.trim())
      .filter(Boolean) ?? [];
  assert.ok(names.length > 0, "solver-worker.js no longer imports solving functions from ../../board_puzzles.js: update this test");
  const fakeModule = `
    export default async function init() {}
    function panic() {
      globalThis.boardPuzzlesPanic?.("panicked at src/core/puzzles/knight_swap.rs:1:1: a test panic");
      throw new WebAssembly.RuntimeError("unreachable");
    }
    ${names.map((n) => `export const ${n} = panic;`).join("\n")}`;
  // The page may start more than one worker (its solver, the lab's); every
  // worker fetched before the crash is seen gets the panicking module.
  let crashed = false;
  let fakes = 0;
  const page = await open(t, {
    worker: (route) => {
      if (crashed) return route.continue();
      fakes += 1;
      const body = real.replace(/from\s+"\.\.\/\.\.\/board_puzzles\.js"/, `from "data:text/javascript,${encodeURIComponent(fakeModule)}"`);
      assert.notEqual(body, real, "solver-worker.js no longer imports ../../board_puzzles.js: update this test");
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

  // Fresh workers answer. The worker started at the crash may have been
  // fetched before the test saw the crash, so it may panic once more.
  crashed = true;
  let length = null;
  for (let attempt = 0; attempt < 3 && length === null; attempt++) {
    await page.click("#solve");
    await page.waitForFunction(
      () =>
        document.querySelector("#answer-length") ||
        (/crashed/.test(document.querySelector("#stats").textContent) && !document.querySelector("#cancel:enabled")),
      null,
      { timeout: 30_000 },
    );
    const el = await page.$("#answer-length");
    if (el) length = Number(await el.evaluate((n) => n.dataset.length));
  }
  assert.ok(fakes >= 1, "the panicking worker was served");
  assert.equal(length, 16, "the typed position (two knights a side on 4 × 3) solves after the crash");
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

test("Cancel while the worker is still loading settles at once, and the next solve works", { timeout: 60_000 }, async (t) => {
  // The first worker's script arrives after 3 s (a slow network or a busy machine).
  let first = true;
  const page = await open(t, {
    worker: async (route) => {
      if (first) {
        first = false;
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      }
      await route.continue().catch(() => {}); // the page may have gone on without it
    },
  });
  await page.fill("#position-text", "N.N/.../n.n");
  await page.fill("#goal-text", "n.n/.../N.N");
  await page.click("#solve");
  await page.waitForFunction(() => !document.querySelector("#cancel").disabled, null, { timeout: 10_000 });
  await page.click("#cancel");
  // Not after the terminated worker would have started: now.
  await page.waitForFunction(() => /Cancelled/.test(document.querySelector("#stats").textContent), null, { timeout: 2_000 });
  assert.ok(await page.$eval("#cancel", (b) => b.disabled));
  assert.equal(await solveAndWait(page), 16, "Guarini's puzzle after the cancel");
});
