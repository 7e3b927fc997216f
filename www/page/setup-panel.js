// The setup controls around the board: palette, Position/Goal toggle, size
// inputs, the position and goal text boxes, presets, and the goal preview.
// Every change goes through the BoardView; onEdit() runs after each one.
import { BoardView } from "../../board_view.js";
import { followDark } from "../board/board-look.js";
import { byId, el, showText } from "../base/dom.js";
import { cellName, square } from "../base/format.js";
import { readWholeField } from "../controller/request.js";
import { leaperWords, markTool, pickTool, toolButtons } from "../board/tools.js";

/** The setup hint under the board for `tool` on `layer`; `view`'s leaper names its pieces ("Drag a camel …"). */
function editHint(info, tool, layer, big, view) {
  const goal = layer === "goal" ? "Editing the goal. " : "";
  const zoom = big ? " Ctrl + wheel or + zooms; drag the board to pan when zoomed." : "";
  if (tool === "move" && info.editor.answer === "jumps") {
    return "Click a hole to put a peg in it or take it out; drag a peg to another hole. Wall turns holes off (and back on).";
  }
  if (tool === "move") {
    if (info.editor.markers.length === 1) return `Click a square to start there, or drag the green start.${zoom}`;
    if (info.editor.markers.length) return `Drag the green start or the red target, or click one and then a square.${zoom}`;
    const shows = info.editor.goal
      ? layer === "goal"
        ? leaperWords(" Faint knights and corner dots show the position.", view)
        : leaperWords(" Faint knights and corner dots show the goal.", view)
      : "";
    // The piece the palette places first: knights, or a queen.
    const first = info.editor.palette.find((c) => /[A-Za-z]/.test(c));
    const piece = leaperWords(first && !/^n$/i.test(first) ? cellName(first, info).toLowerCase() : "knight", view);
    return `${goal}Drag a ${piece} to move it: onto another ${piece} to swap them, off the board to remove it. Or click a ${piece}, then a square.${shows}`;
  }
  if (tool === "#") return `${goal}Click or drag across squares to turn them off (walls); start on a wall to erase.${zoom}`;
  if (tool === ".") return `${goal}Click or drag to empty squares and turn walls back on.${zoom}`;
  return `${goal}Click a square to put a ${leaperWords(cellName(tool, info).toLowerCase(), view)} there; click it again to empty it. Drag to paint several.`;
}

/** One text box bound to a layer of the view. */
class TextBox {
  constructor(view, prefix, setText, getText, onEdit, onError = () => {}) {
    this.onError = onError;
    this.label = prefix === "goal" ? "Goal" : "Position";
    // The box, its error line and its restore link, in index.html's [data-text-box] slot.
    this.box = el("textarea", {
      id: `${prefix}-text`,
      rows: 2,
      spellcheck: "false",
      autocapitalize: "off",
      autocomplete: "off",
      "aria-describedby": `${prefix}-error notation-help`,
    });
    this.error = el("p", { id: `${prefix}-error`, class: "error", role: "alert", hidden: true });
    this.restore = el("button", { type: "button", id: `${prefix}-restore`, class: "link", hidden: true }, "Restore my text");
    document
      .querySelector(`[data-text-box="${prefix}"]`)
      .append(el("label", { for: `${prefix}-text` }, this.label), this.box, this.error, this.restore);
    this.getText = getText;
    this.stash = null;
    this.shown = null; // the view's text last put in the box
    this.box.addEventListener("input", () => {
      this.fit();
      this.stash = null;
      this.restore.hidden = true;
      this.error.classList.remove("soft");
      try {
        setText.call(view, this.box.value);
        this.shown = this.getText();
        this.#valid(true);
        onEdit(this);
      } catch (err) {
        this.#valid(false, err.message);
      }
    });
    this.restore.addEventListener("click", () => {
      if (this.stash === null) return;
      this.box.value = this.stash;
      this.box.dispatchEvent(new Event("input"));
      this.box.focus();
    });
  }

