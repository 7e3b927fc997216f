// The Export panel's styles (www/export/export-panel.js), one constructed sheet
// adopted by the page and by each <board-puzzle>'s shadow root.
import { sheetOf } from "../base/dom.js";

export const EXPORT_CSS = `
details.export > summary { cursor: pointer; font-weight: 600; padding: 0.3rem 0; }
details.export[open] > summary { margin-bottom: 0.3rem; }
.bp-export [hidden] { display: none !important; }
.bp-export { display: grid; gap: 0.5rem; font-size: 0.88rem; }
.bp-export fieldset { border: 1px solid #e4ddd3; border-radius: 8px; padding: 0.4rem 0.6rem 0.55rem; margin: 0; min-width: 0; }
.bp-export legend { font-weight: 600; padding: 0 0.25rem; font-size: 0.84rem; }
.bp-export .row { display: flex; flex-wrap: wrap; gap: 0.35rem 0.7rem; align-items: center; margin-top: 0.3rem; }
.bp-export .area { display: flex; flex-wrap: wrap; gap: 0.2rem 0.7rem; margin-top: 0.3rem; }
.bp-export .check { white-space: nowrap; }
.bp-export .num { white-space: nowrap; }
.bp-export input[type=number] { width: 4.5em; }
.bp-export button { min-height: 32px; padding: 0.2rem 0.75rem; font-weight: 600; }
.bp-export progress { width: 100%; height: 6px; margin-top: 0.4rem; }
.bp-export .export-status { margin: 0; color: #6b6259; min-height: 1.2em; }
.bp-export .export-status.bad { color: #b3261e; }
.bp-export .export-text { width: 100%; box-sizing: border-box; font: 0.8rem/1.3 ui-monospace, Menlo, Consolas, monospace; }
/* Dark theme (issue 41). */
@media (prefers-color-scheme: dark) {
  .bp-export fieldset { border-color: #3d3731; }
  .bp-export .export-status { color: #b5aa9e; }
  .bp-export .export-status.bad { color: #ff9b93; }
}
`;

/** The panel's styles, one constructed sheet for the page and every element. */
export const exportStyles = () => sheetOf(EXPORT_CSS);
