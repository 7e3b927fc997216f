// Watch's words: the line under a replay, from the view's counters at the
// event shown (BoardView.traceStepCounts: per kind (docs/API.md), then
// depth, bound + 1, frontier, best + 1, the last cut's bound + 1 and its
// best + 1).
import { count } from "./format.js";

/** What the typed counters say, joined by "; " (empty when nothing counted); `depths` lists expansions by depth. */
export function traceWords(typed, depths) {
  const [place, remove, move, retract, jump, undo, , hits, expand, , , , prune, augment, , cover] = typed;
  const [depth, bound, frontier, best, cutBound, cutBest] = typed.slice(16);
  const parts = [];
  if (augment) {
    parts.push(`matching of ${count(augment)} pairs (${count(augment)} augmenting paths)`);
    if (cover) parts.push(`König's cover: ${count(cover)} squares, so at most ${count(cover)} pairs: the matching is maximum`);
  }
  if (place || remove) parts.push(`${count(place)} placements, ${count(remove)} backtracks, ${count(place - remove)} placed`);
  if (best) parts.push(`best known ${count(best - 1)} knights, ${count(prune)} nodes cut by the bound`);
  // Why the last node was cut: what it could still reach, no more than the best known.
  if (cutBound && cutBest) parts.push(`last cut: at most ${count(cutBound - 1)} ≤ best ${count(cutBest - 1)}`);
  if (move || retract) parts.push(`${count(move)} moves, ${count(retract)} retractions, path of ${count(move - retract)} squares`);
  if (jump || undo || hits || bound) {
    parts.push(`${count(jump)} jumps, ${count(undo)} undos, depth ${count(depth)}, ${count(hits)} table hits`);
    if (bound) parts.push(`iterative deepening: at most ${count(bound - 1)} moves`);
  }
  if (expand) {
    parts.push(
      `${count(expand)} positions expanded, this one at depth ${count(depth)}, ${count(frontier)} in the frontier; expanded by depth: ${depths.map(count).join(", ")}`,
    );
  }
  return parts.join("; ");
}
