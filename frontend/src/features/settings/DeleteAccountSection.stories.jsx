import { sampleUser } from '../../testing/fixtures';
import { DeleteAccountSection } from './DeleteAccountSection';

export default {
  title: 'Settings/DeleteAccountSection',
  component: DeleteAccountSection,
  parameters: { route: '/settings', currentUser: sampleUser },
};

export const Closed = {};
export const ConfirmationOpen = { args: { initiallyOpen: true } };
