// On a phone (the page in one column: www/style.css, "phone"), the board and
// its action bar stay on screen while the cards under them scroll: the
// stage is sticky, its top at minus the height of the controls above the
// board, and the board is no taller than leaves Solve in view on first
// load. The two lengths are measured here, as CSS variables.

/**
 * Keeps, on the root element, `--stage-head` (px from the stage's top to
 * the board's box `wrap`), `--board-top` (px from the page's top to
 * `wrap`, unscrolled: the `header`, the layout's padding and the stage's
 * head) and `--stage-pinned` (px of the stage on screen once it sticks:
 * the board and the action bar, so that scrolling to a card leaves it
 * below them), as their sizes change.
 */
export function pinBoard({ stage, wrap, header, layout }) {
  const root = document.documentElement.style;
  /** Sets CSS variable `name` to `value` unless it holds it already. */
  const set = (name, value) => {
    if (root.getPropertyValue(name) !== value) root.setProperty(name, value);
  };
  const measure = () => {
    const head = wrap.offsetTop; // the stage is sticky, so wrap's offsetParent
    const top = header.getBoundingClientRect().height + Number.parseFloat(getComputedStyle(layout).paddingTop) + head;
    set("--stage-head", `${Math.max(0, head - 4)}px`);
    set("--board-top", `${Math.round(top)}px`);
    set("--stage-pinned", `${Math.round(stage.offsetHeight - head + 4)}px`);
  };
  // The lengths resize the stage the observer watches: measured on the next
  // frame, never inside its callback (that is a "ResizeObserver loop" error
  // event on the page); a measure that changes nothing ends the round.
  let frame = 0;
  const observer = new ResizeObserver(() => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      measure();
    });
  });
  for (const node of [stage, header]) observer.observe(node);
  measure();
}
