// End-to-end tests of the board as a widget, in headless Chromium, every
// response served with the strict Content-Security-Policy of issue 7:
// two <board-puzzle> elements on one page solving and animating on their
// own, the iframe page telling its height, share links that round-trip,
// a keyboard-only edit and solve, a touch drag, and screenshots at 360 px
// wide and at device pixel ratio 2 (written to /tmp/widget-*.png to look at).
// Run after scripts/build.sh:  node --test tests/e2e-widget.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { useSite, openPage } from "./e2e-helpers.mjs";

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'";
const SHOTS = process.env.SHOTS ?? "/tmp";

const site = useSite({ csp: CSP, fixtures: "fixtures" });

/**
 * A fresh page at `path` in its own context (options as for
 * browser.newContext, 1000 × 900 by default) that fails the test on any
 * page error, console error or CSP violation.
 */
async function open(t, path, options = {}) {
  const page = await openPage(t, site, { path, context: { viewport: { width: 1000, height: 900 }, ...options }, ready: false });
  return { page, context: page.context() };
}

/** Waits until every <board-puzzle> on the page has loaded its board. */
async function widgetsReady(page) {
  await page.waitForFunction(() => [...document.querySelectorAll("board-puzzle")].every((w) => w.view));
  await page.evaluate(() => Promise.all([...document.querySelectorAll("board-puzzle")].map((w) => w.ready)));
}

/** What widget `id`'s board shows (its canvas's data-shown), after the next frame. */
const shown = (page, id) =>
  page.evaluate(
    (i) =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(document.getElementById(i).shadowRoot.querySelector("canvas").dataset.shown)),
        ),
      ),
    id,
  );

/** Page point of the centre of square [row, col] of widget `id`. */
async function center(page, id, row, col) {
  return page.evaluate(
    ([i, r, c]) => {
      const w = document.getElementById(i);
      const box = w.shadowRoot.querySelector("canvas").getBoundingClientRect();
      const [x, y] = w.view.squareCenter(r, c);
      return [box.left + x, box.top + y];
    },
    [id, row, col],
  );
}

const attr = (page, id, name) => page.$eval(`#${id}`, (w, n) => w.dataset[n], name);

test("two widgets under a strict CSP solve and animate independently; host styles stay out", { timeout: 90_000 }, async (t) => {
  const { page } = await open(t, "fixtures/two-widgets.html");
  await widgetsReady(page);
  assert.equal(await shown(page, "swap"), "n.n/.../N.N");
  assert.equal(await shown(page, "path"), "N......./......../......../......../......../......../......../........");

  // The host page's `button { background: red !important }` does not reach in.
  const bg = await page.locator("#swap button.solve").evaluate((b) => getComputedStyle(b).backgroundColor);
  assert.notEqual(bg, "rgb(255, 0, 0)");

  // Solve the swap alone: the path widget stays unsolved.
  await page.locator("#swap button.solve").click();
  await page.waitForFunction(() => document.getElementById("swap").dataset.status === "solved");
  assert.equal(await attr(page, "path", "status"), "");
  assert.match(await page.locator("#swap .stats").textContent(), /16 moves.*proved minimal/);
  // Guarini's puzzle: 16 moves.
  assert.equal(await page.locator("#swap .moves li").count(), 17);

  // Now the path, while the swap still plays: both advance on their own.
  await page.locator("#path button.solve").click();
  await page.waitForFunction(() => document.getElementById("path").dataset.status === "solved");
  assert.match(await page.locator("#path .stats").textContent(), /6 moves/);
  const before = [Number(await attr(page, "swap", "step")), Number(await attr(page, "path", "step"))];
  await page.waitForFunction(
    ([s, p]) => Number(document.getElementById("swap").dataset.step) > s && Number(document.getElementById("path").dataset.step) > p,
    before,
  );

  // Pausing one leaves the other playing; each ends on its own goal.
  await page.locator("#swap button.play").click();
  const paused = await attr(page, "swap", "step");
  await page.waitForFunction(() => document.getElementById("path").dataset.step === "6", null, { timeout: 20_000 });
  assert.equal(await attr(page, "swap", "step"), paused);
  assert.equal(await shown(page, "path"), "......../......../......../......../......../......../......../.......N");
  await page.locator("#swap button.end").click();
  assert.equal(await shown(page, "swap"), "N.N/.../n.n");
  // The live region read the last move.
  assert.match(await page.locator('#swap [data-part="announce"]').textContent(), /^Move 16 of 16: .* Done\.$/);

  // Changing an attribute reloads that board only.
  await page.$eval("#path", (w) => w.setAttribute("to", "[2,1]"));
  await page.waitForFunction(() => document.getElementById("path").dataset.step === "0");
  await page.locator("#path button.solve").click();
  await page.waitForFunction(() => document.getElementById("path").dataset.status === "solved");
  assert.match(await page.locator("#path .stats").textContent(), /^1 move(?!s)/);
  assert.equal(await shown(page, "swap"), "N.N/.../n.n");
});

