// Playback of an answer: play, pause, step, seek, speed. The position lives
// in the view (setPlayback); this only advances it over time. With
// prefers-reduced-motion the knights jump square to square instead of
// gliding, and nothing plays by itself.

export const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

/** Moves per second for "auto": about ten seconds for the whole answer
 * (a tour of a million squares grows its line at 100 000 moves a second). */
function autoSpeed(steps) {
  return Math.min(Math.max(steps / 10, 1.5), 100_000);
}

export class Player {
  #view;
  #onFrame;
  #raf = 0;
  #last = 0;
  #t = 0;
  speed = "auto";

  /** view: a BoardView; onFrame(): called after every change of position. */
  constructor(view, onFrame) {
    this.#view = view;
    this.#onFrame = onFrame;
  }

  get length() {
    return this.#view.steps();
  }

  get playing() {
    return this.#raf !== 0;
  }

  get position() {
    return this.#view.playback();
  }

  #rate() {
    const n = Number(this.speed);
    return Number.isFinite(n) && n > 0 ? n : autoSpeed(this.length);
  }

  /** Goes to fractional step t (clamped), pausing. */
  seek(t) {
    this.pause();
    this.#set(t);
  }

  /** One whole step forward (+1) or back (−1) from where it is. */
  step(direction) {
    const t = this.position;
    const next = direction > 0 ? Math.floor(t + 1e-9) + 1 : Math.ceil(t - 1e-9) - 1;
    this.seek(next);
  }

  play() {
    if (this.playing || this.length === 0) return;
    if (this.position >= this.length) this.#set(0);
    this.#t = this.position;
    this.#last = performance.now();
    this.#raf = requestAnimationFrame(this.#tick);
    this.#onFrame();
  }

  pause() {
    if (!this.playing) return;
    cancelAnimationFrame(this.#raf);
    this.#raf = 0;
    this.#onFrame();
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  #tick = (now) => {
    const dt = Math.min((now - this.#last) / 1000, 0.25);
    this.#last = now;
    this.#t = Math.min(this.#t + dt * this.#rate(), this.length);
    const shown = reducedMotion.matches ? Math.floor(this.#t) : this.#t;
    this.#view.setPlayback(this.#t >= this.length ? this.length : shown);
    if (this.#t >= this.length) {
      this.#raf = 0;
    } else {
      this.#raf = requestAnimationFrame(this.#tick);
    }
    this.#onFrame();
  };

  #set(t) {
    this.#view.setPlayback(Math.min(Math.max(Number(t) || 0, 0), this.length));
    this.#onFrame();
  }
}
