// The GIF encoder of the exports (issue 16; www/export/export.js): a module worker
// that receives frames (RGBA pixels, transferred), quantizes each to 256
// colours and writes it with gifenc (MIT, www/vendor/gifenc.esm.js, copied
// from the npm package gifenc 1.0.3 with its licence), posting progress.
// Imported by the page as a module too: GifWriter encodes on the page's
// thread where no worker can start (a page's CSP), a frame per task.
//
// Its messages are www/workers/worker-messages.js's: in gifStart, gifFrame and
// gifFinish; out gifProgress, ok, gifDone and error.
import { GIFEncoder, applyPalette, quantize } from "../vendor/gifenc.esm.js";
import * as Message from "./worker-messages.js";

/** Writes one GIF: frames of `width × height` shown `delay` ms each, looping, with `comment` in the file. */
export class GifWriter {
  #gif = GIFEncoder();
  #done = 0;

  constructor({ width, height, delay, comment = "" }) {
    this.width = width;
    this.height = height;
    this.delay = delay;
    this.comment = comment;
  }

  /** Adds a frame (RGBA bytes); returns the frames written so far. */
  frame(data) {
    const rgba = data instanceof Uint8Array || data instanceof Uint8ClampedArray ? data : new Uint8Array(data);
    if (rgba.length !== this.width * this.height * 4) throw new Error(`a frame of ${rgba.length} bytes for ${this.width} × ${this.height}`);
    const palette = quantize(rgba, 256);
    const index = applyPalette(rgba, palette);
    this.#gif.writeFrame(index, this.width, this.height, { palette, delay: this.delay, repeat: 0 });
    this.#done += 1;
    return this.#done;
  }

  /** Ends the stream; returns its bytes, the comment extension before the trailer. */
  finish() {
    this.#gif.finish();
    const bytes = this.#gif.bytes();
    return withComment(bytes, this.comment);
  }
}

/** `gif` with a comment extension (0x21 0xFE, sub-blocks of up to 255 bytes) before its trailer. */
export function withComment(gif, comment) {
  if (!comment) return gif;
  const text = new TextEncoder().encode(comment).subarray(0, 4000);
  const blocks = [];
  for (let i = 0; i < text.length; i += 255) {
    const part = text.subarray(i, i + 255);
    blocks.push(part.length, ...part);
  }
  const ext = Uint8Array.from([0x21, 0xfe, ...blocks, 0]);
  const out = new Uint8Array(gif.length + ext.length);
  out.set(gif.subarray(0, gif.length - 1));
  out.set(ext, gif.length - 1);
  out[out.length - 1] = 0x3b;
  return out;
}

const inWorker = typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope;
if (inWorker) {
  // The module and its imports have loaded (www/workers/start-worker.js waits for this).
  postMessage(Message.loaded());
  let writer = null;
  globalThis.onmessage = ({ data: msg }) => {
    try {
      if (msg.type === Message.Type.gifStart) {
        writer = new GifWriter(msg);
        postMessage(Message.ok(msg.id));
      } else if (msg.type === Message.Type.gifFrame) {
        const done = writer.frame(new Uint8Array(msg.data));
        postMessage(Message.gifProgress(done));
        postMessage(Message.ok(msg.id));
      } else if (msg.type === Message.Type.gifFinish) {
        const bytes = writer.finish();
        postMessage(Message.gifDone(msg.id, bytes), [bytes.buffer]);
      } else {
        throw new Error(`the GIF worker got a message of unknown type ${JSON.stringify(msg.type)}`);
      }
    } catch (err) {
      postMessage(Message.error(msg.id, String(err?.message ?? err)));
    }
  };
}
