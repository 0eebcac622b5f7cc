import { sampleUser } from '../../testing/fixtures';
import { ChangePasswordSection } from './ChangePasswordSection';

export default {
  title: 'Settings/ChangePasswordSection',
  component: ChangePasswordSection,
  parameters: { route: '/settings', currentUser: sampleUser },
};

export const Empty = {};
