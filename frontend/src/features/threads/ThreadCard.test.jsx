import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { sampleThread } from './fixtures';
import { excerpt, ThreadCard } from './ThreadCard';

// Generated avatars are drawn asynchronously; here they stay initials so no update lands after a test.
jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

const now = new Date('2025-03-01T10:00:00.000Z');

test('the excerpt is the first 150 characters with ... when longer', () => {
  const long = 'a'.repeat(151);
  expect(excerpt(long)).toBe(`${'a'.repeat(150)}...`);
  expect(excerpt('a'.repeat(150))).toBe('a'.repeat(150));
  expect(excerpt('short')).toBe('short');

  renderWithProviders(<ThreadCard thread={{ ...sampleThread, body: `${'b'.repeat(150)}TAIL` }} now={now} />);
  expect(screen.getByText(`${'b'.repeat(150)}...`)).toBeInTheDocument();
  expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
});

test('a card links its title and shows 3 tags then +N, age, comments and score', () => {
  renderWithProviders(<ThreadCard thread={sampleThread} now={now} />);
  expect(screen.getByRole('link', { name: sampleThread.title })).toHaveAttribute('href', '/threads/42');
  expect(screen.getByRole('link', { name: 'react' })).toHaveAttribute('href', '/tags/react');
  expect(screen.getByRole('link', { name: 'architecture' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'testing' })).not.toBeInTheDocument();
  expect(screen.getByText('+2')).toBeInTheDocument();
  expect(screen.getByText('about 2 hours ago')).toBeInTheDocument();
  expect(screen.getByTitle('Comments')).toHaveTextContent('3 comments');
  expect(screen.getByTestId('score')).toHaveTextContent('7');
  expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
});

test('HOT TALK shows at a score of 5 and not at 4', () => {
  const { unmount } = renderWithProviders(<ThreadCard thread={{ ...sampleThread, upvotes: 5 }} now={now} />);
  expect(screen.getByText('HOT TALK')).toBeInTheDocument();
  unmount();
  renderWithProviders(<ThreadCard thread={{ ...sampleThread, upvotes: 4 }} now={now} />);
  expect(screen.queryByText('HOT TALK')).not.toBeInTheDocument();
});

test('text from the server is shown as text, never as HTML', () => {
  renderWithProviders(<ThreadCard thread={{ ...sampleThread, title: '<img src=x onerror=alert(1)>' }} now={now} />);
  expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

test('the excerpt reads as plain text: no code fences, ** or link syntax from the Markdown body', () => {
  renderWithProviders(
    <ThreadCard
      thread={{
        ...sampleThread,
        body: 'Use **SWR** with [the docs](https://swr.vercel.app)\n\n```js\nuseSWR(key)\n```',
      }}
      now={now}
    />,
  );
  expect(screen.getByText('Use SWR with the docs useSWR(key)')).toBeInTheDocument();
});

test('a compact row: the title links to the thread, the facts in one line with proper plurals', () => {
  renderWithProviders(<ThreadCard thread={{ ...sampleThread, commentCount: 1, tags: ['react'] }} compact />);
  const row = screen.getByRole('article', { name: sampleThread.title });
  expect(screen.getByRole('link', { name: sampleThread.title })).toHaveAttribute('href', `/threads/${sampleThread.id}`);
  expect(row).toHaveTextContent('1 comment · score');
  expect(row).toHaveTextContent('#react');
});
