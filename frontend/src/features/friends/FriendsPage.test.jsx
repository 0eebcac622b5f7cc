import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { grace, sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { everyone, friendsList, linus, margaret, pendingRequests } from './fixtures';
import { discoverable, FriendsPage } from './FriendsPage';

function renderAt(route = '/friends') {
  return renderWithProviders(
    <Routes>
      <Route path="/friends" element={<FriendsPage />} />
    </Routes>,
    { route },
  );
}

function serve(overrides = {}) {
  return mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/friends?limit=100': { body: friendsList },
    'GET /api/friends/requests': { body: pendingRequests },
    'GET /api/users': { body: everyone },
    ...overrides,
  });
}

test('visitors see Access Denied with a Log in link that comes back', async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } });
  renderAt('/friends?tab=discover');
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('Please log in to manage your friends.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?redirectTo=/friends%3Ftab%3Ddiscover',
  );
});

test('three tabs with counts; arrow keys move between them', async () => {
  serve();
  renderAt();
  expect(await screen.findByRole('tab', { name: 'My Friends (2)' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('tab', { name: 'Requests (1)' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'My friends' });
  expect(within(list).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/profile/8');
  screen.getByRole('tab', { name: 'My Friends (2)' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Requests (1)' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Requests (1)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('button', { name: 'Accept friend request from Linus Torvalds' })).toBeInTheDocument();
});

test("the Requests tab answers by POST /api/friends/respond and says 'Request updated'", async () => {
  const fetchMock = serve({ 'POST /api/friends/respond': { body: { id: 31, status: 'accepted' } } });
  renderAt('/friends?tab=requests');
  await userEvent.click(await screen.findByRole('button', { name: 'Accept friend request from Linus Torvalds' }));
  expect(await screen.findByText('Request updated')).toBeInTheDocument();
  expect(screen.getByText('You are now friends!')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/friends/respond')).toEqual([{ friendshipId: 31, response: 'accepted' }]);
});

test("a refused answer on the Requests tab says 'Failed to update friend request'", async () => {
  serve({ 'POST /api/friends/respond': { status: 500, body: {} } });
  renderAt('/friends?tab=requests');
  await userEvent.click(await screen.findByRole('button', { name: 'Decline friend request from Linus Torvalds' }));
  expect(await screen.findByText('Failed to update friend request')).toBeInTheDocument();
});

test('Discover leaves out oneself and friends, keeps the first 12, and Add Friend sends a request', async () => {
  const many = Array.from({ length: 20 }, (_, i) => ({
    ...linus,
    id: 100 + i,
    username: `dev${i}`,
    displayName: `Dev ${i}`,
  }));
  expect(discoverable([sampleUser, grace, ...many], { me: sampleUser, friends: friendsList })).toHaveLength(12);
  const fetchMock = serve({ 'POST /api/friends/request': { status: 201, body: { id: 40, status: 'pending' } } });
  renderAt('/friends?tab=discover');
  const list = await screen.findByRole('list', { name: 'Developers you may know' });
  const names = within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(names).toEqual(['Linus Torvalds', 'ken_t']);
  expect(names).not.toContain(margaret.displayName);
  await userEvent.click(within(list).getByRole('button', { name: 'Add Friend Linus Torvalds' }));
  expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/friends/request')).toEqual([{ addresseeId: 9 }]);
  expect(within(list).getByRole('button', { name: 'Request Sent' })).toBeDisabled();
});

test('Discover searches by name after typing stops', async () => {
  const fetchMock = serve();
  renderAt('/friends?tab=discover');
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search developers' }), 'lin');
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/users?search=lin&limit=50'),
  );
});

test('Send Message needs a message and sends the default subject when none is given', async () => {
  const fetchMock = serve({
    'POST /api/messages': { status: 201, body: { id: 1 } },
    'GET /api/messages': { body: [] },
  });
  renderAt();
  const [send] = await screen.findAllByRole('button', { name: 'Send Message' });
  await userEvent.click(send);
  const dialog = screen.getByRole('dialog', { name: 'Send Message' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
  expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Message'), '  Coffee next week?  ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
  await waitFor(() =>
    expect(requestsTo(fetchMock, 'POST', '/api/messages')).toEqual([
      { toUserId: 8, message: 'Coffee next week?', subject: 'Message from Ada Lovelace' },
    ]),
  );
  expect(await screen.findByText('Message sent')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Remove Friend asks first and then removes', async () => {
  const fetchMock = serve({ 'DELETE /api/friends/8': { status: 204 } });
  renderAt();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Friend Grace Hopper' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove Friend' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Friend' }));
  expect(await screen.findByText('Friend removed')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'DELETE', '/api/friends/8')).toHaveLength(1);
});
