#!/usr/bin/env bash
# THE test command: installs whatever is missing, then runs every test layer
#   0. fmt      cargo fmt --check (rustfmt.toml)
#      clippy   cargo clippy --all-targets -- -D warnings (native), and
#      clippy-wasm  the same for wasm32 (the library and tests/web.rs, the
#               targets that build there)
#      clippy-view  the wasm32 library without its `solvers` feature (the
#               page's module, dist/board_view.js)
#      doc      cargo doc --no-deps with rustdoc's warnings as errors
#      biome    biome ci (biome.json): the JavaScript linted (www/, embed.js,
#               tests, benches, scripts) and the formatted files checked,
#               warnings as errors
#      imports  scripts/import-cycles.mjs: the file-level import graphs of
#               src/ and www/ and their cycles; any cycle fails (issues 24, 42)
#      fn-lengths  scripts/fn-lengths.py --limit 100: any production
#               function of src/ over 100 lines fails (issue 42)
#   1. native   cargo test (unit, integration and doc tests of the core)
#      limits   cargo test --release --test limits --test entry_limits (time
#               limits, optimised)
#   2. wasm     cargo test --target wasm32-unknown-unknown --test web
#               (wasm-bindgen-test in headless Chromium)
#   3. build    scripts/build.sh (trunk build --release --offline -> dist/,
#               and the page's module dist/board_view.js)
#   4. node     node --test tests/*.test.mjs, 2 to 4 files at once (the API in Node through dist/,
#               the page's module within 300 KiB gzip (node_payload), and
#               end-to-end tests of the built page in headless Chromium)
# Every layer runs even when an earlier one fails (except that node tests
# need the build). Exits non-zero if anything failed; ends with totals.
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

LOGDIR="$ROOT/target/test-logs"
mkdir -p "$LOGDIR"
PASSED=0; FAILED=0; IGNORED=0
declare -a ROWS=()
ANY_FAIL=0

banner() { printf '\n==== %s ====\n' "$*"; }

# Counts from the `test result:` lines of cargo / wasm-bindgen-test.
cargo_counts() {
  awk '/^test result: /{
         for (i = 1; i <= NF; i++) {
           if ($(i+1) ~ /^passed/) p += $i
           if ($(i+1) ~ /^failed/) f += $i
           if ($(i+1) ~ /^ignored/) g += $i
         }
       } END { printf "%d %d %d\n", p, f, g }' "$1"
}
# Counts from node's test runner summary (spec reporter `ℹ pass N` or TAP `# pass N`).
node_counts() {
  awk '/^(ℹ|#) pass [0-9]+$/{p = $3} /^(ℹ|#) fail [0-9]+$/{f = $3}
       /^(ℹ|#) (skipped|todo) [0-9]+$/{g += $3}
       END { printf "%d %d %d\n", p, f, g }' "$1"
}

# run_layer NAME COUNTER CMD...   (COUNTER: cargo | node | none)
run_layer() {
  local name="$1" counter="$2"; shift 2
  local log="$LOGDIR/$name.log" rc p=0 f=0 g=0 start end
  banner "$name: $*"
  start=$(date +%s)
  "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  end=$(date +%s)
  case "$counter" in
    cargo) read -r p f g < <(cargo_counts "$log") ;;
    node)  read -r p f g < <(node_counts "$log") ;;
  esac
  # A layer that failed without a failing test (compile error, crash, no
  # runner summary) still counts as one failure.
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  if [ "$rc" -eq 0 ] && [ "$counter" != none ] && [ "$p" -eq 0 ]; then
    echo "[test] $name ran no test"
  fi
  PASSED=$((PASSED + p)); FAILED=$((FAILED + f)); IGNORED=$((IGNORED + g))
  local status=ok; [ "$rc" -eq 0 ] || { status="FAILED (exit $rc)"; ANY_FAIL=1; }
  ROWS+=("$(printf '%-11s %-18s %6d %6d %7d %5ss' "$name" "$status" "$p" "$f" "$g" "$((end - start))")")
  return "$rc"
}

banner "setup"
if ! ./scripts/setup.sh; then
  echo "[test] setup failed: cannot run the tests"
  echo "setup: 0 passed, 1 failed"
  exit 1
fi
export BP_SETUP_DONE=1

# Lints: warnings are errors; an exception is an #[expect(clippy::…, reason)]
# on the item.
run_layer fmt none cargo fmt --check
run_layer clippy none cargo clippy --color never --all-targets -- -D warnings
run_layer clippy-wasm none cargo clippy --color never --target wasm32-unknown-unknown --lib --test web -- -D warnings
# The page's module (docs/ARCHITECTURE.md "Two modules"): the library without `solvers`.
run_layer clippy-view none cargo clippy --color never --target wasm32-unknown-unknown --lib --no-default-features -- -D warnings
run_layer doc none env RUSTDOCFLAGS="-D warnings" cargo doc --color never --no-deps
run_layer biome none node_modules/.bin/biome ci --colors=off --error-on-warnings .
# Any file-level import cycle in src/ fails (issue 24).
run_layer imports none node scripts/import-cycles.mjs
# Any production function of src/ over 100 lines fails (issue 42); test
# code (#[cfg(test)] items, tests.rs files) is left out.
run_layer fn-lengths none python3 scripts/fn-lengths.py --limit 100
run_layer native cargo cargo test --no-fail-fast --color never
# The time limits, on an optimised build (tests/limits.rs says why); the
# clock tests of both files are ignored in the native layer's debug build.
run_layer limits cargo cargo test --release --color never --test limits --test entry_limits
run_layer wasm cargo env CHROMEDRIVER="$CHROMEDRIVER" cargo test --no-fail-fast --color never --target wasm32-unknown-unknown --test web
if run_layer build none ./scripts/build.sh; then
  shopt -s nullglob
  node_tests=(tests/*.test.mjs)
  shopt -u nullglob
  if [ "${#node_tests[@]}" -gt 0 ]; then
    # Files run side by side, two or more at once (up to four): much of an
    # e2e file's time is Chromium starting and pages waiting on timers, and
    # every test passes with every core busy (node's default is one file at
    # a time on a 2-core machine).
    jobs=$(nproc 2>/dev/null || echo 2)
    [ "$jobs" -lt 2 ] && jobs=2
    [ "$jobs" -gt 4 ] && jobs=4
    run_layer node node node --test --test-concurrency="$jobs" --test-reporter=spec "${node_tests[@]}"
  fi
else
  ROWS+=("$(printf '%-11s %-18s' node 'not run (no build)')")
fi

banner "summary"
printf '%-11s %-18s %6s %6s %7s %6s\n' layer status passed failed ignored time
for r in "${ROWS[@]}"; do echo "$r"; done
echo "logs: target/test-logs/"
if [ "$ANY_FAIL" -ne 0 ] && [ "$FAILED" -eq 0 ]; then FAILED=1; fi
echo
echo "total: $PASSED passed, $FAILED failed, $IGNORED skipped"
[ "$ANY_FAIL" -eq 0 ] && [ "$FAILED" -eq 0 ]
