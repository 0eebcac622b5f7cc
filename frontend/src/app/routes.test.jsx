import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../testing/fetchMock';
import { freePlan, sampleUser } from '../testing/fixtures';
import { renderRoutes, settle } from '../testing/render';
import { sampleThread } from '../features/threads/fixtures';
import { routes } from './routes';

// Screens are lazy chunks; compile the ones these tests open up front, so a busy machine's first
// import does not eat into the time a test waits for its screen.
beforeAll(
  () =>
    Promise.all([
      import('../features/threads/ThreadListPage'),
      import('../features/auth/LoginPage'),
      import('../features/auth/RegisterPage'),
      import('../features/pages/PrivacyPage'),
      import('../features/pages/AboutPage'),
      import('../features/pages/ComingSoonPage'),
    ]),
  60_000,
);

const visitor = {
  'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } },
  'GET /api/subscriptions/plans': { body: [freePlan] },
};
const member = { ...visitor, 'GET /api/auth/me': { body: sampleUser } };

test('an unknown path shows the not-found screen inside the shell', async () => {
  mockFetch(visitor);
  renderRoutes(routes, { route: '/no/such/page' });
  expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Sign up' })).toBeInTheDocument();
});

test.each(['/login', '/auth/login'])('%s is the login screen', async (path) => {
  mockFetch(visitor);
  renderRoutes(routes, { route: path });
  await settle();
  expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  expect(document.title).toBe('Log in | DevNet - Developer Social Network');
});

test.each(['/register', '/auth/register'])('%s is the register screen', async (path) => {
  mockFetch(visitor);
  renderRoutes(routes, { route: path });
  await settle();
  expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
});

test('/feed is public: visitors see its Welcome card; later screens exist as Coming Soon', async () => {
  mockFetch(visitor);
  renderRoutes(routes, { route: '/feed' });
  expect(await screen.findByRole('heading', { name: 'Welcome to DevNet' })).toBeInTheDocument();
});

test('screens of later releases exist as Coming Soon', async () => {
  mockFetch(visitor);
  renderRoutes(routes, { route: '/developers' });
  expect(await screen.findByRole('heading', { name: 'Developers is on its way' })).toBeInTheDocument();
});

test('members-only screens send visitors to log in with redirectTo', async () => {
  mockFetch(visitor);
  const { router } = renderRoutes(routes, { route: '/dashboard' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(router.state.location.search).toBe('?redirectTo=/dashboard');
});

test('members see members-only screens', async () => {
  mockFetch(member);
  renderRoutes(routes, { route: '/profile/edit' });
  expect(await screen.findByRole('heading', { name: 'Profile is on its way' })).toBeInTheDocument();
});

test('every route change scrolls to the top', async () => {
  mockFetch(visitor);
  renderRoutes(routes, { route: '/about' });
  await settle();
  window.scrollTo.mockClear();
  await userEvent.click(screen.getAllByRole('link', { name: 'Privacy' })[0]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
});

test('Back to a list returns to its page; a new page starts at the top', async () => {
  const threads = (label) => [{ ...sampleThread, id: label === 'two' ? 2 : 1, title: `Thread on page ${label}` }];
  mockFetch({
    ...visitor,
    'GET /api/threads/tags': { body: [] },
    'GET /api/threads': ({ path }) => ({
      body: threads(path.includes('cursor=') ? 'two' : 'one'),
      headers: path.includes('cursor=') ? {} : { Link: '</api/threads?cursor=P2>; rel="next"' },
    }),
  });
  const { router } = renderRoutes(routes, { route: '/threads' });
  await screen.findByRole('link', { name: 'Thread on page one' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  window.scrollTo.mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: 'Thread on page two' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?cursor=P2');
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
});
