// Random walls (issue 26): for a puzzle that takes `randomOff` (the knight
// path), on any board size. The share of squares made walls (a whole
// percentage, 0 to 90) and the seed of the generator, with New walls for a
// fresh seed. The values are the request's `randomOff` ({fraction, seed},
// docs/API.md), so share links and the element's `random-off` attribute
// keep them; the board draws the same walls from the same seed anywhere.
import { el } from "./dom.js";
import { readWholeField } from "./request.js";

/** The largest share of walls, percent (the core's randomOff.fraction ≤ 0.9). */
const MOST_PERCENT = 90;
/** Seeds are whole numbers a JS number holds exactly. */
const MOST_SEED = Number.MAX_SAFE_INTEGER;

/** A fresh seed from the browser's generator (what New walls draws). */
function freshSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi % 2 ** 21) * 2 ** 32 + lo;
}

export class WallControls {
  #box;
  #apply;
  #onError;
  #percent;
  #seed;

  /**
   * Fills `box` with the fields; `apply(randomOff)` runs with
   * {fraction, seed} (or null for no walls) when the user changes them;
   * `onError(message or null)` says a field's error (the field named).
   */
  constructor(box, apply, onError = () => {}) {
    this.#box = box;
    this.#apply = apply;
    this.#onError = onError;
    const number = (cls, max) => el("input", { type: "number", class: cls, min: "0", max: String(max), step: "1", inputmode: "numeric" });
    this.#percent = number("walls-percent", MOST_PERCENT);
    this.#seed = number("walls-seed", MOST_SEED);
    const fresh = el("button", { type: "button", class: "walls-new", title: "Draw new random walls (a fresh seed)" }, "New walls");
    box.replaceChildren(el("label", {}, "Walls ", this.#percent, " %"), el("label", {}, "Seed ", this.#seed), fresh);
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", "Random walls");
    for (const input of [this.#percent, this.#seed]) input.addEventListener("change", () => this.#changed());
    fresh.addEventListener("click", () => {
      if (this.#read(this.#percent, "Walls %", MOST_PERCENT) === 0) this.#percent.value = "20";
      this.#seed.value = String(freshSeed());
      this.#changed();
    });
  }

  /** Shows the control for puzzle `info` (only one that takes randomOff), with `request`'s walls. */
  show(info, request) {
    this.#box.hidden = !info?.fields?.includes("randomOff");
    if (this.#box.hidden) return;
    const random = request?.randomOff;
    for (const input of [this.#percent, this.#seed]) if (document.activeElement === input) return;
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
    const percent = this.#read(this.#percent, "Walls %", MOST_PERCENT);
    const seed = percent === null ? null : this.#read(this.#seed, "Seed", MOST_SEED);
    if (percent === null || seed === null) return;
    this.#onError(null);
    this.#apply(percent === 0 ? null : { fraction: percent / 100, seed });
  }
}
