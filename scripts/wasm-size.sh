#!/usr/bin/env bash
# Where the bytes of the wasm module go (issue 24, point 4): the shipped
# dist/board_puzzles_bg.wasm (raw and gzip -9), then a breakdown by module
# of the same code before wasm-opt, which still has function names.
#
#   ./scripts/wasm-size.sh            after ./scripts/build.sh
#
# Needs twiggy (https://github.com/rustwasm/twiggy; `cargo install twiggy`,
# in ~/.cargo/bin). The named module is made here with wasm-bindgen from
# the release build trunk left in target/ (the same code wasm-opt then
# shrinks by about a fifth, so the shares hold, not the exact bytes).
# Each function's bytes are its own after inlining: code inlined into a
# function counts where it was inlined.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
TWIGGY="${TWIGGY:-$HOME/.cargo/bin/twiggy}"
DIST="${BP_DIST:-dist}"
RAW=target/wasm32-unknown-unknown/release/board_puzzles.wasm
[ -f "$DIST/board_puzzles_bg.wasm" ] && [ -f "$RAW" ] || { echo "run ./scripts/build.sh first" >&2; exit 1; }
echo "shipped $DIST/board_puzzles_bg.wasm: $(wc -c < "$DIST/board_puzzles_bg.wasm") bytes, gzip -9 $(gzip -9c "$DIST/board_puzzles_bg.wasm" | wc -c) bytes"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
wasm-bindgen --target web --out-dir "$TMP" "$RAW"
NAMED="$TMP/board_puzzles_bg.wasm"
echo "named, before wasm-opt: $(wc -c < "$NAMED") bytes"
"$TWIGGY" top -n 1000000 --format csv "$NAMED" > "$TMP/top.csv"
node - "$TMP/top.csv" <<'EOF'
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
echo
echo "largest functions (named module):"
"$TWIGGY" top -n 15 "$NAMED"
