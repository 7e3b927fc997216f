// The solver options a puzzle offers besides the board (PuzzleInfo.options
// from the wasm module: a toggle such as a tour's `closed`, a choice such
// as `mode`), drawn as a checkbox or a segmented control. The page keeps
// the values; this only shows them and reports changes. Nothing here knows
// a puzzle: the fields, labels and choices all come from puzzles().
import { el } from "../base/dom.js";

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
    if (option.kind === "leaper") return this.#leaper(option, values);
    return null; // "split" is not a control
  }

  /** The piece (`leaper: [a, b]`): the named leapers, the knight first, or a custom (a, b). */
  #leaper(option, values) {
    const { field, label, note } = option;
    const knight = option.choices[0]?.value ?? "1,2";
    const now = Array.isArray(values[field]) ? values[field].join(",") : knight;
    const named = option.choices.some((c) => c.value === now);
    const select = el("select", { id: `option-${field}`, "data-field": field, "aria-label": label });
    for (const c of option.choices) select.append(el("option", { value: c.value }, c.label));
    select.append(el("option", { value: "custom" }, "Custom (a, b)"));
    select.value = named ? now : "custom";
    const [a0, b0] = now.split(",");
    const leg = (name, min, value) =>
      el("input", { type: "number", min, max: 7, value, class: "leaper-leg", "aria-label": `${label}: ${name}`, "data-leg": name });
    const a = leg("a", 0, a0);
    const b = leg("b", 1, b0);
    const custom = el("span", { class: "leaper-custom" }, " (", a, ", ", b, ")");
    custom.hidden = named;
    // The knight is the default, left out of the request.
    const send = (text) => this.#onChange(field, text === knight ? undefined : text.split(",").map(Number));
    select.addEventListener("change", () => {
      custom.hidden = select.value !== "custom";
      send(select.value === "custom" ? `${a.value},${b.value}` : select.value);
    });
    for (const x of [a, b]) x.addEventListener("change", () => send(`${a.value},${b.value}`));
    return el("div", { class: "option leaper", title: note }, el("span", { class: "option-label" }, label), select, custom);
  }
}
