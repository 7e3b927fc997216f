// Exports (issue 16): what leaves the page for slides, handouts, exams and
// reports, from the page (www/app.js) and from the <board-puzzle> element
// (www/embed.js, controls token "export") alike:
// - the board as shown as PNG (1×, 2×, 4×), as SVG (vector, from the view's
//   toSvg), or for a large board as one pixel per square or the visible
//   window;
// - an answer as an animated GIF, frames drawn here one per task by the
//   view's canvas painter (BoardView.renderTo) and encoded in a worker
//   (www/workers/export-worker.js, gifenc) with a progress bar; the search as Watch
//   replays it and a placement piece by piece (www/export/export-search.js);
// - the moves as text (notation and chess a1), to copy or download;
// - a printable sheet, and a worksheet without the answer (www/export/export-print.js).
// Every export carries a caption: the puzzle, the algorithm, the counts and
// a link back to the position (www/share/url.js).
// The caption is drawn by www/export/export-drawing.js, written into a PNG by
// www/export/png-text.js; GIFs are encoded by www/export/gif-encoder.js.
// Rendering stays in Rust: PNG and GIF frames are the canvas painter's, the
// SVG is the model's writer over the same scene (src/view/model/export.rs).
import { el } from "../base/dom.js";
import { SQUARE_FORM, count, square } from "../base/format.js";
import { lengthWords, provedWords } from "../answer/answer.js";
import { CAPTION_H, drawCaption, gifBox, drawGifFrame } from "./export-drawing.js";
import { printSheet, worksheet } from "./export-print.js";
import { playPairs } from "../share/play-link.js";
import { encodeLink, pageAddress } from "../share/url.js";
import { GifEncoder } from "./gif-encoder.js";
import { withPngText } from "./png-text.js";

/** Boards of more squares than this offer "one pixel per square" and "visible window". */
export const LARGE_CELLS = 40_000;
/** Move lines, or placed squares, written per task (about 20 ms for 50 000 lines). */
const LINES_PER_TASK = 50_000;

/** Most frames in a GIF (a longer range is refused with a message). */
export const MAX_GIF_FRAMES = 1_000;

/**
 * The animation's default range over an answer of `n` moves (positions
 * 0 … n, `unit` "move" or "piece"): all of it when a GIF holds it, else
 * its first MAX_GIF_FRAMES positions, with `note` saying so ("" when all).
 */
export function gifRange(n, unit = "move") {
  const to = Math.min(n, MAX_GIF_FRAMES - 1);
  const note =
    to < n
      ? `The animation starts with ${unit}s 0 to ${count(to)} of ${count(n)}: a GIF holds at most ${count(MAX_GIF_FRAMES)} frames; choose another range for the rest.`
      : "";
  return { from: 0, to, note };
}

