// The solver options a puzzle offers besides the board (PuzzleInfo.options
// from the wasm module: a toggle such as a tour's `closed`, a choice such
// as `mode`), drawn as a checkbox or a segmented control. The page keeps
// the values; this only shows them and reports changes. Nothing here knows
// a puzzle: the fields, labels and choices all come from puzzles().
import { el } from "./dom.js";

export class OptionControls {
  #box;
  #onChange;

  /** box: the element to fill; onChange(field, value): a control changed
   * (value undefined means the field's default, to be left out). */
  constructor(box, onChange) {
    this.#box = box;
    this.#onChange = onChange;
  }

  /** Shows puzzle `info`'s controls with `values` (a request's options). */
  show(info, values = {}) {
    const controls = (info.options ?? []).map((o) => this.#control(o, values));
    this.#box.replaceChildren(...controls.filter(Boolean));
    this.#box.hidden = this.#box.childElementCount === 0;
  }

  /** Whether puzzle `info` may count in parallel parts (`split`). */
  static splits(info) {
    return (info?.options ?? []).some((o) => o.kind === "split");
  }

  #control(option, values) {
    const { field, label, note } = option;
    if (option.kind === "toggle") {
      const box = el("input", { type: "checkbox", id: `option-${field}`, "data-field": field });
      box.checked = Boolean(values[field]);
      box.addEventListener("change", () => this.#onChange(field, box.checked ? true : undefined));
      return el("label", { class: "option toggle", title: note }, box, label);
    }
    if (option.kind === "choice") {
      const current = values[field] ?? option.choices[0]?.value;
      const group = el("div", { class: "segmented", role: "radiogroup", "aria-label": label, "data-field": field });
      for (const [i, c] of option.choices.entries()) {
        const b = el(
          "button",
          {
            type: "button",
            role: "radio",
            "aria-checked": String(c.value === current),
            dataset: { value: c.value },
            onclick: () => {
              for (const x of group.children) x.setAttribute("aria-checked", String(x === b));
              this.#onChange(field, i === 0 ? undefined : c.value);
            },
          },
          c.label,
        );
        group.append(b);
      }
      return el("div", { class: "option choice", title: note }, el("span", { class: "option-label" }, label), group);
    }
    return null; // "split" is not a control
  }
}
