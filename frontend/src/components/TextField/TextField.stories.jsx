import { TextField } from './TextField';

export default {
  title: 'Components/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
};

export const Default = {};
export const WithHint = {
  args: {
    label: 'Username',
    type: 'text',
    placeholder: 'ada_l',
    hint: '3 to 30 letters, numbers, underscores or hyphens.',
  },
};
export const WithError = { args: { error: 'Please enter a valid email address', defaultValue: 'not-an-email' } };
