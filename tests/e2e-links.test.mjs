// End-to-end tests of share links, in headless Chromium (issue 12): the
// knight-path preset 2 000 × 2 000 with 20 % seeded walls, one wall painted,
// goes through Copy link and comes back square for square (seed + edits,
// not 800 000 walls, not a silent cap); a link too long for a browser
// offers a download instead; bad links (#puzzle=nope, out-of-range sizes,
// garbage) show a message naming the field and keep the address; a link
// pasted into an open tab applies without reload.
// Run after scripts/build.sh:  node --test tests/e2e-links.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { center, choosePreset, expectShown, openPage, useSite } from "./e2e-helpers.mjs";

const site = useSite();

/** The main board's request with its walls as a digest: { request (no off, on), walls, digest }, every wall counted (a seeded board's request is its seed plus the edits). */
function boardDigest(page) {
  return page.evaluate(async () => {
    const { offSquares } = await import("./board_view.js");
    const shown = window.boardView.request();
    const { off, on, ...request } = shown;
    const cells = offSquares(shown);
    let digest = 0;
    for (const c of cells) digest = (Math.imul(digest, 31) + c) | 0;
    return { request, walls: cells.length, digest, algorithm: document.getElementById("algorithm").value };
  });
}

/** Copies the link (the text box shows it); returns its text. */
async function copyLink(page) {
  await page.click("#copy-link");
  await page.waitForFunction(() => /copied|Copy the text/.test(document.getElementById("share-status").textContent), null, { timeout: 30_000 });
  return page.$eval("#share-text", (t) => t.value);
}

