// Hostile JS values for the API's array and object fields (issue 21): sparse
// arrays of huge length, Proxies that lie about their length or throw,
// objects with throwing getters, typed arrays. Used by the fuzz campaign
// (requests.mjs), tests/node_input.test.mjs, and, run as a script, to
// measure the issue's table rows against a build:
//
//   node scripts/fuzz/hostile.mjs [dist]        (default $BP_DIST or dist/)
//
// prints one row per case: the time of the call, the wasm memory before and
// after it (each case in a fresh instance, in its own worker thread, killed
// after 120 s), and what the call did (an Error's first words, a trap, an
// answer). `preview` shows any of these values in a few hundred characters
// without running past its bounds.
import { isMainThread, Worker, parentPort, workerData } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

/** An array of length `n` with no element (or the elements of `prefix` first). */
export function sparse(n, prefix = []) {
  const a = [...prefix];
  a.length = n;
  return a;
}

/** A Proxy of `target` (an array) whose `length` reads as `length`. */
export function lyingLength(length, target = []) {
  return new Proxy(target, {
    get(t, key, receiver) {
      return key === "length" ? length : Reflect.get(t, key, receiver);
    },
  });
}

/** A Proxy of `target` whose every trap throws (`Array.isArray` sees an array when `target` is one). */
export function throwingProxy(target = [], message = "trap") {
  const boom = () => {
    throw new Error(`${message}: this Proxy throws`);
  };
  return new Proxy(target, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom });
}

/** A Proxy of `target` whose `get` throws for index `at` only. */
export function throwingAt(target, at) {
  return new Proxy(target, {
    get(t, key, receiver) {
      if (key === String(at)) throw new Error(`element ${at} cannot be read`);
      return Reflect.get(t, key, receiver);
    },
  });
}

/** A revoked Proxy of `target` (`Array.isArray` itself throws on it). */
export function revoked(target = []) {
  const r = Proxy.revocable(target, {});
  r.revoke();
  return r.proxy;
}

/** A copy of `object` whose field `key` is a getter that throws. */
export function throwingGetter(object, key) {
  const copy = Array.isArray(object) ? [...object] : { ...object };
  Object.defineProperty(copy, key, {
    enumerable: true,
    get() {
      throw new Error(`getter of ${String(key)} throws`);
    },
  });
  return copy;
}

/** The numbers of a list of squares, flat. */
function flat(squares) {
  return Array.isArray(squares) ? squares.flat().filter((x) => typeof x === "number") : [0, 0];
}

/**
 * Hostile stand-ins for an array field whose good value is `good` (a square
 * or a list of squares or steps), by `kind` (an index into HOSTILE_KINDS).
 */
export const HOSTILE_KINDS = [
  ["sparse 2^26", (_good) => sparse(2 ** 26)],
  ["sparse 2^28", (_good) => sparse(2 ** 28)],
  ["sparse 2^32-1", (_good) => sparse(2 ** 32 - 1)],
  ["good elements, then holes to 2^26", (good) => sparse(2 ** 26, Array.isArray(good) ? good : [])],
  ["Proxy of length 2^31", (good) => lyingLength(2 ** 31, Array.isArray(good) ? [...good] : [])],
  ["Proxy of length 2^32 (not an array length)", (_good) => lyingLength(2 ** 32)],
  ["Proxy of length NaN", (_good) => lyingLength(NaN)],
  ["Proxy of length '2'", (_good) => lyingLength("2", [0, 0])],
  ["Proxy that throws", (_good) => throwingProxy([])],
  ["Proxy throwing at element 1", (good) => throwingAt(Array.isArray(good) ? [...good, ...good] : [0, 0], 1)],
  ["revoked Proxy", (_good) => revoked([])],
  ["array with a throwing getter at 0", (good) => throwingGetter(Array.isArray(good) ? [...good] : [0, 0], 0)],
  ["Uint32Array", (good) => new Uint32Array(flat(good))],
  ["Uint32Array of odd length", (_good) => new Uint32Array(3)],
  ["Float64Array", (good) => new Float64Array(flat(good))],
  ["Int32Array", (good) => new Int32Array(flat(good))],
  ["BigUint64Array", (_good) => new BigUint64Array(2)],
  ["DataView", (_good) => new DataView(new ArrayBuffer(8))],
  ["Uint32Array of 2^22 numbers", (_good) => new Uint32Array(2 ** 22)],
  ["nested sparse 2^28", (_good) => [[0, sparse(2 ** 28)]]],
  ["object with a throwing getter", (_good) => throwingGetter({}, "from")],
  ["String object of 1 000 000 characters", (_good) => new String("x".repeat(1_000_000))],
  ["string of 1 000 000 characters", (_good) => "[".repeat(1_000_000)],
  [
    "Array subclass with a throwing species",
    (good) => {
      class Odd extends Array {
        static get [Symbol.species]() {
          throw new Error("species");
        }
      }
      return Odd.from(Array.isArray(good) ? good : []);
    },
  ],
];

