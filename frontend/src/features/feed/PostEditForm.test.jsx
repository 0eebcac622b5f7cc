import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/client';
import { grace, sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { photoPost } from './fixtures';
import { ownPostMenuItems } from './OwnPostMenuItems';
import { PostEditForm } from './PostEditForm';

test('only the author gets Edit and Delete, and History once the post was edited', () => {
  const handlers = { onEdit: jest.fn(), onHistory: jest.fn(), onDelete: jest.fn() };
  const mine = { ...photoPost, user: sampleUser };
  expect(ownPostMenuItems({ post: mine, user: grace, ...handlers })).toEqual([]);
  expect(ownPostMenuItems({ post: mine, user: null, ...handlers })).toEqual([]);
  expect(ownPostMenuItems({ post: mine, user: sampleUser, ...handlers }).map((item) => item.label)).toEqual([
    'Edit',
    'Delete',
  ]);
  const edited = { ...mine, editedAt: '2025-03-01T10:00:00.000Z' };
  const items = ownPostMenuItems({ post: edited, user: sampleUser, ...handlers });
  expect(items.map((item) => item.label)).toEqual(['Edit', 'History', 'Delete']);
  items[2].onSelect();
  expect(handlers.onDelete).toHaveBeenCalledWith(edited);
});

test('the edit sends the trimmed text with the same images and their alt texts; the server’s message shows under the text', async () => {
  const onSave = jest
    .fn()
    .mockRejectedValueOnce(
      new ApiError('400: Post cannot be empty', {
        status: 400,
        info: { message: 'Post cannot be empty', errors: { content: ['Post cannot be empty'] } },
      }),
    )
    .mockResolvedValueOnce({});
  renderWithProviders(<PostEditForm post={photoPost} onSave={onSave} onCancel={jest.fn()} />);
  const field = screen.getByLabelText('Edit your post');
  await userEvent.clear(field);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('Post cannot be empty')).not.toHaveLength(0);
  await userEvent.type(field, '  New words #go ');
  expect(screen.getByLabelText('Alt text of image 1')).toHaveValue('A desk with two monitors');
  await userEvent.type(screen.getByLabelText('Alt text of image 2'), ' A cat on the keyboard ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenLastCalledWith({
    content: 'New words #go',
    mediaUrls: photoPost.mediaUrls,
    mediaAlts: ['A desk with two monitors', 'A cat on the keyboard'],
    tags: [],
  });
  expect(await screen.findByText('Post updated')).toBeInTheDocument();
});
