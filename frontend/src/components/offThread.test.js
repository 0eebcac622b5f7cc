import { offThread } from './offThread';

/** A stand-in for a Worker (jsdom has none): records what the page posts, answers on demand. */
function fakeWorker() {
  const worker = {
    posted: [],
    postMessage(message) {
      worker.posted.push(message);
    },
    answer(answers) {
      worker.onmessage({ data: answers });
    },
    fail() {
      worker.onerror(new Event('error'));
    },
  };
  return worker;
}

test('without a worker the work runs here and its value comes back', async () => {
  const call = offThread(
    () => null,
    ({ a, b }) => a + b,
  );
  await expect(call({ a: 2, b: 3 })).resolves.toBe(5);
});

test('with a worker each request is posted once and settled by its own answer', async () => {
  const worker = fakeWorker();
  const work = jest.fn();
  const call = offThread(() => worker, work);
  const first = call({ n: 1 });
  const second = call({ n: 2 });
  expect(worker.posted).toEqual([
    { id: 1, request: { n: 1 } },
    { id: 2, request: { n: 2 } },
  ]);
  worker.answer([
    { id: 2, error: 'no such style' },
    { id: 1, value: 'one' },
  ]);
  await expect(first).resolves.toBe('one');
  await expect(second).rejects.toThrow('no such style');
  expect(work).not.toHaveBeenCalled();
});

test('when the worker fails, waiting requests and later ones are worked here', async () => {
  const worker = fakeWorker();
  const start = jest.fn(() => worker);
  const call = offThread(start, ({ n }) => n * 10);
  const waiting = call({ n: 4 });
  worker.fail();
  await expect(waiting).resolves.toBe(40);
  await expect(call({ n: 5 })).resolves.toBe(50);
  expect(start).toHaveBeenCalledTimes(1);
});
