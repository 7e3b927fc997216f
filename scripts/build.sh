#!/usr/bin/env bash
# Builds dist/ for static hosting: index.html, www/, two wasm modules of
# the one crate (release, wasm-opt'ed): dist/board_puzzles.js +
# board_puzzles_bg.wasm, the whole API with the solvers (workers, Node), and
# dist/board_view.js + board_view_bg.wasm, the page's main-thread module
# without them (docs/ARCHITECTURE.md "Two modules"), and dist/board-puzzle.js,
# the <board-puzzle> element in one classic script (wasm and workers inside).
# Copy dist/ to any plain file server. Installs missing tools first.
# BP_DIST=/some/dir builds there instead (the tests and benches honour it).
# dist/ is also the npm package "board-puzzles": its package.json and
# README.md are written from scripts/npm/ with the crate's version, so that
# `cd dist && npm pack` gives the tarball to publish or to self-host.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
[ "${BP_SETUP_DONE:-}" = 1 ] || "$ROOT/scripts/setup.sh"

DIST="${BP_DIST:-dist}"
# The page's module compiles beside trunk's build (scripts/view-module.sh).
"$ROOT/scripts/view-module.sh" --compile-only &
view_compile=$!
echo "[build] trunk build --release --offline --dist $DIST"
trunk build --release --offline --dist "$DIST" "$@" || { wait "$view_compile"; exit 1; }
wait "$view_compile" || { echo "[build] ERROR: the page's module did not compile" >&2; exit 1; }
# trunk's post-build hook (Trunk.toml) adds the page's main-thread module,
# dist/board_view.js + board_view_bg.wasm (scripts/view-module.sh).
for f in "$DIST/index.html" "$DIST/board_puzzles.js" "$DIST/board_puzzles_bg.wasm" "$DIST/board_view.js" "$DIST/board_view_bg.wasm"; do
  [ -f "$f" ] || { echo "[build] ERROR: $f was not produced" >&2; exit 1; }
done
# The single-file build, dist/board-puzzle.js: the element, its wasm and its
# workers in one classic script (scripts/single-file.mjs, issue 41).
node scripts/single-file.mjs "$DIST"
# The npm package: scripts/npm/{package.json,README.md} with the crate's version.
VERSION="$(sed -n 's/^version *= *"\(.*\)"/\1/p' Cargo.toml | head -n1)"
[ -n "$VERSION" ] || { echo "[build] ERROR: no version in Cargo.toml" >&2; exit 1; }
node -e '
  const fs = require("node:fs");
  const [dist, version] = process.argv.slice(1);
  const pkg = JSON.parse(fs.readFileSync("scripts/npm/package.json", "utf8"));
  pkg.version = version;
  fs.writeFileSync(`${dist}/package.json`, JSON.stringify(pkg, null, 2) + "\n");
  const readme = fs.readFileSync("scripts/npm/README.md", "utf8").replaceAll("@VERSION", `@${version}`);
  fs.writeFileSync(`${dist}/README.md`, readme);
' "$DIST" "$VERSION"
echo "[build] $DIST/package.json: board-puzzles@$VERSION (cd $DIST && npm pack)"
echo "[build] $DIST/ ready: $(du -sh "$DIST" | cut -f1) (wasm: $(wc -c < "$DIST/board_puzzles_bg.wasm") bytes for the workers, $(wc -c < "$DIST/board_view_bg.wasm") for the page)"
