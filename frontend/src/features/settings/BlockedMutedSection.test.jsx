import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { grace, sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { BlockedMutedSection } from './BlockedMutedSection';

const linus = { ...grace, id: 9, username: 'linus_t', displayName: 'Linus T' };

test('the list shows each member with what was done, and Unblock takes them off it', async () => {
  let entries = [
    { kind: 'blocked', user: grace, createdAt: '2026-11-20T10:00:00.000Z' },
    { kind: 'muted', user: linus, createdAt: '2026-11-19T10:00:00.000Z' },
  ];
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/blocks': () => ({ body: entries }),
    'DELETE /api/users/8/block': () => {
      entries = entries.filter((entry) => entry.user.id !== 8);
      return { body: { isBlocked: false, isMuted: false } };
    },
  });
  renderWithProviders(<BlockedMutedSection />);
  const list = await screen.findByRole('list', { name: 'Blocked and muted members' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getByText('@grace_h · Blocked')).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: 'Linus T' })).toHaveAttribute('href', '/profile/9');
  await userEvent.click(screen.getByRole('button', { name: 'Unblock Grace Hopper' }));
  expect(await screen.findByText('Unblocked @grace_h')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'DELETE', '/api/users/8/block')).toHaveLength(1);
  expect(await screen.findByRole('button', { name: 'Unmute Linus T' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unblock Grace Hopper' })).not.toBeInTheDocument();
});

test('an empty list says so', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/me/blocks': { body: [] } });
  renderWithProviders(<BlockedMutedSection />);
  expect(await screen.findByText('You have not blocked or muted anyone.')).toBeInTheDocument();
});

test('a failed load says so', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/me/blocks': { status: 500 } });
  renderWithProviders(<BlockedMutedSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded');
});
