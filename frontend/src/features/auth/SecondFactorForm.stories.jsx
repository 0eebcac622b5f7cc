import { AuthCard } from './AuthCard';
import { SecondFactorForm } from './SecondFactorForm';

export default {
  title: 'Auth/SecondFactorForm',
  component: SecondFactorForm,
  parameters: { route: '/auth/login' },
  args: { methods: ['totp', 'recovery'], onSignedIn: () => {}, onCancel: () => {} },
  decorators: [
    (Story) => (
      <AuthCard title="Two-factor authentication" subtitle="One more step to log in">
        <Story />
      </AuthCard>
    ),
  ],
};

export const AuthenticatorCode = {};
export const RecoveryOnly = { args: { methods: ['recovery'] } };
/** A member with two-factor sign-in and a passkey: the code first, `Use a passkey` beside. */
export const CodeOrPasskey = { args: { methods: ['totp', 'recovery', 'passkey'], passkeySupported: true } };
/** A member whose only second factor is a passkey. */
export const PasskeyOnly = { args: { methods: ['passkey'], passkeySupported: true } };
/** The same member in a browser without WebAuthn. */
export const PasskeyOnlyUnsupported = { args: { methods: ['passkey'], passkeySupported: false } };
