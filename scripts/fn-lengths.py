#!/usr/bin/env python3
"""Rust functions of src/ longer than N lines (default 100), test code left out.

    python3 scripts/fn-lengths.py [ROOT] [N] [--limit MAX]

Lists every production function of ROOT (default src) longer than N lines,
longest first. With --limit MAX it also exits 1 when a function is longer
than MAX lines (the test command's `fn-lengths` layer runs `--limit 100`).

A function runs from its `fn` line to the line where its braces close.
Test code is left out: files named tests.rs or *_tests.rs, folders named
tests, and each item under a `#[cfg(test)]` attribute (an inline `mod tests
{ ... }`, a test-only function or impl), from the attribute to the line
where the item's braces close, or to its `;` (`mod tests;`). The rest of
the file, before and after such an item, is measured.

Comments, strings (raw ones too) and character literals are blanked before
braces are counted, so a `"{"` or a `// }` does not move a function's end.
"""
import argparse
import os
import re
import sys

FN_RE = re.compile(
    r"^\s*(pub(\([^)]*\))?\s+)?((const|async|unsafe|extern(\s+\"[^\"]*\")?)\s+)*fn\s+(\w+)"
)
TEST_ATTR_RE = re.compile(r"^\s*#\[cfg\((test|all\(\s*test\b.*)\)\]\s*$")
ATTR_RE = re.compile(r"^\s*#!?\[")


def blank(text):
    """The text with comments, strings and char literals replaced by spaces
    (newlines kept, so line numbers stay)."""
    out, i, n = [], 0, len(text)

    def keep_newlines(s):
        return "".join("\n" if c == "\n" else " " for c in s)

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(keep_newlines(text[i:j]))
            i = j
        elif (m := re.compile(r'b?r(#*)"').match(text, i)) and (
            i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")
        ):
            close = '"' + m.group(1)
            j = text.find(close, m.end())
            j = n if j < 0 else j + len(close)
            out.append(keep_newlines(text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(keep_newlines(text[i:j]))
            i = j
        elif c == "'":
            # A char literal ('x', '\n', '\u{7f}') or a lifetime ('a).
            m = re.compile(r"'(\\u\{[0-9a-fA-F]+\}|\\.|[^'\\\n])'").match(text, i)
            j = m.end() if m else i + 1
            out.append(" " * (j - i) if m else c)
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def item_end(code, i):
    """The last line of the item starting at line i: where its braces close,
    or its first `;` outside brackets if it has none."""
    depth, started, nest, j = 0, False, 0, i
    while j < len(code):
        for ch in code[j]:
            if ch == "{":
                depth, started = depth + 1, True
            elif ch == "}":
                depth -= 1
                if started and depth == 0:
                    return j
            elif ch in "([":
                nest += 1
            elif ch in ")]":
                nest -= 1
            elif ch == ";" and not started and nest == 0:
                return j
        j += 1
    return len(code) - 1


def test_lines(code):
    """Indices of the lines under a `#[cfg(test)]` attribute."""
    skip = set()
    i = 0
    while i < len(code):
        if TEST_ATTR_RE.match(code[i]):
            j = i + 1
            while j < len(code) and (ATTR_RE.match(code[j]) or not code[j].strip()):
                j += 1
            end = item_end(code, j) if j < len(code) else i
            skip.update(range(i, end + 1))
            i = end + 1
        else:
            i += 1
    return skip


def functions(path):
    """(length, first line, name) of each production function of the file."""
    code = blank(open(path, encoding="utf8").read()).split("\n")
    skip = test_lines(code)
    i = 0
    while i < len(code):
        m = FN_RE.match(code[i]) if i not in skip else None
        if m:
            j = item_end(code, i)
            yield j - i + 1, i + 1, m.group(6)
            # Functions nested in this one count towards it, not on their own.
            i = j + 1
        else:
            i += 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("root", nargs="?", default="src")
    ap.add_argument("over", nargs="?", type=int, default=100, help="list functions longer than this")
    ap.add_argument("--limit", type=int, help="exit 1 if a function is longer than this")
    args = ap.parse_args()
    found = []
    for d, _, names in os.walk(args.root):
        for n in names:
            p = os.path.join(d, n)
            if not n.endswith(".rs") or n == "tests.rs" or n.endswith("_tests.rs"):
                continue
            if "tests" in p.split(os.sep)[:-1]:
                continue
            found += [(length, p, line, name) for length, line, name in functions(p)]
    for length, p, line, name in sorted(found, reverse=True):
        if length > args.over:
            print(f"{length:5}  {p}:{line}  {name}")
    if args.limit is not None:
        over = [f for f in found if f[0] > args.limit]
        if over:
            print(f"{len(over)} production function(s) over {args.limit} lines", file=sys.stderr)
            sys.exit(1)
        print(f"no production function over {args.limit} lines ({len(found)} measured)")


if __name__ == "__main__":
    main()
