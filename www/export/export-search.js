// Search animations for class (issue 26): two GIFs beside the answer's
// moves (www/export/export.js `Exporter.gif`), encoded by the same worker
// (`GifEncoder`, www/workers/export-worker.js):
// - the search as Watch replays it (www/lab/lab.js): Watch's own trace when it
//   holds one of the request shown, else the chosen algorithm run once
//   with `trace: true` (the searches are deterministic, so this is the
//   search Watch shows); the trace is set on a BoardView of its
//   own (off screen, so the board shown never changes) and each frame is
//   that view at one event (`setTraceStep`) drawn by `renderTo`. A range
//   longer than MAX_GIF_FRAMES events, or faster than MAX_FPS frames a
//   second, is sampled evenly, and the strip under each frame says so;
// - a placement answer built up piece by piece in the order the solver
//   placed it (the answer's order: `renderTo`'s `placed` option).
// `SearchGifControls` is the Export panel's fieldset for the first
// (www/export/export-panel.js); the second is the panel's "Animation of the
// answer" when the answer is a placement.
import { el } from "../base/dom.js";
import { count } from "../base/format.js";
import { readWholeField } from "../controller/request.js";
import { Cancelled, Solver } from "../workers/solver-client.js";
import { MAX_GIF_FRAMES, download, nextTask } from "./export.js";
import { gifBox, drawGifFrame } from "./export-drawing.js";
import { GifEncoder } from "./gif-encoder.js";

/** The most frames a second a GIF plays: 25 (40 ms a frame; browsers slow delays under 20 ms to 100 ms). */
export const MAX_FPS = 25;
/** The longest a frame is shown, ms. */
const MAX_DELAY = 60_000;

/** Lets the page breathe between frames (one task each). */

/**
 * The events shown, one a frame, for a replay of events `from` to `to` at
 * `speed` events a second: every event while that is at most
 * MAX_GIF_FRAMES frames and MAX_FPS frames a second, else evenly sampled
 * (the first and last always shown). Returns `{ events, delay }` (the ms
 * each frame shows, so the replay keeps `speed` on average).
 */
export function sampleEvents(from, to, speed) {
  const span = to - from;
  const rate = Math.max(0.1, speed);
  if (span <= 0) return { events: [from], delay: Math.round(Math.min(MAX_DELAY, 1000 / rate)) };
  const frames = Math.min(span + 1, MAX_GIF_FRAMES, Math.ceil((span * MAX_FPS) / rate) + 1);
  const events = Array.from({ length: frames }, (_, i) => from + Math.round((i * span) / (frames - 1)));
  const delay = Math.round(Math.min(MAX_DELAY, Math.max(1000 / MAX_FPS, (1000 * span) / (frames - 1) / rate)));
  return { events, delay };
}

/**
 * Draws `frames` frames on `view` and encodes them: `draw(i, canvas, w, h)`
 * draws board `i` (returns true while it wants another call, as
 * `renderTo` does), `number(i)` is the strip's right corner; `lines` the
 * strip's two lines. Returns the GIF Blob.
 */
async function encode({ size, view, lines, comment, delay, frames, draw, number, signal, onStart, onProgress }) {
  const { width, height, boardHeight } = gifBox(view, size);
  const encoder = await GifEncoder.start({ width, height, delay, comment, frames });
  onStart(encoder.where);
  try {
    for (let i = 0; i < frames; i++) {
      if (signal?.aborted) throw new DOMException("export cancelled", "AbortError");
      const board = document.createElement("canvas");
      for (let k = 0; draw(i, board, width, boardHeight) && k < 200; k++) await nextTask();
      const data = drawGifFrame(board, lines, number(i), width, height).getImageData(0, 0, width, height).data;
      await encoder.frame(data, (done) => onProgress(done, frames));
      await nextTask();
    }
    return await encoder.finish((done) => onProgress(done, frames));
  } finally {
    encoder.close();
  }
}

/** The pieces a placement answer adds (0 without one). */
export function placementPieces(exporter) {
  const a = exporter.answer;
  return a && exporter.steps === 0 && (a.placement || a.solutions) ? exporter.view.addedCount() : 0;
}

/**
 * A placement answer built up piece by piece as a GIF Blob: frame k shows
 * the first k pieces it adds in the answer's order (pieces `from` to `to`,
 * to − from + 1 frames), `speed` pieces a second; options as
 * `Exporter.gif`.
 */
export async function placementGif(
  exporter,
  { from = 0, to, size = 480, speed = 2, options = {}, signal, onStart = () => {}, onProgress = () => {} } = {},
) {
  const n = placementPieces(exporter);
  if (n === 0) throw new Error("no placement to build up: press Solve first");
  const last = Math.max(from, Math.min(n, to ?? n));
  const frames = last - from + 1;
  if (frames > MAX_GIF_FRAMES) throw new Error(`${count(frames)} frames: a GIF holds at most ${count(MAX_GIF_FRAMES)} (choose a shorter range)`);
  const cap = await exporter.caption();
  const lines = [cap.lines[0], `${cap.lines[1]} · in the order placed`];
  const view = exporter.view;
  return encode({
    size,
    view,
    lines,
    frames,
    signal,
    onStart,
    onProgress,
    comment: cap.text,
    delay: Math.round(1000 / Math.max(0.1, Math.min(MAX_FPS, speed))),
    draw: (i, canvas, w, h) => view.renderTo(canvas, w, h, 1, { ...options, placed: from + i }),
    number: (i) => `piece ${count(from + i)} / ${count(n)}`,
  });
}

