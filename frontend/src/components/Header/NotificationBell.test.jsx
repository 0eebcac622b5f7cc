import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { grace, sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { bellLabel, NotificationBell } from './NotificationBell';

const linus = { ...grace, id: 9, username: 'linus_t', displayName: 'Linus Torvalds' };

function serve(initial) {
  let pending = [...initial];
  const fetchMock = mockFetch({
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
});

test('without requests the menu says there is nothing new', async () => {
  serve([]);
  renderWithProviders(<NotificationBell />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  const menu = screen.getByRole('menu', { name: 'Notifications' });
  expect(within(menu).getByText('No new notifications')).toBeInTheDocument();
  expect(within(menu).queryAllByRole('menuitem')).toHaveLength(0);
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
