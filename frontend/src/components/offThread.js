/**
 * Work that would block the page (drawing avatars, highlighting code) runs in a Web Worker where
 * the browser has one. Two halves of one small protocol: the page sends `{id, request}`, the
 * worker answers arrays of `{id, value}` or `{id, error}`.
 */

/**
 * The page's half: answers `call(request)`, a promise of the worker's value. `startWorker()` gives
 * the worker, or null where there is none (Jest's jsdom); then, or once the worker has failed,
 * `work(request)` runs here instead, so the answer comes either way.
 */
export function offThread(startWorker, work) {
  let worker;
  let nextId = 0;
  const pending = new Map();

  function start() {
    worker = startWorker();
    if (!worker) return;
    worker.onmessage = ({ data }) => {
      for (const answer of data) {
        const request = pending.get(answer.id);
        pending.delete(answer.id);
        if (answer.error) request?.reject(new Error(answer.error));
        else request?.resolve(answer.value);
      }
    };
    worker.onerror = () => {
      worker = null;
      for (const request of pending.values()) request.resolve(work(request.body));
      pending.clear();
    };
  }

  return function call(body) {
    if (worker === undefined) start();
    if (!worker) return Promise.resolve().then(() => work(body));
    return new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject, body });
      worker.postMessage({ id: nextId, request: body });
    });
  };
}

/**
 * The worker's half: answers each request with `await work(request)`. Answers ready within
 * `batchMs` of each other go in one message, so the page applies them in one render.
 */
export function answerRequests(work, { batchMs = 0 } = {}) {
  let outbox = [];
  const reply = (answer) => {
    outbox.push(answer);
    if (outbox.length === 1) {
      setTimeout(() => {
        self.postMessage(outbox);
        outbox = [];
      }, batchMs);
    }
  };
  self.onmessage = async ({ data }) => {
    try {
      reply({ id: data.id, value: await work(data.request) });
    } catch (error) {
      reply({ id: data.id, error: String(error?.message ?? error) });
    }
  };
}
