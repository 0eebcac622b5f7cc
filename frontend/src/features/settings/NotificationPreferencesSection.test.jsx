import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { samplePreferences } from '../notifications/fixtures';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';

function serve(
  put = ({ body }) => ({ body: samplePreferences.map((p) => ({ ...p, enabled: body.preferences[p.kind] })) }),
) {
  return mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/notification-preferences': { body: samplePreferences },
    'PUT /api/me/notification-preferences': put,
  });
}

test('one checkbox per kind, as saved; saving sends every switch', async () => {
  const fetchMock = serve();
  renderWithProviders(<NotificationPreferencesSection />);
  const likes = await screen.findByRole('checkbox', { name: 'Likes on your posts' });
  expect(likes).not.toBeChecked();
  const mentions = screen.getByRole('checkbox', { name: 'Mentions of you (@username)' });
  expect(mentions).toBeChecked();
  expect(screen.getAllByRole('checkbox')).toHaveLength(5);
  await userEvent.click(mentions);
  await userEvent.click(likes);
  await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect(await screen.findByText('Your notification preferences were updated.')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PUT', '/api/me/notification-preferences')).toEqual([
    { preferences: { mention: false, reply: true, like: true, vote: true, friend_accepted: true } },
  ]);
  expect(await screen.findByRole('checkbox', { name: 'Likes on your posts' })).toBeChecked();
});

test('a refused save shows the server message and keeps the choices', async () => {
  serve({ status: 400, body: { message: 'Unknown notification kind' } });
  renderWithProviders(<NotificationPreferencesSection />);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Likes on your posts' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Unknown notification kind');
  expect(screen.getByRole('checkbox', { name: 'Likes on your posts' })).toBeChecked();
});

test('a failed load says so', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/notification-preferences': { status: 500, body: { message: 'Database unavailable' } },
  });
  renderWithProviders(<NotificationPreferencesSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  expect(screen.getByText(/Choose what shows up under the bell/)).toBeInTheDocument();
});
