import { ConfirmDialog } from '../../components/Dialog/Dialog';
import { sampleThread } from './fixtures';
import { ThreadEditForm } from './ThreadEditForm';

export default {
  title: 'Threads/ThreadEditForm',
  component: ThreadEditForm,
  args: { thread: sampleThread, onDone: () => {}, onCancel: () => {} },
};

/** The author edits the thread in place: the create form's fields, filled in. */
export const Editing = {};
/** Deleting a thread asks first. */
export const DeleteConfirmation = {
  render: () => (
    <ConfirmDialog
      open
      title="Delete this thread?"
      description="It goes for good, with its comments and votes. This cannot be undone."
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
};
