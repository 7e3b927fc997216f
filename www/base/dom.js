// Tiny DOM helpers.

/** The SVG namespace, for createElementNS (the controls' icons, the depth chart). */
export const SVG_NS = "http://www.w3.org/2000/svg";

/** The element with id `id` (throws when the page lacks it). */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`page: #${id} is missing`);
  return el;
}

/** Makes an element: el("li", { class: "x", onclick: f }, "text", child). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...children.filter((c) => c !== undefined && c !== null && c !== false));
  return node;
}

/** Shows `text` in `node`, hiding it when empty. */
export function showText(node, text) {
  node.textContent = text ?? "";
  node.hidden = !text;
}

const sheets = new Map();

/** A constructed stylesheet holding `css`, made once per text: adopted by the page and by every shadow root that shows it. */
export function sheetOf(css) {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adds `type` listener `fn` to `target`; returns the function removing it. */
export function listen(target, type, fn, options) {
  target.addEventListener(type, fn, options);
  return () => target.removeEventListener(type, fn, options);
}

/**
 * The parts of a board's controls under `root` (a document or a shadow
 * root): each element with `data-part="name"` as parts.name, a dotted name
 * ("solutions.prev") nested (parts.solutions.prev). The page (index.html)
 * and the element (www/embed.js) mark their controls this way, and the
 * controller (www/controller/controller.js) takes what it finds.
 */
export function partsIn(root) {
  const parts = {};
  for (const node of root.querySelectorAll("[data-part]")) {
    const path = node.dataset.part.split(".");
    let at = parts;
    for (const key of path.slice(0, -1)) at = at[key] ??= {};
    at[path[path.length - 1]] = node;
  }
  return parts;
}
