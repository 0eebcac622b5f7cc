import { Alert } from './Alert';

export default {
  title: 'Components/Alert',
  tags: ['autodocs'],
  component: Alert,
  args: { children: 'Invalid email or password' },
};

export const ErrorMessage = { args: { variant: 'error' } };
export const Info = { args: { variant: 'info', children: 'Password reset by email is not available yet.' } };
