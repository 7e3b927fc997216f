// For pages that embed embed.html in iframes: sets each frame's height to
// what the frame reports, so the board is never cut off or padded, and
// answers {type: "board-puzzle:sized"} so that the frame's board takes its
// whole width instead of fitting the frame's height (which follows it).
//   <script type="module" src="https://…/www/frame-host.js"></script>
// Only messages coming from one of the page's iframes are used, and only
// their height (a number).
addEventListener("message", (event) => {
  const data = event.data;
  if (data?.type !== "board-puzzle:height" || !Number.isFinite(data.height)) return;
  for (const frame of document.querySelectorAll("iframe")) {
    if (frame.contentWindow === event.source) {
      frame.style.height = `${Math.max(0, Math.min(data.height, 5000))}px`;
      event.source.postMessage({ type: "board-puzzle:sized" }, "*");
    }
  }
});
