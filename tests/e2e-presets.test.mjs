// Every preset of every puzzle in puzzles() loads as named, in the page and
// in the <board-puzzle> element: the puzzle, the preset, the algorithm and
// the options shown are the preset's, and solving it (with a small budget,
// so long ones end at "limit") gives no error.
//   node --test tests/e2e-presets.test.mjs   (after scripts/build.sh)
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openPage } from "./e2e-helpers.mjs";

const site = useSite({ fixtures: "fixtures" });
/** The budget of each solve: enough for the quick presets, a limit for the long ones. */
const LIMITS = { nodes: 2_000_000, millis: 3_000 };
const ENDS = ["solved", "unsolvable", "limit"];

/** What a preset's request says the controls must show: its algorithm (or
 * the puzzle's first that accepts the request, `info.auto[name]`) and each option's value. */
function expected(info, request, name) {
  const options = {};
  for (const o of info.options ?? []) {
    if (o.kind === "toggle") options[o.field] = Boolean(request[o.field]);
    if (o.kind === "choice") options[o.field] = request[o.field] ?? o.choices[0].value;
  }
  return { algorithm: request.algorithm ?? info.auto[name], options };
}

/** puzzles(), each with `auto`: preset name → the first algorithm check() accepts for it. */
async function listed(page, module) {
  return page.evaluate(async (url) => {
    const { puzzles, check } = await import(url);
    return puzzles().map((info) => {
      const auto = {};
      for (const p of info.presets) {
        auto[p.name] = info.algorithms.find((a) => {
          try {
            check({ ...p.request, algorithm: a.id });
            return true;
          } catch {
            return false;
          }
        })?.id;
      }
      return { ...info, auto };
    });
  }, module);
}

/** The algorithm and option values a controller's DOM shows (`root`: document or a shadow root). */
function shownIn(root, info) {
  const options = {};
  for (const o of info.options ?? []) {
    if (o.kind === "toggle") options[o.field] = Boolean(root.querySelector(`[data-field="${o.field}"]`)?.checked);
    if (o.kind === "choice") {
      options[o.field] = root.querySelector(`[data-field="${o.field}"] [aria-checked="true"]`)?.dataset.value ?? null;
    }
  }
  const select = root.querySelector("#algorithm, .algorithm-select");
  return { algorithm: select?.value, options };
}

test("every preset in the page: puzzle, preset, algorithm and options as named; solves without error", { timeout: 900_000 }, async (t) => {
  const page = await openPage(t, site, { context: { viewport: { width: 1280, height: 900 } } });
  const infos = await listed(page, "./board_view.js");
  await page.evaluate((limits) => {
    window.boardController.limits = limits;
  }, LIMITS);
  for (const info of infos) {
    await page.click(`#puzzles [data-puzzle="${info.id}"]`);
    for (const [i, preset] of info.presets.entries()) {
      const what = `${info.id} / ${preset.name}`;
      await page.selectOption("#preset", String(i));
      await page.waitForFunction(() => document.querySelector("#setup-status").dataset.state !== "checking", null, { timeout: 60_000 });
      assert.equal(await page.$eval("#preset", (s) => s.selectedOptions[0].text), preset.name, what);
      assert.equal(await page.$eval(`#puzzles [data-puzzle="${info.id}"]`, (b) => b.getAttribute("aria-selected")), "true", what);
      const shown = await page.evaluate(`${shownIn.toString().replace(/^function shownIn/, "(function")})(document, ${JSON.stringify(info)})`);
      assert.deepEqual(shown, expected(info, preset.request, preset.name), what);
      // The controller's request is the preset's (the board it draws may add what the view holds).
      const request = await page.evaluate(() => window.boardController.request());
      for (const [k, v] of Object.entries(preset.request)) {
        if (["board", "rows", "cols", "off", "randomOff", "n"].includes(k)) continue;
        assert.deepEqual(request[k], v, `${what}: field ${k}`);
      }
      assert.equal(await page.$eval("#setup-status", (s) => s.dataset.state), "ok", `${what}: ${await page.textContent("#setup-status")}`);
      assert.equal(await page.isDisabled("#solve"), false, what);
      await page.click("#solve");
      await page.waitForFunction(
        () => {
          const s = document.querySelector("#stats");
          return s.dataset.status || /failed/.test(s.textContent);
        },
        null,
        { timeout: 60_000 },
      );
      const status = await page.$eval("#stats", (s) => s.dataset.status ?? s.textContent);
      assert.ok(ENDS.includes(status), `${what}: ${status}`);
      // Still the preset after solving.
      assert.equal(await page.$eval("#preset", (s) => s.selectedOptions[0].text), preset.name, what);
    }
  }
});

test("every preset in the element: puzzle, algorithm and options as named; solves without error", { timeout: 900_000 }, async (t) => {
  const page = await openPage(t, site, { path: "fixtures/blank.html" });
  await page.evaluate(() => import("/embed.js"));
  await page.evaluate(async () => {
    const w = document.createElement("board-puzzle");
    document.body.append(w);
    await new Promise((r) => {
      const t = setInterval(() => {
        if (w.view) {
          clearInterval(t);
          r();
        }
      }, 20);
    });
    w.remove();
  });
  const infos = await listed(page, "/board_view.js");
  for (const info of infos) {
    for (const preset of info.presets) {
      const what = `element ${info.id} / ${preset.name}`;
      // The preset's request as attributes (what Copy embed code writes).
      const result = await page.evaluate(
        async ([request, limits, code]) => {
          const { writeFields, attributeName } = await import("/www/controller/request.js");
          const shownIn = new Function(`return (${code})`)();
          document.body.replaceChildren();
          const w = document.createElement("board-puzzle");
          w.setAttribute("controls", "all");
          for (const [field, text] of writeFields(request, "attr")) w.setAttribute(attributeName(field), text);
          document.body.append(w);
          await w.ready;
          const status = w.shadowRoot.querySelector(".status");
          while (status.dataset.state === "checking") await new Promise((r) => setTimeout(r, 20));
          const info = w.controller.info;
          w.controller.limits = limits;
          const shown = shownIn(w.shadowRoot, info);
          const req = w.controller.request();
          const answer = await w.controller.solve();
          return {
            puzzle: info.id,
            shown,
            request: req,
            status: status.dataset.state,
            statusText: status.textContent,
            answer: answer?.status ?? w.dataset.status,
            stats: w.shadowRoot.querySelector(".stats").textContent,
          };
        },
        [preset.request, LIMITS, shownIn.toString()],
      );
      assert.equal(result.puzzle, info.id, what);
      assert.deepEqual(result.shown, expected(info, preset.request, preset.name), what);
      // The element's request is the preset's, field by field (as in the page): puzzle, algorithm, options, markers.
      // A false option is no attribute at all (writeFields leaves it out), so the element's request leaves it out too.
      assert.equal(result.request.puzzle, info.id, what);
      assert.equal(result.request.algorithm, expected(info, preset.request, preset.name).algorithm, `${what}: algorithm`);
      for (const [k, v] of Object.entries(preset.request)) {
        if (["board", "rows", "cols", "off", "randomOff", "n"].includes(k)) continue;
        assert.deepEqual(result.request[k], v === false ? undefined : v, `${what}: field ${k}`);
      }
      assert.equal(result.status, "ok", `${what}: ${result.statusText}`);
      assert.ok(ENDS.includes(result.answer), `${what}: ${result.answer} ${result.stats}`);
    }
  }
});
