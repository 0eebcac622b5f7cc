import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { codePost } from './fixtures';
import { PostPage } from './PostPage';

jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

const renderAt = (path) =>
  renderWithProviders(
    <Routes>
      <Route path="/posts/:id" element={<PostPage />} />
    </Routes>,
    { route: path },
  );

test("a post's own page shows the card, its time linking here, its hashtags leading to their tag's page", async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/posts/101': { body: codePost } });
  renderAt('/posts/101');
  const card = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
  expect(within(card).getByRole('link', { name: /ago|on / })).toHaveAttribute('href', '/posts/101');
  expect(within(card).getByRole('link', { name: '#react' })).toHaveAttribute('href', '/tags/react');
  expect(screen.getByRole('link', { name: 'Back to Feed' })).toHaveAttribute('href', '/feed');
  expect(document.title).toBe('Post | DevNet - Developer Social Network');
});

test('a post the member cannot see is not found; a visitor is asked to log in', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/posts/9': { status: 404, body: { message: 'Post not found' } },
  });
  const { unmount } = renderAt('/posts/9');
  expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
  unmount();
  mockFetch({ 'GET /api/auth/me': { status: 401 } });
  renderAt('/posts/9');
  expect(await screen.findByText('Please log in to see this post.')).toBeInTheDocument();
});
