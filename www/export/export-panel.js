// The Export panel (issue 16): the controls of www/export/export.js, built the same
// for the page (www/app.js, its "Export" card) and the <board-puzzle>
// element (www/embed.js, controls token "export"). Images show the board
// at the move shown; the animation plays a range of moves; the moves go
// out as text; Print solution lays out a sheet, Print worksheet one without
// the answer (before Solve too). A placement answer animates
// piece by piece, and the search as Watch replays it has its own fieldset
// (www/export/export-search.js).
import { el } from "../base/dom.js";
import { count } from "../base/format.js";
import { copyText } from "../share/share.js";
import { LARGE_CELLS, download, gifRange } from "./export.js";
import { readWholeField } from "../controller/request.js";
import { SearchGifControls, placementGif, placementPieces } from "./export-search.js";

let serial = 0;
/** Said while no answer is shown (the animation, moves and sheet need one). */
const NEEDS_ANSWER = "Solve first to export the animation, the moves and the solution sheet; images and the worksheet show the board as it is.";

/** The panel of `exporter` in `host` (an element of the page or a shadow root's). */
export class ExportPanel {
  #x;
  #ui;
  #abort = null;
  #search;

  constructor(host, exporter) {
    this.#x = exporter;
    const id = `bp-export-${++serial}`;
    const check = (name, label, on = true) => {
      const input = el("input", { type: "checkbox", name, checked: on });
      return { input, label: el("label", { class: "check" }, input, ` ${label}`) };
    };
    const button = (cls, text, title) => el("button", { type: "button", class: cls, title }, text);
    const number = (cls, label, value, min, max) => {
      const input = el("input", {
        type: "number",
        class: cls,
        value: String(value),
        min: String(min),
        max: String(max),
        step: "1",
        inputmode: "numeric",
      });
      return { input, label: el("label", { class: "num" }, `${label} `, input) };
    };
    const select = (cls, label, options, value) => {
      const s = el(
        "select",
        { class: cls, "aria-label": label },
        ...options.map(([v, t]) => el("option", { value: String(v), selected: String(v) === String(value) }, t)),
      );
      return { input: s, label: el("label", { class: "num" }, `${label} `, s) };
    };
    const ui = {
      labels: check("labels", "Coordinates"),
      path: check("path", "Path"),
      numbers: check("numbers", "Move numbers"),
      attacks: check("attacks", "Attack shading"),
      scale: select(
        "scale",
        "Scale",
        [
          [1, "1×"],
          [2, "2×"],
          [4, "4×"],
        ],
        2,
      ),
      area: el("div", { class: "area", role: "radiogroup", "aria-label": "Part of a large board", hidden: true }),
      png: button("png", "PNG", "Download the board as a PNG image"),
      svg: button("svg", "SVG", "Download the board as an SVG (vector) image"),
      from: number("gif-from", "From move", 0, 0, 0),
      to: number("gif-to", "to", 0, 0, 0),
      range: el("p", { class: "help gif-range", hidden: true }),
      size: select(
        "gif-size",
        "Size",
        [
          [240, "240 px"],
          [360, "360 px"],
          [480, "480 px"],
          [720, "720 px"],
        ],
        480,
      ),
      speed: select(
        "gif-speed",
        "Speed",
        [
          [1, "1 move/s"],
          [2, "2 moves/s"],
          [4, "4 moves/s"],
          [8, "8 moves/s"],
        ],
        2,
      ),
      gif: button("gif", "GIF", "Download the moves as an animated GIF"),
      cancel: button("gif-cancel", "Cancel"),
      bar: el("progress", { class: "gif-progress", max: "1", value: "0", hidden: true }),
      copy: button("copy-moves", "Copy moves", "Copy the moves as text"),
      txt: button("txt", "Download .txt", "Download the moves as a text file"),
      every: number("print-every", "A diagram every", 4, 1, 1000),
      print: button("print", "Print solution", "Print the start, the goal, diagrams and the moves"),
      worksheet: button("worksheet", "Print worksheet", "Print the position and the goal with an empty move table to fill in: no answer"),
      status: el("p", { class: "export-status", role: "status", "aria-live": "polite" }),
      text: el("textarea", { class: "export-text", rows: "6", readonly: true, spellcheck: "false", "aria-label": "Moves as text", hidden: true }),
    };
    ui.cancel.hidden = true;
    const areas = [
      ["whole", "Whole board"],
      ["window", "Visible window"],
      ["pixels", "One pixel per square"],
    ];
    ui.area.append(
      ...areas.map(([v, t], i) =>
        el("label", { class: "check" }, el("input", { type: "radio", name: `${id}-area`, value: v, checked: i === 0 }), ` ${t}`),
      ),
    );
    this.#search = new SearchGifControls({
      exporter,
      size: () => Number(ui.size.input.value) || 480,
      options: () => this.#options,
      run: (job) => this.#run(job),
      say: (text) => this.#say(text),
    });
    const box = el(
      "div",
      { class: "bp-export" },
      el(
        "fieldset",
        { class: "image" },
        el("legend", {}, "Image of the board (at the move shown)"),
        el("div", { class: "row layers" }, ui.labels.label, ui.path.label, ui.numbers.label, ui.attacks.label),
        ui.area,
        el("div", { class: "row" }, ui.scale.label, ui.png, ui.svg),
      ),
      el(
        "fieldset",
        { class: "animation" },
        el("legend", {}, "Animation of the answer"),
        el("div", { class: "row" }, ui.from.label, ui.to.label),
        ui.range,
        el("div", { class: "row" }, ui.size.label, ui.speed.label, ui.gif, ui.cancel),
        ui.bar,
      ),
      this.#search.root,
      el("fieldset", { class: "moves-text" }, el("legend", {}, "Moves as text"), el("div", { class: "row" }, ui.copy, ui.txt)),
      el(
        "fieldset",
        { class: "print" },
        el("legend", {}, "Printable sheet"),
        el("div", { class: "row" }, ui.every.label, el("span", {}, " moves"), ui.print),
        el("div", { class: "row" }, ui.worksheet),
      ),
      ui.status,
      ui.text,
    );
    host.append(box);
    this.#ui = ui;
    ui.png.addEventListener("click", () => this.#run(() => this.png()));
    ui.svg.addEventListener("click", () => this.#run(() => this.svg()));
    ui.gif.addEventListener("click", () => this.#run(() => this.gif()));
    ui.cancel.addEventListener("click", () => this.#abort?.abort());
    ui.copy.addEventListener("click", () => this.#run(() => this.copy()));
    ui.txt.addEventListener("click", () => this.#run(() => this.txt()));
    ui.print.addEventListener("click", () => this.#run(() => this.print()));
    ui.worksheet.addEventListener("click", () => this.#run(() => this.printWorksheet()));
    box.addEventListener("focusin", () => this.refresh());
    box.addEventListener("pointerenter", () => this.refresh());
    this.root = box;
    this.refresh();
    // Kept up to date while on screen (a solve, an edit, a step): a few
    // cheap reads of the view, twice a second, only while visible.
    let timer = 0;
    new IntersectionObserver(([entry]) => {
      clearInterval(timer);
      if (entry?.isIntersecting) {
        this.refresh();
        timer = setInterval(() => (box.isConnected ? this.refresh() : clearInterval(timer)), 500);
      }
    }).observe(box);
  }

  /** The Exporter the panel drives. */
  get exporter() {
    return this.#x;
  }

  /** Brings the controls up to date with the board and answer shown. */
  refresh() {
    const ui = this.#ui;
    const v = this.#x.view;
    // A placement answer animates piece by piece: the range counts pieces.
    const pieces = placementPieces(this.#x);
    const n = v.steps() || pieces;
    this.#placing = v.steps() === 0 && pieces > 0;
    this.#relabel(this.#placing ? "piece" : "move");
    this.#search.refresh();
    const large = v.rows() * v.cols() > LARGE_CELLS;
    ui.area.hidden = !large;
    ui.svg.disabled = large;
    ui.svg.title = large ? `SVG is for boards of up to ${count(LARGE_CELLS)} squares: export a PNG` : "Download the board as an SVG (vector) image";
    for (const k of ["from", "to"]) ui[k].input.max = String(n);
    // A new answer gets the default range: one a GIF holds (issue 39), said when it is not the whole answer.
    if (Number(ui.to.input.value) > n || this.#lastSteps !== n) {
      const range = gifRange(n, this.#placing ? "piece" : "move");
      ui.from.input.value = String(range.from);
      ui.to.input.value = String(range.to);
      ui.range.textContent = range.note;
      ui.range.hidden = range.note === "";
    }
    if (Number(ui.from.input.value) > n) ui.from.input.value = "0";
    this.#lastSteps = n;
    // Only the layers this puzzle draws are offered.
    const kind = this.#x.controller.info?.editor.answer;
    ui.path.label.hidden = ui.numbers.label.hidden = kind !== "path";
    ui.attacks.label.hidden = kind !== "placement";
    const noMoves = n === 0;
    ui.gif.disabled = noMoves || Boolean(this.#abort);
    ui.gif.title = this.#placing
      ? "Download the placement, built up piece by piece in the order placed, as an animated GIF"
      : !noMoves
        ? "Download the moves as an animated GIF"
        : "Solve first: the GIF animates the answer's moves";
    ui.copy.disabled = ui.txt.disabled = !this.#x.answer;
    ui.print.disabled = !this.#x.answer;
    // Say why the answer's exports wait, until something else is said.
    const status = ui.status.textContent;
    if (!this.#x.answer && (status === "" || status === NEEDS_ANSWER)) ui.status.textContent = NEEDS_ANSWER;
    else if (this.#x.answer && status === NEEDS_ANSWER) ui.status.textContent = "";
  }

  #lastSteps = -1;
  #placing = false;

  /** The animation's words: moves, or pieces of a placement. */
  #relabel(unit) {
    const ui = this.#ui;
    if (ui.from.label.dataset.unit === unit) return;
    ui.from.label.dataset.unit = unit;
    ui.from.label.firstChild.textContent = `From ${unit} `;
    for (const o of ui.speed.input.options) o.textContent = `${o.value} ${unit}${o.value === "1" ? "" : "s"}/s`;
  }

  get #options() {
    const ui = this.#ui;
    return {
      labels: ui.labels.input.checked,
      path: ui.path.input.checked,
      numbers: ui.numbers.input.checked,
      attacks: ui.attacks.input.checked,
    };
  }

  get #area() {
    if (this.#ui.area.hidden) return "whole";
    return this.#ui.area.querySelector("input:checked")?.value ?? "whole";
  }

  async #run(job) {
    this.refresh();
    this.#say("");
    try {
      await job();
    } catch (err) {
      this.#say(err?.name === "AbortError" ? "Cancelled." : `Could not export: ${err?.message ?? err}`, true);
    }
    this.refresh();
  }

  /** Number field `key`'s whole number within its min and max; else it is marked invalid and the error, naming `label`, is thrown. */
  #whole(key, label) {
    const { value, error } = readWholeField(this.#ui[key].input, label);
    if (error) throw new Error(error);
    return value;
  }

  #say(text, bad = false) {
    this.#ui.status.textContent = text;
    this.#ui.status.classList.toggle("bad", bad);
  }

  #step() {
    return this.#x.view.steps() ? `-move-${this.#x.view.step()}` : "";
  }

  /** Downloads the PNG chosen (scale; on a large board, the area). */
  async png() {
    const x = this.#x;
    const scale = Number(this.#ui.scale.input.value) || 1;
    const area = this.#area;
    let blob;
    let name;
    if (area === "pixels") {
      blob = await x.pixelsPng(this.#options);
      name = x.fileName("png", `${this.#step()}-pixels`);
    } else {
      blob = await x.png(scale, { ...this.#options, window: area === "window" });
      name = x.fileName("png", `${this.#step()}${area === "window" ? "-window" : ""}@${scale}x`);
    }
    download(blob, name);
    this.#say(`Saved ${name} (${count(Math.round(blob.size / 1024))} KB).`);
  }

  /** Downloads the SVG of the board. */
  async svg() {
    const text = await this.#x.svg(this.#options);
    const name = this.#x.fileName("svg", this.#step());
    download(new Blob([text], { type: "image/svg+xml" }), name);
    this.#say(`Saved ${name}.`);
  }

  /** Encodes and downloads the GIF of the range chosen, with a progress bar and Cancel. */
  async gif() {
    const ui = this.#ui;
    const unit = this.#placing ? "piece" : "move";
    const from = this.#whole("from", `From ${unit}`);
    const to = this.#whole("to", `To ${unit}`);
    if (to < from) throw new Error(`the range ends (${count(to)}) before it starts (${count(from)})`);
    this.#abort = new AbortController();
    ui.bar.hidden = false;
    ui.bar.value = 0;
    ui.cancel.hidden = false;
    ui.gif.disabled = true;
    const frames = to - from + 1;
    this.#say(`Encoding ${count(frames)} frames…`);
    try {
      const blob = await (this.#placing ? (o) => placementGif(this.#x, o) : (o) => this.#x.gif(o))({
        from,
        to,
        size: Number(ui.size.input.value) || 480,
        speed: Number(ui.speed.input.value) || 2,
        options: this.#options,
        signal: this.#abort.signal,
        onStart: (where) => {
          ui.bar.dataset.encoder = where;
          if (where === "page") this.#say(`Encoding ${count(frames)} frames on this page (its security policy allows no worker)…`);
        },
        onProgress: (done, total) => {
          ui.bar.value = done / total;
          ui.status.textContent = `Encoding: ${count(done)} of ${count(total)} frames…`;
        },
      });
      const name = this.#x.fileName("gif", `-${unit}s-${from}-${to}`);
      download(blob, name);
      this.#say(`Saved ${name}: ${count(frames)} frames, ${count(Math.round(blob.size / 1024))} KB.`);
    } finally {
      this.#abort = null;
      ui.bar.hidden = true;
      ui.cancel.hidden = true;
    }
  }

  /** Copies the moves as text (and shows them, for when copying is not allowed). */
  async copy() {
    const text = await this.#x.moveText();
    const out = this.#ui.text;
    out.value = text;
    out.hidden = false;
    const copied = await copyText(text);
    if (!copied) out.select();
    this.#say(copied ? "Moves copied." : "Copy the text below (the browser did not allow copying).");
  }

  /** Downloads the moves as a .txt file. */
  async txt() {
    const blob = await this.#x.moveTextBlob();
    const name = this.#x.fileName("txt", "-moves");
    download(blob, name);
    this.#say(`Saved ${name}.`);
  }

  /** Builds the printable sheet and opens the browser's print dialog. */
  async print() {
    const every = this.#whole("every", "A diagram every");
    this.#say("Laying out the sheet…");
    const sheet = await this.#x.printSheet(every);
    this.#say(`Sheet ready: ${count(Number(sheet.dataset.diagrams))} diagrams, one every ${count(Number(sheet.dataset.every))} moves.`);
    window.print();
  }

  /** Builds the worksheet (no answer: the position, the goal, an empty move table, the link) and opens the print dialog. */
  async printWorksheet() {
    this.#say("Laying out the worksheet…");
    const sheet = await this.#x.worksheet();
    this.#say(`Worksheet ready: ${count(Number(sheet.dataset.rows))} empty rows.`);
    window.print();
  }
}
