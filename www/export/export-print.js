// The printable sheet of an answer (issue 16; www/export/export.js): the start,
// the goal (or the end), a diagram every k moves and the move list, with
// the caption, laid out as textbook figures for A4 and Letter, black and
// white friendly. The sheet is a light-DOM <section class="bp-print-sheet">
// of the document (the element's shadow root cannot be printed alone):
// hidden on screen, and in print the only thing shown — for that one print:
// `afterprint` removes it and the `bp-printing` class that hides the rest,
// so a later Ctrl+P prints the page (or the course page around an element)
// as it is, not an old sheet.
// The worksheet (issue 41, point 7) is the same kind of sheet without the
// answer, printable before Solve: the position, the goal (its diagram and
// the puzzle's rules), an empty numbered table to write the moves in, and
// the link back; its diagrams are drawn at the start with no path, move
// numbers or placed pieces, whatever answer is shown.
import { el } from "../base/dom.js";
import { SQUARE_FORM, count } from "../base/format.js";

/** Diagram size on the sheet, CSS px (drawn at 2× for print). */
const DIAGRAM = 220;
/** Moves listed on a sheet at most (the rest: Download .txt). */
const MOST_LINES = 2_000;
/** Most diagrams on a sheet (a longer answer gets a larger k). */
const MOST_DIAGRAMS = 48;

const PRINT_CSS = `
@media screen { .bp-print-sheet { display: none !important; } }
@media print {
  @page { margin: 14mm; }
  html.bp-printing body > :not(.bp-print-sheet) { display: none !important; }
  html.bp-printing, html.bp-printing body { background: #fff !important; }
  .bp-print-sheet { display: block !important; color: #000; font: 10.5pt/1.35 Georgia, "Times New Roman", serif; }
}
.bp-print-sheet h1 { font-size: 14pt; margin: 0 0 2pt; }
.bp-print-sheet .caption { font-size: 9pt; margin: 0 0 8pt; word-break: break-all; }
.bp-print-sheet .diagrams { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8pt 10pt; }
.bp-print-sheet figure { margin: 0; break-inside: avoid; text-align: center; }
.bp-print-sheet figure img { width: 100%; max-width: ${DIAGRAM}px; height: auto; filter: grayscale(1) contrast(1.15); border: 0.5pt solid #000; }
.bp-print-sheet figcaption { font-size: 9pt; margin-top: 2pt; }
.bp-print-sheet h2 { font-size: 11pt; margin: 10pt 0 4pt; break-after: avoid; }
.bp-print-sheet .moves { columns: 3; column-gap: 14pt; font: 9pt/1.3 "DejaVu Sans Mono", Menlo, Consolas, monospace; margin: 0; padding: 0; list-style: none; }
.bp-print-sheet .moves li { break-inside: avoid; }
.bp-print-sheet .notation { font: 9pt "DejaVu Sans Mono", Menlo, Consolas, monospace; word-break: break-all; }
/* The worksheet: its diagrams side by side, then the empty move table in two columns. */
.bp-print-sheet.worksheet .diagrams { grid-template-columns: repeat(2, 1fr); }
.bp-print-sheet .blanks { font-size: 10pt; margin: 0 0 8pt; }
.bp-print-sheet .move-table { columns: 2; column-gap: 16pt; }
.bp-print-sheet .move-table table { width: 100%; border-collapse: collapse; break-inside: auto; }
.bp-print-sheet .move-table th, .bp-print-sheet .move-table td { border: 0.5pt solid #000; height: 18pt; padding: 0 4pt; text-align: left; font-size: 9.5pt; }
.bp-print-sheet .move-table th[scope="row"] { width: 2.4em; text-align: right; font-weight: normal; }
.bp-print-sheet .move-table tr { break-inside: avoid; }
`;

/** Rows of the worksheet's empty move table (by default). */
export const WORKSHEET_ROWS = 30;

/** The class on <html> while a sheet is being printed. */
const PRINTING = "bp-printing";

/** Removes the sheet and shows the document in print as it is (after the print dialog closes). */
function endPrint() {
  window.removeEventListener("afterprint", endPrint);
  document.querySelector("body > .bp-print-sheet")?.remove();
  document.documentElement.classList.remove(PRINTING);
}

let sheet = null;
function printStyles() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(PRINT_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
}

/** The steps at which the sheet shows a diagram: 0, k, 2k … and n; k grows so that at most MOST_DIAGRAMS show. */
export function diagramSteps(n, every) {
  let k = Math.max(1, Math.floor(every) || 1);
  while (n / k + 2 > MOST_DIAGRAMS) k *= 2;
  const at = [];
  for (let s = 0; s < n; s += k) at.push(s);
  at.push(n);
  return { k, at: [...new Set(at)] };
}

/** A PNG data URL of the board at `options` (2× for print). */
async function picture(exporter, options) {
  const canvas = await exporter.render(DIAGRAM, DIAGRAM, 2, { labels: true, ...options });
  return canvas.toDataURL("image/png");
}

/**
 * Builds (or rebuilds) the sheet of `exporter`'s board and answer in the
 * document, diagrams every `every` moves. Returns the section.
 */
