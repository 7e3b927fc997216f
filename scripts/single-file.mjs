// Builds dist/board-puzzle.js, the <board-puzzle> element as one classic
// script (issue 41): the wasm module (base64), the workers' code and the
// icons are inside it, and it imports, fetches and exports nothing. So it
// runs from file://, from any folder or origin with no CORS header, from a
// plain <script src> or <script type="module">, and every bundler takes it
// as it is (the package maps "board-puzzles/embed.js" to it: package.json
// "exports" and "browser").
//
// How (esbuild, over the same www/ modules as the page):
// - one wasm module for the page's thread and the workers: the solvers'
//   (board_puzzles_bg.wasm), since board_view's exports are a subset of it;
//   wasm-bindgen's default URL of the wasm is replaced by the bytes;
// - each worker (solver-worker.js, check-worker.js, export-worker.js) is bundled
//   first, as a classic script kept as text; www/workers/start-worker.js starts it from
//   a blob: URL, or on a page whose origin refuses blob: workers from a
//   data: URL, with the wasm's base64 put before its code;
// - import.meta.url (read only by www/base/files.js, which finds the
//   package's files relative to itself) reads as the package's
//   www/base/files.js beside the script, so index.html and www/ are found
//   where the package puts them.
// Each replaced text is checked: the build fails if a source changed shape.
// Usage: node scripts/single-file.mjs [dist]   (scripts/build.sh runs it)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DIST = resolve(ROOT, process.argv[2] ?? "dist");
const OUT = join(DIST, "board-puzzle.js");
const WASM = readFileSync(join(DIST, "board_puzzles_bg.wasm")).toString("base64");

/** `text` with `pattern` replaced by `by`; throws when `pattern` is not in it (a source changed shape). */
function replaced(text, pattern, by, file) {
  if (!pattern.test(text)) throw new Error(`single-file: ${file} no longer holds ${pattern}; update scripts/single-file.mjs`);
  return text.replace(pattern, by);
}

/** The code every bundle starts with: where the package is, and the wasm's bytes. */
const PRELUDE = `
const inWorker = typeof document === "undefined";
const script = inWorker ? null : document.currentScript;
/** The package's www/base/files.js beside this script (or the page, for a module or a bundle). */
export const here = inWorker ? self.__bpHere : new URL("www/base/files.js", script?.src || location.href).href;
/** The wasm module's bytes, decoded from base64 once. */
let bytes = null;
/** The wasm module's base64 (the element's bundle; "" in a worker's). */
export const wasmB64 = () => WASM_B64;
export function wasmBytes() {
  if (bytes) return bytes;
  const b64 = inWorker ? self.__bpWasm : WASM_B64;
  if (typeof Uint8Array.fromBase64 === "function") return (bytes = Uint8Array.fromBase64(b64));
  const text = atob(b64);
  bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
`;

/** The esbuild plugin: the wasm glue reads its bytes, the view's glue is the solvers', workers come from `workers` (name: code). */
function inline(workers) {
  return {
    name: "board-puzzles-single-file",
    setup(b) {
      b.onResolve({ filter: /^bp:prelude$/ }, () => ({ path: "prelude", namespace: "bp" }));
      b.onLoad({ filter: /.*/, namespace: "bp" }, () => ({
        contents: workers ? `const WASM_B64 = ${JSON.stringify(WASM)};\n${PRELUDE}` : `const WASM_B64 = "";\n${PRELUDE}`,
        loader: "js",
      }));
      b.onResolve({ filter: /board_view\.js$/ }, () => ({ path: join(DIST, "board_puzzles.js") }));
      b.onLoad({ filter: /board_puzzles\.js$/ }, (args) => {
        const text = readFileSync(args.path, "utf8");
        return {
          contents: `import { wasmBytes as __bpWasmBytes } from "bp:prelude";\n${replaced(
            text,
            /new URL\('board_puzzles_bg\.wasm', import\.meta\.url\)/,
            "__bpWasmBytes()",
            "board_puzzles.js",
          )}`,
          loader: "js",
        };
      });
      b.onLoad({ filter: /www[\\/]workers[\\/]start-worker\.js$/ }, (args) => {
        if (!workers) return undefined;
        let text = readFileSync(args.path, "utf8");
        text = replaced(
          text,
          /function ways\(kind\) \{/,
          `function ways(kind) {\n  return [() => __bpWorker(FILES[kind], false), () => __bpWorker(FILES[kind], true)];`,
          "start-worker.js",
        );
        const names = JSON.stringify(workers);
        text += `
const __bpCode = ${names};
const __bpUrls = new Map();
/** The worker of file \`name\` from its inlined code: a blob: URL, or a data: URL (\`data\`: an opaque origin refusing blob:). */
function __bpWorker(name, data) {
  const wasm = name === "export-worker.js" ? "" : __bpWasmB64();
  const parts = [\`self.__bpHere=\${JSON.stringify(__bpHere)};self.__bpWasm="\`, wasm, '";\\n', __bpCode[name]];
  if (data) return new Worker(\`data:text/javascript,\${encodeURIComponent(parts.join(""))}\`);
  if (!__bpUrls.has(name)) __bpUrls.set(name, URL.createObjectURL(new Blob(parts, { type: "text/javascript" })));
  return new Worker(__bpUrls.get(name));
}
`;
        text = `import { here as __bpHere, wasmB64 as __bpWasmB64 } from "bp:prelude";\n${text}`;
        return { contents: text, loader: "js" };
      });
    },
  };
}

/** Options every bundle shares. */
const COMMON = {
  bundle: true,
  format: "iife",
  minify: true,
  target: "es2022",
  legalComments: "none",
  logLevel: "warning",
  write: false,
  define: { "import.meta.url": "__bpImportMetaUrl" },
  // The vendored GIF encoder's MIT licence asks for its notice in copies: it is the package's www/vendor/gifenc.LICENSE.txt.
  banner: {
    js:
      "// board-puzzles: the <board-puzzle> element in one file (MIT OR Apache-2.0). Load with <script src>.\n" +
      "// Includes gifenc, Copyright (c) 2017 Matt DesLauriers, MIT License (the package's www/vendor/gifenc.LICENSE.txt).",
  },
};

/** The import.meta.url every bundled module sees. */
const META = join(ROOT, "target", "single-file-meta.mjs");
mkdirSync(dirname(META), { recursive: true });
writeFileSync(META, 'import { here } from "bp:prelude";\nexport const __bpImportMetaUrl = here;\n');

/** The text of `entry` bundled (a worker without its wasm, or the element with everything). */
async function bundle(entry, workers = null) {
  const result = await build({ ...COMMON, entryPoints: [join(DIST, "www", "workers", entry)], inject: [META], plugins: [inline(workers)] });
  return result.outputFiles[0].text;
}

const workers = {};
for (const name of ["solver-worker.js", "check-worker.js", "export-worker.js"]) workers[name] = await bundle(name);
const code = await build({ ...COMMON, entryPoints: [join(DIST, "www", "embed.js")], inject: [META], plugins: [inline(workers)] });
writeFileSync(OUT, code.outputFiles[0].text);
console.log(`[single-file] ${OUT}: ${code.outputFiles[0].text.length} bytes`);
