import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { renderWithProviders } from '../../testing/render';
import { ada, compilerThread, grace, pixelProject } from './fixtures';
import { ProfilePage } from './ProfilePage';

function renderProfile(route) {
  return renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/:id" element={<ProfilePage />} />
    </Routes>,
    { route },
  );
}

const graceRoutes = {
  'GET /api/users/8': { body: grace },
  'GET /api/users/8/projects': { body: [pixelProject] },
  'GET /api/users/8/threads': { body: [compilerThread] },
};

test("a visitor on /profile sees 'Access Denied' with a Log in link back to the page", async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401 } });
  renderProfile('/profile');
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('Please login to view your profile')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirectTo=/profile');
});

test('the own profile shows the stats, Edit Profile and both tabs', async () => {
  mockFetch({
    'GET /api/auth/me': { body: ada },
    'GET /api/users/7': { body: ada },
    'GET /api/users/7/projects': { body: [] },
    'GET /api/users/7/threads': { body: [compilerThread] },
  });
  renderProfile('/profile');
  expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
  const stats = screen.getByLabelText('Stats');
  expect(within(stats).getByText('$85.00/hr')).toBeInTheDocument();
  expect(within(stats).getByText('3')).toBeInTheDocument();
  expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Threads' }));
  expect(await screen.findByRole('link', { name: compilerThread.title })).toHaveAttribute('href', '/threads/11');
  expect(screen.queryByRole('button', { name: 'Add Friend' })).not.toBeInTheDocument();
});

test('a visitor sees another profile without friend actions or contact', async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401 }, ...graceRoutes });
  renderProfile('/profile/8');
  expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Pixel Garden' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
});

test('Add Friend sends the request and then shows a disabled Request Sent', async () => {
  let status = 'none';
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: ada },
    ...graceRoutes,
    'GET /api/friends/status/8': () => ({
      body: { status, friendship: status === 'none' ? null : { id: 5, status: 'pending' } },
    }),
    'POST /api/friends/request': () => {
      status = 'pending_sent';
      return { status: 201, body: { id: 5, status: 'pending' } };
    },
  });
  renderProfile('/profile/8');
  await userEvent.click(await screen.findByRole('button', { name: 'Add Friend' }));
  expect(await screen.findByRole('button', { name: 'Request Sent' })).toBeDisabled();
  expect(requestsTo(fetchMock, 'POST', '/api/friends/request')).toEqual([{ addresseeId: 8 }]);
  expect(screen.getByText('Friend request sent')).toBeInTheDocument();
});

test.each([
  ['Accept', 'accepted', 'Friend request accepted'],
  ['Decline', 'blocked', 'Friend request declined'],
])('%s answers a received request with %s', async (button, response, toast) => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: ada },
    ...graceRoutes,
    'GET /api/friends/status/8': { body: { status: 'pending_received', friendship: { id: 5, status: 'pending' } } },
    'PATCH /api/friends/respond/5': { body: { id: 5, status: response } },
  });
  renderProfile('/profile/8');
  await userEvent.click(await screen.findByRole('button', { name: button }));
  await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', '/api/friends/respond/5')).toEqual([{ response }]));
  expect(await screen.findByText(toast)).toBeInTheDocument();
});

test('friends can Remove Friend, which asks first, and Message them', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: ada },
    ...graceRoutes,
    'GET /api/friends/status/8': { body: { status: 'friends', friendship: { id: 5, status: 'accepted' } } },
    'DELETE /api/friends/8': { status: 204 },
  });
  renderProfile('/profile/8');
  expect(await screen.findByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages/8');
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Friend' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove Friend' });
  expect(dialog).toHaveTextContent('Remove Grace Hopper from your friends?');
  // Cancel keeps the friend: nothing is sent.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requestsTo(fetchMock, 'DELETE', '/api/friends/8')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Friend' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove Friend' }));
  expect(await screen.findByText('Friend removed')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'DELETE', '/api/friends/8')).toHaveLength(1);
});

test('the contact dialog shows the rate and default subject, checks the message and sends it', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: ada },
    ...graceRoutes,
    'GET /api/friends/status/8': { body: { status: 'none', friendship: null } },
    'POST /api/messages': ({ body }) => ({ status: 201, body: { id: 1, fromUserId: 7, ...body } }),
  });
  renderProfile('/profile/8');
  await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
  const dialog = screen.getByRole('dialog', { name: 'Contact Grace Hopper' });
  expect(within(dialog).getByText('$85.00/hr')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Subject')).toHaveValue('Freelance Work Inquiry - grace_h');
  await userEvent.type(within(dialog).getByLabelText('Message'), 'Hi there');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
  expect(within(dialog).getByText('Message must be at least 10 characters')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Message'), ', can we talk about a project?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/messages')).toEqual([
    { toUserId: 8, subject: 'Freelance Work Inquiry - grace_h', message: 'Hi there, can we talk about a project?' },
  ]);
});

test("an id that is not a number, or an unknown member, is 'User Not Found'", async () => {
  mockFetch({
    'GET /api/auth/me': { status: 401 },
    'GET /api/users/99': { status: 404, body: { message: 'User not found' } },
  });
  const { unmount } = renderProfile('/profile/abc');
  expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
  unmount();
  renderProfile('/profile/99');
  expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
});

test('a member one blocked shows the notice instead of friend and contact buttons, and Unblock lifts it', async () => {
  let blocked = true;
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: ada },
    ...graceRoutes,
    'GET /api/users/8': () => ({ body: { ...grace, isBlocked: blocked, isMuted: false } }),
    'GET /api/friends/status/8': { body: { status: 'none', friendship: null } },
    'DELETE /api/users/8/block': () => {
      blocked = false;
      return { body: { isBlocked: false, isMuted: false } };
    },
  });
  renderProfile('/profile/8');
  expect(await screen.findByText(/You have blocked @grace_h/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Friend' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
  expect(await screen.findByText('Unblocked @grace_h')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'DELETE', '/api/users/8/block')).toHaveLength(1);
  expect(await screen.findByRole('button', { name: 'Add Friend' })).toBeInTheDocument();
  expect(screen.queryByText(/You have blocked @grace_h/)).not.toBeInTheDocument();
});

test('the profile menu blocks after the confirmation', async () => {
  let blocked = false;
  mockFetch({
    'GET /api/auth/me': { body: ada },
    ...graceRoutes,
    'GET /api/users/8': () => ({ body: { ...grace, isBlocked: blocked, isMuted: false } }),
    'GET /api/friends/status/8': { body: { status: 'none', friendship: null } },
    'PUT /api/users/8/block': () => {
      blocked = true;
      return { body: { isBlocked: true, isMuted: false } };
    },
  });
  renderProfile('/profile/8');
  await userEvent.click(await screen.findByRole('button', { name: 'More actions for Grace Hopper' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Block @grace_h' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
  expect(await screen.findByText(/You have blocked @grace_h/)).toBeInTheDocument();
});

test('a member who blocked the viewer (canContact false) offers no Add Friend or Contact: it says so instead', async () => {
  mockFetch({
    'GET /api/auth/me': { body: ada },
    ...graceRoutes,
    'GET /api/users/8': { body: { ...grace, isBlocked: false, isMuted: false, canContact: false } },
    'GET /api/friends/status/8': { body: { status: 'none', friendship: null } },
  });
  renderProfile('/profile/8');
  expect(await screen.findByText("You can't contact this member.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Friend' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
});