/** The recorded search of each exporter: { key, view, events, truncated, algorithm }. */
const recorded = new WeakMap();

/**
 * The search of the position shown with the chosen algorithm, recorded
 * (`trace: true`) and set on a BoardView off the page; kept until the
 * request changes. When Watch holds the trace of this very request
 * (`exporter.watched(key)`: the page's search lab), that trace is used and
 * nothing is searched again; else the search runs once, in a solver worker
 * of its own. Resolves `{ view, events, truncated, algorithm }` (the
 * algorithm's id); rejects when the algorithm records nothing to replay,
 * or with an AbortError when `signal` aborts the recording.
 */
export async function recordSearch(exporter, signal) {
  const request = exporter.controller.request();
  const key = JSON.stringify(request);
  const kept = recorded.get(exporter);
  if (kept?.key === key) return kept;
  const watched = exporter.watched(key); // Watch's own search of this request, with its trace
  const answer = watched?.trace ? watched : await searched(request, signal);
  if (!answer.trace) throw new Error(answer.reason ?? "this search answered without a record of its steps");
  const view = new exporter.view.constructor(document.createElement("canvas"));
  view.setRequest(request);
  const events = view.setTrace(answer.trace);
  if (events === 0) {
    view.free();
    throw new Error("this search recorded a heat map of its expansions, not events to replay (the board is too large): Watch shows it");
  }
  kept?.view.free();
  const made = { key, view, events, truncated: Boolean(answer.trace.truncated), algorithm: answer.stats?.algorithm ?? exporter.controller.algorithm };
  recorded.set(exporter, made);
  return made;
}

/** The answer of `request` solved with `trace: true` in a solver worker of its own (closed after; `signal` aborts it). */
async function searched(request, signal) {
  const solver = new Solver();
  const stop = () => solver.close();
  signal?.addEventListener("abort", stop);
  try {
    return await solver.solve({ ...request, trace: true });
  } catch (err) {
    throw err instanceof Cancelled ? new DOMException("export cancelled", "AbortError") : err;
  } finally {
    signal?.removeEventListener("abort", stop);
    solver.close();
  }
}

/**
 * The search as Watch replays it, events `from` to `to` (default: all) at
 * `speed` events a second, as a GIF Blob: each frame the board after one
 * event, the strip naming the algorithm and the event ("event 1,200 /
 * 5,000"), sampled evenly when the range is long (see `sampleEvents`).
 * Options as `Exporter.gif`.
 */
export async function searchGif(
  exporter,
  { from = 0, to, size = 480, speed = 10, options = {}, signal, onStart = () => {}, onProgress = () => {} } = {},
) {
  const search = await recordSearch(exporter, signal);
  const n = search.events;
  const last = to ?? n;
  if (from > n || last > n) throw new Error(`the search recorded ${count(n)} events: choose a range from 0 to ${count(n)}`);
  if (last < from) throw new Error(`the range ends (${count(last)}) before it starts (${count(from)})`);
  const { events, delay } = sampleEvents(from, last, speed);
  const info = exporter.controller.info;
  const algo = info?.algorithms.find((a) => a.id === search.algorithm);
  const cap = await exporter.caption();
  const board =
    exporter.controller.request().grid === "triangle" ? `${search.view.rows()}-row triangle` : `${search.view.rows()} × ${search.view.cols()} board`;
  const every = events.length > 1 ? (last - from) / (events.length - 1) : 1;
  const sampled = every > 1 ? `every ${count(Math.round(every * 10) / 10)} events sampled evenly` : "one frame per event";
  const recordedWords = `${count(n)} events${search.truncated ? " (the first recorded; the search went on)" : ""}`;
  const lines = [
    `${info?.title ?? "Board"} · ${algo?.name ?? search.algorithm}`,
    `the search as Watch replays it · ${board} · ${recordedWords} · ${sampled}`,
  ];
  const comment = [
    ...lines,
    `${count(events.length)} frames, events ${count(from)} to ${count(last)} at ${count(speed)} events a second`,
    cap.link ?? "(the position is too big for a link)",
  ].join("\n");
  return encode({
    size,
    lines,
    comment,
    delay,
    signal,
    onStart,
    onProgress,
    view: search.view,
    frames: events.length,
    draw: (i, canvas, w, h) => {
      search.view.setTraceStep(events[i]);
      return search.view.renderTo(canvas, w, h, 1, options);
    },
    number: (i) => `event ${count(events[i])} / ${count(n)}`,
  });
}

