// Runs a WASI program in Node, for benches/queens-peers.mjs: a peer
// counter compiled to wasm32-wasi, so that it meets ours in the same
// engine. `node benches/peers/wasi-run.mjs PROGRAM.wasm [ARGS…]`; the
// program's output (its count, then benches/peers/harness.c's timing line)
// goes to stdout, and the module is compiled before the harness's clock
// starts, as ours is (benches/queens-count-wasm.mjs).
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";

const [file, ...args] = process.argv.slice(2);
const wasi = new WASI({ version: "preview1", args: [file, ...args], env: {}, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(file));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
