// The <board-puzzle> element's entry at the site root (dist/embed.js):
//   <script src="https://…/embed.js"></script>            (a classic script)
//   <script type="module" src="https://…/embed.js"></script>
//   import "board-puzzles/embed.js";                       (a bundler)
// The element itself is www/embed.js, loaded from here by a dynamic import
// relative to this file, so the page and the element share www/'s modules
// and paths stay relative. This file has no import or export statement, so
// it also runs as a classic script (MkDocs's extra_javascript, a notebook's
// HTML): a classic script loads from another origin even when that host
// sends no CORS header, and can then say so inside each element, where a
// module script would not run at all.
// A bundler does not load this file: the package maps "board-puzzles/embed.js"
// to board-puzzle.js, the single-file build (scripts/single-file.mjs). A page
// opened as a file (file://) cannot import modules: there this script loads
// board-puzzle.js beside it instead, which works from a file.
(() => {
  const script = globalThis.document?.currentScript; // null in a module or a bundle
  if (script?.src?.startsWith("file:")) {
    const single = document.createElement("script");
    single.src = new URL("board-puzzle.js", script.src).href;
    single.onerror = () =>
      failed(
        `Opened as a file, this page cannot load the board's modules, and ${single.src} is missing: ` +
          "serve the folder over http (for example python3 -m http.server), or copy board-puzzle.js, the single-file build, beside embed.js.",
      );
    document.head.append(single);
    return;
  }
  const entry = script?.src ? new URL("www/embed.js", script.src).href : "www/embed.js";
  // The relative import is the one bundlers follow. A classic script from
  // another origin has no base URL for it (the browser resolves against
  // about:blank), so it is retried by the absolute address.
  const load = () =>
    import("./www/embed.js").catch((err) => {
      if (!script?.src) throw err;
      return import(/* @vite-ignore */ /* webpackIgnore: true */ entry);
    });
  load().catch(async (err) => failed(await whyNot(entry, err)));

  /** Says `message` in the console and in every <board-puzzle> of the page. */
  function failed(message) {
    console.error(`board-puzzles: ${message}`);
    if (globalThis.customElements && !customElements.get("board-puzzle")) customElements.define("board-puzzle", failedElement(message));
  }

  /** Why the element's module did not load from `url`: missing CORS when it loads without CORS only. */
  async function whyNot(url, err) {
    if (/^https?:/.test(url)) {
      try {
        await fetch(url, { mode: "cors", cache: "no-store" });
      } catch {
        try {
          await fetch(url, { mode: "no-cors", cache: "no-store" });
          const origin = globalThis.origin ?? globalThis.location?.origin ?? "null";
          return (
            `The board's files at ${new URL(url).origin} are served without CORS, so this page ` +
            `(${origin === "null" ? "an opaque origin" : origin}) cannot load them: their host must send the header ` +
            `Access-Control-Allow-Origin: *${origin === "null" ? "" : ` (or ${origin})`}.`
          );
        } catch {}
      }
    }
    return `The board could not load ${url} (${err?.message ?? err}).`;
  }

  /** A stand-in element that says `message` and keeps the position given in its attributes on view. */
  function failedElement(message) {
    return class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        const root = this.attachShadow({ mode: "open" });
        const box = document.createElement("div");
        box.setAttribute("role", "alert");
        box.style.cssText =
          "border:1px solid #b02a37;border-radius:6px;padding:0.75em;color:#7a1c25;font:14px/1.4 system-ui,sans-serif;max-width:40em";
        box.textContent = message;
        const fields = ["puzzle", "board", "goal", "rows", "cols", "n", "from", "to"]
          .filter((name) => this.hasAttribute(name))
          .map((name) => `${name}="${this.getAttribute(name)}"`);
        if (fields.length) {
          const kept = document.createElement("pre");
          kept.style.cssText = "margin:0.5em 0 0;white-space:pre-wrap;color:#333";
          kept.textContent = fields.join("\n");
          box.append(kept);
        }
        this.dataset.status = "failed";
        root.append(box);
      }
    };
  }
})();
