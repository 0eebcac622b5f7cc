import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../testing/fetchMock';
import { renderWithProviders } from '../../testing/render';
import { ada, grace, linus } from './fixtures';
import { UsersPage } from './UsersPage';

test("lists members with links to their profiles; 'Show more users' loads the next page", async () => {
  mockFetch({
    'GET /api/auth/me': { status: 401 },
    'GET /api/users': ({ path }) =>
      path.includes('cursor=')
        ? { body: [linus] }
        : { body: [ada, grace], headers: { Link: '</api/users?limit=20&cursor=P2>; rel="next"' } },
  });
  renderWithProviders(<UsersPage />, { route: '/users' });
  expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/profile/8');
  const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]').textContent);
  expect(data['@type']).toBe('ItemList');
  expect(data.itemListElement.map((item) => item.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
  expect(data.itemListElement[1].url).toMatch(/\/profile\/8$/);
  await userEvent.click(screen.getByRole('button', { name: 'Show more users' }));
  expect(await screen.findByRole('link', { name: 'Linus T' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more users' })).not.toBeInTheDocument();
});

test('the search box asks the API by name', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { status: 401 },
    'GET /api/users': ({ path }) => ({ body: path.includes('search=lin') ? [linus] : [ada, grace, linus] }),
  });
  renderWithProviders(<UsersPage />, { route: '/users' });
  await screen.findByRole('link', { name: 'Grace Hopper' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'lin');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Grace Hopper' })).not.toBeInTheDocument());
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/users?search=lin&limit=20');
});
