import { graceMessages } from './fixtures';
import { MessageEditForm } from './MessageEditForm';

export default {
  title: 'Messages/MessageEditForm',
  component: MessageEditForm,
  args: { message: graceMessages[0], onSave: async () => {}, onCancel: () => {} },
};

/** The sender edits a message in its bubble. */
export const Editing = {};
