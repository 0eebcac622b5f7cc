import { mockFetch } from '../testing/fetchMock';
import { cursorOf, fetchPage, listPath, nextLinkTarget } from './pagination';
import { formatTags, parseTags } from './tags';

test('the next link is read from an RFC 8288 Link header', () => {
  expect(nextLinkTarget('</api/threads?sortBy=latest&limit=20&cursor=abc>; rel="next"')).toBe(
    '/api/threads?sortBy=latest&limit=20&cursor=abc',
  );
  expect(nextLinkTarget('</a?cursor=p>; rel="prev", </a?cursor=n>; rel=next')).toBe('/a?cursor=n');
  expect(nextLinkTarget('</a?cursor=p>; rel="prev"')).toBeNull();
  expect(nextLinkTarget(null)).toBeNull();
});

test('the cursor is taken from the next link, opaque and decoded', () => {
  expect(cursorOf('/api/threads?sortBy=latest&cursor=eyJpZCI6IDF9%3D')).toBe('eyJpZCI6IDF9=');
  expect(cursorOf('/api/threads?sortBy=latest')).toBeNull();
  expect(cursorOf(null)).toBeNull();
});

test('list paths leave out empty values', () => {
  expect(
    listPath('/api/threads', { sortBy: 'popular', searchQuery: '', tag: null, limit: 20, cursor: undefined }),
  ).toBe('/api/threads?sortBy=popular&limit=20');
  expect(listPath('/api/threads', { searchQuery: 'c++ & go', tag: 'c#' })).toBe(
    '/api/threads?searchQuery=c%2B%2B+%26+go&tag=c%23',
  );
});

test('fetchPage answers the items and the next cursor from the Link header', async () => {
  const inner = mockFetch({ 'GET /api/threads': { body: [{ id: 1 }] } });
  global.fetch = jest.fn(async (...args) => ({
    ...(await inner(...args)),
    headers: new Headers({ Link: '</api/threads?limit=20&cursor=NEXT>; rel="next"' }),
  }));
  await expect(fetchPage('/api/threads?limit=20')).resolves.toEqual({ items: [{ id: 1 }], nextCursor: 'NEXT' });
});

test('without a Link header there is no next page', async () => {
  mockFetch({ 'GET /api/projects': { body: [] } });
  await expect(fetchPage('/api/projects')).resolves.toEqual({ items: [], nextCursor: null });
});

test('tags are trimmed, empties dropped and repeats kept once', () => {
  expect(parseTags(' react, , hooks ,react,  ')).toEqual(['react', 'hooks']);
  expect(parseTags('')).toEqual([]);
  expect(formatTags(['react', 'hooks'])).toBe('react, hooks');
});
