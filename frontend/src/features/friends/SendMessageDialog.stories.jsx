import { grace, sampleUser } from '../../testing/fixtures';
import { SendMessageDialog } from './SendMessageDialog';

export default {
  title: 'Friends/SendMessageDialog',
  component: SendMessageDialog,
  parameters: { currentUser: sampleUser },
  args: { to: grace, from: sampleUser, onClose: () => {} },
};

export const Open = {};
export const SmallScreen = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
