import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { codePost, photoPost } from './fixtures';
import { PostCard } from './PostCard';

test("another member's post has a menu with Mute and Block; muting calls the server", async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    [`PUT /api/users/${codePost.user.id}/mute`]: { body: { isBlocked: false, isMuted: true } },
  });
  renderWithProviders(<PostCard post={codePost} user={sampleUser} />);
  await userEvent.click(screen.getByRole('button', { name: /^Post actions, post by/ }));
  expect(screen.getByRole('menuitem', { name: `Block @${codePost.user.username}` })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('menuitem', { name: `Mute @${codePost.user.username}` }));
  expect(await screen.findByText(`Muted @${codePost.user.username}`)).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PUT', `/api/users/${codePost.user.id}/mute`)).toHaveLength(1);
});

test('one’s own post offers no block or mute; a visitor gets no menu', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser } });
  const { unmount } = renderWithProviders(<PostCard post={photoPost} user={sampleUser} />);
  await userEvent.click(screen.getByRole('button', { name: /^Post actions/ }));
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: /^(Block|Mute) / })).not.toBeInTheDocument();
  unmount();
  renderWithProviders(<PostCard post={codePost} user={null} />);
  expect(screen.queryByRole('button', { name: /^Post actions/ })).not.toBeInTheDocument();
});

test('each image says its alt text, or its place and sharer when it has none', () => {
  renderWithProviders(<PostCard post={photoPost} user={null} />);
  expect(screen.getByRole('img', { name: 'A desk with two monitors' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /^Image 2 of 2 shared by / })).toBeInTheDocument();
});
