import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/client';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { CommentSection, commentAvatarUser } from './CommentSection';

// Generated avatars are drawn asynchronously; here they stay initials so no update lands after a test.
jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

const comments = [{ id: 1, body: 'First!\nSecond line', createdAt: '2025-03-01T09:00:00.000Z', user: sampleUser }];

test('comments show their author, text with line breaks, and a count', () => {
  renderWithProviders(<CommentSection comments={comments} user={null} onPost={jest.fn()} />);
  expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/profile/7');
  expect(screen.getByText(/First!/).textContent).toBe('First!\nSecond line');
});

test('visitors see the login prompt and no form', () => {
  renderWithProviders(<CommentSection comments={[]} user={null} onPost={jest.fn()} />);
  expect(screen.getByText('Please log in to post a comment.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
});

test('blank comments are ignored; others are trimmed, posted and cleared with a toast', async () => {
  const onPost = jest.fn().mockResolvedValue({});
  renderWithProviders(<CommentSection comments={[]} user={sampleUser} onPost={onPost} />);
  const field = screen.getByLabelText('Add a comment');
  await userEvent.type(field, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(onPost).not.toHaveBeenCalled();
  await userEvent.type(field, '  Nice work  ');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(onPost).toHaveBeenCalledWith('Nice work');
  expect(await screen.findByText('Comment posted')).toBeInTheDocument();
  expect(field).toHaveValue('');
});

test("a failure toasts 'Error' with the server message, or 'Failed to post comment'", async () => {
  const onPost = jest
    .fn()
    .mockRejectedValueOnce(
      new ApiError('400: x', { status: 400, info: { message: 'Comment cannot exceed 5000 characters' } }),
    )
    .mockRejectedValueOnce(new ApiError('502: x', { status: 502, info: null }));
  renderWithProviders(<CommentSection comments={[]} user={sampleUser} onPost={onPost} />);
  await userEvent.type(screen.getByLabelText('Add a comment'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('ErrorComment cannot exceed 5000 characters');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to post comment'));
  expect(screen.getByLabelText('Add a comment')).toHaveValue('Hello');
});

test('commenters without an avatar get pixel-art seeded by their username', () => {
  const plain = { ...sampleUser, avatarSeed: null, avatarStyle: null };
  expect(commentAvatarUser(plain)).toMatchObject({ avatarSeed: 'ada_l', avatarStyle: 'pixel-art' });
  expect(commentAvatarUser(sampleUser)).toBe(sampleUser);
});

test('the author edits and deletes (after confirming) their own comment; others get neither', async () => {
  const onEdit = jest.fn().mockResolvedValue({});
  const onDelete = jest.fn().mockResolvedValue();
  const theirs = { id: 2, body: 'Not mine', createdAt: '2025-03-01T09:00:00.000Z', user: { ...sampleUser, id: 99 } };
  renderWithProviders(
    <CommentSection
      comments={[...comments, theirs]}
      user={sampleUser}
      onPost={jest.fn()}
      onEdit={onEdit}
      onDelete={onDelete}
    />,
  );
  expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const field = screen.getByLabelText('Edit your comment');
  await userEvent.clear(field);
  await userEvent.type(field, ' Better words ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onEdit).toHaveBeenCalledWith(comments[0], 'Better words');
  expect(await screen.findByText('Comment updated')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('dialog', { name: 'Delete this comment?' })).toBeInTheDocument();
  expect(onDelete).not.toHaveBeenCalled();
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(onDelete).toHaveBeenCalledWith(comments[0]));
  expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
});

test('a deleted comment reads [deleted] with no author and does not count; an edited one shows the mark', () => {
  renderWithProviders(
    <CommentSection
      comments={[
        { id: 5, body: '', createdAt: '2025-03-01T08:00:00.000Z', user: null, deleted: true },
        { ...comments[0], editedAt: '2025-03-01T09:30:00.000Z' },
      ]}
      user={sampleUser}
      onPost={jest.fn()}
    />,
  );
  expect(screen.getByTestId('deleted-comment')).toHaveTextContent('[deleted]');
  expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  expect(screen.getByTestId('edited-mark')).toHaveTextContent(/^\(edited /);
});

const grace = { ...sampleUser, id: 8, username: 'grace_h', displayName: 'Ada Lovelace' };
const thread = [
  { id: 1, body: 'Top', createdAt: '2025-03-01T09:00:00.000Z', user: sampleUser, likeCount: 2, liked: true },
  {
    id: 2,
    body: 'A reply',
    createdAt: '2025-03-01T10:00:00.000Z',
    user: grace,
    parentId: 1,
    replyToUsername: 'ada_l',
    likeCount: 0,
    liked: false,
  },
];

test('replies sit under their comment; @usernames tell two Ada Lovelaces apart', () => {
  renderWithProviders(<CommentSection comments={thread} user={null} onPost={jest.fn()} />);
  const replies = screen.getByRole('list', { name: 'Replies to @ada_l' });
  expect(within(replies).getByText('A reply')).toBeInTheDocument();
  expect(within(replies).getByText('@grace_h')).toBeInTheDocument();
  expect(within(replies).getByText('in reply to @ada_l')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Ada Lovelace' })).toHaveLength(2);
  expect(within(replies).getByTitle('Link to this comment')).toHaveAttribute('href', '#comment-2');
  expect(screen.getByText('2 likes')).toBeInTheDocument(); // visitors see counts, no button
  expect(screen.queryByRole('button', { name: /Like comment/ })).not.toBeInTheDocument();
});

test('Like is a toggle named by the author; Reply opens an inline form that sends parentId', async () => {
  const onLike = jest.fn().mockResolvedValue({});
  const onPost = jest.fn().mockResolvedValue({});
  renderWithProviders(<CommentSection comments={thread} user={grace} onPost={onPost} onLike={onLike} />);
  const like = screen.getByRole('button', { name: 'Like comment by @ada_l, 2 likes' });
  expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(like).toHaveTextContent('2');
  expect(screen.getByRole('button', { name: 'Like comment by @grace_h, 0 likes' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await userEvent.click(like);
  expect(onLike).toHaveBeenCalledWith(thread[0]);
  await userEvent.click(screen.getByRole('button', { name: 'Reply to @grace_h' }));
  const field = screen.getByLabelText('Your reply to @grace_h');
  await userEvent.type(field, 'Thanks');
  await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
  expect(onPost).toHaveBeenCalledWith('Thanks', 2);
  await waitFor(() => expect(screen.queryByLabelText('Your reply to @grace_h')).not.toBeInTheDocument());
});

test('a permalink highlights its comment', () => {
  renderWithProviders(<CommentSection comments={thread} user={null} onPost={jest.fn()} />, {
    route: '/threads/3#comment-2',
  });
  expect(document.getElementById('comment-2')).toHaveAttribute('aria-current', 'location');
  expect(document.getElementById('comment-1')).not.toHaveAttribute('aria-current');
});
