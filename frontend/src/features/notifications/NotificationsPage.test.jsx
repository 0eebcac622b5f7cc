import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { newSignInNotice, sampleNotifications } from './fixtures';
import { NotificationsPage } from './NotificationsPage';

function renderAt(route = '/notifications') {
  return renderWithProviders(
    <Routes>
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="/threads/:id" element={<p>Thread page</p>} />
      <Route path="/settings" element={<p>Settings page</p>} />
    </Routes>,
    { route },
  );
}

function serve(overrides = {}) {
  let list = sampleNotifications.map((notice) => ({ ...notice }));
  const unread = () => list.filter((notice) => !notice.read).length;
  return mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/notifications/unread-count': () => ({ body: { count: unread() } }),
    'GET /api/notifications?limit=20': () => ({
      body: list.slice(0, 2),
      headers: { Link: '</api/notifications?limit=20&cursor=abc>; rel="next"' },
    }),
    'GET /api/notifications?limit=20&cursor=abc': () => ({ body: list.slice(2) }),
    'POST /api/notifications/read-all': () => {
      const marked = unread();
      list = list.map((notice) => ({ ...notice, read: true }));
      return { body: { marked, count: 0 } };
    },
    'POST /api/notifications/43/read': () => {
      list = list.map((notice) => (notice.id === 43 ? { ...notice, read: true } : notice));
      return { body: { count: unread() } };
    },
    'POST /api/notifications/42/read': () => {
      list = list.map((notice) => (notice.id === 42 ? { ...notice, read: true } : notice));
      return { body: { count: unread() } };
    },
    ...overrides,
  });
}

test('visitors see Access Denied with a Log in link that comes back', async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } });
  renderAt();
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('Please log in to see your notifications.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirectTo=/notifications');
});

test('the list shows the newest first with links, the unread count, and pages on', async () => {
  serve();
  renderAt();
  const list = await screen.findByRole('list', { name: 'Notifications' });
  expect(screen.getByText('2 unread notifications')).toBeInTheDocument();
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'Grace Hopper and 4 others liked your post',
    'Linus Torvalds mentioned you in a thread',
  ]);
  expect(links[1]).toHaveAttribute('href', '/threads/3');
  expect(within(list).getByText('Ask @ada_l about git')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await within(list).findByRole('link', { name: 'Your data export is ready' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('Mark as read and Mark all as read clear the unread notices', async () => {
  const fetchMock = serve();
  renderAt();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Mark as read: Grace Hopper and 4 others liked your post' }),
  );
  expect(await screen.findByText('1 unread notification')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/notifications/43/read')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByText('All caught up')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
});

test('following a notice marks it read and opens what it is about', async () => {
  const fetchMock = serve();
  renderAt();
  await userEvent.click(await screen.findByRole('link', { name: 'Linus Torvalds mentioned you in a thread' }));
  expect(await screen.findByText('Thread page')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/notifications/42/read')).toHaveLength(1);
});

test('no notices: a friendly empty state', async () => {
  serve({
    'GET /api/notifications?limit=20': { body: [] },
    'GET /api/notifications/unread-count': { body: { count: 0 } },
  });
  renderAt();
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  expect(screen.getByText('All caught up')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
});

test('a failed read shows the server message', async () => {
  serve({ 'GET /api/notifications?limit=20': { status: 500, body: { message: 'Database unavailable' } } });
  renderAt();
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
});

test('a new sign-in notice shows the browser and network and leads to the sessions list', async () => {
  const fetchMock = serve({
    'GET /api/notifications?limit=20': { body: [newSignInNotice] },
    'GET /api/notifications/unread-count': { body: { count: 1 } },
    'POST /api/notifications/44/read': { body: { count: 0 } },
  });
  renderAt();
  const link = await screen.findByRole('link', { name: 'New sign-in to your account' });
  expect(link).toHaveAttribute('href', '/settings#sessions');
  expect(screen.getByText('Mobile Safari 17 on iOS 17 (iPhone), from network 203.0.113.0/24')).toBeInTheDocument();
  await userEvent.click(link);
  expect(await screen.findByText('Settings page')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/notifications/44/read')).toHaveLength(1);
});
