import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { grace, sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { newSignInNotice, sampleNotifications } from '../../features/notifications/fixtures';
import { badgeText, bellLabel, NotificationBell } from './NotificationBell';

const linus = { ...grace, id: 9, username: 'linus_t', displayName: 'Linus Torvalds' };

function serve(initial, notices = []) {
  let pending = [...initial];
  let list = notices.map((notice) => ({ ...notice }));
  const unread = () => list.filter((notice) => !notice.read).length;
  const fetchMock = mockFetch({
    'GET /api/notifications/unread-count': () => ({ body: { count: unread() } }),
    'GET /api/notifications?limit=5': () => ({ body: list.slice(0, 5) }),
    'POST /api/notifications/read-all': () => {
      const marked = unread();
      list = list.map((notice) => ({ ...notice, read: true }));
      return { body: { marked, count: 0 } };
    },
    'POST /api/notifications/42/read': () => {
      list = list.map((notice) => (notice.id === 42 ? { ...notice, read: true } : notice));
      return { body: { count: unread() } };
    },
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/friends/requests': () => ({ body: pending }),
    'GET /api/friends?limit=100': { body: [] },
    'PATCH /api/friends/respond/31': ({ body }) => {
      pending = pending.filter((request) => request.id !== 31);
      return { body: { id: 31, status: body.response } };
    },
    'PATCH /api/friends/respond/32': { status: 404, body: { message: 'Friend request not found' } },
  });
  return fetchMock;
}

test('the bell names the number of pending requests and shows it as a badge', async () => {
  serve([
    { id: 31, requester: grace },
    { id: 32, requester: linus },
  ]);
  renderWithProviders(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: 'Notifications: 2 pending friend requests' });
  expect(bell).toHaveTextContent('2');
  expect(bellLabel(1)).toBe('Notifications: 1 pending friend request');
  expect(bellLabel(0)).toBe('Notifications');
  expect(bellLabel(1, 3)).toBe('Notifications: 4 new, 3 unread notifications, 1 pending friend request');
  expect(badgeText(120)).toBe('99+');
});

test('without requests or notices the menu says there is nothing new and leads to the page', async () => {
  serve([]);
  renderWithProviders(<NotificationBell />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  const menu = screen.getByRole('menu', { name: 'Notifications' });
  expect(within(menu).getByText('No new notifications')).toBeInTheDocument();
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(['See all notifications']);
  expect(items[0]).toHaveAttribute('href', '/notifications');
});

test('the badge adds unread notices to the requests; the menu lists the newest notices', async () => {
  serve([{ id: 31, requester: grace }], sampleNotifications);
  renderWithProviders(<NotificationBell />);
  const bell = await screen.findByRole('button', {
    name: 'Notifications: 3 new, 2 unread notifications, 1 pending friend request',
  });
  expect(bell).toHaveTextContent('3');
  await userEvent.click(bell);
  const menu = screen.getByRole('menu', { name: 'Notifications' });
  const notice = await within(menu).findByRole('menuitem', {
    name: 'Linus Torvalds mentioned you in a thread (unread)',
  });
  expect(notice).toHaveAttribute('href', '/threads/3');
  // The whole sentence, and what it is about under it.
  expect(notice).toHaveTextContent('Linus Torvalds mentioned you in a threadAsk @ada_l about git');
  expect(within(menu).getByRole('menuitem', { name: 'Grace Hopper accepted your friend request' })).toBeInTheDocument();
  expect(within(menu).queryByText('No new notifications')).not.toBeInTheDocument();
});

test('choosing a notice marks it read; Mark all as read clears the badge', async () => {
  const fetchMock = serve([], sampleNotifications);
  renderWithProviders(<NotificationBell />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread notifications' }));
  await userEvent.click(
    await screen.findByRole('menuitem', { name: 'Linus Torvalds mentioned you in a thread (unread)' }),
  );
  expect(await screen.findByRole('button', { name: 'Notifications: 1 unread notification' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/notifications/42/read')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Notifications: 1 unread notification' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/notifications/read-all')).toHaveLength(1);
});

test('the menu opens with the keyboard and accepting a request removes it and thanks the person', async () => {
  const fetchMock = serve([{ id: 31, requester: grace }]);
  renderWithProviders(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: 'Notifications: 1 pending friend request' });
  bell.focus();
  await userEvent.keyboard('{ArrowDown}');
  const menu = screen.getByRole('menu', { name: 'Notifications' });
  expect(within(menu).getByText('Grace Hopper sent you a friend request')).toBeInTheDocument();
  const accept = within(menu).getByRole('menuitem', { name: 'Accept friend request from Grace Hopper' });
  expect(accept).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Decline friend request from Grace Hopper' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{Enter}');
  expect(await screen.findByText('You are now friends!')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PATCH', '/api/friends/respond/31')).toEqual([{ response: 'accepted' }]);
  expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveFocus();
});

test('declining sends blocked; a failure shows the server message', async () => {
  const fetchMock = serve([{ id: 32, requester: linus }]);
  renderWithProviders(<NotificationBell />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 1 pending friend request' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Decline friend request from Linus Torvalds' }));
  expect(await screen.findByText('Friend request not found')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PATCH', '/api/friends/respond/32')).toEqual([{ response: 'blocked' }]);
});

test('a new sign-in notice leads to the sessions list in the settings', async () => {
  serve([], [newSignInNotice, ...sampleNotifications]);
  renderWithProviders(<NotificationBell />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 3 unread notifications' }));
  const notice = await screen.findByRole('menuitem', { name: 'New sign-in to your account (unread)' });
  expect(notice).toHaveAttribute('href', '/settings#sessions');
});