/**
 * `value` as short text, never reading more than a few dozen elements or
 * characters, and never throwing (getters and traps that throw show as
 * `<throws>`).
 */
export function preview(value, max = 300) {
  const out = [];
  let room = max;
  const put = (text) => {
    if (room <= 0) return false;
    const t = text.length > room ? `${text.slice(0, room)}…` : text;
    out.push(t);
    room -= t.length;
    return room > 0;
  };
  const walk = (v, depth) => {
    try {
      switch (typeof v) {
        case "undefined":
          return put("<undefined>");
        case "number":
          return put(Number.isFinite(v) ? String(v) : `<${v}>`);
        case "string":
          return put(v.length > 60 ? `${JSON.stringify(v.slice(0, 40))}…(${v.length} chars)` : JSON.stringify(v));
        case "bigint":
          return put(`<${v}n>`);
        case "function":
        case "symbol":
          return put(`<${typeof v}>`);
        case "boolean":
          return put(String(v));
      }
      if (v === null) return put("null");
      if (ArrayBuffer.isView(v)) return put(`<${Object.prototype.toString.call(v).slice(8, -1)} of ${v.byteLength} bytes>`);
      if (depth > 4) return put("…");
      if (Array.isArray(v)) {
        const n = v.length;
        if (!put("[")) return false;
        const shown = Math.min(typeof n === "number" ? n : 0, 8);
        for (let i = 0; i < shown; i++) {
          if (i > 0 && !put(",")) return false;
          if (!(i in v)) {
            if (!put("<hole>")) return false;
          } else if (!walk(v[i], depth + 1)) return false;
        }
        if (!(shown === n)) put(`…<length ${String(n)}>`);
        return put("]");
      }
      if (v instanceof String) return put(`<String object of ${v.length} chars>`);
      if (!put("{")) return false;
      const keys = Object.keys(v).slice(0, 12);
      for (const [i, k] of keys.entries()) {
        if (i > 0 && !put(",")) return false;
        if (!put(`${k.length > 30 ? `${k.slice(0, 30)}…` : k}:`)) return false;
        let x;
        try {
          x = v[k];
        } catch {
          if (!put("<throws>")) return false;
          continue;
        }
        if (!walk(x, depth + 1)) return false;
      }
      return put("}");
    } catch {
      return put("<throws>");
    }
  };
  walk(value, 0);
  return out.join("");
}

// ------------------------------------------------------------- the table

const PATH8 = { puzzle: "knight-path", rows: 8, cols: 8, from: [0, 0], to: [7, 7] };
const BIG = { puzzle: "knight-path", rows: 10_000, cols: 10_000, from: [0, 0], to: [9_999, 9_999] };
const SIX = { puzzle: "knight-swap", board: "nnn/.../.../NNN" };
const QUEENS = { puzzle: "n-queens", n: 8 };

/**
 * The issue's table rows: `[name, call(api)]`, each a request or argument
 * the reader must refuse (or read) in bounded time and memory.
 */