/** `input`'s whole number from `min` to `max`; else it is marked invalid and the error, naming `label`, is thrown. */
export function wholeField(input, label, min, max) {
  const { value, error } = readWholeField(input, label, min, max);
  if (error) throw new Error(error);
  return value;
}

/** Events a second offered for a search's replay. */
const EVENT_RATES = [1, 2, 5, 10, 25, 100, 1_000, 10_000];

/**
 * The Export panel's "Animation of the search" fieldset: From event, to
 * event (empty: the last), Speed (events a second), the GIF button, Cancel
 * and a progress bar. `panel`: { exporter, size() → px, options() → the
 * layers, run(job) → runs a job saying its error, say(text) }.
 */
export class SearchGifControls {
  #panel;
  #ui;
  #abort = null;

  constructor(panel) {
    this.#panel = panel;
    const number = (cls, label, value) => {
      const input = el("input", { type: "number", class: cls, value, min: "0", step: "1", inputmode: "numeric" });
      return { input, label: el("label", { class: "num" }, `${label} `, input) };
    };
    const ui = {
      from: number("search-from", "From event", "0"),
      to: number("search-to", "to", ""),
      speed: el(
        "select",
        { class: "search-speed", "aria-label": "Speed" },
        ...EVENT_RATES.map((v) => el("option", { value: String(v), selected: v === 10 }, `${count(v)} event${v === 1 ? "" : "s"}/s`)),
      ),
      gif: el("button", { type: "button", class: "search-gif", title: "Download the search, as Watch replays it, as an animated GIF" }, "Search GIF"),
      cancel: el("button", { type: "button", class: "search-cancel", hidden: true }, "Cancel"),
      bar: el("progress", { class: "search-progress", max: "1", value: "0", hidden: true }),
    };
    ui.to.input.placeholder = "last";
    this.#ui = ui;
    this.root = el(
      "fieldset",
      { class: "search-animation" },
      el("legend", {}, "Animation of the search (as Watch replays it)"),
      el("div", { class: "row" }, ui.from.label, ui.to.label),
      el("div", { class: "row" }, el("label", { class: "num" }, "Speed ", ui.speed), ui.gif, ui.cancel),
      ui.bar,
    );
    ui.gif.addEventListener("click", () => panel.run(() => this.gif()));
    ui.cancel.addEventListener("click", () => this.#abort?.abort());
  }

  /** Shown for an algorithm that records its search (`traced`); the range's bound once the search is recorded. */
  refresh() {
    const x = this.#panel.exporter;
    // The request's fields are kept (not copied) until it changes: compared cheaply, twice a second.
    const request = x.controller.request();
    const same =
      this.#request &&
      Object.keys(request).length === Object.keys(this.#request).length &&
      Object.keys(request).every((k) => request[k] === this.#request[k]);
    if (!same) {
      this.#request = request;
      this.#ui.to.input.value = "";
      this.#ui.to.input.removeAttribute("max");
    }
    const algo = x.controller.info?.algorithms.find((a) => a.id === x.controller.algorithm);
    this.root.hidden = !algo?.traced;
    this.#ui.gif.disabled = Boolean(this.#abort);
  }

  #request = null;

  /** Records the search (once per position), reads the range against it, then encodes and downloads it. */
  async gif() {
    const ui = this.#ui;
    const x = this.#panel.exporter;
    this.#abort = new AbortController();
    ui.gif.disabled = true;
    ui.cancel.hidden = false;
    ui.bar.hidden = false;
    ui.bar.value = 0;
    this.#panel.say("Recording the search…");
    try {
      // The range is read against the events recorded (the search is kept for the next GIF).
      const n = (await recordSearch(x, this.#abort.signal)).events;
      for (const f of [ui.from, ui.to]) f.input.max = String(n);
      const from = wholeField(ui.from.input, "From event", 0, n);
      const to = ui.to.input.value === "" && !ui.to.input.validity.badInput ? n : wholeField(ui.to.input, "To event", 0, n);
      if (to < from) throw new Error(`the range ends (${count(to)}) before it starts (${count(from)})`);
      let frames = 0;
      const blob = await searchGif(x, {
        from,
        to,
        size: this.#panel.size(),
        speed: Number(ui.speed.value) || 10,
        options: this.#panel.options(),
        signal: this.#abort.signal,
        onStart: (where) => {
          ui.bar.dataset.encoder = where;
        },
        onProgress: (done, total) => {
          frames = total;
          ui.bar.value = done / total;
          this.#panel.say(`Encoding: ${count(done)} of ${count(total)} frames…`);
        },
      });
      const name = x.fileName("gif", `-search-${from}-${to}`);
      download(blob, name);
      this.#panel.say(`Saved ${name}: ${count(frames)} frames, ${count(Math.round(blob.size / 1024))} KB.`);
    } finally {
      this.#abort = null;
      ui.bar.hidden = true;
      ui.cancel.hidden = true;
      ui.gif.disabled = false;
    }
  }
}