test("preset 2 000 × 2 000 with 20 % walls and one painted wall: the link keeps every wall, the markers and the algorithm", {
  timeout: 180_000,
}, async (t) => {
  const page = await openPage(t, site);
  await page.click('[data-puzzle="knight-path"]');
  await choosePreset(page, "2,000 × 2,000, 20 % walls");
  await page.waitForFunction(() => window.boardView.rows() === 2000);
  const seeded = await boardDigest(page);
  assert.ok(seeded.request.randomOff, "the preset's board is its seed");
  // A non-default algorithm, to see it kept.
  const algorithms = await page.$$eval("#algorithm option", (os) => os.map((o) => o.value));
  const algorithm = algorithms.at(-1);
  await page.selectOption("#algorithm", algorithm);

  // Paint one wall with the Wall tool: zoom in, and click an open square near the middle.
  for (let i = 0; i < 6; i++) await page.click("#zoom-in");
  const square = await page.evaluate(async () => {
    const { offSquares } = await import("./board_view.js");
    const walls = new Set(offSquares(window.boardView.request()));
    for (let c = 1000; ; c++) if (!walls.has(1000 * 2000 + c)) return [1000, c];
  });
  const [x, y] = await center(page, ...square);
  await page.click('#palette [data-tool="#"]');
  await page.mouse.click(x, y);
  await page.waitForFunction(() => window.boardView.request().off?.length === 1, null, { timeout: 30_000 });
  // The request is the seed plus the wall painted, not every wall.
  const sent = await page.evaluate(() => window.boardView.request());
  assert.deepEqual([sent.randomOff, sent.off, sent.on], [seeded.request.randomOff, [square], undefined]);
  assert.equal(await page.evaluate((sq) => window.boardView.cell(...sq), square), "#", `square ${square} is a wall now`);
  const edited = await boardDigest(page);
  assert.equal(edited.algorithm, algorithm);
  assert.ok(Math.abs(edited.walls - 800_000) < 5_000, `about 20 % of 4 000 000 squares are walls: ${edited.walls}`);

  const link = await copyLink(page);
  t.diagnostic(`the link: ${link.length} characters, ${link.slice(site.base.length)}`);
  assert.ok(link.length < 32_000, `the link is short enough: ${link.length} characters`);
  assert.match(link, /[#&]randomOff=0\.2,\d+/);
  // The seed plus the one edit, written plainly (a seeded board's edits go packed as offx past 64 squares).
  assert.ok(link.includes(`&off=${square.join(",")}&`), link);
  assert.match(link, /[#&]algorithm=/);

  // A fresh tab opens the link: the same board, square for square.
  const again = await openPage(t, site, { path: link.slice(site.base.length) });
  await again.waitForFunction(() => window.boardView.rows() === 2000);
  const restored = await boardDigest(again);
  assert.deepEqual(restored, edited);
  assert.equal(await again.$eval("#link-error", (e) => e.hidden).catch(() => true), true);
});

test("a link too long for a browser: the page says so and offers the request as a file", { timeout: 120_000 }, async (t) => {
  const page = await openPage(t, site);
  // 100 000 walls at random (no seed to fall back on): far past 32 000 characters packed.
  const made = await page.evaluate(async () => {
    const { encodeHash } = await import("./www/share/url.js");
    let s = 12345;
    const cells = new Set();
    while (cells.size < 100_000) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      cells.add(s % 4_000_000);
    }
    const off = [...cells].sort((a, b) => a - b).map((c) => [Math.floor(c / 2000), c % 2000]);
    const request = {
      puzzle: "knight-path",
      rows: 2000,
      cols: 2000,
      off: off.filter(([r, c]) => r + c > 0 && r + c < 3998),
      from: [0, 0],
      to: [1999, 1999],
    };
    return { hash: await encodeHash(request), walls: request.off.length };
  });
  assert.ok(made.hash.length > 32_000, `${made.hash.length}`);
  // Browsers open such a link (it is the sharing that fails): the board has every wall.
  const opened = await openPage(t, site, { path: `#${made.hash}` });
  await opened.waitForFunction(() => window.boardView.rows() === 2000);
  assert.equal((await boardDigest(opened)).walls, made.walls);
  await opened.click("#copy-link");
  const status = opened.locator("#share-status");
  await status.filter({ hasText: "too big for a link" }).waitFor({ timeout: 30_000 });
  const download = status.locator("a[download]");
  assert.equal(await download.getAttribute("download"), "board-puzzle-knight-path.json");
  const [file] = await Promise.all([opened.waitForEvent("download"), download.click()]);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  const request = JSON.parse(text);
  assert.equal(request.off.length, made.walls);
  assert.deepEqual([request.rows, request.cols, request.from, request.to], [2000, 2000, [0, 0], [1999, 1999]]);

  // The file opens again: a fresh page, Open file…, the same request square for square.
  const fresh = await openPage(t, site);
  assert.equal(await fresh.evaluate(() => window.boardView.puzzle()), "knight-swap");
  const [chooser] = await Promise.all([fresh.waitForEvent("filechooser"), fresh.click("#open-file")]);
  await chooser.setFiles({ name: file.suggestedFilename(), mimeType: "application/json", buffer: Buffer.from(text) });
  await fresh.waitForFunction(() => window.boardView.rows() === 2000, null, { timeout: 60_000 });
  assert.deepEqual(await boardDigest(fresh), await boardDigest(opened));
  assert.match(await fresh.textContent("#share-status"), /Opened board-puzzle-knight-path\.json/);
  assert.equal(await fresh.$eval("#link-error", (e) => e.hidden).catch(() => true), true);
  await fresh.waitForFunction(() => document.querySelector("#setup-status").dataset.state === "ok", null, { timeout: 60_000 });

  // A file that is not a board says so, naming what is wrong.
  const [again] = await Promise.all([fresh.waitForEvent("filechooser"), fresh.click("#open-file")]);
  await again.setFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"puzzle":"knight-path","rows":-5}') });
  await fresh.locator("#link-error").filter({ hasText: "This file could not be read" }).waitFor();
  assert.match(await fresh.textContent("#link-error"), /rows/);
});

test("bad links show what is wrong, naming the field, and keep the address", { timeout: 60_000 }, async (t) => {
  const cases = [
    ["#puzzle=nope", /puzzle: "nope" is not a puzzle; use one of .*knight-swap/],
    ["#puzzle=knight-path&rows=20000&cols=8", /rows: 20000 is outside 1 to 10,000/],
    ["#puzzle=knight-path&rows=-5&cols=8", /rows: "-5" is not a whole number/],
    ["#puzzle=knight-path&rows=2.5&cols=1e20", /rows: "2\.5" is not a whole number.*cols: "1e20" is not a whole number/],
    ["#%%%garbage", /garbage: is not a field.*puzzle: missing/],
    ["#puzzle=knight-path&rows=8&cols=8&offz=AAAA", /offz: is not packed data/],
    ["#puzzle=knight-swap&algorithm=quantum", /algorithm: "quantum" is not an algorithm of knight-swap/],
  ];
  const page = await openPage(t, site, { path: cases[0][0] });
  for (const [hash, message] of cases) {
    if (hash !== cases[0][0]) {
      await page.goto(site.base + hash);
      await page.reload();
      await page.waitForSelector("html[data-ready]");
    }
    const box = page.locator("#link-error");
    await box.waitFor({ state: "visible", timeout: 5_000 });
    assert.match(await box.textContent(), message, hash);
    assert.equal(await box.getAttribute("role"), "alert");
    // What is shown (the link's board, or the puzzle's first preset when the link's is incomplete) can be solved.
    await page.waitForFunction(() => !document.querySelector("#solve").disabled, null, { timeout: 5_000 });
    // The address stays the link (no silent rewrite to the default puzzle).
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => location.hash), new URL(site.base + hash).hash, hash);
  }
  // An edit means the user moved on: the message goes, the address follows the board.
  await page.goto(`${site.base}#puzzle=nope`);
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  await page.click('[data-puzzle="knight-path"]');
  await page.fill("#rows", "9");
  await page.press("#rows", "Enter");
  await page.waitForFunction(() => document.getElementById("link-error").hidden);
  await page.waitForFunction(() => location.hash.startsWith("#puzzle=knight-path"));
});

