#!/usr/bin/env bash
# The page's main-thread module (docs/ARCHITECTURE.md "Two modules"): the
# crate without its `solvers` feature (drawing, editing, parsing, move
# rules), as board_view.js + board_view_bg.wasm in the folder $1 (else
# trunk's $TRUNK_STAGING_DIR), made as trunk makes the whole one
# (wasm-bindgen's web target, then wasm-opt -O; but optimised for size,
# below). Trunk runs it after every
# build (Trunk.toml [[hooks]]), so `trunk build` (scripts/build.sh) and
# `trunk serve` (scripts/serve.sh) both ship it. Its own target dir, so
# neither build undoes the other's; `--compile-only` runs just the cargo
# build, which scripts/build.sh starts beside trunk's own (two cores
# compile the two modules at once; the hook then finds it done).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
# Optimised for size (opt-level "s", this build only): the page loads this
# module before the board draws, within the 300 KiB gzip of
# tests/node_payload.test.mjs; at opt-level 3 it was 308 222 bytes gzip,
# at "s" 272 404, and every main-thread task of tests/e2e-longtasks
# stays under its 100 ms (BENCHMARKS.md "The wasm payload").
compile() {
  CARGO_PROFILE_RELEASE_OPT_LEVEL=s cargo build --release --offline --lib --target wasm32-unknown-unknown --no-default-features --target-dir target/view "$@"
}
if [ "${1:-}" = --compile-only ]; then
  compile --quiet
  exit
fi
OUT="${1:-${TRUNK_STAGING_DIR:?give the output folder}}"
echo "[view-module] cargo build --release --no-default-features (the page's module)"
compile
wasm-bindgen --target web --no-typescript --out-name board_view --out-dir "$OUT" \
  target/view/wasm32-unknown-unknown/release/board_puzzles.wasm
wasm-opt -O "$OUT/board_view_bg.wasm" -o "$OUT/board_view_bg.wasm"
