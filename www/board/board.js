// Binds a BoardView to its canvas: pointer, wheel and key events go to the
// view (in CSS pixels); redraws are merged into one animation frame. As in
// chessground, moves and releases are heard on the document so a drag
// survives leaving the canvas; one destroy() removes every listener.
import { listen } from "../base/dom.js";

const KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ", "Delete", "Backspace", "Escape"]);

/**
 * view: a BoardView; canvas: its canvas; box: the element whose size the
 * canvas fills. onChange() runs after every edit made on the board;
 * onHover(square or undefined) when the square under the pointer changes;
 * beforeEdit() before a press or key that may edit: returning false drops
 * that press (the controller uses it to leave a paused answer first);
 * onKey(key, changed) after each board key ("pointer" after a press);
 * onRelease() after each release and board key, once the change is heard
 * (play mode reads a refused move then).
 * Returns { redraw(), destroy() }.
 */
export function bindBoard(
  view,
  canvas,
  box,
  { onChange = () => {}, onDraw = () => {}, onHover = () => {}, beforeEdit = () => true, onKey = () => {}, onRelease = () => {} } = {},
) {
  let frame = 0;
  let pressed = null; // pointerId of the press in progress
  let strokeChanged = false; // the press in progress changed the request
  let waiting = []; // drawn()'s resolvers, called after the next frame drawn

  const redraw = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      // true: a cache is built a slice per frame (a long path's image): draw again next frame.
      if (view.draw()) redraw();
      canvas.style.cursor = view.cursor();
      const shown = view.shownPosition();
      canvas.dataset.shown = shown ?? "";
      canvas.dataset.step = String(view.step());
      onDraw();
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve();
    });
  };

  let hovered = "";
  const hover = (square) => {
    const key = square ? square.join(",") : "";
    if (key !== hovered) {
      hovered = key;
      onHover(square);
    }
  };
  const at = (event) => {
    const r = canvas.getBoundingClientRect();
    return [event.clientX - r.left, event.clientY - r.top];
  };
  const after = (changed) => {
    if (changed) onChange();
    redraw();
  };

  const resize = () => {
    const r = box.getBoundingClientRect();
    view.resize(r.width, r.height, window.devicePixelRatio || 1);
    view.draw(); // at once, so the canvas is never shown blank or stretched
    redraw();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(box);
  let dprQuery = null;
  const watchDpr = () => {
    dprQuery = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    dprQuery.addEventListener("change", onDpr, { once: true });
  };
  const onDpr = () => {
    resize();
    watchDpr();
  };
  watchDpr();

  const unbind = [
    listen(canvas, "pointerdown", (event) => {
      if (pressed !== null || !event.isPrimary || event.button !== 0) return;
      canvas.focus({ preventScroll: true, focusVisible: false });
      event.preventDefault();
      onKey("pointer", false);
      if (!beforeEdit()) {
        redraw();
        return;
      }
      pressed = event.pointerId;
      after(view.pointerDown(...at(event)));
    }),
    // passive: false, so that preventDefault stops touch scrolling mid-drag.
    listen(
      document,
      "pointermove",
      (event) => {
        if (pressed !== null && event.pointerId !== pressed) return;
        // composedPath: inside a shadow root (the <board-puzzle> element) the
        // document sees the host as the target, not the canvas.
        if (pressed === null && event.composedPath()[0] !== canvas) {
          if (canvas.dataset.hover) {
            delete canvas.dataset.hover;
            view.pointerLeave();
            hover(undefined);
            redraw();
          }
          return;
        }
        if (pressed !== null) event.preventDefault();
        canvas.dataset.hover = "1";
        // A stroke or drag reports one change, when it ends: the controller's
        // work per change (checking, the link) is not repeated per square.
        if (view.pointerMove(...at(event))) {
          if (pressed !== null) strokeChanged = true;
          else onChange();
        }
        redraw();
        hover(view.squareAt(...at(event)));
      },
      { passive: false },
    ),
    listen(document, "pointerup", (event) => {
      if (event.pointerId !== pressed) return;
      pressed = null;
      const changed = view.pointerUp(...at(event)) || strokeChanged;
      strokeChanged = false;
      after(changed);
      onRelease();
    }),
    listen(document, "pointercancel", (event) => {
      if (event.pointerId !== pressed) return;
      pressed = null;
      view.pointerCancel();
      after(strokeChanged);
      strokeChanged = false;
    }),
    listen(
      canvas,
      "wheel",
      (event) => {
        // Ctrl + wheel (and trackpad pinch) zooms; a plain wheel zooms only
        // once zoomed in, so the page still scrolls over a fitted board.
        if (!event.ctrlKey && !event.metaKey && !view.zoomed()) return;
        event.preventDefault();
        view.zoom(...at(event), Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002)));
        after(view.pointerMove(...at(event)));
      },
      { passive: false },
    ),
    listen(canvas, "keydown", (event) => {
      if (!KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const edits = ["Enter", " ", "Delete", "Backspace"].includes(event.key);
      if (edits && !beforeEdit()) {
        redraw();
        return;
      }
      const changed = view.key(event.key);
      onKey(event.key, changed);
      after(changed);
      onRelease();
    }),
    listen(canvas, "blur", () => {
      view.key("Escape");
      onKey("Escape", false);
      redraw();
    }),
  ];

  return {
    redraw,
    /** Resolves after the next frame drawn (one is asked for): the canvas and its data-shown show the view. */
    drawn() {
      redraw();
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** Zooms by `factor` about the canvas centre. */
    zoom(factor) {
      const r = canvas.getBoundingClientRect();
      view.zoom(r.width / 2, r.height / 2, factor);
      redraw();
    },
    destroy() {
      for (const off of unbind) off();
      observer.disconnect();
      dprQuery?.removeEventListener("change", onDpr);
      if (frame) cancelAnimationFrame(frame);
    },
  };
}
