import { PasskeySignInButton } from './PasskeySignInButton';

export default {
  title: 'Auth/PasskeySignInButton',
  component: PasskeySignInButton,
  args: { supported: true },
  parameters: { route: '/auth/login' },
};

/** Under the login form: a passkey alone, no email. */
export const Default = {};
/** Browsers without WebAuthn show nothing. */
export const NotSupported = { args: { supported: false } };
