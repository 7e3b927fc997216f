// embed.html: a <board-puzzle> configured by the URL's hash (the share
// link's fields, as url.js reads them, plus readonly, autoplay, controls, labels,
// play (Play mode with the moves made) and id), that tells its parent page its height with postMessage:
//   {type: "board-puzzle:height", height: <CSS px>, id: <the hash's id or "">}
// A parent that sizes the frame from it (www/frame-host.js) answers
// {type: "board-puzzle:sized"}: the board then takes the frame's width and
// no longer fits the frame's height (fitting a height that follows the
// content would shrink or grow the board round after round).
// Values from the hash only ever become attributes (never HTML).
import "./embed.js";
import { el } from "./base/dom.js";
import { attributeName, writeFields } from "./controller/request.js";
import { playAttributes, readPlay } from "./share/play-link.js";
import { readLink } from "./share/url.js";

const FLAGS = ["readonly", "autoplay"];
const frame = document.getElementById("frame");
const widget = document.createElement("board-puzzle");
let id = "";

/** Sets the element's attributes to what the hash says, dropping the others. */
async function configure() {
  const { request, errors, params } = await readLink(location.hash);
  id = params.get("id") ?? "";
  const wanted = new Map(writeFields(request ?? {}, "attr").map(([f, text]) => [attributeName(f), text]));
  for (const flag of FLAGS) if (params.has(flag) && params.get(flag) !== "false") wanted.set(flag, "");
  if (params.has("controls")) wanted.set("controls", params.get("controls"));
  if (params.has("labels")) wanted.set("labels", params.get("labels")); // labels=chess (www/board/board-look.js)
  // play=…: the board opens in Play mode with the moves made (the element's mode/played/placed).
  for (const [name, value] of Object.entries(playAttributes(readPlay(params)))) if (value) wanted.set(name, value);
  for (const name of widget.getAttributeNames()) if (!wanted.has(name)) widget.removeAttribute(name);
  for (const [name, value] of wanted) if (widget.getAttribute(name) !== value) widget.setAttribute(name, value);
  document.querySelector(".error")?.remove();
  if (errors.length) frame.append(el("p", { class: "error", role: "alert" }, `The link could not be read: ${errors.join("; ")}`));
}

let last = 0;
function tellHeight() {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height === last || window.parent === window) return;
  last = height;
  // Only a height and the frame's own id: any page may hear it.
  window.parent.postMessage({ type: "board-puzzle:height", height, id }, "*");
}

await configure();
frame.querySelector(".waiting")?.remove();
frame.append(widget);
addEventListener("hashchange", configure);
addEventListener("message", (event) => {
  if (event.source === window.parent && event.data?.type === "board-puzzle:sized") widget.fitsHeight = false;
});
new ResizeObserver(tellHeight).observe(document.documentElement);
