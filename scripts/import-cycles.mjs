#!/usr/bin/env node
// The file-level import graphs of src/ (Rust) and www/ (JavaScript) and
// their cycles (issues 24 and 42).
//
//   node scripts/import-cycles.mjs            report; exit 1 on any cycle
//   node scripts/import-cycles.mjs --graph    also print every edge (file -> file)
//   node scripts/import-cycles.mjs --report   the same report, always exit 0
//
// An edge a -> b: a names an item of b by path — `use crate::…`,
// `use super::…`, `use self::…`, `use child::…` (a module declared in a),
// or the same paths written inline (`super::random_off::draw(…)`). A path
// through a module's re-export (`crate::core::Request`, where core/mod.rs
// says `pub use request::{Request, …}`) ends at the file that defines the
// item (request.rs), so a re-export is no edge of its own. Inline test
// modules (`#[cfg(test)] mod tests { … }`), comments and strings are left
// out; test files (`mod tests;`) count like any other file.
//
// In www/ (every .js file but vendor/), an edge a -> b: a imports b by a
// relative path — `import … from`, `export … from`, `import "…"`, or a
// literal `import("…")`. A worker started from a file
// (`new Worker(new URL(…))`) is no import: it runs in its own thread.
//
// Cycles are the strongly connected components of more than one file
// (Tarjan, "Depth-first search and linear graph algorithms", SIAM J.
// Comput. 1972). Any cycle makes the exit status 1: there is no
// allow-list (issue 24 removed the last cycle and the list with it).

import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, relative, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");
const www = join(root, "www");
const showGraph = process.argv.includes("--graph");
const reportOnly = process.argv.includes("--report");

/** Every .rs file under `dir`. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".rs") ? [p] : [];
  });
}

/** The module path of a file: src/core/search/dense.rs -> ["core", "search", "dense"]. */
function modulePath(file) {
  const parts = relative(src, file).replace(/\.rs$/, "").split("/");
  const last = parts[parts.length - 1];
  if (last === "mod" || (parts.length === 1 && (last === "lib" || last === "main"))) parts.pop();
  return parts;
}

/** The file of a module path, or null. */
function fileOf(path) {
  const base = join(src, ...path);
  for (const f of path.length === 0 ? [join(src, "lib.rs")] : [`${base}.rs`, join(base, "mod.rs")]) {
    if (existsSync(f)) return f;
  }
  return null;
}

