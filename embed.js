// The <board-puzzle> element's entry at the site root (dist/embed.js):
//   <script type="module" src="https://…/embed.js"></script>
// The element itself is www/embed.js; this file only loads it, so that the
// page and the element share www/'s modules and paths stay relative.
export * from "./www/embed.js";