export const CASES = [
  ["check: off sparse 2^28 (8 × 8)", (api) => api.check({ ...PATH8, off: sparse(2 ** 28) })],
  ["check: off sparse 2^26 (8 × 8)", (api) => api.check({ ...PATH8, off: sparse(2 ** 26) })],
  ["check: off sparse 2^26 (10 000 × 10 000)", (api) => api.check({ ...BIG, off: sparse(2 ** 26) })],
  ["check: off sparse 2^32-1 (8 × 8)", (api) => api.check({ ...PATH8, off: sparse(2 ** 32 - 1) })],
  ["solve: off sparse 2^26 (10 000 × 10 000)", (api) => api.solve({ ...BIG, off: sparse(2 ** 26) })],
  ["check: from sparse 2^26", (api) => api.check({ ...PATH8, from: sparse(2 ** 26) })],
  ["check: to Proxy of length 2^31", (api) => api.check({ ...PATH8, to: lyingLength(2 ** 31) })],
  ["check: off Proxy of length 2^31", (api) => api.check({ ...PATH8, off: lyingLength(2 ** 31) })],
  ["check: off Proxy that throws", (api) => api.check({ ...PATH8, off: throwingProxy([]) })],
  ["check: off revoked Proxy", (api) => api.check({ ...PATH8, off: revoked([]) })],
  ["check: limits getter throws", (api) => api.check(throwingGetter(PATH8, "limits"))],
  ["check: off Float64Array", (api) => api.check({ ...PATH8, off: new Float64Array([1, 1]) })],
  ["check: off nested sparse 2^28", (api) => api.check({ ...PATH8, off: [[0, sparse(2 ** 28)]] })],
  ["check: limits [[[{}]]]", (api) => api.check({ ...PATH8, limits: [[[{}]]] })],
  ["offSquares: off sparse 2^28", (api) => api.offSquares({ ...PATH8, off: sparse(2 ** 28) })],
  ["solvePacked: split sparse 2^26", (api) => api.solvePacked({ ...QUEENS, mode: "count", split: sparse(2 ** 26) })],
  ["position: played sparse 2^26", (api) => api.position(SIX, sparse(2 ** 26))],
  ["moves: played sparse 2^32-1", (api) => api.moves(SIX, sparse(2 ** 32 - 1))],
  ["coach: played Proxy of length 2^31", (api) => api.coach({ ...SIX, limits: { millis: 10 } }, lyingLength(2 ** 31))],
  ["apply: step.from getter throws", (api) => api.apply(SIX, throwingGetter({ to: [2, 1] }, "from"))],
  ["apply: step of 1 MB string", (api) => api.apply(SIX, "x".repeat(1_000_000))],
  ["place: placed sparse 2^28", (api) => api.place(QUEENS, [0, 0], sparse(2 ** 28))],
  ["remove: square Proxy of length 2^31", (api) => api.remove(QUEENS, lyingLength(2 ** 31), [])],
  ["position: placed[2] a string", (api) => api.position(QUEENS, [], [[0, 0], [1, 2], "a1"])],
  [
    "coach: played[3].from wrong",
    (api) =>
      api.coach({ ...SIX, limits: { millis: 10 } }, [
        { from: [0, 0], to: [2, 1] },
        { from: [3, 0], to: [1, 1] },
        { from: [0, 1], to: [2, 2] },
        { from: "a1", to: [1, 1] },
      ]),
  ],
];

/** Runs case `index` in a fresh instance of `dist`: {ms, before, after, outcome}. */
async function runCase(dist, index) {
  const { freshInstance } = await import("../../benches/fresh.mjs");
  const { api, memoryBytes } = await freshInstance(dist);
  const [, call] = CASES[index];
  const before = memoryBytes();
  const t = performance.now();
  let outcome;
  try {
    const r = call(api);
    outcome = `answered ${preview(r, 60)}`;
  } catch (e) {
    outcome = e instanceof WebAssembly.RuntimeError ? `TRAP: ${e.message}` : `Error: ${String(e?.message ?? e).slice(0, 110)}`;
  }
  const ms = performance.now() - t;
  let after;
  try {
    after = memoryBytes();
  } catch {
    after = NaN;
  }
  return { ms, before, after, outcome };
}

if (!isMainThread && workerData?.hostileCase !== undefined) {
  parentPort.postMessage(await runCase(workerData.dist, workerData.hostileCase));
} else if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  const dist = process.argv[2] ?? process.env.BP_DIST ?? join(root, "dist");
  const timeoutMs = Number(process.env.HOSTILE_TIMEOUT_MS ?? 120_000);
  const mb = (b) => (Number.isFinite(b) ? (b / 2 ** 20).toFixed(1) : "?");
  console.log(`| case (${dist}) | ms | wasm memory before → after (MB) | outcome |`);
  console.log("|---|---:|---|---|");
  for (let i = 0; i < CASES.length; i++) {
    const row = await new Promise((resolve) => {
      const w = new Worker(fileURLToPath(import.meta.url), {
        workerData: { dist, hostileCase: i },
        resourceLimits: { maxOldGenerationSizeMb: 8192 },
      });
      const timer = setTimeout(() => {
        w.terminate();
        resolve({ ms: timeoutMs, before: NaN, after: NaN, outcome: `still running after ${timeoutMs} ms (stopped)` });
      }, timeoutMs);
      w.on("message", (m) => {
        clearTimeout(timer);
        w.terminate();
        resolve(m);
      });
      w.on("error", (e) => {
        clearTimeout(timer);
        resolve({ ms: NaN, before: NaN, after: NaN, outcome: `worker died: ${String(e?.message ?? e).slice(0, 100)}` });
      });
    });
    const outcome = row.outcome.replace(/\|/g, "\\|").replace(/\n/g, " ");
    console.log(`| ${CASES[i][0]} | ${row.ms.toFixed(1)} | ${mb(row.before)} → ${mb(row.after)} | ${outcome} |`);
  }
}
