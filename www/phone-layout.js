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
  const measure = () => {
    const head = wrap.offsetTop; // the stage is sticky, so wrap's offsetParent
    const top = header.getBoundingClientRect().height + Number.parseFloat(getComputedStyle(layout).paddingTop) + head;
    const root = document.documentElement.style;
    root.setProperty("--stage-head", `${Math.max(0, head - 4)}px`);
    root.setProperty("--board-top", `${Math.round(top)}px`);
    root.setProperty("--stage-pinned", `${Math.round(stage.offsetHeight - head + 4)}px`);
  };
  const observer = new ResizeObserver(measure);
  for (const node of [stage, header]) observer.observe(node);
  measure();
}
