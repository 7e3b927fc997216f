// The GIF encoder of the exports (www/export/export.js): frames posted to a worker
// (www/workers/export-worker.js, gifenc), or encoded here where no worker starts.
import * as Message from "../workers/worker-messages.js";
import { startWorker } from "../workers/start-worker.js";

/** Frames posted to the GIF worker and not yet encoded, at most. */
const IN_FLIGHT = 4;

/**
 * The GIF encoder in a worker (www/workers/export-worker.js, gifenc): frames are
 * posted (their pixels transferred), each quantized and written there;
 * where no worker can start (a page's CSP), the same code runs here, a
 * frame per task.
 */
export class GifEncoder {
  #worker = null;
  #inline = null;
  #pending = new Map();
  #seq = 0;
  #progress = () => {};

  static async start(setup) {
    const enc = new GifEncoder();
    try {
      // The worker starts through www/workers/start-worker.js, as the solver's does.
      enc.#worker = await startWorker("export");
      enc.#worker.onmessage = (e) => enc.#onMessage(e.data);
      await enc.#call((id) => Message.gifStart(id, setup));
    } catch {
      enc.#worker?.terminate();
      enc.#worker = null;
      const { GifWriter } = await import("../workers/export-worker.js");
      enc.#inline = new GifWriter(setup);
    }
    return enc;
  }

  /** "worker", or "page" where no worker could start (a page's CSP). */
  get where() {
    return this.#inline ? "page" : "worker";
  }

  #onMessage(msg) {
    if (msg.type === Message.Type.gifProgress) this.#progress(msg.done);
    const p = this.#pending.get(msg.id);
    if (!p) return;
    this.#pending.delete(msg.id);
    if (msg.type === Message.Type.error) p.reject(new Error(msg.message));
    else p.resolve(msg);
  }

  /** Posts the message `make(id)` builds for a new id; settles with the worker's reply to it. */
  #call(make, transfer = []) {
    const id = ++this.#seq;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.onerror = (e) => {
        e.preventDefault?.();
        for (const q of this.#pending.values()) q.reject(new Error(e.message || "the GIF worker failed"));
        this.#pending.clear();
      };
      this.#worker.postMessage(make(id), transfer);
    });
  }

  /** Adds a frame's RGBA pixels (the buffer is transferred away). */
  async frame(data, onProgress) {
    this.#progress = onProgress;
    if (this.#inline) {
      onProgress(this.#inline.frame(data));
      return;
    }
    // Posted without waiting for the encoding: the worker works while the
    // next frame is drawn; at most IN_FLIGHT frames wait in the worker, so
    // a long range never queues hundreds of frames' pixels in memory.
    const posted = this.#call((id) => Message.gifFrame(id, data.buffer), [data.buffer]);
    posted.catch(() => {}); // awaited below or in finish(); a cancelled export drops it
    this.#inFlight.push(posted);
    if (this.#inFlight.length > IN_FLIGHT) await this.#inFlight.shift();
  }

  #inFlight = [];

  /** Waits for every frame and returns the GIF as a Blob. */
  async finish(onProgress) {
    this.#progress = onProgress;
    if (!this.#inline) await Promise.all(this.#inFlight.splice(0));
    const bytes = this.#inline ? this.#inline.finish() : (await this.#call((id) => Message.gifFinish(id))).bytes;
    return new Blob([bytes], { type: "image/gif" });
  }

  close() {
    this.#worker?.terminate();
    this.#worker = null;
  }
}