test("a link pasted into an open tab applies without reload", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  await page.evaluate(() => {
    window.sameDocument = true;
  });
  await page.evaluate(() => {
    location.hash = "#puzzle=knight-swap&board=n.n/.../N.N&goal=N.N/.../n.n&algorithm=bfs";
  });
  await expectShown(page, "n.n/.../N.N");
  assert.equal(await page.$eval("#algorithm", (s) => s.value), "bfs");
  await page.evaluate(() => {
    location.hash = "#puzzle=nope";
  });
  await page.locator("#link-error").filter({ hasText: 'puzzle: "nope"' }).waitFor({ timeout: 5_000 });
  await expectShown(page, "n.n/.../N.N");
  await page.evaluate(() => {
    location.hash = "#puzzle=knight-path&rows=6&cols=7&from=1,1&to=5,6&off=2,2;3,3";
  });
  await page.waitForFunction(() => window.boardView.cols() === 7);
  assert.ok(await page.$eval("#link-error", (e) => e.hidden));
  const request = await page.evaluate(() => window.boardView.request());
  assert.deepEqual(
    [request.from, request.to],
    [
      [1, 1],
      [5, 6],
    ],
  );
  assert.ok(await page.evaluate(() => window.sameDocument), "no reload");
});

test("embed.html reads packed links too: 300 walls through offz", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  const hash = await page.evaluate(async () => {
    const { encodeHash } = await import("./www/share/url.js");
    const off = [];
    for (let i = 0; i < 300; i++) off.push([1 + (i % 38), 1 + Math.floor(i / 38) * 4]);
    return encodeHash({ puzzle: "knight-path", rows: 40, cols: 40, off, from: [0, 0], to: [39, 39] });
  });
  assert.match(hash, /&offz=/);
  // embed.html links its icon (www/icons/): no favicon.ico request, so a missing one would fail here.
  const frame = await openPage(t, site, { path: `embed.html#${hash}`, ready: false });
  await frame.waitForFunction(() => document.querySelector("board-puzzle")?.view);
  await frame.evaluate(() => document.querySelector("board-puzzle").ready);
  const request = await frame.evaluate(() => document.querySelector("board-puzzle").view.request());
  const expected = await page.evaluate(async (h) => (await (await import("./www/share/url.js")).readLink(h)).request.off.length, hash);
  assert.equal(expected, 300);
  assert.equal(request.board.split("#").length - 1, 300);
  assert.equal(await frame.locator(".error").count(), 0);
});

