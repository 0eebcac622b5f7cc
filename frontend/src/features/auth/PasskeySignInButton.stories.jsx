import { PasskeySignInButton } from './PasskeySignInButton';

export default {
  title: 'Auth/PasskeySignInButton',
  component: PasskeySignInButton,
  args: { supported: true },
  parameters: { route: '/auth/login' },
};

/** Under the login form: a passkey alone, no email. */
export const Default = {};
/** Below the login form on a phone. (Browsers without WebAuthn show nothing: no story.) */
export const Mobile = { globals: { viewport: { value: 'phone', isRotated: false } } };
