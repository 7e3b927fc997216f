// The board's look, the same on the page and in the <board-puzzle>
// element (issue 41, point 7), through the controller: how rows and
// columns are labelled — 0-based numbers (the default, as the notation
// and the move list name squares) or chess names (files a, b … from the
// left, ranks 1, 2 … from the bottom; a triangle's columns along its right
// side), drawn by the view (src/view/model/labels.rs) on the board and in
// its exports — and the dark theme, which follows the system's
// `prefers-color-scheme` (the page's and the element's sheets have their
// own dark rules; this gives the canvas its colours, BoardView.setDark).
// The labels travel in share links (`labels=chess`) and as the element's
// `labels` attribute.

/** The label styles, the default first. */
export const LABEL_STYLES = ["numbers", "chess"];

/** The label style `text` names (case-insensitive; null or "": the default): { value, error }. */
export function readLabels(text) {
  const value =
    String(text ?? "")
      .trim()
      .toLowerCase() || LABEL_STYLES[0];
  if (LABEL_STYLES.includes(value)) return { value, error: null };
  return { value: LABEL_STYLES[0], error: `labels: "${String(text).slice(0, 40)}" is not a label style; use numbers or chess` };
}

/** The [key, value] pair a share link adds for `style` (none for the default). */
export const labelPairs = (style) => (style && style !== LABEL_STYLES[0] ? [["labels", style]] : []);

/** Labels board `c` (the controller's context) in `style`; `byUser`: tells the page or element (events.labels). */
export function setLabels(c, style, byUser = false) {
  const { value } = readLabels(style);
  c.view.setLabels(value);
  if (c.p.labels) c.p.labels.value = value;
  c.redraw();
  if (byUser) c.events.labels?.(value);
}

/** The system's dark-theme query, or null where there is none. */
const darkQuery = () => globalThis.matchMedia?.("(prefers-color-scheme: dark)") ?? null;

/** Draws `view` in the dark theme's colours while the system asks for them, calling `redraw` after each change; returns the unbind. */
export function followDark(view, redraw) {
  const dark = darkQuery();
  const follow = () => {
    view.setDark(Boolean(dark?.matches));
    redraw();
  };
  follow();
  dark?.addEventListener("change", follow);
  return () => dark?.removeEventListener("change", follow);
}

/** Binds the Labels control and the theme of board `c`; returns the unbind. */
export function bindLook(c) {
  const unfollow = followDark(c.view, () => c.redraw());
  const pick = () => setLabels(c, c.p.labels.value, true);
  c.p.labels?.addEventListener("change", pick);
  return () => {
    unfollow();
    c.p.labels?.removeEventListener("change", pick);
  };
}
