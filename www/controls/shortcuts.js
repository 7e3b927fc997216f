// Keyboard shortcuts shared by the page and the <board-puzzle> element,
// heard while the board (or another control of it) has focus, and every
// other key binding of the front end but the board's own: Ctrl+Z / Ctrl+Y
// (undo, redo) and the page's playback keys. The board's own keys (arrows,
// Enter, Space, Delete, Escape; www/board/board.js) edit; these solve and play,
// so they use other keys.
import { listen } from "../base/dom.js";

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

/** Whether `event` comes from a text field or other form control (typing: its keys are its own, text boxes keep their own undo). */
function typing(event, fields = "input, textarea, select") {
  return event.composedPath().some((n) => n instanceof HTMLElement && n.matches(fields));
}

/**
 * Calls actions[name]() for the shortcut keys pressed in `target`, except
 * while typing in a text field; with Ctrl (or ⌘) held, Z undoes and
 * Shift+Z or Y redoes (actions.undo, actions.redo); other keys with
 * Ctrl/Alt/Meta held are ignored. `actions` maps solve, toggle, back,
 * forward, start, end, undo, redo to functions (missing ones are
 * ignored). Returns the function removing the listener.
 */
export function bindShortcuts(target, actions) {
  return listen(target, "keydown", (event) => {
    if (typing(event)) return;
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      const key = event.key.toLowerCase();
      if (key !== "z" && key !== "y") return;
      event.preventDefault();
      (key === "z" && !event.shiftKey ? actions.undo : actions.redo)?.();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const name = SHORTCUTS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    const act = name && actions[name];
    if (!act) return;
    event.preventDefault();
    act();
  });
}

/** The page's playback keys, heard anywhere but in a control or on the board (which has its own): Space, arrows, Home, End. */
const PAGE_KEYS = { " ": "toggle", ArrowLeft: "back", ArrowRight: "forward", Home: "start", End: "end" };

/**
 * Page-wide playback keys (PAGE_KEYS) while `shown()` says an answer is
 * shown, unless typing, on a button, a link or the board, or with a
 * modifier held. Returns the function removing the listener.
 */
export function bindPageKeys(target, actions, shown) {
  return listen(target, "keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !shown()) return;
    if (typing(event, "input, textarea, select, button, canvas, a")) return;
    const act = actions[PAGE_KEYS[event.key]];
    if (!act) return;
    event.preventDefault();
    act();
  });
}
