import { api } from './client';
import { startEarlyReads, takeEarly } from './early';

const answer = (data) => ({
  ok: true,
  status: 200,
  headers: { get: () => null },
  text: async () => JSON.stringify(data),
});

afterEach(() => {
  delete global.fetch;
  takeEarly('/api/auth/me');
  takeEarly('/api/posts?scope=global&limit=20');
});

test('the feed starts the member and its first page; the app takes each answer once', async () => {
  const fetchSpy = jest.fn(async (path) => answer({ path }));
  global.fetch = fetchSpy;
  startEarlyReads('/feed');
  expect(fetchSpy.mock.calls.map(([path]) => path)).toEqual(['/api/auth/me', '/api/posts?scope=global&limit=20']);
  expect(await api.get('/api/auth/me')).toEqual({ path: '/api/auth/me' });
  expect(fetchSpy).toHaveBeenCalledTimes(2); // taken, not fetched again
  await api.get('/api/auth/me');
  expect(fetchSpy).toHaveBeenCalledTimes(3); // once only
});

test("any other request drops what was not taken (a login must not see the visitor's answers)", async () => {
  const fetchSpy = jest.fn(async (path) => answer({ path }));
  global.fetch = fetchSpy;
  startEarlyReads('/threads');
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  await api.post('/api/auth/login', {});
  await api.get('/api/auth/me');
  expect(fetchSpy).toHaveBeenCalledTimes(3);
});
