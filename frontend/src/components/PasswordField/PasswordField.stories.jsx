import { PasswordField } from './PasswordField';

export default {
  title: 'Components/PasswordField',
  tags: ['autodocs'],
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'Secret123' },
};

export const Default = {};
export const WithError = { args: { defaultValue: 'short', error: 'Password must be at least 8 characters' } };
