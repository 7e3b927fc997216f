// The checking thread: answers check(id, request) with accepted(id) when
// check(request) accepts it, refused(id, message) with check's message when
// it does not, or crashed(id, message) when the module trapped (it then
// closes; www/workers/check-client.js starts another on the next check); the messages are
// www/workers/worker-messages.js's. Started by www/workers/check-client.js through www/workers/start-worker.js,
// to which it first posts loaded(). check() is a parse, so this thread
// loads the page's small module, board_view.js.
import init, { check } from "../../board_view.js";
import * as Message from "./worker-messages.js";

// The module and its imports have loaded (www/workers/start-worker.js waits for this).
self.postMessage(Message.loaded());

const initialised = init();

self.onmessage = async (event) => {
  const { id, request } = event.data ?? {};
  try {
    await initialised;
  } catch (err) {
    self.postMessage(Message.crashed(id, `the checker could not start: ${err?.message ?? err}`));
    self.close();
    return;
  }
  try {
    check(request);
    self.postMessage(Message.accepted(id));
  } catch (err) {
    if (err instanceof WebAssembly.RuntimeError) {
      self.postMessage(Message.crashed(id, String(err.message)));
      self.close();
    } else {
      self.postMessage(Message.refused(id, String(err?.message ?? err)));
    }
  }
};
