#!/usr/bin/env bash
# Where the bytes of the wasm modules go (issue 24, point 4): for each of
# the two modules scripts/build.sh makes (docs/ARCHITECTURE.md "Two
# modules") — dist/board_puzzles_bg.wasm (the workers', with the solvers)
# and dist/board_view_bg.wasm (the page's main thread) — the shipped size
# (raw and gzip -9), then a breakdown by Rust module of the same code
# before wasm-opt, which still has function names.
#
#   ./scripts/wasm-size.sh            after ./scripts/build.sh
#
# Needs twiggy (https://github.com/rustwasm/twiggy; `cargo install twiggy`,
# in ~/.cargo/bin). The named module is made here with wasm-bindgen from
# the release builds left in target/ (trunk's) and target/view/ (the same
# code wasm-opt then shrinks by about a fifth, so the shares hold, not the
# exact bytes). Each function's bytes are its own after inlining: code
# inlined into a function counts where it was inlined.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
TWIGGY="${TWIGGY:-$HOME/.cargo/bin/twiggy}"
DIST="${BP_DIST:-dist}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cat > "$TMP/buckets.cjs" <<'EOF'
const fs = require("node:fs");
const rows = fs.readFileSync(process.argv[2], "utf8").trim().split("\n").slice(1);
// The first matching rule names an item's bucket.
const rules = [
  [/function names|^"?name/, "names section (dropped by wasm-opt)"],
  [/data segment/, "data (.rodata: strings, tables)"],
  [/core::puzzles::(knight_swap|knight_path|knight_tour|non_attacking_knights|n_queens|peg_solitaire)\b/, (m) => `core::puzzles::${m[1]}`],
  [/board_puzzles::core::(search|coach|play|json|request|notation|board|random_off|error)\b/, (m) => `core::${m[1]}`],
  [/board_puzzles::core::puzzles\b/, "core::puzzles (shared)"],
  [/board_puzzles::core\b/, "core (mod.rs: solve, parse)"],
  [/board_puzzles::view::paint/, "view::paint"],
  [/board_puzzles::view::model::(\w+)/, (m) => `view::model::${m[1]}`],
  [/board_puzzles::view/, "view (js.rs, board_view.rs)"],
  [/board_puzzles::api/, "api"],
  [/serde_json/, "serde_json"],
  [/serde_wasm_bindgen/, "serde_wasm_bindgen"],
  [/serde/, "serde"],
  [/wasm_bindgen|js_sys|web_sys|__wbg|__wbindgen/, "wasm-bindgen, js-sys, web-sys glue"],
  [/rand|chacha/i, "rand_chacha"],
  [/hashbrown|rustc_hash/, "hashbrown"],
  [/dlmalloc|alloc::|core::fmt|core::str|core::slice|core::num|std::|core::panicking|core::/, "Rust std (fmt, alloc, sort …)"],
];
const buckets = new Map();
let total = 0;
for (const line of rows) {
  const m = line.match(/^(.*),(\d+),[\d.]+,[\d.]*,[\d.]*$/);
  if (!m) continue;
  const [name, bytes] = [m[1], Number(m[2])];
  total += bytes;
  let key = "other (unnamed code, types, imports, exports)";
  for (const [re, label] of rules) {
    const hit = name.match(re);
    if (hit) {
      key = typeof label === "function" ? label(hit) : label;
      break;
    }
  }
  buckets.set(key, (buckets.get(key) ?? 0) + bytes);
}
console.log("| part | bytes | share |\n|---|---:|---:|");
for (const [k, v] of [...buckets].sort((a, b) => b[1] - a[1])) {
  console.log(`| ${k} | ${v.toLocaleString("en")} | ${((100 * v) / total).toFixed(1)} % |`);
}
console.log(`| total | ${total.toLocaleString("en")} | 100 % |`);
EOF

# breakdown SHIPPED RAW: the sizes of dist/SHIPPED and the breakdown of RAW.
breakdown() {
  local shipped="$DIST/$1" raw="$2"
  [ -f "$shipped" ] && [ -f "$raw" ] || { echo "run ./scripts/build.sh first ($shipped, $raw)" >&2; exit 1; }
  echo "## $1"
  echo "shipped $shipped: $(wc -c < "$shipped") bytes, gzip -9 $(gzip -9c "$shipped" | wc -c) bytes"
  rm -rf "$TMP/named" && mkdir "$TMP/named"
  wasm-bindgen --target web --out-dir "$TMP/named" "$raw"
  local named="$TMP/named/board_puzzles_bg.wasm"
  echo "named, before wasm-opt: $(wc -c < "$named") bytes"
  "$TWIGGY" top -n 1000000 --format csv "$named" > "$TMP/top.csv"
  node "$TMP/buckets.cjs" "$TMP/top.csv"
  echo
  echo "largest functions (named module):"
  "$TWIGGY" top -n 15 "$named"
  echo
}

breakdown board_puzzles_bg.wasm target/wasm32-unknown-unknown/release/board_puzzles.wasm
breakdown board_view_bg.wasm target/view/wasm32-unknown-unknown/release/board_puzzles.wasm
