import { AvatarPicker } from './AvatarPicker';
import { ada } from './fixtures';

export default {
  title: 'People/AvatarPicker',
  component: AvatarPicker,
  args: { user: ada, onChoose: () => {} },
};

export const Chosen = {};
export const NoAvatarYet = { args: { user: { ...ada, avatarSeed: null, avatarStyle: null } } };
export const Saving = { args: { busy: true } };
