// embed-docs.html: absolute addresses in the snippets (for this site), Copy
// buttons, the puzzle ids, and the live iframe's height.
import "./frame-host.js";
import { copyText, siteRoot } from "./share/share.js";

const root = siteRoot();
for (const pre of document.querySelectorAll(".snippet pre")) {
  // Text only: the snippets are shown, never parsed.
  const code = pre.querySelector("code");
  code.textContent = code.textContent
    .replace('src="embed.js"', `src="${root}embed.js"`)
    .replace('src="embed.html#', `src="${root}embed.html#`)
    .replace('src="www/frame-host.js"', `src="${root}www/frame-host.js"`);
}
for (const span of document.querySelectorAll(".site-root")) span.textContent = root;
// The package CDN snippet names the version of these files (the crate's, which npm publishes).
import("../board_view.js").then(async (m) => {
  await m.default();
  for (const code of document.querySelectorAll("#cdn-code code, #jupyter-code code")) {
    code.textContent = code.textContent.replace("@VERSION", `@${m.version()}`);
  }
});

for (const button of document.querySelectorAll("[data-copy]")) {
  button.addEventListener("click", async () => {
    const text = document.getElementById(button.dataset.copy).textContent;
    const ok = await copyText(text);
    button.textContent = ok ? "Copied" : "Select and copy";
    if (!ok) getSelection().selectAllChildren(document.getElementById(button.dataset.copy));
    setTimeout(() => {
      button.textContent = "Copy";
    }, 2000);
  });
}

// The element module is loaded by the page; list the puzzles it knows.
customElements.whenDefined("board-puzzle").then(async () => {
  const live = document.getElementById("live-element");
  await live.ready;
  const { puzzles } = await import("../board_view.js");
  document.getElementById("puzzle-ids").textContent = puzzles()
    .map((p) => p.id)
    .join(", ");
});
