import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../testing/fetchMock';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { bareProject, projectTags, sampleProject } from './fixtures';
import { ProjectListPage } from './ProjectListPage';

jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

/** fetchMock's responses carry no headers; this adds the `Link` header `links(url)` names. */
function mockPagedFetch(routes, links) {
  const inner = mockFetch(routes);
  global.fetch = jest.fn(async (url, init) => {
    const response = await inner(url, init);
    const link = links(String(url));
    return { ...response, headers: new Headers(link ? { Link: link } : {}) };
  });
  return inner;
}

const base = {
  'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } },
  'GET /api/projects/tags': { body: projectTags },
};

function renderList(route = '/projects') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/projects" element={<ProjectListPage />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

test('Portfolio lists projects newest first by default, with ItemList data', async () => {
  const fetchMock = mockPagedFetch(
    { ...base, 'GET /api/projects': { body: [sampleProject, bareProject] } },
    () => null,
  );
  renderList();
  expect(await screen.findByRole('link', { name: 'Pixel Garden' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Project' })).toHaveAttribute('href', '/projects/new');
  expect(screen.getByLabelText('Sort by')).toHaveValue('latest');
  expect(String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/projects?'))[0])).toBe(
    '/api/projects?sortBy=latest&limit=20',
  );
  expect(document.title).toBe('Portfolio | DevNet - Developer Social Network');
  const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]').textContent);
  expect(data.itemListElement).toHaveLength(2);
  expect(data.itemListElement[0].url).toMatch(/\/projects\/3$/);
});

test('Next and Previous page through the cursors; selecting cards counts them', async () => {
  const second = { ...bareProject, id: 50, title: 'Second page project' };
  const fetchMock = mockPagedFetch(
    { ...base, 'GET /api/projects': ({ path }) => ({ body: path.includes('cursor=') ? [second] : [sampleProject] }) },
    (url) =>
      url.startsWith('/api/projects?') && !url.includes('cursor=') ? '</api/projects?cursor=P2>; rel="next"' : null,
  );
  renderList();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Pixel Garden' }));
  expect(screen.getByText('1 selected')).toBeInTheDocument();

  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: 'Second page project' })).toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/projects?sortBy=latest&limit=20&cursor=P2');
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('link', { name: 'Pixel Garden' })).toBeInTheDocument();
});

test('a tag chip filters through the URL', async () => {
  const fetchMock = mockPagedFetch({ ...base, 'GET /api/projects': { body: [] } }, () => null);
  renderList();
  expect(await screen.findByRole('heading', { name: 'No projects found' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'python' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/projects?tag=python');
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/projects?sortBy=latest&tag=python&limit=20',
    ),
  );
});
