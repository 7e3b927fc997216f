// Random walls (issue 26): for a puzzle that takes `randomOff` (the knight
// path), on any board size, in the page and the <board-puzzle> element
// alike (the template's group `walls.box`, www/controls/controls.js; the
// controller makes one WallControls over its parts). The share of squares
// made walls (a whole percentage, 0 to 90) and the seed of the generator,
// with New walls for a fresh seed. The values are the request's
// `randomOff` ({fraction, seed}, docs/API.md), so share links and the
// element's `random-off` attribute keep them; the board draws the same
// walls from the same seed anywhere.
import { MOST_WALL_PERCENT } from "./controls.js";
import { readWholeField } from "../controller/request.js";

/** Seeds are whole numbers a JS number holds exactly. */
const MOST_SEED = Number.MAX_SAFE_INTEGER;

/** A fresh seed from the browser's generator (what New walls draws). */
function freshSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi % 2 ** 21) * 2 ** 32 + lo;
}

/**
 * `request` (rows × cols shown) with `randomOff`'s walls instead of its
 * own (null: no walls): its board, walls and open squares go, the start
 * and the target are kept open (edits of the seed's draw).
 */
export function withWalls(request, rows, cols, randomOff) {
  const next = { ...request, rows, cols };
  for (const field of ["board", "off", "on", "randomOff"]) delete next[field];
  if (randomOff) {
    next.randomOff = randomOff;
    next.on = [next.from, next.to].filter(Boolean);
  }
  return next;
}

export class WallControls {
  #box;
  #apply;
  #onError;
  #percent;
  #seed;

  /**
   * Drives the parts `{ box, percent, seed, fresh }` (the template's
   * `walls.*`); `apply(randomOff)` runs with {fraction, seed} (or null for
   * no walls) when the user changes them; `onError(message or null)` says
   * a field's error (the field named).
   */
  constructor({ box, percent, seed, fresh }, apply, onError = () => {}) {
    this.#box = box;
    this.#apply = apply;
    this.#onError = onError;
    this.#percent = percent;
    this.#seed = seed;
    for (const input of [percent, seed]) input.addEventListener("change", () => this.#changed());
    fresh.addEventListener("click", () => {
      if (this.#read(percent, "Walls %", MOST_WALL_PERCENT) === 0) percent.value = "20";
      seed.value = String(freshSeed());
      this.#changed();
    });
  }

  /**
   * Shows the control for puzzle `info` (only one that takes randomOff,
   * and not when the box's `data-shown` is "false": the element's
   * `controls` leave it out), with `request`'s walls.
   */
  show(info, request) {
    this.#box.hidden = this.#box.dataset.shown === "false" || !info?.fields?.includes("randomOff");
    if (this.#box.hidden) return;
    const random = request?.randomOff;
    const focused = this.#box.getRootNode().activeElement;
    if (focused === this.#percent || focused === this.#seed) return;
    this.#percent.value = String(random ? Math.round(random.fraction * 100) : 0);
    this.#seed.value = String(random?.seed ?? 1);
    for (const input of [this.#percent, this.#seed]) input.setAttribute("aria-invalid", "false");
  }

  /** Field `input`'s whole number (0 to `max`), or null with the error said, the field named. */
  #read(input, label, max) {
    const { value, error } = readWholeField(input, label, 0, max);
    if (error) this.#onError(error);
    return error ? null : value;
  }

  #changed() {
    const percent = this.#read(this.#percent, "Walls %", MOST_WALL_PERCENT);
    const seed = percent === null ? null : this.#read(this.#seed, "Seed", MOST_SEED);
    if (percent === null || seed === null) return;
    this.#onError(null);
    this.#apply(percent === 0 ? null : { fraction: percent / 100, seed });
  }
}
