// The page: boots the wasm module and puts the page-only panels (puzzle
// picker, setup text and presets, search lab, share, About) around the one
// board controller (www/controller/controller.js), which the <board-puzzle> element
// uses too: solving, progress and Cancel, answer, playback, solution pager,
// options, undo/redo all live there.
import init, { BoardView, puzzles, version } from "../board_view.js";
import { boardLabel, fillControls } from "./controls/controls.js";
import { byId, el, partsIn, showText } from "./base/dom.js";
import { square } from "./base/format.js";
import { Controller } from "./controller/controller.js";
import { Editor } from "./page/setup-panel.js";
import { puzzleTabs } from "./page/tabs.js";
import { pinBoard } from "./page/phone-layout.js";
import { copyText, embedText, sendsCors, snippets } from "./share/share.js";
import { bindPageKeys, bindShortcuts } from "./controls/shortcuts.js";
import { MAX_LINK, encodeLink, onLinkChange, readLink, readRequestFile, writeHash } from "./share/url.js";
import { playPairs, readPlay } from "./share/play-link.js";
import { labelPairs, readLabels } from "./board/board-look.js";
import { Lab } from "./lab/lab.js";
import { withPresetBoard } from "./controller/request.js";
import { Exporter } from "./export/export.js";
import { exportStyles } from "./export/export-style.js";
import { boardStyles } from "./board/board-style.js";
import { ExportPanel } from "./export/export-panel.js";

// The modules loaded: index.html's note for a page opened as a file stays hidden (style.css .file-note).
document.documentElement.dataset.started = "";

// The board's controls (www/controls/controls.js) and the styles the page shares with the element (www/board/board-style.js).
fillControls(document);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, boardStyles()];
await init();

const infos = puzzles();
const canvas = byId("board");
const view = new BoardView(canvas);
const showTab = puzzleTabs(byId("puzzles"), infos, (id) => {
  if (id !== controller.info?.id) selectPuzzle(id);
});
const saved = new Map(); // puzzle id → its last request (with options and algorithm), when switching puzzles
let presetShown = -1; // the preset the board shows, until an edit

/** Tells the lab the setup check's verdict (set once the lab exists). */
let labSetup = () => {};
/** The search lab, once it exists: the controller's events below tell it when the board leaves Watch. */
let labShown = null;
const controller = new Controller(view, partsIn(document), {
  tool: () => editor.sync(),
  moved: () => scheduleHash(), // a move played: only the link follows (the request is the same)
  labels: () => scheduleHash(), // the Labels control: the link carries labels=chess
  replaced: () => requestChanged(),
  edited: ({ text }) => requestChanged({ edited: true, text }),
  algorithm: () => requestChanged({ algorithm: true }),
  mode: (mode) => {
    document.body.dataset.mode = mode;
    labShown?.leaveWatch(); // play by hand (or back to setup) ends Watch
  },
  status: (status) => {
    if (status === "solving") labShown?.leaveWatch(); // Solve ends Watch: its answer takes the board
  },
  answered: () => labShown?.answerShown(),
  checked: (error) => labSetup(error),
  hover: (sq) => showText(byId("hover-square"), sq ? `square ${square(sq)}` : ""),
});

// The search lab: Compare every algorithm, Watch one search (www/lab/lab.js).
const lab = new Lab(view, {
  request: () => controller.request(),
  info: () => controller.info,
  redraw: () => controller.redraw(),
  showAnswer: (answer) => controller.show(answer, { atEnd: true }),
  dropAnswer: () => controller.dropAnswer(),
});
labSetup = (error) => lab.setSetup(error);
labShown = lab;

