import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../testing/fetchMock';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { noResults, poolResults } from '../../testing/searchFixtures';
import { SearchPage } from './SearchPage';

jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

function renderPage(route) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

test('shows each hit with its type, a link to it and the matched words marked', async () => {
  mockFetch({ 'GET /api/search?q=pool+timeout&limit=20': { body: poolResults } });
  renderPage('/search?q=pool+timeout');
  const list = await screen.findByRole('list', { name: 'Search results' });
  const hits = within(list).getAllByRole('article');
  expect(hits).toHaveLength(4);
  const first = within(hits[0]).getByRole('link', { name: 'asyncpg pool timeouts under load: what fixed it for us' });
  expect(first).toHaveAttribute('href', '/threads/1');
  expect([...hits[0].querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['pool', 'timeout']);
  expect(within(hits[3]).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/profile/8');
  expect(screen.getByRole('link', { name: 'Threads (2)' })).toHaveAttribute(
    'href',
    '/search?q=pool+timeout&type=threads',
  );
});

test("a count past the server's cap reads 1,000+", async () => {
  const counts = { ...poolResults.counts, posts: 1001 };
  mockFetch({ 'GET /api/search?q=pool+timeout&limit=20': { body: { ...poolResults, counts } } });
  renderPage('/search?q=pool+timeout');
  expect(await screen.findByRole('link', { name: 'Posts (1,000+)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Threads (2)' })).toBeInTheDocument();
});

test('a tab keeps the search and changes the type in the URL', async () => {
  mockFetch({
    'GET /api/search?q=pool+timeout&limit=20': { body: poolResults },
    'GET /api/search?q=pool+timeout&type=projects&limit=20': {
      body: { ...poolResults, results: [poolResults.results[1]] },
    },
  });
  renderPage('/search?q=pool+timeout');
  await userEvent.click(await screen.findByRole('link', { name: 'Projects (1)' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/search?q=pool+timeout&type=projects');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.getByRole('link', { name: 'Projects (1)' })).toHaveAttribute('aria-current', 'page');
});

test('nothing found says so', async () => {
  mockFetch({ 'GET /api/search?q=zebra&limit=20': { body: noResults } });
  renderPage('/search?q=zebra');
  expect(await screen.findByRole('heading', { name: 'No results for “zebra”' })).toBeInTheDocument();
});

test('a failed search shows an error, not an empty list', async () => {
  mockFetch({ 'GET /api/search?q=pool&limit=20': { status: 500, body: { message: 'boom' } } });
  renderPage('/search?q=pool');
  expect(await screen.findByText('Search failed. Please try again in a moment.')).toBeInTheDocument();
});

test('the next page goes into the URL as a cursor', async () => {
  mockFetch({
    'GET /api/search?q=pool&limit=20': { body: { ...poolResults, nextCursor: 'abc' } },
    'GET /api/search?q=pool&limit=20&cursor=abc': { body: { ...poolResults, nextCursor: null } },
  });
  renderPage('/search?q=pool');
  await screen.findByRole('list', { name: 'Search results' });
  await userEvent.click(screen.getByRole('button', { name: /next/i }));
  expect(screen.getByTestId('location')).toHaveTextContent('/search?q=pool&cursor=abc');
});

test('the form searches with a tag and an author', async () => {
  mockFetch({
    'GET /api/search?q=pool&limit=20': { body: poolResults },
    'GET /api/search?q=pool&tag=postgres&author=ada_l&limit=20': { body: poolResults },
  });
  renderPage('/search?q=pool');
  await userEvent.type(screen.getByLabelText('Tag'), 'postgres');
  await userEvent.type(screen.getByLabelText('Author (username)'), 'ada_l');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/search?q=pool&tag=postgres&author=ada_l');
});
