import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { DashboardPage, hourlyRate } from './DashboardPage';
import { dashboardKeys, latestThreads, topProjects, trendingUsers } from './fixtures';

const page = (items) => ({ body: items, headers: {} });
const member = (user = sampleUser, lists = {}) => ({
  'GET /api/auth/me': { body: user },
  [`GET ${dashboardKeys.threads}`]: page(lists.threads ?? latestThreads),
  [`GET ${dashboardKeys.projects}`]: page(lists.projects ?? topProjects),
  [`GET ${dashboardKeys.trending}`]: { body: lists.trending ?? trendingUsers },
});

const renderDashboard = () => renderWithProviders(<DashboardPage />, { route: '/dashboard' });
const panel = (name) => screen.findByRole('region', { name });

test("a visitor sees 'Access Denied' with the spec's sentence and a Log in link", async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } });
  renderDashboard();
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('Please login to view your dashboard')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/login\?redirectTo=\/(dashboard|analytics)/),
  );
});

test("'Loading dashboard...' while the session is checked", async () => {
  mockFetch({ 'GET /api/auth/me': () => new Promise(() => {}) });
  renderDashboard();
  expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument();
});

test('a member sees the welcome line, latest threads, profile summary, top projects and trending users', async () => {
  mockFetch(member());
  renderDashboard();
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
  const threads = await panel('Latest Function Threads');
  expect(await within(threads).findByRole('link', { name: 'How do you structure SWR keys?' })).toHaveAttribute(
    'href',
    '/threads/42',
  );
  expect(within(threads).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/threads');
  const profile = await panel('Your profile');
  expect(within(profile).getByText('Developer')).toBeInTheDocument();
  expect(within(profile).getByText('$85.00/hr')).toBeInTheDocument();
  expect(within(profile).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
  expect(await within(await panel('Top Projects')).findByRole('link', { name: 'Pixel Garden' })).toBeInTheDocument();
  const trending = await panel('Trending Users');
  expect(await within(trending).findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/profile/8');
  expect(within(trending).getByRole('link', { name: 'Show more users' })).toHaveAttribute('href', '/users');
});

test('empty lists show the spec texts', async () => {
  mockFetch(member({ ...sampleUser, hourlyRate: null }, { threads: [], projects: [], trending: [] }));
  renderDashboard();
  expect(await screen.findByText('No threads yet. Start a discussion!')).toBeInTheDocument();
  expect(await screen.findByText('No projects available.')).toBeInTheDocument();
  expect(await screen.findByText('No trending users available.')).toBeInTheDocument();
  expect(screen.getByText('Not set')).toBeInTheDocument();
});

test('hourly rate: two decimals or Not set', () => {
  expect(hourlyRate(85)).toBe('$85.00/hr');
  expect(hourlyRate('49.5')).toBe('$49.50/hr');
  expect(hourlyRate(null)).toBe('Not set');
});

test('the quick form checks the thread rules, then really posts the thread and clears itself', async () => {
  const fetchMock = mockFetch({
    ...member(),
    'POST /api/threads': ({ body }) => ({ status: 201, body: { ...latestThreads[0], id: 99, ...body } }),
  });
  renderDashboard();
  const form = await screen.findByRole('form', { name: 'Start a new thread' });
  await userEvent.type(within(form).getByLabelText('Title'), 'Hey');
  await userEvent.click(within(form).getByRole('button', { name: 'Post Thread' }));
  expect(await within(form).findByText('Title must be at least 5 characters')).toBeInTheDocument();
  expect(within(form).getByText('Content must be at least 20 characters')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/threads')).toEqual([]);

  await userEvent.type(within(form).getByLabelText('Title'), ' there, folks');
  await userEvent.type(within(form).getByLabelText('Content'), 'A thread posted from the dashboard form.');
  await userEvent.type(within(form).getByLabelText('Tags'), 'Meta, dashboard');
  await userEvent.click(within(form).getByRole('button', { name: 'Post Thread' }));
  await waitFor(() =>
    expect(requestsTo(fetchMock, 'POST', '/api/threads')).toEqual([
      { title: 'Hey there, folks', body: 'A thread posted from the dashboard form.', tags: ['Meta', 'dashboard'] },
    ]),
  );
  expect(await screen.findByText('Thread created!')).toBeInTheDocument();
  await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue(''));
});
