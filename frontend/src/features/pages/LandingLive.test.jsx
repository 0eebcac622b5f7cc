import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetchMock';
import { grace, sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { LandingLive } from './LandingLive';

const threads = [
  { id: 41, title: 'How do you test WebSockets?', commentCount: 1, user: grace },
  { id: 40, title: 'Rust or Go for a CLI?', commentCount: 3, user: sampleUser },
];

test('the newest threads, the trending tags and a few developers, each leading on', async () => {
  const fetchMock = mockFetch({
    'GET /api/threads?sortBy=latest&limit=5': { body: threads },
    'GET /api/hashtags/trending': {
      body: [
        { hashtag: 'rust', count: 4 },
        { hashtag: 'go', count: 2 },
      ],
    },
    'GET /api/users?limit=6': { body: [grace, sampleUser] },
  });
  renderWithProviders(<LandingLive />);

  const newest = await screen.findByRole('region', { name: 'Newest threads' });
  expect(await within(newest).findByRole('link', { name: 'How do you test WebSockets?' })).toHaveAttribute(
    'href',
    '/threads/41',
  );
  expect(newest).toHaveTextContent('Grace Hopper · 1 comment');
  expect(newest).toHaveTextContent('3 comments');
  expect(within(newest).getByRole('link', { name: 'All threads' })).toHaveAttribute('href', '/threads?sortBy=latest');

  const tags = screen.getByRole('region', { name: 'Trending tags' });
  expect(await within(tags).findByRole('link', { name: 'rust' })).toHaveAttribute('href', '/tags/rust');

  const developers = screen.getByRole('region', { name: 'Developers' });
  expect(await within(developers).findByRole('link', { name: /Grace Hopper/ })).toHaveAttribute(
    'href',
    `/profile/${grace.id}`,
  );
  expect(within(developers).getByRole('link', { name: 'All developers' })).toHaveAttribute('href', '/developers');
  // Public lists only: nothing a visitor would be refused.
  expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
    '/api/hashtags/trending',
    '/api/threads?sortBy=latest&limit=5',
    '/api/users?limit=6',
  ]);
});

test('empty lists say so, a failed one says it could not be loaded', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockFetch({
    'GET /api/threads?sortBy=latest&limit=5': { body: [] },
    'GET /api/hashtags/trending': { status: 500, body: { message: 'boom' } },
    'GET /api/users?limit=6': { status: 500, body: { message: 'boom' } },
  });
  renderWithProviders(<LandingLive />);
  expect(await screen.findByText('No threads yet. Start the first one!')).toBeInTheDocument();
  expect(await screen.findByText('No trending topics yet')).toBeInTheDocument();
  expect(await screen.findByText('Could not be loaded just now.')).toBeInTheDocument();
  console.warn.mockRestore();
});