labSetup(controller.setupError);
const editor = new Editor(
  view,
  (source) => {
    if (source === "tool" || source === "layer") controller.toolChanged();
    else controller.edited(source === editor.position || source === editor.goal ? "text" : "size");
  },
  {
    preset: (preset) => {
      showLinkErrors([]); // choosing a preset moves on from a link that could not be read
      presetShown = controller.info.presets.indexOf(preset);
      controller.load(controller.info, preset.request);
    },
    fieldError: (field, message) => controller.setFieldError(field, message),
  },
);

// ---------------------------------------------------------------- puzzles

/**
 * Shows puzzle `id` with `request` (from a link), or where it was left, or
 * its first preset. Returns the problems met loading it (then the board
 * shows the first preset). `fromLink`: the problems are the link's, shown
 * with its other errors above the board (showLinkErrors) rather than
 * blocking Solve, since the board shown is the preset.
 */
function selectPuzzle(id, request, { fromLink = false } = {}) {
  const next = infos.find((p) => p.id === id) ?? infos[0];
  if (controller.info) saved.set(controller.info.id, controller.request());
  const wanted = request ?? saved.get(next.id) ?? next.presets[0]?.request ?? { puzzle: next.id };
  showTab(next.id);
  byId("rules").textContent = next.rules;
  byId("source").textContent = `Source: ${next.source}`;
  canvas.setAttribute("aria-label", boardLabel(next.title));
  editor.setPuzzle(next);
  presetShown = presetIndex(next, wanted);
  let problems = controller.load(next, wanted);
  if (problems.length && fromLink) {
    // A link whose board could not be read (a field at fault left it incomplete): its first preset, said above.
    presetShown = 0;
    controller.load(next, next.presets[0]?.request ?? { puzzle: next.id });
    problems = problems.map((p) => `${p} (the puzzle's first preset is shown instead)`);
  } else {
    showText(byId("position-error"), problems.length ? `The position could not be read: ${problems.join("; ")}` : "");
  }
  return problems;
}

/** Opens what a link gives ({request, errors} from readLink); a link naming no puzzle keeps the board shown, or the first puzzle at boot.
 * `what`: "link", or "file" (a board opened with Open file…), for the message. */
function openLink({ request, errors, params }, { boot = false, what = "link" } = {}) {
  linkTrouble = errors.length > 0;
  let problems = [];
  const play = params ? readPlay(params) : { mode: "setup", played: [], placed: [], errors: [] };
  // labels=chess: the board's labels (www/board/board-look.js); a link without it keeps the labels shown.
  const labels = params?.has("labels") ? readLabels(params.get("labels")) : { value: controller.labels, error: null };
  controller.setLabels(labels.value);
  if (request) {
    // A link naming only the puzzle (and options): its first preset's board, as the element does.
    const info = infos.find((p) => p.id === request.puzzle);
    problems = selectPuzzle(request.puzzle, withPresetBoard(request, info), { fromLink: true });
    // A link with moves (issue 14): played again by the rules, to the same move.
    if (play.mode === "play" && !problems.length) controller.setMode("play", play);
  } else if (boot) selectPuzzle(infos[0].id);
  showLinkErrors([...errors, ...play.errors, ...[labels.error].filter(Boolean), ...problems], what);
}

/** The board's play state, as url.js playPairs and share.js snippets take it. */
const playState = () => ({ mode: controller.mode, played: controller.played(), placed: controller.placed() });
/** The link's extra part: mode, moves made or pieces placed (none in setup), and labels=chess. */
const playExtra = () => [...playPairs(playState()), ...labelPairs(controller.labels)];

/** The index of the preset whose request is exactly `request`, or −1. */
function presetIndex(info, request) {
  const same = (a, b) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
  const withAlgo = (r) => ({ ...r, algorithm: r.algorithm ?? info.algorithms[0]?.id });
  return info.presets.findIndex((p) => same(withAlgo(p.request), withAlgo(request)));
}

