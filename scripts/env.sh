# Sourced by the scripts in this folder: puts the tools on PATH.
# shellcheck shell=bash
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT
case ":$PATH:" in *":$HOME/.cargo/bin:"*) ;; *) export PATH="$HOME/.cargo/bin:$PATH" ;; esac
# wasm-opt comes from the npm package `binaryen` (Debian's is too old).
case ":$PATH:" in *":$ROOT/node_modules/.bin:"*) ;; *) export PATH="$ROOT/node_modules/.bin:$PATH" ;; esac
# Trunk must never try the network for its own update check.
export TRUNK_SKIP_VERSION_CHECK=true
# wasm-bindgen-test-runner drives Debian's Chromium through its chromedriver.
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
