import { ContactDialog } from './ContactDialog';
import { grace, margaret } from './fixtures';

export default {
  title: 'People/ContactDialog',
  component: ContactDialog,
  args: { user: grace, open: true, onClose: () => {} },
};

export const WithRate = {};
export const WithoutRate = { args: { user: { ...margaret, hourlyRate: null } } };