test("attributes: readonly solves and refuses edits, autoplay plays, attribute text never becomes HTML", { timeout: 60_000 }, async (t) => {
  const { page } = await open(t, "fixtures/two-widgets.html");
  await widgetsReady(page);
  // readonly: solved at once for playback, no tools, a drag moves nothing.
  await page.$eval("#swap", (w) => w.setAttribute("readonly", ""));
  await page.waitForFunction(() => document.getElementById("swap").dataset.status === "solved");
  assert.equal(await page.locator("#swap .tools").isVisible(), false);
  assert.equal(await attr(page, "swap", "step"), "0");
  const [x0, y0] = await center(page, "swap", 2, 0);
  const [x1, y1] = await center(page, "swap", 1, 2);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 8 });
  await page.mouse.up();
  assert.equal(await shown(page, "swap"), "n.n/.../N.N");
  await page.locator("#swap button.end").click();
  assert.equal(await shown(page, "swap"), "N.N/.../n.n");

  // autoplay: solves and plays by itself.
  await page.$eval("#path", (w) => w.setAttribute("autoplay", ""));
  await page.waitForFunction(() => Number(document.getElementById("path").dataset.step) > 0);

  // Markup in attributes is text: shown in the message, never parsed.
  await page.$eval("#swap", (w) => {
    w.removeAttribute("readonly");
    w.setAttribute("board", '<img src="x" id="bad">');
  });
  await page.waitForFunction(() => /Can't solve/.test(document.getElementById("swap").shadowRoot.querySelector(".status").textContent));
  assert.match(await page.locator("#swap .status").textContent(), /<img src="x" id="bad">|square \(0, 0\)/);
  assert.equal(await page.evaluate(() => document.getElementById("swap").shadowRoot.querySelector("#bad, img[src=x]")), null);
  assert.equal(await page.locator("#swap button.solve").isDisabled(), true);
});

test("embed.html in an iframe: configured by the hash, tells the host its height", { timeout: 60_000 }, async (t) => {
  const { page } = await open(t, "fixtures/frame.html");
  const frame = page.frameLocator("#frame");
  await frame.locator("board-puzzle").evaluate((w) => w.ready);
  // The frame started at 150 px; the host script set it to the frame's height.
  await page.waitForFunction(() => parseFloat(document.getElementById("frame").style.height) > 300);
  const { height, content } = await page.evaluate(() => {
    const f = document.getElementById("frame");
    // The frame's content box (its border is outside the style's height).
    return { height: f.clientHeight, content: f.contentDocument.documentElement.getBoundingClientRect().height };
  });
  assert.ok(Math.abs(height - content) <= 2, `frame ${height} px, content ${content} px`);
  // Sized by its host, the frame's board takes the frame's width (it does not fit a height that follows it).
  await page.waitForFunction(() => document.getElementById("frame").contentDocument.querySelector("board-puzzle").fitsHeight === false);
  await page.waitForTimeout(500); // the host's next round of heights
  const board = await frame.locator("canvas").evaluate((c) => c.getBoundingClientRect().width);
  assert.ok(board >= 370, `the board takes the 400 px frame's width (${board} px)`);
  const settled = await page.evaluate(() => {
    const f = document.getElementById("frame");
    return { height: f.clientHeight, content: f.contentDocument.documentElement.getBoundingClientRect().height };
  });
  assert.ok(Math.abs(settled.height - settled.content) <= 2, `frame ${settled.height} px, content ${settled.content} px`);
  await frame.locator("button.solve").click();
  await frame.locator("board-puzzle[data-status=solved]").waitFor();
  // controls=solve+play+step: no reset buttons, no palette.
  assert.equal(await frame.locator("button.end").isVisible(), false);
  assert.equal(await frame.locator(".tools").isVisible(), false);
});