  #valid(ok, message = "") {
    this.box.setAttribute("aria-invalid", String(!ok));
    showText(this.error, message);
    // An error in the text stands beside Solve too, until fixed or replaced.
    this.onError(ok ? null : `${this.label}: ${message}`);
  }

  /** Shows the view's text when it changed. Text the user typed with an
   * error stays until the board changes; then it is kept for Restore. */
  sync(tooBig) {
    const text = this.getText();
    const placeholder = text === undefined ? tooBig : "";
    if (text === this.shown && this.box.disabled === (text === undefined) && this.box.placeholder === placeholder) return;
    this.shown = text;
    const invalid = this.box.getAttribute("aria-invalid") === "true";
    if (invalid && this.box.value !== (text ?? "")) {
      this.stash = this.box.value;
      this.restore.hidden = false;
      this.#valid(true, "Your text had an error and was replaced by the board; you can restore it.");
      this.error.classList.add("soft");
    } else {
      this.error.classList.remove("soft");
      this.#valid(true);
    }
    this.box.disabled = text === undefined;
    this.box.value = text ?? "";
    this.box.placeholder = placeholder;
    this.fit();
  }

  /** Grows the box to its text, up to about ten lines. */
  fit() {
    this.box.style.height = "auto";
    this.box.style.height = `${Math.min(this.box.scrollHeight + 2, 220)}px`;
  }
}

export class Editor {
  #view;
  #info = null;
  #onEdit;
  #preview = null;

  #hooks;

