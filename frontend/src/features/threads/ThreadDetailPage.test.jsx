import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders, settle } from '../../testing/render';
import { sampleComments, sampleThread } from './fixtures';
import { ThreadDetailPage } from './ThreadDetailPage';

// Generated avatars are drawn asynchronously; here they stay initials so no update lands after a test.
jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

const visitor = { 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } };
const member = { 'GET /api/auth/me': { body: sampleUser } };
const threadRoutes = {
  'GET /api/threads/42': { body: sampleThread },
  'GET /api/threads/42/comments': { body: sampleComments },
};

function renderDetail(route = '/threads/42') {
  return renderWithProviders(
    <Routes>
      <Route path="/threads/:id" element={<ThreadDetailPage />} />
    </Routes>,
    { route },
  );
}

test("a non-numeric id is 'Invalid Thread ID' with a link back, and asks nothing", async () => {
  const fetchMock = mockFetch(visitor);
  renderDetail('/threads/abc');
  expect(screen.getByRole('heading', { name: 'Invalid Thread ID' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Discussions' })).toHaveAttribute('href', '/threads');
  await settle();
  expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/threads'))).toHaveLength(0);
});

test("a missing thread is 'Thread Not Found'", async () => {
  mockFetch({ ...visitor, 'GET /api/threads/7': { status: 404, body: { message: 'Thread not found' } } });
  renderDetail('/threads/7');
  expect(await screen.findByRole('heading', { name: 'Thread Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Discussions' })).toHaveAttribute('href', '/threads');
});

test('the thread shows title, author, tags, body as text with line breaks, and the page title', async () => {
  mockFetch({
    ...visitor,
    ...threadRoutes,
    'GET /api/threads/42': { body: { ...sampleThread, body: 'Line one\n<b>two</b>' } },
  });
  renderDetail();
  expect(await screen.findByRole('heading', { level: 1, name: sampleThread.title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Grace Hopper/ })).toHaveAttribute('href', '/profile/8');
  expect(screen.getByTestId('thread-body').textContent).toBe('Line one\n<b>two</b>');
  expect(screen.getByTestId('thread-body').querySelector('b')).toBeNull();
  expect(screen.getByRole('link', { name: 'hooks' })).toBeInTheDocument();
  expect(screen.getByText('HOT TALK')).toBeInTheDocument();
  expect(document.title).toBe(`${sampleThread.title} | DevNet - Developer Social Network`);
  expect(await screen.findByText(/One module per resource/)).toBeInTheDocument();
  expect(screen.getByText('Please log in to post a comment.')).toBeInTheDocument();
});

test('a visitor who votes gets the login toast and nothing is sent', async () => {
  const fetchMock = mockFetch({ ...visitor, ...threadRoutes });
  renderDetail();
  await screen.findByRole('heading', { level: 1, name: sampleThread.title });
  await waitFor(() => expect(screen.queryByText('Please log in to post a comment.')).toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: 'Upvote' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Login required');
  expect(toast).toHaveTextContent('Please log in to vote on threads');
  expect(requestsTo(fetchMock, 'POST', '/api/threads/42/vote')).toHaveLength(0);
});

test('voting follows the toggle rule and the score follows the answer', async () => {
  let vote = null;
  let upvotes = 4;
  const fetchMock = mockFetch({
    ...member,
    ...threadRoutes,
    'GET /api/threads/42': () => ({ body: { ...sampleThread, upvotes } }),
    'GET /api/threads/42/vote': () => ({ body: { vote } }),
    'POST /api/threads/42/vote': ({ body }) => {
      upvotes += (body.voteType === 'upvote' ? 1 : -1) - (vote === 'upvote' ? 1 : vote === 'downvote' ? -1 : 0);
      vote = body.voteType;
      return { body: { vote, upvotes } };
    },
    'DELETE /api/threads/42/vote': () => {
      upvotes -= vote === 'upvote' ? 1 : -1;
      vote = null;
      return { body: { vote: null, upvotes } };
    },
  });
  renderDetail();
  await screen.findByRole('heading', { level: 1, name: sampleThread.title });
  const votes = screen.getByRole('group', { name: 'Thread votes' });
  expect(within(votes).getByTestId('score')).toHaveTextContent('4');
  expect(screen.queryByText('HOT TALK')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Upvote' }));
  await waitFor(() => expect(within(votes).getByTestId('score')).toHaveTextContent('5'));
  expect(screen.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Thread upvoted')).toBeInTheDocument();
  expect(screen.getByText('Your upvote has been recorded')).toBeInTheDocument();
  expect(screen.getByText('HOT TALK')).toBeInTheDocument();

  await waitFor(() => expect(screen.getByRole('button', { name: 'Downvote' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Downvote' }));
  await waitFor(() => expect(within(votes).getByTestId('score')).toHaveTextContent('3'));
  expect(screen.getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'true');

  await waitFor(() => expect(screen.getByRole('button', { name: 'Downvote' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Downvote' }));
  await waitFor(() => expect(within(votes).getByTestId('score')).toHaveTextContent('4'));
  expect(screen.getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'false');

  expect(requestsTo(fetchMock, 'POST', '/api/threads/42/vote')).toEqual([
    { voteType: 'upvote' },
    { voteType: 'downvote' },
  ]);
  expect(
    fetchMock.mock.calls.filter(([url, init]) => init?.method === 'DELETE' && url === '/api/threads/42/vote'),
  ).toHaveLength(1);
});

test('a member posts a comment; it joins the list', async () => {
  const fetchMock = mockFetch({
    ...member,
    ...threadRoutes,
    'GET /api/threads/42/vote': { body: { vote: null } },
    'POST /api/threads/42/comments': ({ body }) => ({
      status: 201,
      body: { id: 2, body: body.body, createdAt: new Date().toISOString(), user: sampleUser },
    }),
  });
  renderDetail();
  const field = await screen.findByLabelText('Add a comment');
  await userEvent.type(field, '  Agreed, keys as functions.  ');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(await screen.findByText('Agreed, keys as functions.')).toBeInTheDocument();
  expect(screen.getByText('Comment posted')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/threads/42/comments')).toEqual([{ body: 'Agreed, keys as functions.' }]);
});

test('Share copies the link; Report sends a report and thanks the member', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const fetchMock = mockFetch({
    ...member,
    ...threadRoutes,
    'GET /api/threads/42/vote': { body: { vote: null } },
    'POST /api/reports': { status: 201, body: { id: 1, status: 'open' } },
  });
  renderDetail();
  await screen.findByRole('heading', { level: 1, name: sampleThread.title });

  await userEvent.click(screen.getByRole('button', { name: 'Thread actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Share' }));
  expect(writeText).toHaveBeenCalledWith(window.location.href);
  expect(await screen.findByText('Link copied!')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Thread actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
  await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Spam');
  await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
  expect(await screen.findByText('Thank you for your report')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/reports')).toEqual([
    { resourceType: 'thread', resourceId: 42, reason: 'Spam' },
  ]);
  expect(screen.queryByLabelText('Reason')).not.toBeInTheDocument();
  delete navigator.clipboard;
});

test('a visitor who bookmarks is asked to log in, and nothing is sent', async () => {
  const fetchMock = mockFetch({ ...visitor, ...threadRoutes });
  renderDetail();
  const bookmark = await screen.findByRole('button', { name: 'Bookmark' });
  expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(bookmark);
  expect(await screen.findByText('Please log in to bookmark.')).toBeInTheDocument();
  expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('bookmark'))).toBe(false);
});