export async function printSheet(exporter, every = 4) {
  printStyles();
  const view = exporter.view;
  const cap = await exporter.caption();
  const n = view.steps();
  // Peg solitaire's steps are jumps (its moves are chains of them).
  const step = exporter.controller?.answer?.jumps !== undefined ? "jump" : "move";
  const figures = [];
  const figure = async (label, options) => {
    figures.push(
      el(
        "figure",
        { class: "diagram" },
        el("img", { src: await picture(exporter, options), alt: label, width: DIAGRAM, height: DIAGRAM }),
        el("figcaption", {}, label),
      ),
    );
  };
  const hasGoal = view.goalText() !== undefined;
  await figure("Start", { step: 0 });
  const { k, at } = diagramSteps(n, every);
  if (hasGoal) await figure("Goal", { goal: true });
  for (const s of at) {
    if (s === 0) continue;
    await figure(s === n ? `After ${step} ${count(s)} (end)` : `After ${step} ${count(s)}`, { step: s });
  }
  if (n === 0 && !hasGoal && view.addedCount()) await figure("Answer", {});
  // The first MOST_LINES moves, in the notation and (square boards up to 26 columns) in chess coordinates.
  const lines = (chess) => view.moveLines(chess, 0, MOST_LINES).split("\n").filter(Boolean);
  const moveLines = n ? lines(false) : [];
  let chessLines = [];
  try {
    chessLines = n ? lines(true) : [];
  } catch {
    chessLines = []; // wider than 26 columns, or a triangle
  }
  const cut =
    n > MOST_LINES
      ? el("p", { class: "caption" }, `The first ${count(MOST_LINES)} of ${count(n)} ${step}s; the whole list: Export → Download .txt.`)
      : null;
  const section = el(
    "section",
    { class: "bp-print-sheet", "aria-hidden": "true" },
    el("h1", {}, cap.lines[0]),
    el("p", { class: "caption" }, `${cap.lines[1]} · ${cap.link ?? "(the position is too big for a link)"}`),
    el("p", { class: "notation" }, `Position: ${view.positionText() ?? "(too big to write)"}${hasGoal ? ` · Goal: ${view.goalText()}` : ""}`),
    el("div", { class: "diagrams" }, ...figures),
    n ? el("h2", {}, `${step === "jump" ? "Jumps" : "Moves"} (${SQUARE_FORM}; a diagram every ${count(k)} ${step}s)`) : null,
    n ? el("ol", { class: "moves" }, ...moveLines.map((l) => el("li", {}, l))) : null,
    cut,
    chessLines.length ? el("h2", {}, "Moves in chess coordinates (a1 bottom left)") : null,
    chessLines.length ? el("ol", { class: "moves chess" }, ...chessLines.map((l) => el("li", {}, l))) : null,
  );
  section.dataset.diagrams = String(figures.length);
  section.dataset.every = String(k);
  return show(section);
}

/** Puts `section` in the document as the one sheet to print (until the print dialog closes); resolves once its pictures decode. */
async function show(section) {
  endPrint();
  document.body.append(section);
  document.documentElement.classList.add(PRINTING);
  window.addEventListener("afterprint", endPrint, { once: true });
  await Promise.all([...section.querySelectorAll("img")].map((img) => img.decode().catch(() => {})));
  return section;
}

/** The move table's columns after the number, by the puzzle's kind of answer (PuzzleInfo.editor.answer). */
const COLUMNS = { jumps: ["From", "Over", "To"], placement: ["Square"] };

/**
 * Builds the worksheet of `exporter`'s board: the position and the goal
 * with no answer drawn, the rules, an empty numbered table of `rows` moves
 * (or squares, for a placement) and the link back. Returns the section
 * (class "bp-print-sheet worksheet"). An answer shown is never on it.
 */
export async function worksheet(exporter, rows = WORKSHEET_ROWS) {
  printStyles();
  const view = exporter.view;
  const info = exporter.controller?.info;
  const kind = info?.editor.answer;
  const { link } = await exporter.caption(); // only its link: the caption's counts tell of the answer
  const triangle = exporter.controller?.request().grid === "triangle";
  const size = triangle ? `${view.rows()}-row triangle` : `${view.rows()} × ${view.cols()} board`;
  // No answer: the start, no path line, no numbers, none of a placement's pieces.
  const plain = { step: 0, path: false, numbers: false, placed: 0 };
  const figure = async (label, options) =>
    el(
      "figure",
      { class: "diagram" },
      el("img", { src: await picture(exporter, { ...plain, ...options }), alt: label, width: DIAGRAM, height: DIAGRAM }),
      el("figcaption", {}, label),
    );
  const hasGoal = view.goalText() !== undefined;
  const figures = [await figure("Position", {})];
  if (hasGoal) figures.push(await figure("Goal", { goal: true }));
  const heads = COLUMNS[kind] ?? ["From", "To"];
  const unit = kind === "placement" ? "Pieces" : kind === "jumps" ? "Jumps" : "Moves";
  const names = view.labels() === "chess" ? "chess names, a1 bottom left" : SQUARE_FORM;
  const table = el(
    "table",
    {},
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "No."), ...heads.map((h) => el("th", { scope: "col" }, h)))),
    el(
      "tbody",
      {},
      ...Array.from({ length: rows }, (_, i) => el("tr", {}, el("th", { scope: "row" }, String(i + 1)), ...heads.map(() => el("td", {})))),
    ),
  );
  const section = el(
    "section",
    { class: "bp-print-sheet worksheet", "aria-hidden": "true" },
    el("h1", {}, `${info?.title ?? "Board"}: worksheet`),
    el("p", { class: "caption" }, `${[size, view.legend()].filter(Boolean).join(" · ")} · ${link ?? "(the position is too big for a link)"}`),
    el("p", { class: "blanks" }, "Name: ______________________   Date: ____________"),
    info?.rules ? el("p", { class: "rules" }, info.rules) : null,
    el("p", { class: "notation" }, `Position: ${view.positionText() ?? "(too big to write)"}${hasGoal ? ` · Goal: ${view.goalText()}` : ""}`),
    el("div", { class: "diagrams" }, ...figures),
    el("h2", {}, `${unit} (${names})`),
    el("div", { class: "move-table" }, table),
  );
  section.dataset.rows = String(rows);
  return show(section);
}