test("documentation page: snippets, a live element and a live frame, under the CSP", { timeout: 60_000 }, async (t) => {
  const { page } = await open(t, "embed-docs.html");
  await widgetsReady(page);
  const code = await page.locator("#element-code").textContent();
  assert.ok(code.includes(`src="${site.base}embed.js"`), code);
  assert.match(code, /<board-puzzle puzzle="knight-swap"/);
  await page.waitForFunction(() => parseFloat(document.getElementById("live-frame").style.height) > 300);
  assert.match(await page.locator("#puzzle-ids").textContent(), /knight-swap, knight-path/);
  // The main page links here.
  const { page: main } = await open(t, "index.html");
  await main.waitForSelector("html[data-ready]");
  assert.equal((await main.locator('a[href="embed-docs.html"]').count()) > 0, true);
});

/** Clicks a share button, waits for the copy, and returns the text shown. */
async function copied(page, button) {
  await page.click(button);
  await page.waitForFunction(() => /copied|Copy the text/.test(document.getElementById("share-status").textContent));
  return page.inputValue("#share-text");
}

test("share: a copied link opens the same position and options; embed code reproduces it", { timeout: 90_000 }, async (t) => {
  const { page, context } = await open(t, "index.html");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.base });
  await page.waitForSelector("html[data-ready]");
  // Edit: type a position, choose another algorithm.
  await page.fill("#position-text", "n.n/.N./N..");
  await page.fill("#goal-text", "N.N/.n./n..");
  const algorithms = await page.$$eval("#algorithm option", (os) => os.map((o) => o.value));
  await page.selectOption("#algorithm", algorithms.at(-1));
  const link = await copied(page, "#copy-link");
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  assert.match(link, /#puzzle=knight-swap&board=n\.n\/\.N\.\/N\.\.&goal=N\.N\/\.n\.\/n\.\.&algorithm=/);

  const { page: again } = await open(t, link.slice(site.base.length));
  await again.waitForSelector("html[data-ready]");
  assert.equal(await again.inputValue("#position-text"), "n.n/.N./N..");
  assert.equal(await again.inputValue("#goal-text"), "N.N/.n./n..");
  assert.equal(await again.inputValue("#algorithm"), algorithms.at(-1));

  // Options the board does not hold (a closed tour) travel in the link too.
  const { page: tour } = await open(t, "index.html#puzzle=knight-tour&board=....../....../....../....../....../......&from=0,0&closed=true");
  await tour.waitForSelector("html[data-ready]");
  const tourLink = await copied(tour, "#copy-link");
  assert.match(tourLink, /&from=0,0(&|$)/);
  assert.match(tourLink, /&closed=true(&|$)/);

  // The embed code is a <board-puzzle> of the same request and an iframe of
  // it, each saying where it works; pasted into a page the element shows that board.
  const snippet = await copied(again, "#copy-embed");
  assert.match(
    snippet,
    /^<script src="http:\/\/127\.0\.0\.1:\d+\/embed\.js"><\/script>\n<board-puzzle puzzle="knight-swap" board="n\.n\/\.N\.\/N\.\." goal="N\.N\/\.n\.\/n\.\." algorithm="[^"]+"><\/board-puzzle>$/m,
  );
  assert.match(snippet, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\.html#puzzle=knight-swap&amp;board=n\.n\/\.N\.\/N\.\.&amp;/m);
  // This test site sends no CORS header: the iframe comes first, and each says what it needs of the host.
  assert.ok(snippet.indexOf("<iframe") < snippet.indexOf("<board-puzzle"), `the iframe first:\n${snippet}`);
  assert.match(snippet, /<!-- The iframe: works on any page that may frame this site; it needs nothing of this site's host \(no CORS header\)/);
  assert.match(
    snippet,
    /<!-- The <board-puzzle> element: on this site's pages\. On another site it needs this site to send the CORS header Access-Control-Allow-Origin with its files, which it does not: use the iframe there/,
  );
  const { page: notes } = await open(t, "fixtures/two-widgets.html");
  await widgetsReady(notes);
  const attrs = [
    ...snippet
      .split("\n")
      .find((line) => line.startsWith("<board-puzzle"))
      .matchAll(/ ([a-z-]+)="([^"]*)"/g),
  ];
  await notes.$eval(
    "#swap",
    (w, list) => {
      for (const [k, v] of list) w.setAttribute(k, v);
    },
    attrs.map((m) => [m[1], m[2]]),
  );
  await notes.waitForFunction(() => document.getElementById("swap").view.positionText() === "n.n/.N./N..");
  assert.equal(await shown(notes, "swap"), "n.n/.N./N..");
});

