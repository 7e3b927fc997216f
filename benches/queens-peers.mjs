// Our n-queens count against public C counters, side by side (issue 27).
//
//   node benches/queens-peers.mjs [--write]
//
// Builds, in target/peers/ (never committed):
// - suzukiiichiro/N-Queens `10Bit_CUDA/004GCC_constellation.c`
//   (constellations + bitboards) and `05C/GCC12.c` run as `-r` (bitboards
//   with Takaken's symmetry pruning), from the pinned commit `PIN` of
//   https://github.com/suzukiiichiro/N-Queens. That repository states no
//   licence, so its files are fetched at run time and never committed:
//   from the git directory or URL in QUEENS_PEERS_GIT, else a bare clone
//   made once in target/peers/N-Queens.git. Each file's `main` loops over
//   board sizes; its bounds (`int min=4;`, `int targetN=…;`) are narrowed
//   to the one size measured, and `main` is renamed so that
//   benches/peers/harness.c times the count alone, in-process.
// - Jeff Somers' algorithm (`nq`, 2002), written anew in
//   benches/peers/somers.c (his file carries no licence).
// All with `cc -O3 -march=native`; and the constellation program again
// compiled to WebAssembly (`clang --target=wasm32-wasi -O3`, Debian's
// clang, lld and wasi-libc packages; skipped, with a line saying so, when
// that compiler is missing) and run in Node by benches/peers/wasi-run.mjs,
// so that one row compares the two algorithms in the same engine. Ours: the wasm module in dist/ in Node
// (benches/queens-count-wasm.mjs: `solve` with no limits, timed
// in-process), and the native example `queens_count` built with
// `-C target-cpu=native` (like the C programs' -march=native) in
// target/native-cpu/.
//
// Rounds (QUEENS_ROUNDS, default 5) run every program once for every n
// (QUEENS_N, default 15,16,17), the programs' order rotated each round,
// so that a load that comes and goes hits each alike; each figure is the
// median of the rounds. Every count is checked against OEIS A000170 (a
// wrong count fails the run). Wall-clock time and the process's CPU time
// are both reported: on a shared, loaded machine the CPU time is the
// steadier one, and the ratios are given for both. Writes
// target/bench/queens-peers.json; with --write, the section
// `queens-peers` of BENCHMARKS.md. QUEENS_CALLGRIND=n adds instruction
// counts of the native programs for that n (valgrind --tool=callgrind;
// repeatable under load).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import os from "node:os";
import { writeSection } from "./sections.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "target", "peers");
const PIN = "029571ac14bb909594fc4f62f3e2fee7bdd3824a";
const UPSTREAM = "https://github.com/suzukiiichiro/N-Queens.git";
/** OEIS A000170. */
const A000170 = { 12: 14200n, 13: 73712n, 14: 365596n, 15: 2279184n, 16: 14772512n, 17: 95815104n, 18: 666090624n };
const sizes = (process.env.QUEENS_N ?? "15,16,17").split(",").map(Number);
const rounds = Number(process.env.QUEENS_ROUNDS ?? 5);
for (const n of sizes) if (!A000170[n]) throw new Error(`QUEENS_N: no published count for n = ${n} here`);
mkdirSync(out, { recursive: true });

const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { encoding: "utf8", maxBuffer: 1 << 26, ...opts });

/** The pinned file `path` of suzukiiichiro/N-Queens. */
function upstream(path) {
  let git = process.env.QUEENS_PEERS_GIT;
  if (!git) {
    git = join(out, "N-Queens.git");
    if (!existsSync(git)) run("git", ["clone", "--bare", "--filter=blob:none", UPSTREAM, git], { stdio: "inherit" });
  } else if (!existsSync(git)) {
    const local = join(out, "N-Queens.git");
    if (!existsSync(local)) run("git", ["clone", "--bare", "--filter=blob:none", git, local], { stdio: "inherit" });
    git = local;
  }
  return run("git", ["--git-dir", git, "show", `${PIN}:${path}`]);
}

/** How a peer is built: natively with cc, or to wasm32-wasi with clang. */
const TOOLCHAINS = {
  native: { cc: "cc", flags: ["-O3", "-march=native"], libs: [], suffix: "" },
  // The harness reads the process's CPU clock, which WASI libc emulates.
  wasi: {
    cc: "clang",
    flags: ["--target=wasm32-wasi", "-O3", "-D_WASI_EMULATED_PROCESS_CLOCKS"],
    libs: ["-lwasi-emulated-process-clocks"],
    suffix: ".wasm",
  },
};

/**
 * Compiles `source` (its main renamed) with the harness into `name` (plus
 * the toolchain's suffix) and returns its path; null when the compiler
 * fails, after saying why.
 */
