#!/usr/bin/env python3
"""Rust functions of src/ longer than N lines (default 100), test code left out.
A function runs from its `fn` line to the line where its braces close."""
import os, re, sys
limit = int(sys.argv[2]) if len(sys.argv) > 2 else 100
root = sys.argv[1] if len(sys.argv) > 1 else "src"
fn_re = re.compile(r"^\s*(pub(\([a-z]+\))?\s+)?(const\s+)?(unsafe\s+)?fn\s+(\w+)")
out = []
for d, _, names in os.walk(root):
    for n in names:
        p = os.path.join(d, n)
        if not n.endswith(".rs") or n == "tests.rs" or n.endswith("_tests.rs") or "/tests/" in p:
            continue
        lines = open(p, encoding="utf8").read().split("\n")
        cut = next((i for i, l in enumerate(lines) if l.strip() == "#[cfg(test)]"), len(lines))
        i = 0
        while i < cut:
            m = fn_re.match(lines[i])
            if m:
                depth, started, j = 0, False, i
                while j < len(lines):
                    code = re.sub(r'//.*|"(\\.|[^"\\])*"|\'(\\.|[^\'\\])\'', "", lines[j])
                    depth += code.count("{") - code.count("}")
                    started = started or "{" in code
                    if started and depth <= 0 or (not started and code.rstrip().endswith(";")):
                        break
                    j += 1
                if j - i + 1 > limit:
                    out.append((j - i + 1, p, i + 1, m.group(5)))
                i = j + 1 if started else i + 1
            else:
                i += 1
for length, p, line, name in sorted(out, reverse=True):
    print(f"{length:5}  {p}:{line}  {name}")
