import { ConfirmDialog } from '../../components/Dialog/Dialog';
import { photoPost } from './fixtures';
import { PostEditForm } from './PostEditForm';

export default {
  title: 'Feed/PostEditForm',
  component: PostEditForm,
  args: { post: photoPost, onSave: async () => {}, onCancel: () => {} },
};

/** The author edits a post in place of its text. */
export const Editing = {};
/** Deleting a post asks first. */
export const DeleteConfirmation = {
  render: () => (
    <ConfirmDialog
      open
      title="Delete this post?"
      description="It goes for good, with its comments and likes. This cannot be undone."
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
};
