import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { SESSIONS_NOW, sampleSessions } from './fixtures';
import { OTHERS_SIGNED_OUT, SessionsSection } from './SessionsSection';

function rows() {
  return within(screen.getByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem');
}

test('each session shows its browser, network and times; this one is marked and has no Sign out', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/auth/sessions': { body: sampleSessions } });
  renderWithProviders(<SessionsSection now={SESSIONS_NOW} />);
  await screen.findByRole('list', { name: 'Signed-in sessions' });
  const [mine, phone, old] = rows();
  expect(mine).toHaveTextContent('Firefox 128 on Windows 10This device');
  expect(mine).toHaveTextContent('Network 203.0.113.0/24 · Signed in 7 days ago · Last active now');
  expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
  expect(phone).toHaveTextContent('Mobile Safari 17 on iOS 17 (iPhone)');
  expect(phone).toHaveTextContent(
    'Network 2001:db8:1234::/48 · Signed in 15 days ago · Last active about 15 hours ago',
  );
  expect(
    within(old).getByRole('button', { name: 'Sign out Chrome 131 on Linux, network 198.51.100.0/24' }),
  ).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeInTheDocument();
});

test('Sign out ends that session and takes it off the list', async () => {
  let sessions = sampleSessions;
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/auth/sessions': () => ({ body: sessions }),
    'DELETE /api/auth/sessions/29': () => {
      sessions = sessions.filter((session) => session.id !== 29);
      return { status: 204 };
    },
  });
  renderWithProviders(<SessionsSection now={SESSIONS_NOW} />);
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Sign out Mobile Safari 17 on iOS 17 (iPhone), network 2001:db8:1234::/48',
    }),
  );
  expect(await screen.findByText('Mobile Safari 17 on iOS 17 (iPhone) was signed out.')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'DELETE', '/api/auth/sessions/29')).toHaveLength(1);
  expect(rows()).toHaveLength(2);
  expect(screen.queryByText('Mobile Safari 17 on iOS 17 (iPhone)')).not.toBeInTheDocument();
});

test('Sign out all other sessions keeps only this one', async () => {
  let sessions = sampleSessions;
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/auth/sessions': () => ({ body: sessions }),
    'POST /api/auth/sessions/end-others': () => {
      sessions = sessions.filter((session) => session.current);
      return { body: { ended: 2 } };
    },
  });
  renderWithProviders(<SessionsSection now={SESSIONS_NOW} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
  expect(await screen.findByText(OTHERS_SIGNED_OUT)).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/auth/sessions/end-others')).toHaveLength(1);
  expect(rows()).toHaveLength(1);
  expect(screen.getByText('You are signed in on this browser only.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
});

test('a refused sign-out shows the server message and keeps the row', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/auth/sessions': { body: sampleSessions },
    'DELETE /api/auth/sessions/17': { status: 404, body: { message: 'Session not found' } },
  });
  renderWithProviders(<SessionsSection now={SESSIONS_NOW} />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Sign out Chrome 131 on Linux, network 198.51.100.0/24' }),
  );
  expect(await screen.findByText('Session not found')).toBeInTheDocument();
  expect(rows()).toHaveLength(3);
});

test('a failed load says so', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/auth/sessions': { status: 500 } });
  renderWithProviders(<SessionsSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your sessions could not be loaded');
});
