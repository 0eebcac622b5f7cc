import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPost } from '../../api/feed';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { FeedPage } from './FeedPage';
import { codePost, photoPost, trendingHashtags, trendingUsers } from './fixtures';

jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

const me = { status: 200, body: sampleUser };

function signedIn(extra = {}) {
  return mockFetch({
    'GET /api/auth/me': me,
    'GET /api/posts': { body: [photoPost, codePost] },
    'GET /api/hashtags/trending': { body: trendingHashtags },
    'GET /api/users/trending': { body: trendingUsers },
    ...extra,
  });
}

test('visitors see the Welcome card with Sign In and no posts are asked for', async () => {
  const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 401 } });
  renderWithProviders(<FeedPage />);
  expect(await screen.findByRole('heading', { name: 'Welcome to DevNet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
  expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/posts'))).toBe(false);
});

test('members see the posts, their count, tags, images, code and links, and the sidebar', async () => {
  signedIn();
  renderWithProviders(<FeedPage />);
  expect(await screen.findByTestId('post-count')).toHaveTextContent('2 posts');
  // The first card comes at once, the next in the following frame (hooks/useRevealInSteps.js).
  await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(2));
  const cards = screen.getAllByTestId('post-card');
  // The first image has its alt text; the second says its place and sharer.
  expect(within(cards[0]).getByRole('img', { name: 'A desk with two monitors' })).toBeInTheDocument();
  expect(within(cards[0]).getByRole('img', { name: 'Image 2 of 2 shared by Ada Lovelace' })).toBeInTheDocument();
  expect(within(cards[1]).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/profile/8');
  expect(within(cards[1]).getByText('#react')).toBeInTheDocument();
  expect(cards[1].textContent).toContain('const [count, setCount] = useState(0);');
  expect(within(screen.getByRole('complementary', { name: 'Feed sidebar' })).getByText('#python')).toBeInTheDocument();
  expect(screen.getByText('12 posts')).toBeInTheDocument();
  expect(screen.getAllByText('Online')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute('href', '/projects');
  expect(screen.getByRole('link', { name: 'Join Discussions' })).toHaveAttribute('href', '/threads');
});

test('on one column the sidebar waits for the posts above it, so they do not push it down', async () => {
  let answer;
  const posts = new Promise((resolve) => {
    answer = resolve;
  });
  signedIn({ 'GET /api/posts': () => posts });
  const { container } = renderWithProviders(<FeedPage />);
  await waitFor(() => expect(container.querySelector('aside')).toHaveAttribute('data-waiting'));
  answer({ body: [photoPost, codePost] });
  expect(await screen.findByTestId('post-count')).toHaveTextContent('2 posts');
  expect(container.querySelector('aside')).not.toHaveAttribute('data-waiting');
});

test('the posts wait for the getting-started checklist above them, so the box never pushes them down', async () => {
  let answer;
  const friends = new Promise((resolve) => {
    answer = resolve;
  });
  signedIn({
    'GET /api/friends': () => friends,
    'GET /api/me/followed-tags': { body: { tags: [] } },
    'GET /api/me/followed-tags/suggested': { body: { tags: [] } },
  });
  renderWithProviders(<FeedPage />);
  expect(await screen.findByTestId('post-count')).toHaveTextContent('2 posts');
  const composer = screen.getByRole('form', { name: 'New post' });
  expect(screen.queryByTestId('post-card')).not.toBeInTheDocument();
  answer({ body: [] });
  const checklist = await screen.findByRole('region', { name: 'Get started on DevNet' });
  // The composer first, then the box, then the posts, which waited for it.
  expect(composer.compareDocumentPosition(checklist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const cards = await screen.findAllByTestId('post-card');
  expect(cards).toHaveLength(2);
  expect(checklist.compareDocumentPosition(cards[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('missing trending endpoints show the sidebar empty states', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockFetch({ 'GET /api/auth/me': me, 'GET /api/posts': { body: [] } });
  renderWithProviders(<FeedPage />);
  expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  expect(await screen.findByText('No trending topics yet')).toBeInTheDocument();
  expect(await screen.findByText('No active developers yet')).toBeInTheDocument();
  console.warn.mockRestore();
});

test('the Friends scope asks for friends posts; its empty state switches back to Global', async () => {
  const fetchMock = signedIn({
    'GET /api/posts': ({ path }) => ({ body: path.includes('scope=friends') ? [] : [codePost] }),
  });
  renderWithProviders(<FeedPage />);
  expect(await screen.findByTestId('post-count')).toHaveTextContent('1 post');
  await userEvent.click(screen.getByRole('button', { name: 'Friends' }));
  expect(await screen.findByText('No posts from friends yet')).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/posts?scope=friends&limit=20')).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Switch to Global Feed' }));
  expect(await screen.findByTestId('post-count')).toHaveTextContent('1 post');
  expect(screen.getByRole('button', { name: 'Global' })).toHaveAttribute('aria-pressed', 'true');
});

test('the Following scope asks for posts in followed tags; its empty state says so', async () => {
  const fetchMock = signedIn({
    'GET /api/posts': ({ path }) => ({ body: path.includes('scope=following') ? [] : [codePost] }),
  });
  renderWithProviders(<FeedPage />);
  expect(await screen.findByTestId('post-count')).toHaveTextContent('1 post');
  await userEvent.click(screen.getByRole('button', { name: 'Following' }));
  expect(await screen.findByText('No posts in the tags you follow yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/posts?scope=following&limit=20')).toBe(true);
});

test('like is optimistic and takes the server count; unlike too; a failure puts it back with a toast', async () => {
  let likes = 2;
  signedIn({
    'GET /api/posts': { body: [codePost] },
    'POST /api/posts/101/like': () => ({ body: { isLiked: true, likesCount: (likes = 3) } }),
    'DELETE /api/posts/101/like': { status: 500, body: { message: '' } },
  });
  renderWithProviders(<FeedPage />);
  const like = await screen.findByRole('button', { name: 'Like, 2 likes' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(like);
  expect(await screen.findByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute('aria-pressed', 'true');
  expect(likes).toBe(3);
  await userEvent.click(screen.getByRole('button', { name: 'Like, 3 likes' }));
  expect(await screen.findByText('Failed to unlike post')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute('aria-pressed', 'true');
});

test('comments load when opened and a new one raises the count', async () => {
  const fetchMock = signedIn({
    'GET /api/posts': { body: [codePost] },
    'GET /api/posts/101/comments': {
      body: [{ id: 1, body: 'Nice `hook`', createdAt: '2025-03-01T09:00:00.000Z', user: sampleUser }],
    },
    'POST /api/posts/101/comments': ({ body }) => ({
      status: 201,
      body: { id: 2, body: body.body, createdAt: '2025-03-01T10:00:00.000Z', user: sampleUser },
    }),
  });
  renderWithProviders(<FeedPage />);
  const open = await screen.findByRole('button', { name: 'Comments, 1 comment' });
  expect(requestsTo(fetchMock, 'GET', '/api/posts/101/comments')).toHaveLength(0);
  await userEvent.click(open);
  expect(await screen.findByText(/Nice/)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Add a comment'), 'Thanks!');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(await screen.findByRole('button', { name: 'Comments, 2 comments' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/posts/101/comments')).toEqual([{ body: 'Thanks!' }]);
});

test('share copies the link when there is no share sheet, says Link copied! and counts it', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  signedIn({ 'GET /api/posts': { body: [codePost] }, 'POST /api/posts/101/share': { body: { sharesCount: 1 } } });
  renderWithProviders(<FeedPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Share, 0 shares' }));
  expect(await screen.findByText('Link copied!')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/feed#post-101`);
  expect(await screen.findByRole('button', { name: 'Share, 1 share' })).toBeInTheDocument();
});

test('the bookmark keeps the post and lets it go, pressed while kept', async () => {
  let marks = [];
  const fetchMock = signedIn({
    'GET /api/posts': { body: [codePost] },
    'GET /api/me/bookmarks/marks': () => ({ body: marks }),
    'PUT /api/posts/101/bookmark': () => {
      marks = [{ kind: 'post', itemId: 101, folderId: null }];
      return { body: marks[0] };
    },
    'DELETE /api/posts/101/bookmark': () => {
      marks = [];
      return { status: 204 };
    },
  });
  renderWithProviders(<FeedPage />);
  const bookmark = await screen.findByRole('button', { name: 'Bookmark' });
  expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(bookmark);
  expect(await screen.findByText('Bookmarked')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View bookmarks' })).toHaveAttribute('href', '/bookmarks');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true'));
  expect(requestsTo(fetchMock, 'PUT', '/api/posts/101/bookmark')).toEqual([{ folderId: null }]);
  expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
  expect(await screen.findByText('Bookmark removed')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false'),
  );
});

test('the composer sends text, code as a fenced block and the link after the marker', async () => {
  let posts = [];
  const fetchMock = signedIn({
    'GET /api/posts': () => ({ body: posts }),
    'POST /api/posts': ({ body }) => {
      posts = [{ ...codePost, id: 200, content: body.content }];
      return { status: 201, body: posts[0] };
    },
  });
  const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  renderWithProviders(<FeedPage />);
  // Compact at first (one line to write in), so the posts start on the first screen; it grows on focus.
  const box = await screen.findByLabelText('Share something with the community');
  expect(box).toHaveAttribute('rows', '1');
  expect(screen.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
  await userEvent.click(box);
  expect(box).toHaveAttribute('rows', '3');
  const post = screen.getByRole('button', { name: 'Post' });
  expect(post).toBeDisabled();
  await userEvent.type(box, 'Hello #DevNet');
  await userEvent.click(screen.getByRole('button', { name: 'Code snippet' }));
  await userEvent.type(screen.getByLabelText('Code snippet'), 'print(1)');
  await userEvent.click(screen.getByRole('button', { name: 'Link' }));
  await userEvent.type(screen.getByLabelText('Link'), 'https://example.com');
  await userEvent.click(post);
  expect(await screen.findByText('Post created')).toBeInTheDocument();
  expect(screen.getByText('Your post has been shared with the community.')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/posts')).toEqual([
    { content: 'Hello #DevNet\n\n```\nprint(1)\n```\n\n🔗 https://example.com', mediaUrls: [], mediaAlts: [] },
  ]);
  await waitFor(() => expect(screen.getByLabelText('Share something with the community')).toHaveValue(''));
  // The new post is brought into view (the feed is read again, with it on top).
  await waitFor(() => expect(scrolled.mock.contexts.map((element) => element.id)).toContain('post-200'));
  scrolled.mockRestore();
});

test('the composer folds back to one line when the focus leaves it empty', async () => {
  signedIn({ 'GET /api/posts': { body: [] } });
  renderWithProviders(<FeedPage />);
  const box = await screen.findByLabelText('Share something with the community');
  await userEvent.click(box);
  expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
  await userEvent.click(document.body);
  expect(box).toHaveAttribute('rows', '1');
  expect(screen.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
});

test('a failed post shows the spec error and keeps the text', async () => {
  signedIn({ 'GET /api/posts': { body: [] }, 'POST /api/posts': { status: 500, body: '' } });
  renderWithProviders(<FeedPage />);
  await userEvent.type(await screen.findByLabelText('Share something with the community'), 'Hi');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText('Failed to create post. Please try again.')).toBeInTheDocument();
  // Still grown: it holds the text.
  expect(screen.getByLabelText('Share something with the community')).toHaveAttribute('rows', '3');
  expect(screen.getByLabelText('Share something with the community')).toHaveValue('Hi');
});

test('buildPost sends no tags (the server finds them); images alone are "Shared an image"; nothing at all is no post; fences outgrow backticks', () => {
  expect(buildPost({ images: ['data:image/png;base64,x'] })).toEqual({
    content: 'Shared an image',
    mediaUrls: ['data:image/png;base64,x'],
    mediaAlts: [''],
  });
  expect(buildPost({ images: ['data:x', 'data:y'], alts: [' A cat '] }).mediaAlts).toEqual(['A cat', '']);
  expect(buildPost({ text: '   ', code: '\n', link: ' ' })).toBeNull();
  expect(buildPost({ code: 'a ``` b' }).content).toBe('````\na ``` b\n````');
});
