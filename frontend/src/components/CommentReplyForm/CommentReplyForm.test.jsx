import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { CommentReplyForm } from './CommentReplyForm';

test('a reply is trimmed and sent, blank text is ignored, Cancel closes', async () => {
  const onReply = jest.fn().mockResolvedValue({});
  const onCancel = jest.fn();
  renderWithProviders(<CommentReplyForm replyTo="grace_h" onReply={onReply} onCancel={onCancel} />);
  const field = screen.getByLabelText('Your reply to @grace_h');
  expect(field).toHaveFocus();
  await userEvent.type(field, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
  expect(onReply).not.toHaveBeenCalled();
  await userEvent.type(field, ' Agreed ');
  await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
  expect(onReply).toHaveBeenCalledWith('Agreed');
  expect(await screen.findByText('Reply posted')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
});
