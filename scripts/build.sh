#!/usr/bin/env bash
# Builds dist/ for static hosting: index.html, www/, and the wasm module at
# dist/board_puzzles.js + dist/board_puzzles_bg.wasm (release, wasm-opt'ed).
# Copy dist/ to any plain file server. Installs missing tools first.
# BP_DIST=/some/dir builds there instead (the tests and benches honour it).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
[ "${BP_SETUP_DONE:-}" = 1 ] || "$ROOT/scripts/setup.sh"

DIST="${BP_DIST:-dist}"
echo "[build] trunk build --release --offline --dist $DIST"
trunk build --release --offline --dist "$DIST" "$@"
for f in "$DIST/index.html" "$DIST/board_puzzles.js" "$DIST/board_puzzles_bg.wasm"; do
  [ -f "$f" ] || { echo "[build] ERROR: $f was not produced" >&2; exit 1; }
done
echo "[build] $DIST/ ready: $(du -sh "$DIST" | cut -f1) ($(wc -c < "$DIST/board_puzzles_bg.wasm") bytes of wasm)"
