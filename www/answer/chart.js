// A small bar chart of how many states a BFS expanded at each depth, drawn
// as SVG with real text labels (answer.depths: index = depth, value =
// states expanded there; the bars add up to stats.expanded).
import { SVG_NS, el } from "../base/dom.js";
import { count } from "../base/format.js";

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children);
  return node;
}

/** Compact counts for axis labels: 950, 12k, 1.8M. */
function short(n) {
  if (n < 1000) return String(n);
  if (n < 1e6) return `${+(n / 1e3).toPrecision(n < 1e4 ? 2 : 3)}k`;
  return `${+(n / 1e6).toPrecision(n < 1e7 ? 2 : 3)}M`;
}

/**
 * A figure with one bar per depth. `depths[d]` is the number of states
 * expanded at depth d; `solved` marks the last depth as cut short (the
 * goal came off the queue part-way through it). `id` and `caption` name
 * the figure (the answer's chart, or the search lab's growing one).
 */
export function depthChart(depths, { solved = false, id = "depth-chart", caption = "States expanded at each depth (moves from the start)" } = {}) {
  const total = depths.reduce((a, b) => a + b, 0);
  const peak = Math.max(1, ...depths);
  const n = depths.length;
  // Geometry in viewBox units; the SVG scales to the panel's width.
  const W = 300,
    H = 120,
    left = 34,
    right = 4,
    top = 8,
    bottom = 18;
  const plotW = W - left - right,
    plotH = H - top - bottom;
  const slot = plotW / Math.max(n, 1);
  const gap = slot > 6 ? 1.5 : slot > 3 ? 0.5 : 0;
  const bars = depths.map((v, d) => {
    const h = v === 0 ? 0 : Math.max(1, (v / peak) * plotH);
    const partial = solved && d === n - 1;
    return svg(
      "rect",
      {
        class: partial ? "bar partial" : "bar",
        x: (left + d * slot + gap / 2).toFixed(2),
        y: (top + plotH - h).toFixed(2),
        width: Math.max(0.5, slot - gap).toFixed(2),
        height: h.toFixed(2),
        "data-depth": d,
        "data-count": v,
      },
      svg("title", {}, `depth ${d}: ${count(v)} states expanded${partial ? " (until the goal was reached)" : ""}`),
    );
  });
  // Depth labels: about 8 at most, always the first and the last.
  const every = Math.max(1, Math.ceil(n / 8));
  const labelled = (d) => d === n - 1 || (d % every === 0 && n - 1 - d >= every / 2);
  const xLabels = depths.flatMap((_, d) =>
    labelled(d) ? [svg("text", { class: "tick", x: (left + (d + 0.5) * slot).toFixed(2), y: H - 5, "text-anchor": "middle" }, String(d))] : [],
  );
  const axis = [
    svg("line", { class: "axis", x1: left, y1: top + plotH + 0.5, x2: W - right, y2: top + plotH + 0.5 }),
    svg("text", { class: "tick", x: left - 4, y: top + 4, "text-anchor": "end" }, short(peak)),
    svg("text", { class: "tick", x: left - 4, y: top + plotH, "text-anchor": "end" }, "0"),
    svg("line", { class: "grid", x1: left, y1: top + 0.5, x2: W - right, y2: top + 0.5 }),
  ];
  const chart = svg(
    "svg",
    {
      viewBox: `0 0 ${W} ${H}`,
      role: "img",
      "aria-label": `Bar chart: states expanded at each depth 0 to ${n - 1}, largest ${count(peak)}, total ${count(total)}`,
    },
    ...axis,
    ...bars,
    ...xLabels,
  );
  return el(
    "figure",
    { class: "depth-chart", id, dataset: { total: String(total) } },
    el("figcaption", {}, `${caption}: ${count(total)} in all`),
    chart,
    el(
      "p",
      { class: "axis-label" },
      solved ? el("span", { class: "partial-key" }, "pale: the goal's depth, cut short when the goal came up") : null,
      el("span", {}, "depth →"),
    ),
  );
}
