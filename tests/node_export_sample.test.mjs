// The sampling of a search's replay into GIF frames (www/export/export-search.js
// `sampleEvents`, issue 26 point 8): one frame per event while the GIF
// stays within MAX_GIF_FRAMES frames and MAX_FPS frames a second, else
// evenly spaced events, the first and the last always shown, the delay
// keeping the chosen events a second on average.
// Run:  node --test tests/node_export_sample.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { MAX_FPS, sampleEvents } from "../www/export/export-search.js";
import { MAX_GIF_FRAMES } from "../www/export/export.js";

test("a short range at a slow speed is one frame per event", () => {
  const { events, delay } = sampleEvents(5, 20, 10);
  assert.deepEqual(
    events,
    Array.from({ length: 16 }, (_, i) => 5 + i),
  );
  assert.equal(delay, 100, "10 events a second");
});

test("a long trace is sampled evenly to MAX_GIF_FRAMES frames, first and last kept", () => {
  const { events, delay } = sampleEvents(0, 200_000, 1_000);
  assert.equal(events.length, MAX_GIF_FRAMES);
  assert.equal(events[0], 0);
  assert.equal(events.at(-1), 200_000);
  const gaps = events.slice(1).map((e, i) => e - events[i]);
  assert.ok(Math.max(...gaps) - Math.min(...gaps) <= 1, `even gaps: ${Math.min(...gaps)} to ${Math.max(...gaps)}`);
  // 200 000 events at 1 000 a second last 200 s: 999 gaps of about 200 ms.
  assert.equal(delay, Math.round((1000 * 200_000) / 999 / 1_000));
  assert.equal(sampleEvents(0, 200_000, 10_000).events.length, 501, "at 10 000 a second, 20 s at MAX_FPS frames a second");
});

test("a fast speed samples to MAX_FPS frames a second", () => {
  const { events, delay } = sampleEvents(0, 1000, 1000);
  assert.equal(events.length, Math.ceil((1000 * MAX_FPS) / 1000) + 1, "26 frames for one second of events");
  assert.equal(events.at(-1), 1000);
  assert.equal(delay, 40);
  assert.equal(sampleEvents(0, 56, 1000).events.length, 3, "a 56-event search at 1 000 a second");
});

test("a range of one event is one frame", () => {
  assert.deepEqual(sampleEvents(7, 7, 10).events, [7]);
});