/** Code without comments, string and char literals, and inline `#[cfg(test)] mod x { … }`. */
function code(text) {
  let out = "";
  for (let i = 0; i < text.length; ) {
    if (text.startsWith("//", i)) {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (text.startsWith("/*", i)) {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (text[i] === '"' || (text[i] === "r" && /^r#*"/.test(text.slice(i, i + 8)) && !/\w/.test(text[i - 1] ?? ""))) {
      const hashes = text[i] === "r" ? text.slice(i + 1).match(/^#*/)[0] : null;
      if (hashes !== null) {
        const close = `"${hashes}`;
        const end = text.indexOf(close, i + 2 + hashes.length);
        i = end < 0 ? text.length : end + close.length;
      } else {
        i++;
        while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
        i++;
      }
      out += '""';
    } else if (text[i] === "'" && /^'(\\.|[^\\'])'/.test(text.slice(i, i + 4))) {
      i = text.indexOf("'", i + 2) + 1;
      out += "' '";
    } else {
      out += text[i++];
    }
  }
  // Inline test modules: from `#[cfg(test)]` + `mod name {` to its closing brace.
  const re = /#\[cfg\(test\)\]\s*(pub(\([^)]*\))?\s+)?mod\s+\w+\s*\{/g;
  for (let m = re.exec(out); m; m = re.exec(out)) {
    let depth = 1;
    let j = m.index + m[0].length;
    while (j < out.length && depth > 0) {
      if (out[j] === "{") depth++;
      else if (out[j] === "}") depth--;
      j++;
    }
    out = out.slice(0, m.index) + out.slice(j);
    re.lastIndex = m.index;
  }
  return out;
}

/** The paths of a use tree (`a::{b, c::{d as e}, *}`) as arrays of segments. */
function useTree(text) {
  const tokens = text.match(/\w+|::|[{},*]/g) ?? [];
  let k = 0;
  const tree = (prefix) => {
    const out = [];
    const path = [...prefix];
    while (k < tokens.length) {
      const t = tokens[k];
      if (t === "::") k++;
      else if (t === "{") {
        k++;
        for (;;) {
          out.push(...tree(path));
          if (tokens[k] === ",") k++;
          else break;
        }
        if (tokens[k] === "}") k++;
        return out;
      } else if (t === "as") {
        k += 2;
      } else if (t === "," || t === "}") {
        break;
      } else {
        path.push(t);
        k++;
      }
    }
    out.push(path);
    return out;
  };
  return tree([]);
}

const all = files(src);
const parsed = new Map();
for (const file of all) {
  const text = code(readFileSync(file, "utf8"));
  const mod = modulePath(file);
  const children = new Set([...text.matchAll(/\bmod\s+(\w+)\s*;/g)].map((m) => m[1]));
  const uses = [];
  const reexports = new Map(); // item name -> absolute path
  for (const m of text.matchAll(/\b(pub(\([^)]*\))?\s+)?use\s+([^;]+);/g)) {
    for (const p of useTree(m[3])) {
      const abs = absolute(p, mod, children);
      if (!abs) continue;
      uses.push(abs);
      if (m[1] && p.length > 1 && p[p.length - 1] !== "*") reexports.set(p[p.length - 1], abs);
    }
  }
  // Inline paths outside `use` lines.
  const body = text.replace(/\buse\s+[^;]+;/g, "");
  for (const m of body.matchAll(/\b(crate|super|self)((::\w+)+)/g)) {
    const abs = absolute([m[1], ...m[2].split("::").slice(1)], mod, children);
    if (abs) uses.push(abs);
  }
  parsed.set(file, { mod, uses, reexports });
}

/** A use path made absolute (segments from the crate root), or null for another crate. */
function absolute(path, mod, children) {
  let base;
  let rest = path;
  if (path[0] === "crate") [base, rest] = [[], path.slice(1)];
  else if (path[0] === "self") [base, rest] = [mod, path.slice(1)];
  else if (path[0] === "super") {
    base = mod;
    while (rest[0] === "super") [base, rest] = [base.slice(0, -1), rest.slice(1)];
  } else if (children.has(path[0])) base = mod;
  else return null;
  return [...base, ...rest];
}

/** The file defining what `abs` names: its longest module prefix, through re-exports. */
function target(abs, seen = 0) {
  for (let n = abs.length; n >= 0; n--) {
    const f = fileOf(abs.slice(0, n));
    if (!f) continue;
    const item = abs[n];
    const via = item && parsed.get(f)?.reexports.get(item);
    if (via && seen < 8 && via.join("::") !== abs.slice(0, n + 1).join("::")) {
      return target([...via, ...abs.slice(n + 1)], seen + 1);
    }
    return f;
  }
  return null;
}

const edges = new Map(all.map((f) => [f, new Set()]));
for (const [file, { uses }] of parsed) {
  for (const u of uses) {
    const t = target(u);
    if (t && t !== file) edges.get(file).add(t);
  }
}

/** The cycles of a graph (Tarjan's strongly connected components of more than one node). */
function cyclesOf(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const components = [];
  let counter = 0;
  function connect(v) {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v)) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const c = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) components.push(c);
    }
  }
  for (const v of nodes) if (!index.has(v)) connect(v);
  return components;
}

/** Every .js file under `dir` but vendored code. */
function scripts(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === "vendor" ? [] : scripts(p);
    return p.endsWith(".js") ? [p] : [];
  });
}

/** The www/ graph: each module -> the modules of www/ it imports by a relative path. */
function scriptEdges(list) {
  const edges = new Map(list.map((f) => [f, new Set()]));
  for (const file of list) {
    // Comments out: a comment may quote an import.
    const text = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|\s)\/\/.*$/gm, "$1");
    const specs = [
      ...text.matchAll(/^\s*(?:import|export)\s+(?:[\w$*{}\s,]+?\s+from\s*)?"(\.\.?\/[^"]+)"/gm),
      ...text.matchAll(/\bimport\(\s*"(\.\.?\/[^"]+)"\s*\)/g),
    ].map((m) => m[1]);
    for (const spec of specs) {
      const t = join(dirname(file), spec);
      if (edges.has(t) && t !== file) edges.get(file).add(t);
    }
  }
  return edges;
}

const graphs = [
  { dir: src, nodes: all, edges },
  { dir: www, nodes: scripts(www) },
];
graphs[1].edges = scriptEdges(graphs[1].nodes);

let bad = 0;
for (const { dir, nodes, edges } of graphs) {
  const name = (f) => relative(root, f);
  const components = cyclesOf(nodes, edges);
  if (showGraph) {
    for (const [f, ts] of edges) for (const t of ts) console.log(`${name(f)} -> ${name(t)}`);
  }
  const edgeCount = [...edges.values()].reduce((n, s) => n + s.size, 0);
  console.log(`import graph of ${relative(root, dir)}/: ${nodes.length} files, ${edgeCount} edges, ${components.length} cycle(s)`);
  for (const c of components) {
    const files = c.map(name).sort();
    bad++;
    console.log(`CYCLE: ${files.join(" ")}`);
    // One edge out of each file that stays in the cycle, to show the way round.
    for (const f of c) {
      const inside = [...edges.get(f)]
        .filter((t) => c.includes(t))
        .map(name)
        .sort();
      console.log(`    ${name(f)} -> ${inside.join(", ")}`);
    }
  }
}
if (bad) {
  console.log(`${bad} cycle(s)${reportOnly ? " (report only)" : ""}`);
  process.exit(reportOnly ? 0 : 1);
}
