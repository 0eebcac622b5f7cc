import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders, settle } from '../../testing/render';
import { bareProject, grace, sampleProject } from './fixtures';
import { ProjectDetailPage } from './ProjectDetailPage';

jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

const visitor = { 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } };
// sampleUser (id 7) does not own sampleProject (owner 8, grace) but owns bareProject.
const member = { 'GET /api/auth/me': { body: sampleUser } };
const owner = { 'GET /api/auth/me': { body: grace } };
const projectRoutes = {
  'GET /api/projects/3': { body: sampleProject },
  'GET /api/projects/3/comments': { body: [] },
  'GET /api/votes/project/3': { body: { voteType: null } },
};

function renderDetail(route = '/projects/3') {
  return renderWithProviders(
    <Routes>
      <Route path="/projects/:id" element={<ProjectDetailPage />} />
    </Routes>,
    { route },
  );
}

const votes = () => screen.getByRole('group', { name: 'Project votes' });

test("'Invalid Project ID' and 'Project Not Found' link back to the portfolio", async () => {
  mockFetch({ ...visitor, 'GET /api/projects/9': { status: 404, body: { message: 'Project not found' } } });
  const { unmount } = renderDetail('/projects/x1');
  expect(screen.getByRole('heading', { name: 'Invalid Project ID' })).toBeInTheDocument();
  await settle();
  unmount();
  renderDetail('/projects/9');
  expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute('href', '/projects');
});

test('cover, links, description as text, gallery of the other images, no Edit for others', async () => {
  mockFetch({ ...member, ...projectRoutes });
  renderDetail();
  expect(await screen.findByRole('heading', { level: 1, name: 'Pixel Garden' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Pixel Garden cover' })).toHaveAttribute('src', sampleProject.mediaUrls[0]);
  // Each image says its alt text; one without says the title and its place.
  expect(screen.getByRole('img', { name: 'The garden after a thousand commits' })).toHaveAttribute(
    'src',
    sampleProject.mediaUrls[1],
  );
  expect(screen.getByRole('img', { name: 'Pixel Garden screenshot 2' })).toHaveAttribute(
    'src',
    sampleProject.mediaUrls[2],
  );
  const demo = screen.getByRole('link', { name: 'Live Demo' });
  expect(demo).toHaveAttribute('href', 'https://garden.example.com');
  expect(demo).toHaveAttribute('target', '_blank');
  expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Source Code' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByTestId('project-description').textContent).toBe(sampleProject.description);
  expect(within(votes()).getByTestId('score')).toHaveTextContent('5');
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(document.title).toBe('Pixel Garden | DevNet - Developer Social Network');
});

test('without images the header is a gradient; without links there are no link buttons', async () => {
  mockFetch({
    ...member,
    'GET /api/projects/4': { body: bareProject },
    'GET /api/projects/4/comments': { body: [] },
    'GET /api/votes/project/4': { body: { voteType: null } },
  });
  renderDetail('/projects/4');
  await screen.findByRole('heading', { level: 1, name: 'Terminal Budget' });
  expect(screen.getByTestId('cover-gradient')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Live Demo' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Source Code' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument();
  // sampleUser owns this one.
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/projects/4/edit');
});

test("the owner sees Edit and gets 'Cannot Vote' without a call", async () => {
  const fetchMock = mockFetch({ ...owner, ...projectRoutes });
  renderDetail();
  expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/projects/3/edit');
  await userEvent.click(screen.getByRole('button', { name: 'Upvote' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Cannot Vote');
  expect(toast).toHaveTextContent('You cannot vote on your own project.');
  expect(requestsTo(fetchMock, 'POST', '/api/votes')).toHaveLength(0);
});

test("a visitor gets 'Login required' and the comment prompt", async () => {
  const fetchMock = mockFetch({ ...visitor, ...projectRoutes });
  renderDetail();
  await screen.findByText('Please log in to post a comment.');
  await userEvent.click(screen.getByRole('button', { name: 'Downvote' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Login required');
  expect(toast).toHaveTextContent('You need to create an account or log in to vote on projects.');
  expect(requestsTo(fetchMock, 'POST', '/api/votes')).toHaveLength(0);
});

test('votes toggle: up sets, up again removes; counts follow the answers', async () => {
  let voteType = null;
  let upvotesCount = 6;
  const fetchMock = mockFetch({
    ...member,
    ...projectRoutes,
    'GET /api/projects/3': () => ({ body: { ...sampleProject, upvotesCount } }),
    'GET /api/votes/project/3': () => ({ body: { voteType } }),
    'POST /api/votes': ({ body }) => {
      voteType = body.voteType;
      upvotesCount = 7;
      return { body: { voteType, upvotesCount, downvotesCount: 1 } };
    },
    'DELETE /api/votes/project/3': () => {
      voteType = null;
      upvotesCount = 6;
      return { body: { voteType: null, upvotesCount, downvotesCount: 1 } };
    },
  });
  renderDetail();
  await screen.findByRole('heading', { level: 1, name: 'Pixel Garden' });
  await userEvent.click(screen.getByRole('button', { name: 'Upvote' }));
  await waitFor(() => expect(within(votes()).getByTestId('score')).toHaveTextContent('6'));
  expect(screen.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
  expect(requestsTo(fetchMock, 'POST', '/api/votes')).toEqual([{ projectId: 3, voteType: 'upvote' }]);

  await waitFor(() => expect(screen.getByRole('button', { name: 'Upvote' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Upvote' }));
  await waitFor(() => expect(within(votes()).getByTestId('score')).toHaveTextContent('5'));
  expect(screen.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'false');
  expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/votes/project/3' && init?.method === 'DELETE')).toBe(
    true,
  );
});

test('a failed vote resets the choice and toasts the error', async () => {
  mockFetch({
    ...member,
    ...projectRoutes,
    'POST /api/votes': { status: 403, body: { message: 'You cannot vote on your own project.' } },
  });
  renderDetail();
  await screen.findByRole('heading', { level: 1, name: 'Pixel Garden' });
  await userEvent.click(screen.getByRole('button', { name: 'Upvote' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Error');
  expect(toast).toHaveTextContent('You cannot vote on your own project.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'false'));
  expect(within(votes()).getByTestId('score')).toHaveTextContent('5');
});
