import { ResetPasswordPage } from './ResetPasswordPage';

export default { title: 'Auth/ResetPasswordPage', component: ResetPasswordPage };

export const WithoutAToken = {};
export const WithAToken = { parameters: { route: '/auth/reset-password?token=abc123' } };
export const Phone = {
  parameters: { route: '/auth/reset-password?token=abc123' },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};
