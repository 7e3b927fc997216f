#!/usr/bin/env bash
# Benchmarks: the cases of benches/cases.json natively (criterion) and as wasm
# in Node (tinybench, through dist/), printed side by side:
#   case | native ms | wasm ms | ratio | length | expanded
# BENCH_CASE=text keeps only the cases whose name contains text; BENCH_LONG=1
# adds the long cases (n-queens count n = 17). Every answer is checked against
# the case's expected answer (`expect` in cases.json): a difference fails the
# run, natively, in wasm and in the report. Each wasm case runs in a fresh
# instance of the module; its memory after the case is the case's peak
# (wasm MB). A full run rewrites the bench section of BENCHMARKS.md
# (benches/report.mjs --write, between <!-- bench:begin/end --> markers; the
# other sections are kept), which is committed. The limits table is
# benches/limits.mjs's (node benches/limits.mjs --write).
# Installs missing tools and builds dist/ first. Takes a few minutes.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
"$ROOT/scripts/setup.sh"
export BP_SETUP_DONE=1
./scripts/build.sh

rm -rf target/bench target/criterion/solve
echo "[bench] native: cargo bench --bench solvers"
cargo bench --bench solvers
echo "[bench] wasm: node benches/wasm.mjs"
node benches/wasm.mjs
echo
echo "[bench] results"
# A subset (BENCH_CASE) prints its table only; a full run writes BENCHMARKS.md.
if [ -z "${BENCH_CASE:-}" ]; then node benches/report.mjs --write; else node benches/report.mjs; fi
# Coach latency (Play mode): every preset through the wasm module; a full run writes its table too.
echo "[bench] coach latency: node benches/coach.mjs"
if [ -z "${BENCH_CASE:-}" ]; then node benches/coach.mjs --write; else COACH_CASE="$BENCH_CASE" node benches/coach.mjs; fi