test("a seeded board in the element: random-off gives the link's walls, and Copy embed code writes it", { timeout: 90_000 }, async (t) => {
  const page = await openPage(t, site, { path: "#puzzle=knight-path&rows=300&cols=300&randomOff=0.2,7&from=0,0&to=299,299" });
  await page.waitForFunction(() => window.boardView.rows() === 300);
  assert.deepEqual(await page.evaluate(() => window.boardView.request().randomOff), { fraction: 0.2, seed: 7 });
  await page.click("#copy-embed");
  await page.waitForFunction(() => /copied|Copy the text/.test(document.getElementById("share-status").textContent));
  const code = await page.inputValue("#share-text");
  const line = code.split("\n").find((l) => l.startsWith("<board-puzzle"));
  assert.ok(line, code);
  assert.match(line, / random-off="\{&quot;fraction&quot;:0\.2,&quot;seed&quot;:7\}"/);
  // The element with those attributes has the same walls as the page.
  const [fromPage, fromElement] = await page.evaluate(async (html) => {
    const { offSquares } = await import("./board_view.js");
    await import("./www/embed.js"); // defines <board-puzzle> (the page itself does not use it)
    const box = document.createElement("div");
    box.innerHTML = html; // the snippet's own text, as a course page would hold it
    const w = box.querySelector("board-puzzle");
    document.body.append(w);
    await w.ready;
    return [offSquares(window.boardView.request()).length, offSquares(w.view.request()).length];
  }, line);
  assert.ok(fromPage > 15_000 && fromPage < 21_000, `about 20 % of 90 000 squares: ${fromPage}`);
  assert.equal(fromElement, fromPage);
});

