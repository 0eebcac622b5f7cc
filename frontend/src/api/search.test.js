import { fakeResponse, resetFetchMock } from '../testing/fetchMock';
import { fetchSuggestions, searchKeys, SUGGEST_LIMIT } from './search';

afterEach(resetFetchMock);

test("the dropdown's request asks for a small page", () => {
  expect(SUGGEST_LIMIT).toBeLessThanOrEqual(10);
  expect(searchKeys.search({ q: 'pool', limit: SUGGEST_LIMIT })).toBe(`/api/search?q=pool&limit=${SUGGEST_LIMIT}`);
});

test('a newer query cancels the request of the older one still in flight', async () => {
  const signals = [];
  global.fetch = jest.fn((path, init) => {
    signals.push(init.signal);
    if (signals.length === 1) {
      // The server is slow with the first one: it only ends by being cancelled.
      return new Promise((resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    return Promise.resolve(fakeResponse(200, { query: 'pool timeout', results: [] }));
  });
  const older = fetchSuggestions('/api/search?q=pool&limit=8');
  const newer = fetchSuggestions('/api/search?q=pool+timeout&limit=8');
  await expect(older).rejects.toMatchObject({ name: 'AbortError' });
  await expect(newer).resolves.toEqual({ query: 'pool timeout', results: [] });
  expect(signals[0].aborted).toBe(true);
  expect(signals[1].aborted).toBe(false);
});
