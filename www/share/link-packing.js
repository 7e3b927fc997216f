// The packed forms of a share link (www/share/url.js): cell indices as LEB128
// varints of their gaps, deflated, in base64url (offz=, offx=), and the
// whole hash deflated (z=).

/** Base64url (RFC 4648 §5, no padding) of `bytes`. */
export function toBase64url(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Bytes of base64url `text`; throws on characters outside the alphabet. */
export function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("is not base64url text");
  const bin = atob(text.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (text.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function through(stream, bytes) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** `bytes` deflated (zlib format, CompressionStream "deflate"). */
export const deflate = (bytes) => through(new CompressionStream("deflate"), bytes);
/** `bytes` inflated; rejects on data that is not zlib's. */
export const inflate = (bytes) => through(new DecompressionStream("deflate"), bytes);

/** Sorted distinct cell indices → varints of the gaps minus one. */
export function packCells(cells) {
  const out = new Uint8Array(cells.length * 5);
  let n = 0;
  let last = -1;
  for (const cell of cells) {
    let gap = cell - last - 1;
    if (!(gap >= 0)) throw new Error("cells must be sorted and distinct");
    last = cell;
    while (gap >= 0x80) {
      out[n++] = (gap % 0x80) | 0x80;
      gap = Math.floor(gap / 0x80);
    }
    out[n++] = gap;
  }
  return out.subarray(0, n);
}

/** Inverse of packCells; every index must be below `limit`. */
export function unpackCells(bytes, limit) {
  const cells = [];
  let last = -1;
  let i = 0;
  while (i < bytes.length) {
    let gap = 0;
    let scale = 1;
    for (;;) {
      if (i >= bytes.length || scale > 2 ** 35) throw new Error("ends inside a number");
      const b = bytes[i++];
      gap += (b & 0x7f) * scale;
      scale *= 0x80;
      if (b < 0x80) break;
    }
    last += gap + 1;
    if (last >= limit) throw new Error(`names cell ${last}, past the board's ${limit} cells`);
    cells.push(last);
  }
  return cells;
}

/** Packed text (offz/offx) of sorted distinct cell indices. */
export async function cellsText(cells) {
  return toBase64url(await deflate(packCells(cells)));
}

/** Cell indices from packed text; throws an Error saying why not. */
export async function textCells(text, limit) {
  let bytes;
  try {
    bytes = await inflate(fromBase64url(text));
  } catch (err) {
    throw new Error(`is not packed data (${err.message ?? err})`);
  }
  return unpackCells(bytes, limit);
}