test("Copy embed code on a host that sends the CORS header: the element first, saying it works on other sites", { timeout: 60_000 }, async (t) => {
  const { page } = await open(t, "index.html");
  // The site's files as a CDN serves them: with Access-Control-Allow-Origin.
  await page.route("**/embed.js", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), "access-control-allow-origin": "*" } });
  });
  await page.waitForSelector("html[data-ready]");
  const snippet = await copied(page, "#copy-embed");
  assert.ok(snippet.indexOf("<board-puzzle") < snippet.indexOf("<iframe"), `the element first:\n${snippet}`);
  assert.match(snippet, /^<!-- The <board-puzzle> element: on this site's pages and on any other site \(this site sends Access-Control-Allow-Origin/);
  assert.match(snippet, /<!-- The iframe: works on any page that may frame this site; it needs nothing of this site's host/);
});

test("keyboard only: focus the board, move a knight with arrows and Enter, solve with S, step with ]", { timeout: 60_000 }, async (t) => {
  const { page } = await open(t, "fixtures/two-widgets.html", { reducedMotion: "reduce" });
  await widgetsReady(page);
  // Tab from the page into the first widget until its board has focus.
  await page.locator("h1").click();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Tab");
    const onBoard = await page.evaluate(() => document.getElementById("swap").shadowRoot.activeElement?.tagName === "CANVAS");
    if (onBoard) break;
  }
  assert.equal(await page.evaluate(() => document.getElementById("swap").shadowRoot.activeElement?.tagName), "CANVAS");
  // The cursor starts in the middle [1, 1]: down-left to the white knight at [2, 0].
  for (const key of ["ArrowDown", "ArrowLeft", "Enter", "ArrowUp", "Enter"]) await page.keyboard.press(key);
  assert.equal(await shown(page, "swap"), "n.n/N../..N");
  await page.keyboard.press("s");
  await page.waitForFunction(() => document.getElementById("swap").dataset.status === "solved");
  // Reduced motion: nothing plays by itself; ] steps one move.
  assert.equal(await attr(page, "swap", "step"), "0");
  await page.keyboard.press("]");
  assert.equal(await attr(page, "swap", "step"), "1");
  assert.match(
    await page.locator('#swap [data-part="announce"]').textContent(),
    /^Move 1 of \d+: (white|black) knight from \(\d, \d\) to \(\d, \d\)\.$/,
  );
  await page.keyboard.press("End");
  assert.equal(await shown(page, "swap"), "N.N/.../n.n");
  await page.keyboard.press("Home");
  assert.equal(await attr(page, "swap", "step"), "0");

  // The main page: the same keys on its board.
  const { page: main } = await open(t, "index.html#puzzle=knight-swap&board=n.n/.../N.N&goal=N.N/.../n.n", { reducedMotion: "reduce" });
  await main.waitForSelector("html[data-ready]");
  await main.focus("#board");
  for (const key of ["ArrowDown", "ArrowLeft", "Enter", "ArrowUp", "Enter"]) await main.keyboard.press(key);
  assert.equal(await main.inputValue("#position-text"), "n.n/N../..N");
  await main.keyboard.press("s");
  await main.waitForFunction(() => document.querySelector("#stats").dataset.status === "solved");
  await main.keyboard.press("]");
  await main.waitForFunction(() => document.querySelector("#board").dataset.step === "1");
  assert.match(await main.textContent("#announce"), /^Move 1 of \d+: /);
});

test("touch: a finger drags a knight without scrolling the page; tap, then tap moves one", { timeout: 60_000 }, async (t) => {
  const { page, context } = await open(t, "fixtures/two-widgets.html", {
    viewport: { width: 360, height: 640 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  await widgetsReady(page);
  await page.locator("#swap").scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => scrollY);
  const cdp = await context.newCDPSession(page);
  const touch = (type, [x, y]) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1 }],
    });
  // White knight [2, 2] to [0, 1], in small steps, as a finger would.
  const a = await center(page, "swap", 2, 2);
  const b = await center(page, "swap", 0, 1);
  await touch("touchStart", a);
  for (let i = 1; i <= 10; i += 1) await touch("touchMove", [a[0] + ((b[0] - a[0]) * i) / 10, a[1] + ((b[1] - a[1]) * i) / 10]);
  await touch("touchEnd", b);
  assert.equal(await shown(page, "swap"), "nNn/.../N..");
  assert.equal(await page.evaluate(() => scrollY), scrollBefore, "the page scrolled during the drag");

  // Tap the knight at [0, 1], then tap [2, 2]: it goes back.
  await page.touchscreen.tap(...(await center(page, "swap", 0, 1)));
  await page.touchscreen.tap(...(await center(page, "swap", 2, 2)));
  assert.equal(await shown(page, "swap"), "n.n/.../N.N");
});