  /** view: the BoardView; onEdit(source): runs after each change; hooks:
   * { preset(preset) → load a preset (its whole request), fieldError(field,
   * message or null) → a size field's error }. */
  constructor(view, onEdit, hooks) {
    this.#view = view;
    this.#onEdit = onEdit;
    this.#hooks = hooks;
    const edited = (source) => this.#onEdit(source);
    const error = (field) => (message) => this.#hooks.fieldError(field, message);
    this.position = new TextBox(view, "position", view.setPositionText, () => view.positionText(), edited, error("position"));
    this.goal = new TextBox(view, "goal", view.setGoalText, () => view.goalText(), edited, error("goal"));

    byId("layers").addEventListener("click", (event) => {
      const layer = event.target.closest("[data-layer]")?.dataset.layer;
      if (layer) this.setLayer(layer);
    });
    byId("preview-button").addEventListener("click", () => {
      this.setLayer(view.editing() === "goal" ? "position" : "goal");
    });
    for (const id of ["rows", "cols"]) {
      byId(id).addEventListener("change", () => this.#resize());
      byId(id).addEventListener("input", () => {
        this.#mirrorSquare(id);
        this.#checkSize(id);
      });
    }
    byId("preset").addEventListener("change", (event) => {
      const preset = this.#info?.presets[Number(event.target.value)];
      if (!preset) return;
      showText(byId("position-error"), "");
      this.#hooks.preset(preset);
      event.target.value = String(this.#info.presets.indexOf(preset)); // keep the name shown
    });
  }

  /** Builds the controls for puzzle `info` (a PuzzleInfo). */
  setPuzzle(info) {
    this.#info = info;
    byId("palette").replaceChildren(...toolButtons(info, "", (t) => this.setTool(t), this.#view));
    byId("layers").hidden = !info.editor.goal;
    byId("goal-field").hidden = !info.editor.goal;
    byId("markers").hidden = info.editor.markers.length === 0;
    const preset = byId("preset");
    preset.replaceChildren(el("option", { value: "" }, "Custom position"), ...info.presets.map((p, i) => el("option", { value: String(i) }, p.name)));
    this.#preview = info.editor.goal ? (this.#preview ?? this.#makePreview()) : this.#preview;
    this.setTool(this.#view.tool());
  }

  setTool(tool) {
    pickTool(this.#view, tool);
    markTool(byId("palette"), this.#view.tool());
    this.#showHint();
    this.#onEdit("tool");
  }

  setLayer(layer) {
    try {
      this.#view.setEditing(layer);
    } catch {
      return;
    }
    this.#onEdit("layer");
  }

  /** Marks the preset select as "Custom" (after an edit on the board). */
  custom() {
    byId("preset").value = "";
  }

  /** Shows preset `index` (a number, or -1 for "Custom position") as chosen. */
  showPreset(index) {
    byId("preset").value = index >= 0 ? String(index) : "";
  }

  /** Shows what the view holds; `except` is a text box being typed in. */
  sync(except) {
    const view = this.#view;
    const tooBig = `${view.rows()} × ${view.cols()}: too big to show as text. Size it with Rows and Cols; edit it on the board.`;
    if (except !== this.position) this.position.sync(tooBig);
    if (this.#info?.editor.goal && except !== this.goal) this.goal.sync(tooBig);
    const rows = byId("rows");
    const cols = byId("cols");
    // A field with an error keeps the user's text until it is fixed.
    for (const [box, n] of [
      [rows, view.rows()],
      [cols, view.cols()],
    ]) {
      if (document.activeElement !== box && box.getAttribute("aria-invalid") !== "true") box.value = String(n);
    }
    const layer = view.editing();
    for (const b of byId("layers").querySelectorAll("[data-layer]")) {
      b.setAttribute("aria-checked", String(b.dataset.layer === layer));
    }
    byId("editing-badge").hidden = layer !== "goal";
    const from = view.marker("from");
    const to = view.marker("to");
    if (from || to) {
      // Only the markers the puzzle has: a tour has a start and no target (issue 39).
      byId("markers").replaceChildren(
        ...(from ? [el("span", { class: "marker start" }), `Start ${square(from)}`] : []),
        ...(from && to ? ["  "] : []),
        ...(to ? [el("span", { class: "marker target" }), `Target ${square(to)}`] : []),
      );
    }
    this.#syncPreview();
    this.#showHint();
  }

  /** Checks size field `id` as it is typed: a whole number in its range, or an error naming it. */
  #checkSize(id) {
    const box = byId(id);
    const { value, error } = readWholeField(box, id === "rows" ? "Rows" : "Cols", Number(box.min) || 1, Number(box.max) || 10_000);
    this.#hooks.fieldError(id, error ?? null);
    return error ? null : value;
  }

  /** On a puzzle whose board must be n × n (info.editor.square), the other size field takes field `id`'s value. */
  #mirrorSquare(id) {
    if (!this.#info?.editor.square) return;
    const other = id === "rows" ? "cols" : "rows";
    byId(other).value = byId(id).value;
    this.#checkSize(other);
  }

  #resize() {
    const rows = this.#checkSize("rows");
    const cols = this.#checkSize("cols");
    if (rows === null || cols === null) return;
    if (rows === this.#view.rows() && cols === this.#view.cols()) return;
    try {
      this.#view.setSize(rows, cols);
      showText(byId("position-error"), "");
      this.#onEdit("size");
    } catch (err) {
      // E.g. knight swap past 64 squares: the view says which limit.
      this.#hooks.fieldError("rows", `Rows × Cols: ${err.message}`);
    }
  }

  #showHint() {
    const big = this.#view.rows() > 24 || this.#view.cols() > 24;
    if (this.#info) byId("hint").textContent = editHint(this.#info, this.#view.tool(), this.#view.editing(), big, this.#view);
  }

  #makePreview() {
    const canvas = byId("preview");
    const preview = new BoardView(canvas);
    preview.setReadOnly(true);
    followDark(preview, () => preview.draw()); // the goal preview takes the dark theme's colours too (www/board/board-look.js)
    const size = () => {
      const r = canvas.getBoundingClientRect();
      preview.resize(r.width || 120, r.height || 120, window.devicePixelRatio || 1);
      preview.draw();
    };
    new ResizeObserver(size).observe(canvas);
    return { view: preview, size };
  }

  /** The preview shows the board not being edited; clicking it swaps. */
  #syncPreview() {
    if (!this.#preview || !this.#info?.editor.goal) return;
    const view = this.#view;
    const editingGoal = view.editing() === "goal";
    const board = editingGoal ? view.positionText() : view.goalText();
    const goal = editingGoal ? view.goalText() : view.positionText();
    byId("preview-label").textContent = editingGoal ? "Position" : "Goal";
    byId("preview-button").title = editingGoal ? "Edit the position" : "Edit the goal";
    if (board === undefined) return;
    try {
      this.#preview.view.setRequest({ puzzle: this.#info.id, board, goal });
      this.#preview.view.draw();
    } catch {
      // The goal may not match the position while it is being typed.
    }
  }
}
