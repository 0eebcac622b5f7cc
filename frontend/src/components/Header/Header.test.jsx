import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { Header } from './Header';

function renderHeader(route = '/') {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<Header />} />
      <Route
        path="/auth/login"
        element={
          <>
            <Header />
            <p>login screen</p>
          </>
        }
      />
    </Routes>,
    { route },
  );
}

test('visitors see the logo, the alpha label, the public navigation, the theme toggle, Log in and Sign up', async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } });
  renderHeader();
  expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  expect(screen.getByText('Alpha v0.2')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'DevNet' })).toHaveAttribute('href', '/');
  // Below sm the theme toggle waits in the menu (jsdom applies no media query: hidden here).
  expect(screen.getByRole('button', { name: 'Toggle theme', hidden: true })).toBeInTheDocument();
  // The wide-screen navigation (display: none on narrow screens): found by its markup.
  const nav = document.querySelector('nav[aria-label="Main"]');
  expect([...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Threads', '/threads'],
    ['Projects', '/projects'],
    ['Developers', '/developers'],
    ['Feed', '/feed'],
  ]);
  expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
});

test("a visitor's mobile menu lists the public pages and the theme toggle; Escape closes it", async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } });
  renderHeader('/');
  const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
  await userEvent.click(toggle);
  const mobile = screen.getByRole('navigation', { name: 'Mobile' });
  expect(
    within(mobile)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Threads', 'Projects', 'Developers', 'Feed']);
  expect(within(mobile).getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('signed-in users get the navigation with Discussions highlighted under /threads/', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser } });
  renderHeader('/threads/12');
  await screen.findByRole('button', { name: 'Account menu' });
  // jsdom applies no media queries, so the wide-screen navigation (display: none on narrow
  // screens) has no accessible names here: find it by its markup instead.
  const nav = document.querySelector('nav[aria-label="Main"]');
  expect(within(nav).getByText('Discussions').closest('a')).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByText('Feed').closest('a')).not.toHaveAttribute('aria-current');
  await userEvent.click(within(nav).getByText('More').closest('button'));
  const more = screen.getByRole('menu', { hidden: true });
  expect(
    within(more)
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => item.textContent),
  ).toEqual(['Friends', 'Messages', 'Portfolio', 'Overview']);
});

test('the mobile menu toggles and lists the mobile links', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser } });
  renderHeader('/feed');
  const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  const mobile = screen.getByRole('navigation', { name: 'Mobile' });
  expect(
    within(mobile)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Overview', 'Feed', 'Discussions', 'Network', 'Friends', 'Messages', 'Portfolio']);
});

test('Logout clears the session even when the call fails and goes to /auth/login', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'POST /api/auth/logout': { status: 500, body: { message: 'boom' } },
  });
  renderHeader('/feed');
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Profile',
    'Edit Profile',
    'Subscription',
    'Settings',
    'Logout',
  ]);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(await screen.findByText('login screen')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1);
  await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument());
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('signed-in members get the notification bell named with the pending request count', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/friends/requests': {
      body: [{ id: 31, requester: { ...sampleUser, id: 8, username: 'grace_h', displayName: 'Grace Hopper' } }],
    },
  });
  renderHeader('/feed');
  expect(await screen.findByRole('button', { name: 'Notifications: 1 pending friend request' })).toBeInTheDocument();
});

test('on a narrow screen the search waits behind a Search button that opens the field, focused', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser } });
  renderHeader('/feed');
  await screen.findByRole('button', { name: 'Account menu' });
  expect(screen.queryByLabelText('Search DevNet')).not.toBeInTheDocument();
  // The menu button is there whatever else the bar holds.
  expect(screen.getByRole('button', { name: 'Toggle menu' })).toBeInTheDocument();
  const open = screen.getByRole('button', { name: 'Search' });
  await userEvent.click(open);
  expect(open).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByLabelText('Search DevNet')).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByLabelText('Search DevNet')).not.toBeInTheDocument();
});

test('on a wide screen the search field sits in the bar', async () => {
  window.matchMedia.mockImplementation((query) => ({
    matches: query.includes('min-width'),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } });
  renderHeader('/');
  expect(await screen.findByLabelText('Search DevNet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
});