function build(name, source, { cc, flags, libs, suffix }) {
  const c = join(out, `${name}.c`);
  writeFileSync(c, source);
  const obj = join(out, `${name}${suffix}.o`);
  const program = join(out, `${name}${suffix}`);
  const steps = [
    [...flags, "-w", "-Dmain=peer_main", "-c", c, "-o", obj],
    [...flags, join(root, "benches", "peers", "harness.c"), obj, ...libs, "-o", program],
  ];
  for (const args of steps) {
    const res = spawnSync(cc, args, { encoding: "utf8" });
    if (res.status !== 0) {
      console.log(`[peers] ${name}${suffix}: not built (${cc} ${flags[0]}: ${res.error?.message ?? res.stderr.trim().split("\n")[0]})`);
      return null;
    }
  }
  return program;
}

/** [`build`] natively; a failure ends the run. */
function compile(name, source) {
  const program = build(name, source, TOOLCHAINS.native);
  if (!program) throw new Error(`${name}: cc could not build it`);
  return program;
}

/**
 * [`build`] to wasm32-wasi; null when clang cannot (no wasm target or no
 * WASI libc), with a line saying what to install.
 */
function compileWasi(name, source) {
  const program = build(name, source, TOOLCHAINS.wasi);
  if (!program) console.log("[peers] install clang, lld and wasi-libc to add the WebAssembly row");
  return program;
}

/** A file whose `int min=4;` and `int targetN=…;` are narrowed to `n`. */
function narrowed(text, n, what) {
  const next = text.replace(/int min=4;/, `int min=${n};`).replace(/int targetN=\d+;/, `int targetN=${n};`);
  if (next === text || !/int targetN=\d+;/.test(text)) throw new Error(`${what}: the size loop was not found at ${PIN}`);
  return next;
}

console.log(`[peers] sources: suzukiiichiro/N-Queens at ${PIN}; Somers' algorithm re-written (benches/peers/somers.c)`);
const constellation = upstream("10Bit_CUDA/004GCC_constellation.c");
const gcc12 = upstream("05C/GCC12.c");
const somers = compile("somers", readFileSync(join(root, "benches", "peers", "somers.c"), "utf8"));

console.log("[peers] cargo build --release --example queens_count (-C target-cpu=native, target/native-cpu)");
run("cargo", ["build", "--release", "--example", "queens_count", "--target-dir", join(root, "target", "native-cpu")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, RUSTFLAGS: "-C target-cpu=native" },
});
const oursNative = join(root, "target", "native-cpu", "release", "examples", "queens_count");
if (!existsSync(join(process.env.BP_DIST ?? join(root, "dist"), "board_puzzles_bg.wasm"))) {
  throw new Error("dist/ has no wasm module: run ./scripts/build.sh first");
}

/** Reads `harness wall W cpu C` and the count from a C program's output. */
const harnessed = (count) => (text) => {
  const m = /harness wall ([\d.]+) cpu ([\d.]+)/.exec(text);
  return { count: count(text), wall: Number(m[1]), cpu: Number(m[2]) };
};
/** The total of the size's line (`15:   2279184 …`) of suzukiiichiro's programs. */
const tableCount = (n) => (text) => BigInt(new RegExp(`^\\s*${n}:\\s*(\\d+)`, "m").exec(text)?.[1] ?? -1);

const programs = (n) => [
  {
    id: "ours-wasm",
    name: "ours, wasm in Node (`solve`, no limits)",
    cmd: [process.execPath, [join(root, "benches", "queens-count-wasm.mjs"), String(n)]],
    read: (t) => {
      const [, count, wall, cpu] = t.trim().split(/\s+/);
      return { count: BigInt(count), wall: Number(wall), cpu: Number(cpu) };
    },
  },
  {
    id: "ours-native",
    name: "ours, native (`examples/queens_count`)",
    cmd: [oursNative, [String(n)]],
    read: (t) => {
      const [, count, , millis] = t.trim().split(/\s+/);
      return { count: BigInt(count), wall: Number(millis), cpu: null };
    },
  },
  {
    id: "constellation",
    name: "suzukiiichiro `004GCC_constellation.c` (constellations + bitboards)",
    cmd: [compile(`constellation-${n}`, narrowed(constellation, n, "004GCC_constellation.c")), []],
    read: harnessed(tableCount(n)),
  },
  ...(constellationWasm.get(n)
    ? [
        {
          id: "constellation-wasm",
          name: "the same `004GCC_constellation.c`, compiled to wasm32-wasi (`clang -O3`) and run in Node",
          cmd: [process.execPath, [join(root, "benches", "peers", "wasi-run.mjs"), constellationWasm.get(n)]],
          read: harnessed(tableCount(n)),
        },
      ]
    : []),
  {
    id: "gcc12",
    name: "suzukiiichiro `05C/GCC12.c -r` (symmetry)",
    cmd: [compile(`gcc12-${n}`, narrowed(gcc12, n, "GCC12.c")), ["-r"]],
    read: harnessed(tableCount(n)),
  },
  {
    id: "somers",
    name: "Jeff Somers' algorithm (`benches/peers/somers.c`)",
    cmd: [somers, [String(n)]],
    read: harnessed((t) => BigInt(new RegExp(`^${n} (\\d+)`, "m").exec(t)?.[1] ?? -1)),
  },
];

