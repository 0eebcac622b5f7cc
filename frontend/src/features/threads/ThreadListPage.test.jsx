import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { quietThread, sampleThread, threadTags } from './fixtures';
import { ThreadListPage, viewKey } from './ThreadListPage';

// Generated avatars are drawn asynchronously; here they stay initials so no update lands after a test.
jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

/**
 * fetchMock's responses carry no headers; this adds the `Link` header `links(url)` names, as the
 * server does for lists with a next page.
 */
function mockPagedFetch(routes, links) {
  const inner = mockFetch(routes);
  global.fetch = jest.fn(async (url, init) => {
    const response = await inner(url, init);
    const link = links(String(url));
    return { ...response, headers: new Headers(link ? { Link: link } : {}) };
  });
  return inner;
}

const listCalls = (fetchMock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/threads?'));

function renderList(route = '/threads') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/threads" element={<ThreadListPage />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

const base = {
  'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } },
  'GET /api/threads/tags': { body: threadTags },
};

const page2 = { ...quietThread, id: 99, title: 'Second page thread' };

test('the list shows threads, sets the title, description and ItemList data', async () => {
  mockPagedFetch({ ...base, 'GET /api/threads': { body: [sampleThread, quietThread] } }, () => null);
  renderList();
  expect(await screen.findByRole('link', { name: sampleThread.title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Discussions' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New Discussion' })).toHaveAttribute('href', '/threads/new');
  expect(document.title).toBe('Discussions | DevNet - Developer Social Network');
  expect(document.head.querySelector('meta[name="description"]').getAttribute('content')).toMatch(
    /^Discussions on DevNet/,
  );
  const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]').textContent);
  expect(data['@type']).toBe('ItemList');
  expect(data.itemListElement.map((item) => item.name)).toEqual([sampleThread.title, quietThread.title]);
  expect(screen.getByLabelText('Sort by')).toHaveValue('popular');
});

test("Next asks for the Link header's cursor; Previous goes back to page 1", async () => {
  const fetchMock = mockPagedFetch(
    {
      ...base,
      'GET /api/threads': ({ path }) => ({ body: path.includes('cursor=') ? [page2] : [sampleThread] }),
    },
    (url) =>
      url.startsWith('/api/threads?') && !url.includes('cursor=')
        ? '</api/threads?sortBy=popular&limit=20&cursor=CUR%2F2>; rel="next"'
        : null,
  );
  renderList();
  await screen.findByRole('link', { name: sampleThread.title });
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: 'Second page thread' })).toBeInTheDocument();
  expect(listCalls(fetchMock)).toContain('/api/threads?sortBy=popular&limit=20&cursor=CUR%2F2');
  expect(screen.getByText('Page 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByTestId('location')).toHaveTextContent('/threads?cursor=CUR%2F2');

  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('link', { name: sampleThread.title })).toBeInTheDocument();
  expect(screen.getByText('Page 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('search, sort and tag go into the URL and the request, starting again at page 1', async () => {
  const fetchMock = mockPagedFetch({ ...base, 'GET /api/threads': { body: [sampleThread] } }, (url) =>
    url.startsWith('/api/threads?') && !url.includes('cursor=') ? '</api/threads?cursor=N>; rel="next"' : null,
  );
  renderList();
  await screen.findByRole('link', { name: sampleThread.title });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search discussions' }), 'swr{Enter}');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/threads?searchQuery=swr'));
  expect(screen.getByText('Page 1')).toBeInTheDocument();
  await waitFor(() => expect(listCalls(fetchMock)).toContain('/api/threads?sortBy=popular&searchQuery=swr&limit=20'));

  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'latest');
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Filter by tag' })).getByRole('button', { name: 'react' }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/threads?searchQuery=swr&sortBy=latest&tag=react');
  await waitFor(() =>
    expect(listCalls(fetchMock)).toContain('/api/threads?sortBy=latest&searchQuery=swr&tag=react&limit=20'),
  );
});

test('a linked list starts from its query string', async () => {
  const fetchMock = mockPagedFetch({ ...base, 'GET /api/threads': { body: [sampleThread] } }, () => null);
  renderList('/threads?sortBy=comments&tag=swr');
  await screen.findByRole('link', { name: sampleThread.title });
  expect(listCalls(fetchMock)[0]).toBe('/api/threads?sortBy=comments&tag=swr&limit=20');
  expect(screen.getByLabelText('Sort by')).toHaveValue('comments');
  expect(screen.getByRole('button', { name: 'swr' })).toHaveAttribute('aria-pressed', 'true');
});

test("an empty list says 'No threads found' with a button to create one", async () => {
  mockPagedFetch({ ...base, 'GET /api/threads': { body: [] } }, () => null);
  renderList();
  expect(await screen.findByRole('heading', { name: 'No threads found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start a Discussion' })).toHaveAttribute('href', '/threads/new');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('a member chooses the Following scope (kept in the URL) and follows the tag the list is filtered by', async () => {
  let followed = [];
  const fetchMock = mockFetch({
    ...base,
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/followed-tags': () => ({ body: { tags: followed } }),
    'POST /api/me/followed-tags': ({ body }) => {
      followed = body.following ? [body.tag] : [];
      return { body: { tags: followed } };
    },
    'GET /api/threads': ({ path }) => ({ body: path.includes('scope=following') ? [quietThread] : [sampleThread] }),
  });
  renderList('/threads?tag=react');
  await userEvent.click(await screen.findByRole('button', { name: 'Follow #react' }));
  expect(await screen.findByRole('button', { name: 'Following #react' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Following' }));
  expect(await screen.findByText(quietThread.title)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('scope=following');
  expect(listCalls(fetchMock).some((url) => url.includes('scope=following') && url.includes('tag=react'))).toBe(true);
  expect(document.head.querySelector('link[type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/feeds/tags/react.atom',
  );
});

test('visitors see no scope choice and the latest threads feed in the head', async () => {
  mockFetch({ ...base, 'GET /api/threads': { body: [sampleThread] } });
  renderList();
  expect(await screen.findByText(sampleThread.title)).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Which threads' })).not.toBeInTheDocument();
  const link = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
  expect(link).toHaveAttribute('href', '/feeds/threads.atom');
  expect(link).toHaveAttribute('title', 'DevNet: latest threads');
});

test('the compact view lists a row per thread, and the choice is remembered in this browser', async () => {
  window.localStorage.clear();
  mockPagedFetch({ ...base, 'GET /api/threads': { body: [sampleThread, quietThread] } }, () => null);
  const { unmount } = renderList();
  await screen.findByRole('link', { name: sampleThread.title });
  const view = screen.getByRole('group', { name: 'Thread view' });
  expect(within(view).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(view).getByRole('button', { name: 'Compact' }));
  const row = screen.getByRole('article', { name: sampleThread.title });
  // A row: no excerpt, the facts in one line.
  expect(row).toHaveTextContent(/comments? · score/);
  expect(screen.queryByText(sampleThread.body.slice(0, 20), { exact: false })).not.toBeInTheDocument();
  expect(window.localStorage.getItem(viewKey(undefined))).toBe('compact');
  unmount();
  renderList();
  await screen.findByRole('link', { name: sampleThread.title });
  expect(screen.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
  window.localStorage.clear();
});
