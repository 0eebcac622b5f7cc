import { sampleUser } from '../../testing/fixtures';
import { Avatar } from './Avatar';
import {
  AVATAR_STYLES,
  COMMENT_AVATAR_STYLE,
  DEFAULT_AVATAR_STYLE,
  PICKER_AVATAR_STYLES,
  PROFILE_FALLBACK_STYLE,
} from './avatarStyles';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0ea5e9"/><circle cx="32" cy="26" r="12" fill="#f8fafc"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#f8fafc"/></svg>',
  );

export default {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
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
const roles = {
  [DEFAULT_AVATAR_STYLE]: 'default',
  [PROFILE_FALLBACK_STYLE]: 'profile fallback',
  [COMMENT_AVATAR_STYLE]: 'comments',
};

/** One generated style per tile, with its name and where the app uses it. */
function StyleGrid({ styles, user, size }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {styles.map((style) => (
        <li key={style} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 }}>
          <Avatar user={{ ...user, avatarStyle: style }} size={size} />
          <code>{style}</code>
          <small>
            {[PICKER_AVATAR_STYLES.includes(style) && 'picker', roles[style]].filter(Boolean).join(', ') || '\u00a0'}
          </small>
        </li>
      ))}
    </ul>
  );
}

/** Every style of spec section 3 with the same seed. */
export const AllStyles = { render: (args) => <StyleGrid styles={AVATAR_STYLES} {...args} /> };
/** The styles the profile's avatar picker offers. */
export const PickerStyles = { render: (args) => <StyleGrid styles={PICKER_AVATAR_STYLES} {...args} /> };
