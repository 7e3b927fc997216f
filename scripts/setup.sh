#!/usr/bin/env bash
# Installs whatever is missing to build, serve, test and benchmark Board
# Puzzles. Idempotent: every step is skipped when its tool is already there.
# Everything comes from crates.io, the npm registry or Debian's packages.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

TRUNK_REQ="~0.21"          # Trunk 0.22 needs a newer rustc than 1.95
TRUNK_PREFIX="0.21."
BINDGEN_DEFAULT="0.2.130"  # must equal the wasm-bindgen crate in Cargo.lock

say() { printf '[setup] %s\n' "$*"; }
die() { printf '[setup] ERROR: %s\n' "$*" >&2; exit 1; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else die "need root for: $*"; fi; }

# --- Rust --------------------------------------------------------------------
command -v cargo >/dev/null || die "cargo not found: install Rust with rustup (https://rustup.rs)"
if command -v rustup >/dev/null; then
  if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "ok: rust target wasm32-unknown-unknown"
  else
    say "installing rust target wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
else
  rustc --print target-list >/dev/null
  say "rustup not found; assuming the wasm32-unknown-unknown target is installed"
fi

# --- Crates (writes Cargo.lock when absent) ---------------------------------
say "cargo fetch"
cargo fetch --quiet

# --- Trunk 0.21.x --------------------------------------------------------------
if command -v trunk >/dev/null && trunk --version 2>/dev/null | grep -q "^trunk ${TRUNK_PREFIX}"; then
  say "ok: $(trunk --version)"
else
  say "installing trunk ${TRUNK_REQ} from crates.io (about 13 minutes on two cores)"
  cargo install trunk --version "${TRUNK_REQ}" --locked
fi

# --- wasm-bindgen-cli, exactly the crate's version ---------------------------
BINDGEN="$BINDGEN_DEFAULT"
if [ -f Cargo.lock ]; then
  locked="$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/,""); print; exit}' Cargo.lock)"
  [ -n "$locked" ] && BINDGEN="$locked"
fi
if command -v wasm-bindgen >/dev/null && [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $BINDGEN" ] \
   && command -v wasm-bindgen-test-runner >/dev/null; then
  say "ok: wasm-bindgen $BINDGEN (+ wasm-bindgen-test-runner)"
else
  say "installing wasm-bindgen-cli $BINDGEN from crates.io (about 6 minutes)"
  # --locked fails for this version; --force replaces another installed version.
  cargo install wasm-bindgen-cli --version "$BINDGEN" --force
fi

# --- Chromium + chromedriver (Debian) -----------------------------------------
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  say "ok: $(/usr/bin/chromium --version 2>/dev/null | head -n1)"
else
  command -v apt-get >/dev/null || die "no apt-get: install Chromium and its chromedriver at /usr/bin/chromium, /usr/bin/chromedriver"
  say "installing chromium + chromium-driver from Debian"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver
fi

# --- Node dev tools: binaryen (wasm-opt), playwright-core, tinybench ----------
command -v node >/dev/null || die "node not found: Node.js 20 or newer is needed"
node_major="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_major" -ge 20 ] || die "Node.js $node_major found; 20 or newer is needed"
stamp=node_modules/.package-lock.json
if [ -f "$stamp" ] && [ "$stamp" -nt package.json ] && { [ ! -f package-lock.json ] || [ "$stamp" -nt package-lock.json ]; } \
   && [ -x node_modules/.bin/wasm-opt ]; then
  say "ok: node_modules ($(node_modules/.bin/wasm-opt --version))"
else
  # npm ci never downloads playwright's own browsers; the system Chromium is used.
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  if [ -f package-lock.json ]; then
    say "npm ci"
    npm ci --no-audit --no-fund
  else
    say "npm install"
    npm install --no-audit --no-fund
  fi
  touch "$stamp"
fi

say "done"
