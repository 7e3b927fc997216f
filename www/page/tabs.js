// The puzzle tabs: a WAI-ARIA tablist (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/)
// with a roving tabindex, so Tab reaches the chosen puzzle once and the
// arrow keys, Home and End move between puzzles, choosing as they go.

import { el } from "../base/dom.js";

/**
 * Fills `list` (the tablist element) with one tab per `items` entry
 * ({id, title}); `choose(id)` runs when a tab is clicked or reached by the
 * keyboard. Returns `show(id)`, which marks tab `id` chosen (aria-selected,
 * and the only one in the Tab order) without calling `choose`.
 */
export function puzzleTabs(list, items, choose) {
  list.setAttribute("role", "tablist");
  const tabs = items.map((item) =>
    el("button", { type: "button", role: "tab", tabindex: "-1", "aria-selected": "false", dataset: { puzzle: item.id } }, item.title),
  );
  list.replaceChildren(...tabs);
  list.addEventListener("click", (event) => {
    const tab = event.target.closest("[role=tab]");
    if (tab) choose(tab.dataset.puzzle);
  });
  list.addEventListener("keydown", (event) => {
    const at = tabs.indexOf(event.target);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[(to + tabs.length) % tabs.length];
    tab.focus();
    choose(tab.dataset.puzzle);
  });
  return (id) => {
    for (const tab of tabs) {
      const chosen = tab.dataset.puzzle === id;
      tab.setAttribute("aria-selected", String(chosen));
      tab.tabIndex = chosen ? 0 : -1;
    }
  };
}
