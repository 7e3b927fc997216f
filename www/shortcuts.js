// Keyboard shortcuts shared by the page and the <board-puzzle> element,
// heard while the board (or another control of it) has focus. The board's
// own keys (arrows, Enter, Space, Delete, Escape) edit; these solve and
// play, so they use other keys.
import { listen } from "./dom.js";

/** Key → action name, and the text listing them for hints and aria-keyshortcuts. */
export const SHORTCUTS = {
  s: "solve",
  p: "toggle",
  "[": "back",
  "]": "forward",
  ",": "back",
  ".": "forward",
  Home: "start",
  End: "end",
};
export const SHORTCUT_HELP = "S solve · P play/pause · [ and ] step · Home/End";
export const ARIA_SHORTCUTS = "S P [ ] Home End";

/**
 * Calls actions[name]() for the shortcut keys pressed in `target`, except
 * while typing in a text field or with Ctrl/Alt/Meta held. `actions` maps
 * solve, toggle, back, forward, start, end to functions (missing ones are
 * ignored). Returns the function removing the listener.
 */
export function bindShortcuts(target, actions) {
  return listen(target, "keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const typing = event.composedPath().find((n) => n instanceof HTMLElement && n.matches("input, textarea, select"));
    if (typing) return;
    const name = SHORTCUTS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    const act = name && actions[name];
    if (!act) return;
    event.preventDefault();
    act();
  });
}
