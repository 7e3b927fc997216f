#!/usr/bin/env bash
# The fuzz campaign on record: FUZZ_REQUESTS (default 1 000 000) malformed,
# hostile (sparse and huge arrays, Proxies, throwing getters, typed arrays)
# and near-valid requests to every entry point of the wasm module in dist/
# that reads a request or a played list (solve, check, solvePacked,
# solveWithProgress, offSquares, coach, position, moves, apply, place,
# remove), with small limits; prints requests by outcome, traps, hangs, the
# slowest request and the largest wasm memory, and rewrites its own section
# of BENCHMARKS.md (FUZZ_WRITE=0: not).
# Not part of ./scripts/test.sh (tests/node_fuzz_campaign.test.mjs runs a
# short campaign there). Needs dist/ (./scripts/build.sh) and node_modules/
# (npm ci). Environment: see scripts/fuzz.mjs. Example:
#   FUZZ_REQUESTS=20000 FUZZ_WRITE=0 ./scripts/fuzz.sh
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
[ -d node_modules/pure-rand ] || npm ci --no-audit --no-fund
exec node scripts/fuzz.mjs "$@"
