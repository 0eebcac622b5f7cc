import { sampleUser } from '../../testing/fixtures';
import { Avatar } from './Avatar';
import { AVATAR_STYLES } from './avatarStyles';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0ea5e9"/><circle cx="32" cy="26" r="12" fill="#f8fafc"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#f8fafc"/></svg>',
  );

export default {
  title: 'Components/Avatar',
  component: Avatar,
  args: { user: sampleUser, size: 'large' },
  argTypes: {
    size: { control: 'select', options: ['small', 'medium', 'large', 'extra-large'] },
    'user.avatarStyle': { control: 'select', options: AVATAR_STYLES },
  },
};

export const Generated = {};
export const ProfilePhoto = { args: { user: { ...sampleUser, profilePhoto: photo } } };
export const Initials = {
  args: { user: { ...sampleUser, avatarSeed: null, avatarStyle: null } },
};
export const ProfileFallback = {
  args: { user: { ...sampleUser, avatarSeed: null, avatarStyle: null }, profileFallback: true },
};
export const NoUser = { args: { user: null } };
export const Sizes = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {['small', 'medium', 'large', 'extra-large'].map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
export const PickerStyles = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {AVATAR_STYLES.map((style) => (
        <Avatar key={style} {...args} user={{ ...sampleUser, avatarStyle: style }} />
      ))}
    </div>
  ),
};
