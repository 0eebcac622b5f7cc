import { screen, waitFor } from '@testing-library/react';
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
