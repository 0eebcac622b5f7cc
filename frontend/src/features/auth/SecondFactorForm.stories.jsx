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
