#!/usr/bin/env bash
# Builds dist/ for static hosting: index.html, www/, and the wasm module at
# dist/board_puzzles.js + dist/board_puzzles_bg.wasm (release, wasm-opt'ed).
# Copy dist/ to any plain file server. Installs missing tools first.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
[ "${BP_SETUP_DONE:-}" = 1 ] || "$ROOT/scripts/setup.sh"

echo "[build] trunk build --release --offline"
trunk build --release --offline "$@"
for f in dist/index.html dist/board_puzzles.js dist/board_puzzles_bg.wasm; do
  [ -f "$f" ] || { echo "[build] ERROR: $f was not produced" >&2; exit 1; }
done
echo "[build] dist/ ready: $(du -sh dist | cut -f1) ($(wc -c < dist/board_puzzles_bg.wasm) bytes of wasm)"
