// Where the package's files are, and what to say when one does not load.
//
// Every file is found relative to this module (www/base/), so the element works
// from any host path. A bundler that moves the code but not the files
// (esbuild and Rollup copy no assets; a dev server's pre-bundling moves a
// package into its cache) makes a file's URL answer 404 or the site's HTML
// page: explain() then says which file, where it was looked for, and what
// fixes it. (The package's own bundler entry, board-puzzle.js, carries its
// files inside: this happens only to code importing www/ directly.)
//
// explain() words a failure only by what was seen: the page's CSP only when
// a securitypolicyviolation was reported, missing CORS only when the file
// loads without CORS and not with it.

/** This module's URL, read once (a variable, so bundlers take no asset from it). */
const HERE = import.meta.url;

/** The origin the files are served from, or null when a bundler rewrote
 * import.meta.url to something else (webpack: the build's `file:` path). */
export const FILES_ORIGIN = /^https?:/.test(HERE) ? new URL(HERE).origin : null;

/** The absolute URL of the package file `path` (relative to the package root, e.g. "www/workers/solver-worker.js"). */
export function fileUrl(path) {
  return new URL(`../../${path}`, HERE).href;
}

/** securitypolicyviolation events of the page that refused a script, worker or wasm fetch. */
const violations = [];
globalThis.document?.addEventListener("securitypolicyviolation", (event) => {
  if (/^(worker-src|script-src|child-src|default-src|connect-src)/.test(event.effectiveDirective)) violations.push(event);
});

/** The page's origin ("null" for a sandboxed frame or a file: page, whose location still names a host). */
export const pageOrigin = () => globalThis.origin ?? globalThis.location?.origin ?? "null";

/** Whether the files are the page's own origin, or a bundler rewrote import.meta.url (webpack: a `file:` URL). */
export const ownFiles = () => FILES_ORIGIN === null || FILES_ORIGIN === pageOrigin();

/** What a page's CSP must allow in worker-src to start the worker (see start-worker.js). */
function workerSources() {
  if (ownFiles()) return "'self'";
  return pageOrigin() === "null" ? `data: ${FILES_ORIGIN}` : `blob: ${FILES_ORIGIN}`;
}

/** The settings that put a bundled package's files back in place. */
const BUNDLER_HINT =
  'A bundler or dev server moved this code without the package\'s files: import "board-puzzles/embed.js" ' +
  "(bundlers then take board-puzzle.js, the element with its files inside) rather than a file of www/, or load " +
  'board-puzzle.js with a script tag (embed-docs.html, "Build tools").';

const STAYS = " The board stays editable.";

/**
 * Why the package file `path` (relative to the package root) did not load,
 * as { reason, message }: reason "csp", "cors", "missing", "html",
 * "opaque" or "load" (see NoWorker in start-worker.js). `errors`: what the
 * attempts threw, kept in the "load" message.
 */
export async function explain(path, errors = []) {
  const url = fileUrl(path);
  const refused = violations.at(-1);
  if (refused) {
    const directive = refused.effectiveDirective;
    const allow = directive === "connect-src" ? (FILES_ORIGIN ?? "'self'") : workerSources();
    const what = /^https?:/.test(refused.blockedURI) ? refused.blockedURI : `a ${refused.blockedURI || "worker"} worker`;
    return {
      reason: "csp",
      message:
        `This page's Content-Security-Policy (${directive}) refused ${what}, so this board cannot solve here: ` +
        `allow ${allow} in ${directive}, or use the iframe snippet (embed.html).${STAYS}`,
    };
  }
  if (!/^https?:/.test(url)) {
    return {
      reason: "load",
      message: `The board's file ${path} could not load from ${url} (${errors.join("; ") || "no way to start it"}). ${BUNDLER_HINT}${STAYS}`,
    };
  }
  let response = null;
  try {
    response = await fetch(url, { mode: "cors", cache: "no-store" });
  } catch {
    let reachable = false;
    try {
      await fetch(url, { mode: "no-cors", cache: "no-store" });
      reachable = true;
    } catch {}
    if (reachable) {
      const origin = pageOrigin();
      return {
        reason: "cors",
        message:
          `The board's files at ${new URL(url).origin} are served without CORS, so this page` +
          `${origin === "null" ? " (an opaque origin: a sandboxed frame or a file: page)" : ` (${origin})`} cannot load them: ` +
          `their host must send the header Access-Control-Allow-Origin: *${origin === "null" ? "" : ` (or ${origin})`}.${STAYS}`,
      };
    }
    return { reason: "load", message: `The board's file ${url} could not be reached (${errors.join("; ") || "network error"}).${STAYS}` };
  }
  if (!response.ok) {
    return { reason: "missing", message: `The board's file ${path} is not at ${url} (HTTP ${response.status}). ${BUNDLER_HINT}${STAYS}` };
  }
  const type = response.headers.get("content-type") ?? "";
  if (/html/i.test(type)) {
    return {
      reason: "html",
      message: `${url} answered an HTML page instead of the board's file ${path} (a dev server's fallback). ${BUNDLER_HINT}${STAYS}`,
    };
  }
  if (pageOrigin() === "null") {
    return {
      reason: "opaque",
      message:
        "This frame's origin is opaque (a sandbox without allow-same-origin, or a file: page) and the browser " +
        `refused every way to start the board's worker here: add allow-same-origin to the frame's sandbox, or allow ${workerSources()} in its worker-src.${STAYS}`,
    };
  }
  return { reason: "load", message: `The board's solver could not start here (${errors.join("; ") || "no way to start it"}).${STAYS}` };
}

/** The wasm file of the page's own module, board_view.js (the workers load board_puzzles_bg.wasm). */
const VIEW_WASM = "board_view_bg.wasm";

/**
 * Why the wasm module did not load on this page (init() rejected with
 * `err`): the same wording as explain(), plus the case of an HTML page
 * served in its place (its first bytes "<!DO" instead of "\0asm").
 */
export async function explainWasm(err) {
  const text = String(err?.message ?? err);
  if (/magic word|expected magic/i.test(text)) {
    return {
      reason: "html",
      message: `The board's wasm file came back as an HTML page (a dev server's fallback), not ${VIEW_WASM}. ${BUNDLER_HINT}`,
    };
  }
  if (/\b404\b/.test(text)) {
    return { reason: "missing", message: `The board's wasm file ${VIEW_WASM} was not found (${text}). ${BUNDLER_HINT}` };
  }
  const seen = await explain(VIEW_WASM, [text]);
  return seen.reason === "load" ? { reason: "load", message: `The board could not start: ${text}` } : seen;
}
