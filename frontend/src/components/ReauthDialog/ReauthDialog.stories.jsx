import { sampleUser } from '../../testing/fixtures';
import { ReauthDialog } from './ReauthDialog';

export default {
  title: 'Components/ReauthDialog',
  component: ReauthDialog,
  parameters: { currentUser: sampleUser, swrFallback: { '/api/auth/passkeys': [] } },
  args: { open: true, onConfirmed: () => {}, onCancel: () => {}, passkeySupported: false },
};

/** The password prompt useReauth opens on a 403 reauthentication_required (a member without a second factor). */
export const Password = {};

/** A member with two-factor sign-in confirms with a code or a recovery code: the password alone is not enough. */
export const WithTwoFactor = { parameters: { currentUser: { ...sampleUser, twoFactorEnabled: true } } };

/** A member with only a passkey, in a browser that can use it: 'Use a passkey', no password. */
export const WithPasskey = {
  args: { passkeySupported: true },
  parameters: {
    swrFallback: {
      '/api/auth/passkeys': [{ id: 3, name: 'Work laptop', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null }],
    },
  },
};

/** A member with only a passkey, in a browser that cannot use it: told so, not asked for the password. */
export const PasskeyElsewhere = {
  parameters: WithPasskey.parameters,
};
