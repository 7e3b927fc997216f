#!/usr/bin/env bash
# Native speed of two commits side by side, case by case:
#   ./scripts/bench-compare.sh REV [NAME-FILTER]
# Builds examples/bench_cases.rs (this tree's copy) in a temporary worktree at
# REV and in this tree, both --release, then runs the two binaries in turns
# (REV, this tree, REV, this tree … ROUNDS times, default 3) so that a shared
# machine's changing load falls on both alike; each case's figure is its
# fastest median over the rounds. Prints a Markdown table: case, REV ms, this
# tree ms, ratio, and flags a case more than 5 % slower (and the answers when
# they differ). MS=N sets each case's time per round (default 300).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
rev="${1:?usage: bench-compare.sh REV [NAME-FILTER]}"
filter="${2:-}"
rounds="${ROUNDS:-3}"
ms="${MS:-300}"

old="$ROOT/target/bench-compare/old"
out="$ROOT/target/bench-compare"
rm -rf "$old"
mkdir -p "$out"
git worktree add --detach -q "$old" "$rev"
trap 'git worktree remove --force "$old" >/dev/null 2>&1 || true' EXIT
cp examples/bench_cases.rs "$old/examples/bench_cases.rs"
echo "[compare] building $rev and this tree (release)" >&2
(cd "$old" && CARGO_TARGET_DIR="$out/target-old" cargo build --release --quiet --example bench_cases)
cargo build --release --quiet --example bench_cases
old_bin="$out/target-old/release/examples/bench_cases"
new_bin="$ROOT/target/release/examples/bench_cases"

: >"$out/old.tsv"
: >"$out/new.tsv"
for r in $(seq 1 "$rounds"); do
  echo "[compare] round $r of $rounds" >&2
  "$old_bin" benches/cases.json "$filter" --ms "$ms" >>"$out/old.tsv"
  "$new_bin" benches/cases.json "$filter" --ms "$ms" >>"$out/new.tsv"
done

python3 - "$out/old.tsv" "$out/new.tsv" "$rev" "$(git rev-parse --short HEAD)" <<'EOF'
import sys
def read(path):
    best, answer, order = {}, {}, []
    for line in open(path):
        name, ms, _reps, status, length, expanded = line.rstrip("\n").split("\t")
        if name not in answer:
            order.append(name)
        answer[name] = (status, length)
        if ms != "-":
            best[name] = min(float(ms), best.get(name, float("inf")))
    return best, answer, order
old, old_answer, _ = read(sys.argv[1])
new, new_answer, order = read(sys.argv[2])
print(f"| case | {sys.argv[3]} ms | {sys.argv[4]} ms | ratio | |")
print("| --- | ---: | ---: | ---: | --- |")
slower = []
for name in order:
    o, n = old.get(name), new.get(name)
    note = ""
    if old_answer.get(name) != new_answer.get(name):
        note = f"answer {old_answer.get(name)} -> {new_answer.get(name)}"
    if o is None or n is None:
        print(f"| {name} | {o if o is not None else '-'} | {n if n is not None else '-'} | - | {note} |")
        continue
    ratio = n / o if o > 0 else 1.0
    # Cases under 0.05 ms are timer noise; they are listed but not flagged.
    if ratio > 1.05 and o >= 0.05:
        note = ("slower; " + note) if note else "slower"
        slower.append(name)
    print(f"| {name} | {o:.3f} | {n:.3f} | {ratio:.2f} | {note} |")
print()
print(f"{len(order)} cases; more than 5 % slower (of those over 0.05 ms): {len(slower)}" + (": " + ", ".join(slower) if slower else ""))
EOF
