// Watch's words: the line under a replay, from the view's counters at the
// event shown (BoardView.traceStepCounts: the events of each kind by name
// (docs/API.md), depth, bound, frontier, best and the last cut, null where
// there is none).
import { count } from "../base/format.js";

/** What the typed counters say, joined by "; " (empty when nothing counted); `depths` lists expansions by depth. */
export function traceWords(counts, depths) {
  const { place, remove, move, retract, jump, undo, hit, expand, prune, augment, cover } = counts.events;
  const { depth, bound, frontier, best, cut } = counts;
  const parts = [];
  if (augment) {
    parts.push(`matching of ${count(augment)} pairs (${count(augment)} augmenting paths)`);
    if (cover) parts.push(`König's cover: ${count(cover)} squares, so at most ${count(cover)} pairs: the matching is maximum`);
  }
  if (place || remove) parts.push(`${count(place)} placements, ${count(remove)} backtracks, ${count(place - remove)} placed`);
  if (best !== null) parts.push(`best known ${count(best)} knights, ${count(prune)} nodes cut by the bound`);
  // Why the last node was cut: what it could still reach, no more than the best known.
  if (cut && cut.best !== null) parts.push(`last cut: at most ${count(cut.bound)} ≤ best ${count(cut.best)}`);
  if (move || retract) parts.push(`${count(move)} moves, ${count(retract)} retractions, path of ${count(move - retract)} squares`);
  if (jump || undo || hit || bound !== null) {
    parts.push(`${count(jump)} jumps, ${count(undo)} undos, depth ${count(depth)}, ${count(hit)} table hits`);
    if (bound !== null) parts.push(`iterative deepening: at most ${count(bound)} moves`);
  }
  if (expand) {
    parts.push(
      `${count(expand)} positions expanded, this one at depth ${count(depth)}, ${count(frontier)} in the frontier; expanded by depth: ${depths.map(count).join(", ")}`,
    );
  }
  return parts.join("; ");
}
