// Text chunks in a PNG (PNG specification, 11.3.4.5 iTXt): the export's
// caption as Title, Description and Source, which image viewers show.

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An iTXt chunk (UTF-8 text) `key` = `text`. */
function itxt(key, text) {
  const enc = new TextEncoder();
  const body = [...enc.encode(`iTXt${key}`), 0, 0, 0, 0, 0, ...enc.encode(text)];
  const out = new Uint8Array(4 + body.length + 4);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, body.length - 4);
  out.set(body, 4);
  dv.setUint32(4 + body.length, crc32(body));
  return out;
}

/** `png` (a Blob) with text chunks `fields` after its header chunk (where viewers read Title, Description, Source). */
export async function withPngText(png, fields) {
  const bytes = new Uint8Array(await png.arrayBuffer());
  const head = 8 + 25; // signature, IHDR
  const chunks = Object.entries(fields)
    .filter(([, v]) => v)
    .map(([k, v]) => itxt(k, v));
  return new Blob([bytes.subarray(0, head), ...chunks, bytes.subarray(head)], { type: "image/png" });
}
