#!/usr/bin/env bash
# Serves the page at http://127.0.0.1:8080/ (PORT=... and ADDRESS=... change
# that), rebuilding on source changes. Installs missing tools first.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
[ "${BP_SETUP_DONE:-}" = 1 ] || "$ROOT/scripts/setup.sh"

ADDRESS="${ADDRESS:-127.0.0.1}"
PORT="${PORT:-8080}"
echo "[serve] Board Puzzles at http://$ADDRESS:$PORT/  (first build takes a minute; Ctrl-C stops)"
exec trunk serve --release --offline --address "$ADDRESS" --port "$PORT" "$@"