/** A file name part from a title: "Knight swap" → "knight-swap". */
const slug = (text) =>
  String(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "board";

/** Lets the page breathe between slices of work (one task each). */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `n` items of text as `write(first, count)` writes them, LINES_PER_TASK at
 * a time with a task between, so a million-step tour or a half-million-piece
 * placement never holds the page.
 */
async function inParts(n, write) {
  const parts = [];
  for (let first = 0; first < n; first += LINES_PER_TASK) {
    if (first) await nextTask();
    parts.push(write(first, LINES_PER_TASK));
  }
  return parts;
}

/**
 * What the exports of one board share: the view, the controller (its
 * puzzle info, request and last answer) and the page whose link the
 * caption carries.
 */
export class Exporter {
  /**
   * view: the BoardView; controller: its Controller (www/controller/controller.js);
   * page: the playground's address for links (default: this page; the
   * element gives the site's index.html); canvas: the board's canvas (its
   * size is the size "as shown"); watched(key): Watch's answer with its
   * trace when it searched the request `key` (JSON), else null (the page's
   * search lab: the Watch GIF reuses it, www/export/export-search.js).
   */
  constructor(view, controller, { page, canvas, watched = () => null } = {}) {
    this.view = view;
    this.watched = watched;
    this.controller = controller;
    this.canvas = canvas ?? null;
    this.page = page ?? pageAddress();
  }

  /** The answer shown with its steps (or placement), or null. */
  get answer() {
    const a = this.controller.answer;
    return a && a.status === "solved" ? a : null;
  }

  /** The steps of the answer shown (0 without one). */
  get steps() {
    return this.view.steps();
  }

  /** The caption: { lines: [title, counts], link, text } (link null when the position is too big for one). */
  async caption() {
    const info = this.controller.info;
    const answer = this.controller.answer;
    const algo = info?.algorithms.find((a) => a.id === (answer?.stats?.algorithm ?? this.controller.algorithm));
    const title = `${info?.title ?? "Board"} · ${algo?.name ?? "no algorithm"}`;
    const triangle = this.controller.request().grid === "triangle";
    const parts = [triangle ? `${this.view.rows()}-row triangle` : `${this.view.rows()} × ${this.view.cols()} board`];
    // The leaper when not the knight ("camel (1, 3)"), as the SVG's caption and the board name it.
    const legend = this.view.legend();
    if (legend) parts.push(legend);
    if (answer?.status === "solved" && answer.steps)
      parts.push(`${lengthWords(answer, this.view.steps())}${answer.optimal ? ` (${provedWords(answer)})` : ""}`);
    else if (answer?.status === "solved" && (answer.placement || answer.solutions))
      parts.push(`${count(answer.length ?? this.view.addedCount())} placed`);
    else if (answer) parts.push(answer.status);
    else parts.push("not solved");
    if (answer?.stats) parts.push(`${count(answer.stats.expanded)} states expanded`);
    let link = null;
    try {
      // A position played by hand links with its moves (as Share's link does).
      const c = this.controller;
      const extra = playPairs({ mode: c.mode, played: c.played(), placed: c.placed() });
      const made = await encodeLink(c.request(), { page: this.page, extra });
      link = made.url ?? null;
    } catch {
      link = null;
    }
    const lines = [title, parts.join(" · ")];
    return { lines, link, text: [...lines, link ?? "(the position is too big for a link)"].join("\n") };
  }

  /** A file name for this board: "knight-swap-step-3.png". */
  fileName(ext, extra = "") {
    return `${slug(this.controller.info?.id ?? "board")}${extra}.${ext}`;
  }

  /**
   * Draws the board for an export on a new canvas: `width × height` CSS px
   * at `scale`, options as BoardView.renderTo. Long paths are drawn over
   * several tasks.
   */
  async render(width, height, scale, options = {}) {
    const canvas = document.createElement("canvas");
    for (let i = 0; this.view.renderTo(canvas, width, height, scale, options) && i < 200; i++) await nextTask();
    return canvas;
  }

  /** The board's size as shown, CSS px. */
  shownSize() {
    const box = this.canvas?.getBoundingClientRect?.();
    const w = Math.round(box?.width || 480);
    const h = Math.round(box?.height || 480);
    return { width: Math.max(w, 120), height: Math.max(h, 120) };
  }

  /**
   * The board as a PNG Blob: the size shown (or `size`) at `scale` (1, 2,
   * 4), with the caption strip under it and, in the file, the caption and
   * link as PNG text chunks. options: as BoardView.renderTo.
   */
  async png(scale, options = {}, size = this.shownSize()) {
    const { width, height } = size;
    const cap = await this.caption();
    const board = await this.render(width, height, scale, options);
    await nextTask(); // drawing, copying and encoding a 4x image are each a task (30 ms or so each)
    const out = document.createElement("canvas");
    out.width = board.width;
    out.height = Math.round((height + CAPTION_H) * scale);
    const ctx = out.getContext("2d");
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, out.width, out.height);
    ctx.drawImage(board, 0, 0);
    ctx.scale(scale, scale);
    drawCaption(ctx, cap, 10, height + 4, width - 20);
    await nextTask();
    const blob = await new Promise((resolve) => out.toBlob(resolve, "image/png"));
    return withPngText(blob, { Title: cap.lines[0], Description: cap.lines[1], Source: cap.link ?? "" });
  }

  /** The board as one pixel per square (PNG Blob), with the caption in its text chunks. */
  async pixelsPng(options = {}) {
    const data = this.view.squarePixels(options);
    const w = this.view.cols();
    const h = this.view.rows();
    const canvas = document.createElement("canvas");
    canvas.width = w;
    canvas.height = h;
    canvas.getContext("2d").putImageData(new ImageData(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), w, h), 0, 0);
    const cap = await this.caption();
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
    return withPngText(blob, { Title: cap.lines[0], Description: cap.lines[1], Source: cap.link ?? "" });
  }

  /** The board as SVG text (options as BoardView.toSvg; the caption is added). */
  async svg(options = {}) {
    const cap = await this.caption();
    return this.view.toSvg({ ...options, caption: cap.lines, link: cap.link ?? undefined });
  }

  /**
   * The answer as text: the caption, the position and goal in the
   * notation, then the moves (0-based [row, col]) and, on square boards
   * of at most 26 columns, the same moves in chess coordinates.
   */
  async moveText() {
    return (await this.#textParts()).join("");
  }

  /** The text of moveText as a Blob (UTF-8), encoded a part per task: a million-step tour's 33 MB never holds the page. */
  async moveTextBlob() {
    const parts = await this.#textParts();
    const encoder = new TextEncoder();
    const bytes = [];
    for (const part of parts) {
      bytes.push(encoder.encode(part));
      if (part.length > 100_000) await nextTask();
    }
    return new Blob(bytes, { type: "text/plain;charset=utf-8" });
  }

  /** moveText in parts: the head, then the moves LINES_PER_TASK at a time (written a part per task). */
  async #textParts() {
    const cap = await this.caption();
    const v = this.view;
    const position = v.positionText();
    const goal = v.goalText();
    const lines = [...cap.lines, `Link: ${cap.link ?? "(the position is too big for a link)"}`, ""];
    lines.push(`Position: ${position ?? `${v.rows()} × ${v.cols()} board (too big to write as text)`}`);
    if (goal !== undefined) lines.push(`Goal:     ${goal}`);
    const marks = ["from", "to"].map((m) => [m, v.marker(m)]).filter(([, sq]) => sq);
    for (const [m, sq] of marks) lines.push(`${m === "from" ? "From" : "To"}:${m === "to" ? "  " : ""}     ${square(sq)}`);
    if (v.steps() === 0) {
      if (!v.addedCount()) {
        lines.push("", "No answer shown: press Solve first.");
        return [`${lines.join("\n")}\n`];
      }
      lines.push("", `Pieces placed by the answer (${SQUARE_FORM}):`, "");
      return [lines.join("\n"), ...(await this.#placed()), "\n"];
    }
    lines.push("", `${this.controller?.answer?.jumps !== undefined ? "Jumps" : "Moves"} (${SQUARE_FORM}):`);
    const parts = [`${lines.join("\n")}\n`, ...(await this.#lines(false))];
    let chess = null;
    try {
      chess = await this.#lines(true);
    } catch {
      chess = null; // wider than 26 columns, or a triangle: notation only
    }
    if (chess) {
      const last = String.fromCharCode(96 + Math.min(v.cols(), 26));
      parts.push(`\nMoves in chess coordinates (a1 bottom left, files a–${last}, ranks 1–${v.rows()}):\n`, ...chess);
    }
    return parts;
  }

  /** The pieces a placement answer adds as text (BoardView.addedText, one line), in parts. */
  #placed() {
    return inParts(this.view.addedCount(), (first, count) => `${first ? " " : ""}${this.view.addedText(first, count)}`);
  }

  /** The moves as text (BoardView.moveLines) in parts. */
  #lines(chess) {
    return inParts(this.view.steps(), (first, count) => this.view.moveLines(chess, first, count));
  }

  /**
   * The answer (steps `from` to `to`) as an animated GIF Blob: one frame
   * per position (to − from + 1 frames), `size` px on the longer side (the
   * board's aspect), `speed` moves a second; under the board a strip with
   * the title and the move number in its corner; the whole caption and
   * link in the file's comment. Frames are drawn here one per task and
   * encoded in a worker; `onStart(where)` says where ("worker", or "page"
   * where no worker can start), `onProgress(done, total)` follows the
   * encoding. `signal` (an AbortSignal) stops it.
   */
  async gif({ from = 0, to = this.steps, size = 480, speed = 2, options = {}, onStart = () => {}, onProgress = () => {}, signal } = {}) {
    const n = this.steps;
    if (n === 0) throw new Error("no answer with moves to animate: press Solve first");
    from = Math.max(0, Math.min(n, Math.floor(from)));
    to = Math.max(from, Math.min(n, Math.floor(to)));
    const frames = to - from + 1;
    if (frames > MAX_GIF_FRAMES) throw new Error(`${count(frames)} frames: a GIF holds at most ${count(MAX_GIF_FRAMES)} (choose a shorter range)`);
    // The longer side is `size`, the board's aspect kept (within 1:2), the strip included.
    const { width, height, boardHeight } = gifBox(this.view, size);
    const cap = await this.caption();
    const delay = Math.round(1000 / Math.max(0.1, Math.min(50, speed)));
    const encoder = await GifEncoder.start({ width, height, delay, comment: cap.text, frames });
    onStart(encoder.where);
    try {
      for (let k = from; k <= to; k++) {
        if (signal?.aborted) throw new DOMException("export cancelled", "AbortError");
        const board = await this.render(width, boardHeight, 1, { ...options, step: k });
        const ctx = drawGifFrame(board, cap.lines, `move ${count(k)} / ${count(n)}`, width, height);
        const data = ctx.getImageData(0, 0, width, height).data;
        await encoder.frame(data, (done) => onProgress(done, frames));
        await nextTask();
      }
      return await encoder.finish((done) => onProgress(done, frames));
    } finally {
      encoder.close();
    }
  }

  /** Builds the printable sheet (start, goal, a diagram every `every` moves, the moves) and returns it. */
  async printSheet(every = 4) {
    return printSheet(this, every);
  }

  /** Builds the worksheet (the position, the goal, an empty numbered move table, the link; never the answer) and returns it. */
  async worksheet(rows) {
    return worksheet(this, rows);
  }
}

// ------------------------------------------------------------ downloads

/** Offers `blob` as a download named `name` (the browser's download, no new tab). */
export function download(blob, name, host = document.body) {
  const url = URL.createObjectURL(blob);
  const a = el("a", { href: url, download: name, hidden: true });
  host.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