test("a seeded board with many edits both ways: offx keeps the seed, and reads back as off and on", { timeout: 60_000 }, async (t) => {
  const page = await openPage(t, site);
  const { hash, back, off, on } = await page.evaluate(async () => {
    const { offSquares } = await import("./board_view.js");
    const { encodeHash, readLink } = await import("./www/share/url.js");
    const base = { puzzle: "knight-path", rows: 300, cols: 300, randomOff: { fraction: 0.2, seed: 7 } };
    const walls = new Set(offSquares(base));
    const sq = (c) => [Math.floor(c / 300), c % 300];
    const cells = [...Array(90_000).keys()].filter((c) => c > 0 && c < 89_999);
    const off = cells
      .filter((c) => !walls.has(c))
      .slice(0, 70)
      .map(sq);
    const on = cells
      .filter((c) => walls.has(c))
      .slice(0, 30)
      .map(sq);
    const hash = await encodeHash({ ...base, off, on, from: [0, 0], to: [299, 299] });
    return { hash, back: (await readLink(hash)).request, off, on };
  });
  assert.match(hash, /randomOff=0\.2,7&offx=[A-Za-z0-9_-]+/);
  assert.doesNotMatch(hash, /[#&](off|on|offz)=/);
  assert.deepEqual([back.randomOff, back.off, back.on], [{ fraction: 0.2, seed: 7 }, off, on]);
});

test("random walls from the page: share and seed on an 8 × 8 knight path, New walls, kept in the link and the embed code", {
  timeout: 90_000,
}, async (t) => {
  const page = await openPage(t, site);
  await page.click("button[data-puzzle=knight-path]");
  await page.fill("#rows", "8");
  await page.locator("#rows").dispatchEvent("change");
  await page.fill("#cols", "8");
  await page.locator("#cols").dispatchEvent("change");
  await page.waitForFunction(() => window.boardView.rows() === 8 && window.boardView.cols() === 8);
  assert.equal(await page.isVisible("#walls"), true, "the control is offered for the knight path");
  await page.fill("#walls .walls-percent", "25");
  await page.fill("#walls .walls-seed", "7");
  await page.locator("#walls .walls-seed").dispatchEvent("change");
  await page.waitForFunction(() => window.boardView.request().randomOff?.seed === 7);
  const first = await boardDigest(page);
  assert.deepEqual(first.request.randomOff, { fraction: 0.25, seed: 7 });
  assert.deepEqual([first.request.rows, first.request.cols], [8, 8]);
  assert.ok(first.walls > 0 && first.walls < 64, `${first.walls} walls`);
  // The start and the target stay open: the setup can be solved.
  await page.waitForFunction(() => !/off the board/.test(document.querySelector("#setup-status").textContent));
  assert.deepEqual(
    [first.request.from, first.request.to],
    [
      [0, 0],
      [7, 7],
    ],
  );
  // The link keeps the seed; the embed code writes the attribute.
  assert.match(await copyLink(page), /[#&]randomOff=0\.25,7(&|$)/);
  await page.click("#copy-embed");
  await page.waitForFunction(() => /copied|Copy the text/.test(document.getElementById("share-status").textContent));
  assert.match(await page.inputValue("#share-text"), / random-off="\{&quot;fraction&quot;:0\.25,&quot;seed&quot;:7\}"/);
  // New walls: a fresh seed, other walls, the share kept.
  await page.click("#walls .walls-new");
  await page.waitForFunction(() => window.boardView.request().randomOff?.seed !== 7);
  const second = await boardDigest(page);
  assert.equal(second.request.randomOff.fraction, 0.25);
  assert.equal(await page.inputValue("#walls .walls-seed"), String(second.request.randomOff.seed));
  assert.notEqual(second.digest, first.digest, "other walls");
  // A share it cannot use is refused with the field named, the board kept.
  await page.fill("#walls .walls-percent", "95");
  await page.locator("#walls .walls-percent").dispatchEvent("change");
  await page.waitForFunction(() => /Walls %: enter a whole number from 0 to 90/.test(document.querySelector("#setup-status").textContent));
  assert.equal((await boardDigest(page)).digest, second.digest);
  // 0 % takes the walls away.
  await page.fill("#walls .walls-percent", "0");
  await page.locator("#walls .walls-percent").dispatchEvent("change");
  await page.waitForFunction(() => window.boardView.request().randomOff === undefined);
  assert.equal((await boardDigest(page)).walls, 0);
  // Other puzzles do not offer it.
  await page.click("button[data-puzzle=knight-swap]");
  assert.equal(await page.isVisible("#walls"), false);
});

test("random walls in the element: controls=walls offers them, the attributes follow, a copy and the export's link keep them", {
  timeout: 90_000,
}, async (t) => {
  const page = await openPage(t, site);
  await page.evaluate(async () => {
    await import("./www/embed.js"); // defines <board-puzzle>
    const box = document.createElement("div");
    box.innerHTML = `<board-puzzle id="w" puzzle="knight-path" rows="8" cols="8" from="[0,0]" to="[7,7]" controls="solve walls export"></board-puzzle>
      <board-puzzle id="plain" puzzle="knight-path" rows="8" cols="8"></board-puzzle>
      <board-puzzle id="swap" puzzle="knight-swap" controls="walls"></board-puzzle>`;
    document.body.prepend(box);
    await Promise.all(
      [...box.querySelectorAll("board-puzzle")].map(async (w) => {
        while (!w.ready) await new Promise((r) => setTimeout(r, 10));
        await w.ready;
      }),
    );
  });
  /** Widget `id`'s walls: { randomOff, count, digest } of its board, and its attributes. */
  const wallsOf = (id) =>
    page.evaluate(async (i) => {
      const { offSquares } = await import("./board_view.js");
      const w = document.getElementById(i);
      const cells = offSquares(w.view.request());
      let digest = 0;
      for (const c of cells) digest = (Math.imul(digest, 31) + c) | 0;
      const attrs = Object.fromEntries(["board", "rows", "cols", "off", "random-off", "on"].map((n) => [n, w.getAttribute(n)]));
      return { randomOff: w.view.request().randomOff, on: w.view.request().on, count: cells.length, digest, attrs };
    }, id);
  // Offered where the controls name it and the puzzle takes walls, not elsewhere.
  assert.equal(await page.isVisible("#w .walls-percent"), true);
  assert.equal(await page.isVisible("#plain [data-part='walls.box']"), false, "not in the default controls");
  assert.equal(await page.isVisible("#swap [data-part='walls.box']"), false, "the knight swap takes no walls");
  // Share and seed: the board's walls, and the attributes follow (no reload).
  await page.fill("#w .walls-percent", "25");
  await page.fill("#w .walls-seed", "7");
  await page.locator("#w .walls-seed").dispatchEvent("change");
  await page.waitForFunction(() => document.getElementById("w").view.request().randomOff?.seed === 7);
  const first = await wallsOf("w");
  assert.deepEqual(first.randomOff, { fraction: 0.25, seed: 7 });
  assert.ok(first.count > 0 && first.count < 64, `${first.count} walls`);
  const { on, ...attrs } = first.attrs;
  assert.deepEqual(attrs, { board: null, rows: "8", cols: "8", off: null, "random-off": '{"fraction":0.25,"seed":7}' });
  // The start and target kept open where the seed made them walls: the request's own `on`.
  assert.equal(on, first.on === undefined ? null : JSON.stringify(first.on));
  // A copy of the element's markup shows the same walls.
  const copy = await page.evaluate(async () => {
    const w = document.getElementById("w");
    const box = document.createElement("div");
    box.innerHTML = w.outerHTML.replace('id="w"', 'id="copy"');
    document.body.append(box);
    const c = box.querySelector("board-puzzle");
    while (!c.view) await new Promise((r) => setTimeout(r, 10));
    await c.ready;
    return c.outerHTML;
  });
  assert.match(copy, /random-off=/);
  assert.equal((await wallsOf("copy")).digest, first.digest);
  // The export's link (the element's share link) reads back with the same seed.
  const back = await page.evaluate(async () => {
    const { readLink } = await import("./www/share/url.js");
    const { link } = await document.getElementById("w").exportPanel.exporter.caption();
    return { link, request: (await readLink(new URL(link).hash)).request };
  });
  assert.match(back.link, /[#&]randomOff=0\.25,7(&|$)/);
  assert.deepEqual(back.request.randomOff, { fraction: 0.25, seed: 7 });
  // New walls: a fresh seed, other walls, the attribute follows.
  await page.click("#w .walls-new");
  await page.waitForFunction(() => document.getElementById("w").view.request().randomOff?.seed !== 7);
  const second = await wallsOf("w");
  assert.equal(second.randomOff.fraction, 0.25);
  assert.equal(second.attrs["random-off"], JSON.stringify(second.randomOff));
  assert.equal(await page.inputValue("#w .walls-seed"), String(second.randomOff.seed));
  assert.notEqual(second.digest, first.digest, "other walls");
  // An attribute set from outside reloads the board, and the control shows it.
  await page.$eval("#w", (w) => w.setAttribute("random-off", '{"fraction":0.3,"seed":9}'));
  await page.waitForFunction(() => document.getElementById("w").view.request().randomOff?.seed === 9);
  assert.equal(await page.inputValue("#w .walls-percent"), "30");
  assert.equal(await page.inputValue("#w .walls-seed"), "9");
  // A share it cannot use is refused beside Solve, the field named; 0 % takes the walls away.
  await page.fill("#w .walls-percent", "95");
  await page.locator("#w .walls-percent").dispatchEvent("change");
  await page.waitForFunction(() =>
    /Walls %: enter a whole number from 0 to 90/.test(document.getElementById("w").shadowRoot.querySelector(".status").textContent),
  );
  await page.fill("#w .walls-percent", "0");
  await page.locator("#w .walls-percent").dispatchEvent("change");
  await page.waitForFunction(() => document.getElementById("w").view.request().randomOff === undefined);
  const none = await wallsOf("w");
  assert.equal(none.count, 0);
  assert.equal(none.attrs["random-off"], null);
});
