// The one place that starts workers: the solver's and the coach's
// (solver-worker.js), the setup check's (check-worker.js) and the GIF encoder's
// (export-worker.js). Every worker posts loaded() (www/workers/worker-messages.js) first, once its
// module and imports have loaded; startWorker() resolves then, so a caller
// knows the worker runs before it sends anything.
//
// Where a worker comes from, tried in this order:
// 1. Its own file, in the literal form `new Worker(new URL("./x.js",
//    import.meta.url), { type: "module" })` that Vite, webpack, Rollup and
//    Parcel recognise: a bundler emits the worker with its imports and
//    rewrites the URL. Tried when the files are the page's origin, or when a
//    bundler has rewritten import.meta.url (webpack: a `file:` URL).
// 2. A blob: module of the page holding one line, `import "<absolute URL>"`:
//    browsers refuse a worker URL of another origin (files on a CDN or a
//    course site's other host). A page CSP allows it with
//    `worker-src blob: <files' origin>`.
// 3. Only on a page with an opaque origin (`<iframe sandbox="allow-scripts">`,
//    a `file:` page), which may refuse blob: workers, and then first: a
//    data: module holding the same line. Its imports are fetched from an opaque origin, so the files'
//    host must send `Access-Control-Allow-Origin: *`; a CSP needs
//    `worker-src data:`.
// When none starts, startWorker() rejects with NoWorker, whose `reason` and
// message say what was seen (files.js explain): the page's CSP (only when a
// securitypolicyviolation named worker-src or script-src), the files' host
// sending no CORS header, files missing, or an opaque origin.
import { explain, fileUrl, ownFiles, pageOrigin } from "../base/files.js";
import { Type } from "./worker-messages.js";

/** The file of each kind of worker, in this folder (www/workers/). */
const FILES = { solver: "solver-worker.js", check: "check-worker.js", export: "export-worker.js" };

/** Each worker in the literal form bundlers rewrite (see the file's comment, 1). */
const OWN_FILE = {
  solver: () => new Worker(new URL("./solver-worker.js", import.meta.url), { type: "module" }),
  check: () => new Worker(new URL("./check-worker.js", import.meta.url), { type: "module" }),
  export: () => new Worker(new URL("./export-worker.js", import.meta.url), { type: "module" }),
};

/**
 * Rejection of startWorker() when no way to start a worker worked.
 * `reason`: "csp" (the page's Content-Security-Policy refused it: a
 * securitypolicyviolation was seen), "cors" (the files' host sends no
 * Access-Control-Allow-Origin), "missing" (the file is not where the
 * element looked), "opaque" (this page's origin is opaque and refused every
 * way), "none" (this browser has no module workers) or "load". The message
 * is a sentence for people, naming what to change.
 */
export class NoWorker extends Error {
  constructor(reason, message) {
    super(message);
    this.name = "NoWorker";
    this.reason = reason;
    this.blocked = reason === "csp";
  }
}

/** A worker started from `url`; `revoke` frees a blob: URL once it has loaded or failed. */
function fromUrl(url, revoke = () => {}) {
  return () => {
    try {
      const worker = new Worker(url, { type: "module" });
      worker.addEventListener("message", revoke, { once: true });
      worker.addEventListener("error", revoke, { once: true });
      return worker;
    } catch (err) {
      revoke();
      throw err;
    }
  };
}

function blobModule(href) {
  const url = URL.createObjectURL(new Blob([`import ${JSON.stringify(href)};\n`], { type: "text/javascript" }));
  return fromUrl(url, () => URL.revokeObjectURL(url))();
}

function dataModule(href) {
  return fromUrl(`data:text/javascript,${encodeURIComponent(`import ${JSON.stringify(href)};\n`)}`)();
}

/** The ways to try for `kind`, in order (see the file's comment). */
function ways(kind) {
  const href = fileUrl(`www/workers/${FILES[kind]}`);
  const list = [];
  if (ownFiles()) list.push(OWN_FILE[kind]);
  if (href.startsWith("http")) {
    const blob = () => blobModule(href);
    const data = () => dataModule(href);
    list.push(...(pageOrigin() === "null" ? [data, blob] : [blob]));
  }
  return list;
}

/** Resolves with `worker` once it posts loaded(); rejects on its error event. */
function whenLoaded(worker) {
  return new Promise((resolve, reject) => {
    const onMessage = (event) => {
      if (event.data?.type !== Type.loaded) return;
      stop();
      resolve(worker);
    };
    const onError = (event) => {
      event.preventDefault?.();
      stop();
      worker.terminate();
      reject(new Error(event.message || "the worker's script did not load"));
    };
    const stop = () => {
      worker.removeEventListener("message", onMessage);
      worker.removeEventListener("error", onError);
    };
    worker.addEventListener("message", onMessage);
    worker.addEventListener("error", onError);
  });
}

/**
 * Starts the worker `kind` ("solver", "check" or "export"): resolves with
 * the Worker once its module has loaded (it then posts its own messages:
 * attach listeners at once), or rejects with NoWorker saying why none could
 * start.
 */
export async function startWorker(kind) {
  if (typeof Worker !== "function")
    throw new NoWorker("none", "This browser has no module workers, so this board cannot solve here (the board stays editable).");
  const errors = [];
  for (const way of ways(kind)) {
    try {
      return await whenLoaded(way());
    } catch (err) {
      errors.push(err?.message ?? String(err));
    }
  }
  const { reason, message } = await explain(`www/workers/${FILES[kind]}`, errors);
  console.warn(`board-puzzles: no ${kind} worker (${errors.join("; ") || "no way to start one"})`);
  throw new NoWorker(reason, message);
}
