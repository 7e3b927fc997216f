// A fresh instance of the wasm module in dist/, in Node, for measuring one
// request's memory: wasm memory only grows, so an instance's
// `memory.buffer.byteLength` after a request is that request's peak (with
// the module's own data and stack). wasm-bindgen's glue keeps one instance
// per JS module, so each instance imports the glue anew (a query string
// makes it a new ES module); the compiled WebAssembly.Module is shared.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const compiled = new Map();
let count = 0;

/**
 * A new instance of `dist`'s module: `{ api, memoryBytes() }`, where `api`
 * is the glue's exports (solve, solvePacked, …) bound to this instance and
 * `memoryBytes()` its wasm memory's current size in bytes.
 */
export async function freshInstance(dist) {
  if (!compiled.has(dist)) compiled.set(dist, new WebAssembly.Module(readFileSync(join(dist, "board_puzzles_bg.wasm"))));
  const url = `${pathToFileURL(join(dist, "board_puzzles.js")).href}?instance=${++count}`;
  const api = await import(url);
  const exports = api.initSync({ module: compiled.get(dist) });
  return { api, memoryBytes: () => exports.memory.buffer.byteLength };
}
