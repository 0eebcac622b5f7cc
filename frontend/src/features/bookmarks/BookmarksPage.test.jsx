import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { BookmarksPage } from './BookmarksPage';
import { sampleBookmarks, sampleFolders } from './fixtures';

jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/bookmarks" element={<BookmarksPage />} />
    </Routes>,
    { route: '/bookmarks' },
  );
}

/** A server holding the member's bookmarks and folders, filtering by folder as the API does. */
function server() {
  let items = [...sampleBookmarks];
  let folders = [...sampleFolders];
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/bookmark-folders': () => ({ body: folders }),
    'GET /api/me/bookmarks/marks': () => ({
      body: items.map(({ kind, itemId, folderId }) => ({ kind, itemId, folderId })),
    }),
    'GET /api/me/bookmarks': ({ path }) => {
      const folder = new URL(path, 'http://localhost').searchParams.get('folder');
      const shown = items.filter((item) =>
        folder === null ? true : folder === 'none' ? item.folderId == null : item.folderId === Number(folder),
      );
      return { body: shown };
    },
    'POST /api/me/bookmark-folders': ({ body }) => {
      const made = { id: 3, name: body.name.trim(), createdAt: '2026-11-27T10:00:00.000Z' };
      folders = [...folders, made];
      return { status: 201, body: made };
    },
    'PUT /api/projects/12/bookmark': ({ body }) => {
      items = items.map((item) => (item.itemId === 12 ? { ...item, folderId: body.folderId } : item));
      return { body: { kind: 'project', itemId: 12, folderId: body.folderId } };
    },
    'DELETE /api/threads/42/bookmark': () => {
      items = items.filter((item) => item.itemId !== 42);
      return { status: 204 };
    },
  });
  return fetchMock;
}

test('the member reads what they keep, each linked to where it is read', async () => {
  server();
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Bookmarks' })).toBeInTheDocument();
  const rows = await screen.findAllByTestId('bookmark');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/feed#post-101');
  expect(within(rows[1]).getByRole('link', { name: 'Pixel editor' })).toHaveAttribute('href', '/projects/12');
  expect(within(rows[2]).getByRole('link', { name: /lifetimes/ })).toHaveAttribute('href', '/threads/42');
  expect(within(rows[2]).getByText('Rust reading')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Thread')).toBeInTheDocument();
});

test('a folder filters the list, and a new folder can be made', async () => {
  const fetchMock = server();
  renderPage();
  await screen.findAllByTestId('bookmark');
  await userEvent.click(await screen.findByRole('button', { name: 'Rust reading' }));
  await waitFor(() => expect(screen.getAllByTestId('bookmark')).toHaveLength(2));
  expect(screen.getByRole('button', { name: 'Rust reading' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'No folder' }));
  await waitFor(() => expect(screen.getAllByTestId('bookmark')).toHaveLength(1));

  await userEvent.type(screen.getByLabelText('New folder'), '  Talks ');
  await userEvent.click(screen.getByRole('button', { name: 'Create folder' }));
  expect(await screen.findByRole('button', { name: 'Talks' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/me/bookmark-folders')).toEqual([{ name: '  Talks ' }]);
});

test('an item moves to a folder or is removed', async () => {
  const fetchMock = server();
  renderPage();
  await screen.findAllByTestId('bookmark');
  await userEvent.click(screen.getByRole('button', { name: 'Move to folder: Pixel editor' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Later' }));
  expect(await screen.findByText('Moved to Later')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PUT', '/api/projects/12/bookmark')).toEqual([{ folderId: 2 }]);

  await userEvent.click(screen.getByRole('button', { name: /Remove bookmark: How do lifetimes/ }));
  expect(await screen.findByText('Bookmark removed')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByTestId('bookmark')).toHaveLength(2));
});

test('with nothing kept, the page says how to keep something', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/bookmark-folders': { body: [] },
    'GET /api/me/bookmarks': { body: [] },
  });
  renderPage();
  expect(await screen.findByText('No bookmarks yet')).toBeInTheDocument();
  expect(screen.getByText('Use Bookmark on a thread, a project or a post to keep it here.')).toBeInTheDocument();
});
