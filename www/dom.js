// Tiny DOM helpers.

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
export function say(node, text) {
  node.textContent = text ?? "";
  node.hidden = !text;
}

/** Adds `type` listener `fn` to `target`; returns the function removing it. */
export function listen(target, type, fn, options) {
  target.addEventListener(type, fn, options);
  return () => target.removeEventListener(type, fn, options);
}