const constellationWasm = new Map(sizes.map((n) => [n, compileWasi(`constellation-${n}`, narrowed(constellation, n, "004GCC_constellation.c"))]));
const table = new Map(sizes.map((n) => [n, programs(n)]));
const samples = new Map();
const failures = [];
for (let r = 0; r < rounds; r++) {
  for (const n of sizes) {
    const list = table.get(n);
    for (let i = 0; i < list.length; i++) {
      const p = list[(i + r) % list.length];
      const res = spawnSync(p.cmd[0], p.cmd[1], { encoding: "utf8", maxBuffer: 1 << 26 });
      let got;
      try {
        got = p.read(res.stdout);
      } catch {
        got = { count: -1n, wall: NaN, cpu: NaN };
      }
      if (got.count !== A000170[n]) failures.push(`${p.id} n=${n}: counted ${got.count}, A000170 says ${A000170[n]} (${res.stderr.trim()})`);
      const key = `${p.id} ${n}`;
      if (!samples.has(key)) samples.set(key, []);
      samples.get(key).push(got);
      console.log(`[peers] round ${r + 1} n=${n} ${p.id}: wall ${got.wall.toFixed(1)} ms, cpu ${got.cpu?.toFixed(1) ?? "–"} ms`);
    }
  }
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Instruction counts of the native programs (QUEENS_CALLGRIND=n). */
const instructions = {};
const cg = Number(process.env.QUEENS_CALLGRIND ?? 0);
if (cg) {
  for (const p of programs(cg).filter((p) => !p.id.endsWith("-wasm"))) {
    const res = spawnSync("valgrind", ["--tool=callgrind", "--callgrind-out-file=/dev/null", p.cmd[0], ...p.cmd[1]], { encoding: "utf8" });
    const m = /refs:\s+([\d,]+)/.exec(res.stderr);
    instructions[p.id] = m ? Number(m[1].replaceAll(",", "")) : null;
    console.log(`[peers] callgrind n=${cg} ${p.id}: ${m?.[1] ?? "?"} instructions`);
  }
}

const fmt = (x) => (x === null ? "–" : x >= 100 ? x.toFixed(0) : x.toFixed(1));
const ratio = (a, b) => (a === null || b === null ? "–" : (a / b).toFixed(2));
const results = [];
let md = `Medians of ${rounds} alternating rounds, milliseconds of the count alone (in-process: our wasm module loaded and compiled, and the count's path through it compiled by a count of n = 6, before the clock starts; the C programs' \`main\` timed by benches/peers/harness.c), wall-clock / process CPU time; ratios are ours (wasm) over the peer. ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg()[0].toFixed(1)} at the end, ${new Date().toISOString().slice(0, 10)}. Reproduce: \`node benches/queens-peers.mjs --write\` (after \`./scripts/build.sh\`; QUEENS_PEERS_GIT=<clone of suzukiiichiro/N-Queens> offline).\n\n`;
md += "| n | program | wall ms | CPU ms | ours wasm / it, wall | ours wasm / it, CPU |\n|---|---|---|---|---|---|\n";
for (const n of sizes) {
  const wasm = samples.get(`ours-wasm ${n}`);
  const wWall = median(wasm.map((s) => s.wall));
  const wCpu = median(wasm.map((s) => s.cpu));
  for (const p of table.get(n)) {
    const s = samples.get(`${p.id} ${n}`);
    const wall = median(s.map((x) => x.wall));
    const cpu = median(s.map((x) => x.cpu));
    results.push({ n, program: p.id, wallMs: wall, cpuMs: cpu, rounds: s.map(({ wall, cpu }) => ({ wall, cpu })) });
    const self = p.id === "ours-wasm";
    md += `| ${n} | ${p.name} | ${fmt(wall)} | ${fmt(cpu)} | ${self ? "" : ratio(wWall, wall)} | ${self ? "" : ratio(wCpu, cpu)} |\n`;
  }
}
if (cg) {
  md += `\nInstructions executed, n = ${cg}, whole process (valgrind --tool=callgrind, native builds): ${Object.entries(instructions)
    .map(([id, x]) => `${id} ${x === null ? "?" : `${(x / 1e6).toFixed(0)} M`}`)
    .join(", ")}.\n`;
}
mkdirSync(join(root, "target", "bench"), { recursive: true });
writeFileSync(
  join(root, "target", "bench", "queens-peers.json"),
  JSON.stringify({ pin: PIN, rounds, results, instructions }, (_, v) => (typeof v === "bigint" ? v.toString() : v), 2),
);
console.log(`\n${md}`);
if (process.argv.includes("--write")) {
  writeSection(join(root, "BENCHMARKS.md"), "queens-peers", md, { note: "written by node benches/queens-peers.mjs --write: do not edit by hand" });
  console.log("[peers] BENCHMARKS.md: section queens-peers written");
}
if (failures.length) {
  console.error(`WRONG COUNTS:\n${failures.join("\n")}`);
  process.exit(1);
}
