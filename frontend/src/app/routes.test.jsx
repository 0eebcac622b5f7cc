import { screen, within, waitFor } from '@testing-library/react';
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
      import('../features/people/DevelopersPage'),
      import('../features/people/EditProfilePage'),
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

test('/feed is public: visitors see its Welcome card', async () => {
  mockFetch(visitor);
  renderRoutes(routes, { route: '/feed' });
  expect(await screen.findByRole('heading', { name: 'Welcome to DevNet' })).toBeInTheDocument();
});

test('/developers is the freelance directory', async () => {
  mockFetch({ ...visitor, 'GET /api/users/skills': { body: [] } });
  renderRoutes(routes, { route: '/developers' });
  expect(await screen.findByRole('heading', { name: 'Browse Freelance Developers' })).toBeInTheDocument();
});

test('members-only screens send visitors to log in with redirectTo', async () => {
  mockFetch(visitor);
  const { router } = renderRoutes(routes, { route: '/threads/new' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(router.state.location.search).toBe('?redirectTo=/threads/new');
});

test.each([
  ['/dashboard', 'Please login to view your dashboard'],
  ['/analytics', 'Please login to view your analytics'],
])("%s shows visitors 'Access Denied' with a Log in link, not a redirect", async (route, sentence) => {
  mockFetch(visitor);
  const { router } = renderRoutes(routes, { route });
  const panel = (await screen.findByRole('heading', { name: 'Access Denied' })).parentElement;
  expect(within(panel).getByText(sentence)).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirectTo=${route}`);
  expect(router.state.location.pathname).toBe(route);
});

test.each([
  ['/friends', 'Please log in to manage your friends.', '/login?redirectTo=/friends'],
  ['/messages/8', 'Please log in to view your messages.', '/login?redirectTo=/messages/8'],
  ['/settings', 'Please log in to manage your settings.', '/login?redirectTo=/settings'],
])('%s shows visitors Access Denied with a Log in link back, not a redirect', async (path, text, login) => {
  mockFetch(visitor);
  const { router } = renderRoutes(routes, { route: path });
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
  // The header has its own 'Log in'; the screen's one comes back here.
  const hrefs = screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'));
  expect(hrefs).toContain(login);
  expect(router.state.location.pathname).toBe(path);
});

test('members see members-only screens', async () => {
  mockFetch(member);
  renderRoutes(routes, { route: '/threads/new' });
  expect(await screen.findByRole('heading', { name: 'Start a New Discussion' })).toBeInTheDocument();
});

test("a visitor on /profile/edit stays there and sees the screen's own Access Denied", async () => {
  mockFetch(visitor);
  const { router } = renderRoutes(routes, { route: '/profile/edit' });
  expect(await screen.findByText('Please login to edit your profile', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/profile/edit');
  const logIns = screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'));
  expect(logIns).toContain('/login?redirectTo=/profile/edit');
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

test.each(['/login', '/auth/login', '/register', '/auth/register'])(
  'a member already signed in who opens %s goes on to /feed',
  async (path) => {
    mockFetch({ ...member, 'GET /api/posts': { body: [] }, 'GET /api/hashtags/trending': { body: [] } });
    const { router } = renderRoutes(routes, { route: path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  },
);

test('a signed-in member on /login?redirectTo=/dashboard goes to the dashboard', async () => {
  mockFetch(member);
  const { router } = renderRoutes(routes, { route: '/login?redirectTo=/dashboard' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
});