test("screens: 360 px wide and device pixel ratio 2 (screenshots in /tmp to look at)", { timeout: 90_000 }, async (t) => {
  // Phone width, DPR 2: the canvas's backing store follows the ratio.
  const { page } = await open(t, "fixtures/two-widgets.html", { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  await widgetsReady(page);
  await page.locator("#swap button.solve").click();
  await page.waitForFunction(() => document.getElementById("swap").dataset.status === "solved");
  await page.locator("#swap button.play").click(); // pause
  await page.locator("#swap button.start").click();
  await page.locator("#swap button.forward").click();
  const sizes = await page.$eval("#swap", (w) => {
    const c = w.shadowRoot.querySelector("canvas");
    return { css: c.getBoundingClientRect().width, store: c.width };
  });
  assert.equal(sizes.store, Math.round(sizes.css * 2));
  // Nothing is wider than the screen.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), "the page scrolls sideways at 360 px");
  await page.screenshot({ path: join(SHOTS, "widget-360-dpr2.png"), fullPage: true });

  // The main page at 360 px.
  const { page: main } = await open(t, "index.html", { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  await main.waitForSelector("html[data-ready]");
  assert.ok(await main.evaluate(() => document.documentElement.scrollWidth <= 360), "the main page scrolls sideways at 360 px");
  await main.screenshot({ path: join(SHOTS, "widget-main-360.png"), fullPage: true });

  // The documentation page at 360 px, then at a desktop width and DPR 2.
  const { page: narrowDocs } = await open(t, "embed-docs.html", { viewport: { width: 360, height: 740 } });
  await widgetsReady(narrowDocs);
  assert.ok(await narrowDocs.evaluate(() => document.documentElement.scrollWidth <= 360), "the docs scroll sideways at 360 px");

  const { page: docs } = await open(t, "embed-docs.html", { viewport: { width: 1000, height: 900 }, deviceScaleFactor: 2 });
  await widgetsReady(docs);
  await docs.waitForFunction(() => parseFloat(document.getElementById("live-frame").style.height) > 300);
  await docs.screenshot({ path: join(SHOTS, "widget-docs-dpr2.png"), fullPage: true });
});

test("the element has the page's controls: options, algorithm, progress and Cancel, parallel count, undo", { timeout: 90_000 }, async (t) => {
  const { page } = await open(t, "fixtures/blank.html");
  await page.evaluate(() => import("/embed.js"));
  await page.evaluate(() => {
    const w = document.createElement("board-puzzle");
    w.id = "q";
    for (const [k, v] of Object.entries({ puzzle: "n-queens", n: "17", mode: "count", controls: "all" })) w.setAttribute(k, v);
    document.body.append(w);
  });
  await widgetsReady(page);
  const q = page.locator("#q");
  // The options show the preset's mode; the algorithm menu lists the puzzle's.
  assert.equal(await q.locator('[data-field="mode"] [aria-checked="true"]').getAttribute("data-value"), "count");
  assert.ok((await q.locator(".algorithm-select option").count()) >= 2);
  // A long count: progress (parts on several workers) and Cancel.
  await q.locator("button.solve").click();
  await q.locator(".progress:not([hidden])").waitFor({ timeout: 10_000 });
  await page.waitForFunction(
    () => /part \d+ of \d+/.test(document.getElementById("q").shadowRoot.querySelector(".progress-text").textContent),
    null,
    { timeout: 20_000 },
  );
  await q.locator("button.cancel").click();
  await page.waitForFunction(() => document.getElementById("q").dataset.status === "cancelled");
  assert.equal(await q.locator("button.solve").isDisabled(), false);
  // Choose "one solution", solve, then undo an edit on the board.
  await q.locator('[data-field="mode"] [data-value="one"]').click();
  await q.locator("button.solve").click();
  await page.waitForFunction(() => document.getElementById("q").dataset.status === "solved");
  const before = await page.evaluate(() => document.getElementById("q").view.request());
  await page.evaluate(() => {
    const w = document.getElementById("q");
    w.view.setTool("#");
    const [x, y] = w.view.squareCenter(0, 0);
    const r = w.shadowRoot.querySelector("canvas").getBoundingClientRect();
    const at = { clientX: r.left + x, clientY: r.top + y, pointerId: 1, isPrimary: true, button: 0, bubbles: true, composed: true };
    w.shadowRoot.querySelector("canvas").dispatchEvent(new PointerEvent("pointerdown", at));
    document.dispatchEvent(new PointerEvent("pointerup", at));
  });
  assert.equal(await q.locator("button.undo").isDisabled(), false);
  await q.locator("button.undo").click();
  assert.deepEqual(await page.evaluate(() => document.getElementById("q").view.request()), before);
});

test("big boards are checked in a worker (under the strict CSP), small ones at once", { timeout: 60_000 }, async (t) => {
  const { page } = await open(t, "fixtures/blank.html");
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.evaluate(() => import("/embed.js"));
  await page.evaluate(() => {
    const w = document.createElement("board-puzzle");
    w.id = "big";
    for (const [k, v] of Object.entries({ puzzle: "knight-path", rows: "2000", cols: "2000", from: "[0,0]", to: "[1999,1999]" })) {
      w.setAttribute(k, v);
    }
    document.body.append(w);
  });
  await widgetsReady(page);
  await page.waitForFunction(() => document.getElementById("big").shadowRoot.querySelector(".status").dataset.state === "ok", null, {
    timeout: 30_000,
  });
  assert.ok(
    workers.some((u) => u.endsWith("/www/workers/check-worker.js")),
    `workers: ${workers}`,
  );
  // A bad target on a big board: the worker's message, naming the field.
  const message = await page.evaluate(async () => {
    const { checkRequest } = await import("/www/workers/check-client.js");
    return checkRequest({ puzzle: "knight-path", rows: 2000, cols: 2000, from: [0, 0], to: [5000, 0] }).then(
      () => "accepted",
      (e) => e.message,
    );
  });
  assert.match(message, /to/);
  assert.notEqual(message, "accepted");
});

test("the element's solution pager: n-queens 6 mode all shows 1 of 4 and steps; Find more asks for more", { timeout: 90_000 }, async (t) => {
  const { page } = await open(t, "fixtures/blank.html");
  await page.evaluate(() => import("/embed.js"));
  await page.evaluate(() => {
    for (const [id, n] of [
      ["six", "6"],
      ["nine", "9"],
    ]) {
      const w = document.createElement("board-puzzle");
      w.id = id;
      for (const [k, v] of Object.entries({ puzzle: "n-queens", n, mode: "all", controls: "solve stats solutions" })) w.setAttribute(k, v);
      document.body.append(w);
    }
  });
  await widgetsReady(page);
  const six = page.locator("#six");
  const label = six.locator(".solution-label");
  await six.locator("button.solve").click();
  await page.waitForFunction(() => document.getElementById("six").dataset.status === "solved");
  assert.equal(await six.locator(".solutions").isVisible(), true);
  assert.equal(await label.textContent(), "Solution 1 of 4");
  assert.equal(await six.locator(".solution-more").isVisible(), false, "all 4 solutions are held: nothing more to find");
  const board = () => page.evaluate(() => document.getElementById("six").view.added().map(String).join(" "));
  const first = await board();
  await six.locator("button.solution-next").click();
  assert.equal(await label.textContent(), "Solution 2 of 4");
  assert.equal(await page.evaluate(() => document.getElementById("six").view.solution()), 1);
  const second = await board();
  assert.notEqual(second, first, "the board shows another placement");
  // Back, and wrapping round from the first to the last.
  await six.locator("button.solution-prev").click();
  assert.equal(await label.textContent(), "Solution 1 of 4");
  assert.equal(await board(), first);
  await six.locator("button.solution-prev").click();
  assert.equal(await label.textContent(), "Solution 4 of 4");

  // n = 9 has 352 solutions: the first answer holds 100 ("100+"), Find more asks for up to 1 000 and keeps the one shown.
  const nine = page.locator("#nine");
  await nine.locator("button.solve").click();
  await page.waitForFunction(() => document.getElementById("nine").dataset.status === "solved");
  assert.equal(await nine.locator(".solution-label").textContent(), "Solution 1 of 100+");
  await nine.locator("button.solution-next").click();
  await nine.locator("button.solution-next").click();
  assert.equal(await nine.locator(".solution-more").isVisible(), true);
  await nine.locator(".solution-more").click();
  await page.waitForFunction(() => document.getElementById("nine").shadowRoot.querySelector(".solution-label").textContent === "Solution 3 of 352");
  assert.equal(await nine.locator(".solution-more").isVisible(), false, "every solution is held now");
});
