// Share links: the URL's hash holds the puzzle, the position and the
// algorithm, e.g. #puzzle=knight-path&rows=500&cols=500&from=0,0&to=499,499

const pair = (s) => s.split(",").map(Number);
const MAX_OFF_IN_URL = 4000;

/** The request in the hash, or null when there is none. */
export function readHash() {
  const hash = location.hash.replace(/^#/, "");
  if (!hash) return null;
  const p = new URLSearchParams(hash);
  if (!p.get("puzzle")) return null;
  const request = { puzzle: p.get("puzzle") };
  for (const key of ["board", "goal", "algorithm"]) {
    if (p.has(key)) request[key] = p.get(key);
  }
  for (const key of ["rows", "cols"]) {
    if (p.has(key)) request[key] = Number(p.get(key));
  }
  for (const key of ["from", "to"]) {
    if (p.has(key)) request[key] = pair(p.get(key));
  }
  if (p.has("off")) request.off = p.get("off").split(";").filter(Boolean).map(pair);
  return request;
}

/** Puts `request` in the hash without adding a history entry. */
export function writeHash(request) {
  const p = new URLSearchParams();
  p.set("puzzle", request.puzzle);
  for (const key of ["board", "goal", "rows", "cols", "algorithm"]) {
    if (request[key] !== undefined) p.set(key, String(request[key]));
  }
  for (const key of ["from", "to"]) {
    if (request[key]) p.set(key, request[key].join(","));
  }
  if (request.off?.length && request.off.length <= MAX_OFF_IN_URL) {
    p.set("off", request.off.map((s) => s.join(",")).join(";"));
  }
  // "/" and "," read fine in a hash; keep links legible.
  const hash = p.toString().replaceAll("%2F", "/").replaceAll("%2C", ",").replaceAll("%3B", ";");
  history.replaceState(null, "", `#${hash}`);
}
