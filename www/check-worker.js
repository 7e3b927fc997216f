// The checking thread: answers {id, request} with {id} when check(request)
// accepts it, {id, error} with check's message when it does not, or
// {id, crashed} when the module trapped (it then closes; www/check.js
// starts another on the next check). Started by www/check.js through
// www/workers.js, to which it first posts {type: "loaded"}. check() is a
// parse, so this thread loads the page's small module, board_view.js.
import init, { check } from "../board_view.js";

// The module and its imports have loaded (www/workers.js waits for this).
self.postMessage({ type: "loaded" });

const ready = init();

self.onmessage = async (event) => {
  const { id, request } = event.data ?? {};
  try {
    await ready;
  } catch (err) {
    self.postMessage({ id, crashed: `the checker could not start: ${err?.message ?? err}` });
    self.close();
    return;
  }
  try {
    check(request);
    self.postMessage({ id });
  } catch (err) {
    if (err instanceof WebAssembly.RuntimeError) {
      self.postMessage({ id, crashed: String(err.message) });
      self.close();
    } else {
      self.postMessage({ id, error: String(err?.message ?? err) });
    }
  }
};
