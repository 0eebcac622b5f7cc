import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetchMock';
import { renderWithProviders } from '../../testing/render';
import { AnalyticsPage, growthText } from './AnalyticsPage';
import { analyticsKey, emptyAnalytics, sampleAnalytics, sampleUser } from './fixtures';

const member = (answer) => ({ 'GET /api/auth/me': { body: sampleUser }, [`GET ${analyticsKey}`]: answer });
const renderPage = () => renderWithProviders(<AnalyticsPage />, { route: '/analytics' });
const card = (name) => screen.findByRole('region', { name });

test("a visitor sees 'Access Denied' with the spec's sentence and a Log in link", async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('Please login to view your analytics')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/login\?redirectTo=\/(dashboard|analytics)/),
  );
});

test('the owner sees the cards, the top lists and the engagement chart', async () => {
  mockFetch(member({ body: sampleAnalytics }));
  renderPage();
  const views = await card('Profile Views');
  expect(within(views).getByText('128')).toBeInTheDocument();
  expect(within(views).getByText('+12.5% from last week')).toBeInTheDocument();
  expect(within(await card('Total Likes')).getByText('42')).toBeInTheDocument();
  expect(within(await card('Comments Received')).getByText('17')).toBeInTheDocument();
  expect(within(await card('Content Views')).getByText('470')).toBeInTheDocument();
  const projects = await card('Top Performing Projects');
  expect(within(projects).getByRole('link', { name: 'Pixel Garden' })).toHaveAttribute('href', '/projects/3');
  expect(within(projects).getByText('340 views · 6 likes')).toBeInTheDocument();
  expect(within(await card('Top Performing Threads')).getByText('120 views · 7 upvotes')).toBeInTheDocument();
  const chart = await card('Engagement Over Time');
  expect(within(chart).getByRole('img', { name: /^Engagement over time\. Last 30 days:/ })).toBeInTheDocument();
  expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
});

test("each card's 30-day line is the chart legend's number for the same series", async () => {
  mockFetch(member({ body: sampleAnalytics }));
  renderPage();
  const sum = (key) => sampleAnalytics.daily.reduce((total, day) => total + day[key], 0);
  const chart = await card('Engagement Over Time');
  for (const [title, key, label] of [
    ['Total Likes', 'likes', 'Likes'],
    ['Comments Received', 'comments', 'Comments'],
    ['Profile Views', 'profileViews', 'Profile views'],
    ['Content Views', 'contentViews', 'Content views'],
  ]) {
    expect(within(await card(title)).getByText(`${sum(key)} in the last 30 days`)).toBeInTheDocument();
    expect(within(chart).getByText(`${label}: ${sum(key)} in the last 30 days`)).toBeInTheDocument();
  }
});

test('empty lists show their messages; growth from nothing reads 0%', async () => {
  mockFetch(member({ body: emptyAnalytics }));
  renderPage();
  expect(
    await screen.findByText('No projects yet. Share your first project to see how it performs.'),
  ).toBeInTheDocument();
  expect(screen.getByText('No threads yet. Start a discussion to see how it performs.')).toBeInTheDocument();
  expect(screen.getByText('0% from last week')).toBeInTheDocument();
});

test("someone else's analytics (a 403) are 'Access Denied' with the owner-only sentence", async () => {
  mockFetch(member({ status: 403, body: { message: 'Only you can view your personal analytics dashboard' } }));
  renderPage();
  expect(await screen.findByText('Only you can view your personal analytics dashboard')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
});

test('growth text', () => {
  expect(growthText(12.5)).toBe('+12.5%');
  expect(growthText(-40)).toBe('-40%');
  expect(growthText(100)).toBe('+100%');
  expect(growthText(0)).toBe('0%');
});
