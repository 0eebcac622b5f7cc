import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../testing/fetchMock';
import { renderWithProviders } from '../../testing/render';
import { directorySkillChips, priceFilterOf } from '../../api/users';
import { DevelopersPage } from './DevelopersPage';
import { ada, grace, linus, margaret, pixelProject } from './fixtures';

const userQueries = (fetchMock) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/users?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

function stubs({ me = null, skills = ['Python', 'React'], list = () => [grace, linus, margaret] } = {}) {
  return {
    'GET /api/auth/me': me ? { body: me } : { status: 401 },
    'GET /api/users/skills': { body: skills },
    'GET /api/users': ({ path }) => ({ body: list(new URL(path, 'http://x').searchParams) }),
    'GET /api/users/8/projects': {
      body: [pixelProject, { ...pixelProject, id: 4, title: 'Second' }, { ...pixelProject, id: 5, title: 'Third' }],
    },
    'GET /api/users/9/projects': { body: [] },
  };
}

test('rules: skill chips fall back to the spec list; unknown price values mean any price', () => {
  expect(directorySkillChips([])).toEqual([
    'JavaScript',
    'TypeScript',
    'Python',
    'React',
    'Node.js',
    'Java',
    'C++',
    'PHP',
  ]);
  expect(directorySkillChips(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'])).toHaveLength(8);
  expect(priceFilterOf('mid')).toBe('mid');
  expect(priceFilterOf('cheap')).toBeNull();
});

test('lists available developers with the title, the chips and the cards', async () => {
  const fetchMock = mockFetch(stubs());
  renderWithProviders(<DevelopersPage />, { route: '/developers' });
  expect(screen.getByRole('heading', { name: 'Browse Freelance Developers' })).toBeInTheDocument();
  const skillChips = screen.getByRole('group', { name: 'Filter by skill' });
  await waitFor(() =>
    expect(
      within(skillChips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All Skills', 'Python', 'React']),
  );
  expect(
    within(screen.getByRole('group', { name: 'Filter by price' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent),
  ).toEqual(['Any Price', '$0-50/hr', '$50-100/hr', '$100+/hr']);
  const card = await screen.findByRole('article', { name: 'Linus T' });
  expect(within(card).getByText('@linus_t')).toBeInTheDocument();
  expect(within(card).getByText('$150.00/hr')).toBeInTheDocument();
  expect(within(card).getByText('+2')).toBeInTheDocument();
  expect(within(card).getByText('4 projects')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View Profile & Projects' })).toHaveAttribute('href', '/profile/9');
  const graceCard = screen.getByRole('article', { name: 'Grace Hopper' });
  expect(await within(graceCard).findByText('Second')).toBeInTheDocument();
  expect(within(graceCard).queryByText('Third')).not.toBeInTheDocument();
  expect(userQueries(fetchMock)[0]).toEqual({ availableForWork: 'true', limit: '20' });
  const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]').textContent);
  expect(data.itemListElement.map((item) => item.name)).toEqual(['Grace Hopper', 'Linus T', 'Margaret Hamilton']);
});

test('skill and price chips filter the list through the API', async () => {
  const fetchMock = mockFetch(
    stubs({ list: (query) => (query.get('price') === 'premium' ? [linus] : [grace, linus]) }),
  );
  renderWithProviders(<DevelopersPage />, { route: '/developers' });
  await screen.findByRole('article', { name: 'Grace Hopper' });
  await userEvent.click(screen.getByRole('button', { name: 'React' }));
  await userEvent.click(screen.getByRole('button', { name: '$100+/hr' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Grace Hopper' })).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: '$100+/hr' })).toHaveAttribute('aria-pressed', 'true');
  expect(userQueries(fetchMock)).toContainEqual({
    skill: 'React',
    price: 'premium',
    availableForWork: 'true',
    limit: '20',
  });
  await userEvent.click(screen.getByRole('button', { name: 'All Skills' }));
  await waitFor(() =>
    expect(userQueries(fetchMock)).toContainEqual({ price: 'premium', availableForWork: 'true', limit: '20' }),
  );
});

test("the empty state is 'No freelance developers yet'", async () => {
  mockFetch(stubs({ skills: [], list: () => [] }));
  renderWithProviders(<DevelopersPage />, { route: '/developers' });
  expect(await screen.findByRole('heading', { name: 'No freelance developers yet' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'JavaScript' })).toBeInTheDocument();
});

test("visitors see 'Login to Contact' leading back to the directory", async () => {
  mockFetch(stubs());
  renderWithProviders(<DevelopersPage />, { route: '/developers?price=mid' });
  const card = await screen.findByRole('article', { name: 'Grace Hopper' });
  expect(within(card).getByRole('link', { name: 'Login to Contact' })).toHaveAttribute(
    'href',
    '/login?redirectTo=/developers%3Fprice%3Dmid',
  );
});

test('members contact a developer through the dialog, and have no contact button on their own card', async () => {
  mockFetch(stubs({ me: { ...ada, id: 9 } }));
  renderWithProviders(<DevelopersPage />, { route: '/developers' });
  const card = await screen.findByRole('article', { name: 'Grace Hopper' });
  expect(
    within(screen.getByRole('article', { name: 'Linus T' })).queryByRole('button', { name: 'Contact' }),
  ).not.toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Contact' }));
  const dialog = screen.getByRole('dialog', { name: 'Contact Grace Hopper' });
  expect(within(dialog).getByLabelText('Subject')).toHaveValue('Freelance Work Inquiry - grace_h');
});

test('Show more developers loads the next page', async () => {
  mockFetch({
    ...stubs(),
    'GET /api/users': ({ path }) =>
      path.includes('cursor=')
        ? { body: [margaret] }
        : { body: [grace], headers: { Link: '</api/users?availableForWork=true&cursor=P2>; rel="next"' } },
  });
  renderWithProviders(<DevelopersPage />, { route: '/developers' });
  await screen.findByRole('article', { name: 'Grace Hopper' });
  await userEvent.click(screen.getByRole('button', { name: 'Show more developers' }));
  expect(await screen.findByRole('article', { name: 'Margaret Hamilton' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more developers' })).not.toBeInTheDocument();
});
