import { sampleUser } from '../../testing/fixtures';
import { PasskeyNameDialog, PasskeysSection } from './PasskeysSection';

const passkeys = [
  { id: 3, name: 'Work laptop', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null },
  {
    id: 4,
    name: 'Phone (iCloud Keychain)',
    createdAt: '2026-11-21T10:00:00.000Z',
    lastUsedAt: '2026-11-26T10:00:00.000Z',
  },
];

export default {
  title: 'Settings/PasskeysSection',
  component: PasskeysSection,
  args: { supported: true },
  parameters: { currentUser: sampleUser },
};

/** Two passkeys, each with Rename and Remove, and 'Add a passkey'. */
export const WithPasskeys = { parameters: { swrFallback: { '/api/auth/passkeys': passkeys } } };
export const Empty = { parameters: { swrFallback: { '/api/auth/passkeys': [] } } };
/** Browsers without WebAuthn: a sentence instead of the button. */
export const NotSupported = { args: { supported: false }, parameters: { swrFallback: { '/api/auth/passkeys': [] } } };
export const Loading = { parameters: { swrPending: ['/api/auth/passkeys'] } };
export const LoadError = { parameters: { swrErrors: { '/api/auth/passkeys': { status: 500 } } } };

/** The name prompt before the browser's own passkey prompt. */
export const AddDialog = {
  render: () => <PasskeyNameDialog open passkey={null} onSave={() => {}} onClose={() => {}} />,
};
export const RenameDialog = {
  render: () => <PasskeyNameDialog open passkey={passkeys[0]} onSave={() => {}} onClose={() => {}} />,
};
