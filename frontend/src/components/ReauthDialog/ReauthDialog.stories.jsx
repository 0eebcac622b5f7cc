import { sampleUser } from '../../testing/fixtures';
import { ReauthDialog } from './ReauthDialog';

export default {
  title: 'Components/ReauthDialog',
  component: ReauthDialog,
  parameters: { currentUser: sampleUser },
  args: { open: true, onConfirmed: () => {}, onCancel: () => {}, passkeySupported: false },
};

/** The password prompt useReauth opens on a 403 reauthentication_required. */
export const Password = {};

/** A member with two-factor sign-in may confirm with a code instead. */
export const WithTwoFactor = { parameters: { currentUser: { ...sampleUser, twoFactorEnabled: true } } };

/** A member with a passkey, in a browser that can use it: 'Use a passkey' under the form. */
export const WithPasskey = {
  args: { passkeySupported: true },
  parameters: {
    swrFallback: {
      '/api/auth/passkeys': [{ id: 3, name: 'Work laptop', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null }],
    },
  },
};
