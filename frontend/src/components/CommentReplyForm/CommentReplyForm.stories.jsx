import { CommentReplyForm } from './CommentReplyForm';

export default {
  title: 'Components/CommentReplyForm',
  tags: ['autodocs'],
  component: CommentReplyForm,
  args: { replyTo: 'grace_h', onReply: async () => {}, onCancel: () => {} },
};

export const Empty = {};