/** `obj` without unset fields (undefined, false, empty lists), its keys in order. */
function sorted(obj) {
  const set = ([, v]) => v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0);
  return Object.fromEntries(
    Object.entries(obj)
      .filter(set)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/**
 * After every change of the request (the controller's events): `edited`
 * by the user (the board, its size or text, undo, an option; `text`: the
 * position or goal text), or the `algorithm` chosen; else replaced (a
 * puzzle or preset loaded, or back from play).
 */
function requestChanged({ edited = false, text = false, algorithm = false } = {}) {
  if (algorithm) lab.syncWatch();
  else lab.reset();
  editor.sync(text ? (document.activeElement === byId("goal-text") ? editor.goal : editor.position) : undefined);
  if (edited) presetShown = -1;
  // An edit means the user moved on from a link that could not be read: its message goes.
  if (edited || algorithm) showLinkErrors([]);
  editor.showPreset(presetShown);
  showUndrawnSetup();
  // Zoom helps on big boards only.
  byId("zoom").hidden = view.rows() <= 24 && view.cols() <= 24;
  scheduleHash();
}

/** A request too big to draw (n-queens n = 1 000 000): the size fields and
 * the Position box say what is solved, not the placeholder board drawn. */
function showUndrawnSetup() {
  const big = controller.undrawn;
  const n = big?.n ?? big?.rows;
  const box = byId("position-text");
  if (big) {
    byId("rows").value = String(n);
    byId("cols").value = String(big.n ?? big.cols);
    box.value = "";
    box.placeholder = `An empty ${n} × ${n} board: too big to show as text or draw. Solve runs it.`;
  } else if (box.placeholder.startsWith("An empty")) {
    box.placeholder = "";
    editor.sync();
  }
  box.disabled = Boolean(big) || view.positionText() === undefined;
}

let hashTimer = 0;
// A link that could not be read keeps the address (and its message) until the board is edited.
let linkTrouble = false;
function scheduleHash() {
  clearTimeout(hashTimer);
  if (linkTrouble) return;
  hashTimer = setTimeout(() => linkTrouble || writeHash(controller.request(), playExtra()), 300);
}

/** Shows what a link (or an opened file) got wrong (LinkProblems naming each field), above the board; none hides it. */
function showLinkErrors(errors, what = "link") {
  let box = document.getElementById("link-error");
  if (!box) {
    box = el("p", { id: "link-error", class: "error link-error", role: "alert" });
    document.querySelector(".stage").prepend(box);
  }
  linkTrouble = errors.length > 0;
  if (linkTrouble) clearTimeout(hashTimer);
  box.hidden = !linkTrouble;
  box.textContent = linkTrouble ? `This ${what} could not be read: ${errors.map(String).join("; ")}.` : "";
}

/**
 * Opens a board saved as a file (the download offered when a link would be
 * too long, or any request as JSON): read with the same checks as a link
 * (url.js readRequestFile), each field at fault named above the board.
 */
async function openFile(file) {
  const status = byId("share-status");
  let text;
  try {
    text = await file.text();
  } catch (err) {
    status.textContent = `${file.name} could not be read: ${err.message}`;
    return;
  }
  const read = readRequestFile(text, { puzzles: infos });
  if (!read.request) {
    showLinkErrors(read.errors, "file");
    status.textContent = `${file.name} is not a board: see above the board.`;
    document.getElementById("link-error")?.scrollIntoView({ block: "nearest" });
    return;
  }
  openLink(read, { what: "file" });
  if (linkTrouble) {
    // What the file got wrong is said above the board: show it.
    status.textContent = `${file.name} could not be read entirely: see above the board.`;
    document.getElementById("link-error")?.scrollIntoView({ block: "nearest" });
    return;
  }
  status.textContent = `Opened ${file.name}.`;
  // The address follows the board opened (when it fits in a link).
  scheduleHash();
}

// ---------------------------------------------------------------- sharing

/** Shows `text` in the share box, tall enough for the whole text (a snippet is a few lines). */
function showShareText(text) {
  const out = byId("share-text");
  out.value = text;
  out.hidden = false;
  out.style.height = "auto";
  out.style.height = `${Math.min(out.scrollHeight + 2, 260)}px`;
  return out;
}

/**
 * Copies the link (kind "link") or the embed code ("embed": the
 * <board-puzzle> element and the iframe, each saying where it works) of
 * what is shown, and shows it too. A link too long for a browser is not
 * made: the request is offered as a file to download instead.
 */
async function share(kind) {
  const request = controller.request();
  const status = byId("share-status");
  status.textContent = kind === "link" ? "Making the link…" : "Making the embed code…";
  const link = await encodeLink(request, { extra: kind === "link" ? playExtra() : [] });
  if (link.url && !linkTrouble) history.replaceState(history.state, "", link.url);
  let text;
  if (kind === "link") {
    if (link.tooLong) {
      const href = URL.createObjectURL(new Blob([link.file.text], { type: link.file.type }));
      const a = el("a", { href, download: link.file.name }, `Download ${link.file.name}`);
      status.replaceChildren(
        `This board is too big for a link (${link.length.toLocaleString("en")} characters; ` + `links stop at ${MAX_LINK.toLocaleString("en")}). `,
        a,
      );
      byId("share-text").hidden = true;
      return;
    }
    text = link.url;
  } else {
    const [code, cors] = await Promise.all([
      snippets(request, Object.fromEntries(labelPairs(controller.labels)), undefined, playState()),
      sendsCors(),
    ]);
    text = embedText(code, cors); // the iframe first when this site sends no CORS header
  }
  const out = showShareText(text);
  const copied = await copyText(text);
  status.textContent = copied
    ? `${kind === "link" ? "Link" : "Embed code (the element and the iframe)"} copied.`
    : "Copy the text below (the browser did not allow copying).";
  if (!copied) out.select();
}

// ---------------------------------------------------------------- wiring

pinBoard({
  stage: document.querySelector(".stage"),
  wrap: byId("board-wrap"),
  header: document.querySelector(".top"),
  layout: document.querySelector(".layout"),
});
byId("zoom-in").addEventListener("click", () => controller.board.zoom(2));
byId("zoom-out").addEventListener("click", () => controller.board.zoom(0.5));
byId("zoom-fit").addEventListener("click", () => {
  view.resetZoom();
  controller.redraw();
});
byId("version").textContent = `v${version()}`;
byId("copy-link").addEventListener("click", () => share("link"));
byId("copy-embed").addEventListener("click", () => share("embed"));
byId("open-file").addEventListener("click", () => byId("open-file-input").click());
byId("open-file-input").addEventListener("change", (event) => {
  const file = event.target.files?.[0];
  event.target.value = ""; // the same file may be opened again
  if (file) openFile(file);
});
// Solve, play/pause, step, undo and redo from the keyboard, the board focused or not.
bindShortcuts(document, controller.actions);

// Page-wide playback keys, unless typing or on the board (which has its own).
bindPageKeys(document, controller.actions, () => view.steps() > 0);

// Exports (issue 16): PNG, SVG, GIF, moves as text, a printable sheet.
document.adoptedStyleSheets = [...document.adoptedStyleSheets, exportStyles()];
const exporter = new Exporter(view, controller, { canvas, watched: (key) => lab.watched(key) });
const exportPanel = new ExportPanel(byId("export"), exporter);

// A link: what it shows, and a message naming each field it got wrong (the address is kept until an edit).
openLink(await readLink(location.hash, { puzzles: infos }), { boot: true });
// A link pasted into the address bar of this open tab applies without reload.
onLinkChange((linked) => openLink(linked), { puzzles: infos });
// For the console and end-to-end tests: the board's view and controller.
window.boardView = view;
window.boardController = controller;
window.boardLab = lab;
window.boardExport = { exporter, panel: exportPanel };
document.documentElement.dataset.ready = "true";
