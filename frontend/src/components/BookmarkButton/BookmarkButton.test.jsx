import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { BookmarkButton } from './BookmarkButton';

const folders = [{ id: 1, name: 'Rust reading', createdAt: '2026-11-20T10:00:00.000Z' }];

/** A server keeping one member's marks: PUT files the thread, DELETE lets it go. */
function server(marks = []) {
  let kept = marks;
  return mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/bookmarks/marks': () => ({ body: kept }),
    'GET /api/me/bookmark-folders': { body: folders },
    'PUT /api/threads/42/bookmark': ({ body }) => {
      kept = [{ kind: 'thread', itemId: 42, folderId: body.folderId }];
      return { body: kept[0] };
    },
    'DELETE /api/threads/42/bookmark': () => {
      kept = [];
      return { status: 204 };
    },
  });
}

test('a member bookmarks a thread, files it in a folder and lets it go', async () => {
  const fetchMock = server();
  renderWithProviders(<BookmarkButton kind="thread" itemId={42} />);
  const button = await screen.findByRole('button', { name: 'Bookmark' });
  await waitFor(() => expect(button).not.toBeDisabled());
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('button', { name: /Bookmark folder/ })).not.toBeInTheDocument();

  await userEvent.click(button);
  expect(await screen.findByText('Bookmarked')).toBeInTheDocument();
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  expect(requestsTo(fetchMock, 'PUT', '/api/threads/42/bookmark')).toEqual([{ folderId: null }]);

  await userEvent.click(await screen.findByRole('button', { name: 'Bookmark folder: none' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Rust reading' }));
  expect(await screen.findByText('Moved to Rust reading')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Bookmark folder: Rust reading' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PUT', '/api/threads/42/bookmark')).toEqual([{ folderId: null }, { folderId: 1 }]);

  await userEvent.click(button);
  expect(await screen.findByText('Bookmark removed')).toBeInTheDocument();
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  expect(requestsTo(fetchMock, 'DELETE', '/api/threads/42/bookmark')).toHaveLength(1);
});

test('a bookmark kept before shows pressed, in its folder', async () => {
  server([{ kind: 'thread', itemId: 42, folderId: 1 }]);
  renderWithProviders(<BookmarkButton kind="thread" itemId={42} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true'));
  expect(await screen.findByRole('button', { name: 'Bookmark folder: Rust reading' })).toBeInTheDocument();
});

test('a failure is told and the button stays as it was', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/bookmarks/marks': { body: [] },
    'PUT /api/threads/42/bookmark': { status: 429, body: { message: 'You are bookmarking too quickly.' } },
  });
  renderWithProviders(<BookmarkButton kind="thread" itemId={42} />);
  const button = await screen.findByRole('button', { name: 'Bookmark' });
  await userEvent.click(button);
  expect(await screen.findByText('You are bookmarking too quickly.')).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-pressed', 'false');
});
