import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { noExport, sampleMail, samplePreferences, sampleSessions } from './fixtures';
import { SECTIONS, SettingsPage } from './SettingsPage';

function renderPage(page = <SettingsPage />) {
  return renderWithProviders(
    <Routes>
      <Route path="/settings" element={page} />
    </Routes>,
    { route: '/settings' },
  );
}

test('visitors see Access Denied with a Log in link back', async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('Please log in to manage your settings.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirectTo=/settings');
});

test('members see each section as a named region, account deletion last', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/export': { body: noExport },
    'GET /api/me/blocks': { body: [] },
    'GET /api/me/notification-preferences': { body: samplePreferences },
    'GET /api/me/two-factor': { body: { enabled: false, recoveryCodesLeft: 0, required: false } },
    'GET /api/auth/sessions': { body: sampleSessions },
    'GET /api/me/followed-tags': { body: { tags: ['rust'] } },
    'GET /api/me/mail': { body: sampleMail },
  });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Unfollow #rust' })).toBeInTheDocument();
  expect(await screen.findByRole('checkbox', { name: 'Likes on your posts' })).not.toBeChecked();
  const regions = screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-labelledby'))
    .filter((id) => id?.startsWith('settings-'));
  expect(regions).toEqual([
    'settings-password',
    'settings-two-factor',
    'settings-passkeys',
    'settings-sessions',
    'settings-blocked',
    'settings-followed-tags',
    'settings-notifications',
    'settings-mail',
    'settings-data',
    'settings-delete',
  ]);
  expect(await screen.findByText('You have not blocked or muted anyone.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Delete my account' })).toBeInTheDocument();
});

test('/settings#sessions shows the sessions section, scrolled to', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/export': { body: noExport },
    'GET /api/me/blocks': { body: [] },
    'GET /api/me/notification-preferences': { body: samplePreferences },
    'GET /api/auth/sessions': { body: sampleSessions },
  });
  const scrolled = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function scrollIntoView() {
    scrolled.push(this.id);
  };
  try {
    renderWithProviders(
      <Routes>
        <Route path="/settings" element={<SettingsPage />} />
      </Routes>,
      { route: '/settings#sessions' },
    );
    const region = await screen.findByRole('region', { name: 'Sessions' });
    expect(region).toHaveAttribute('id', 'sessions');
    expect(scrolled).toEqual(['sessions']);
  } finally {
    Element.prototype.scrollIntoView = original;
  }
});

test('a section added to the list is rendered with its heading and the member', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser } });
  const Extra = ({ user }) => <p>Hello {user.displayName}</p>;
  renderPage(<SettingsPage sections={[{ id: 'extra', title: 'Extra things', Component: Extra }]} />);
  expect(await screen.findByRole('region', { name: 'Extra things' })).toBeInTheDocument();
  expect(screen.getByText('Hello Ada Lovelace')).toBeInTheDocument();
  expect(SECTIONS.at(-1).id).toBe('delete');
});
