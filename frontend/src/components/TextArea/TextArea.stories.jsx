import { TextArea } from './TextArea';

export default {
  title: 'Components/TextArea',
  tags: ['autodocs'],
  component: TextArea,
  args: { label: 'Content', placeholder: 'Write something...' },
};

export const Default = {};
export const WithHint = { args: { hint: 'At least 20 characters.' } };
export const WithError = { args: { defaultValue: 'Too short', error: 'Content must be at least 20 characters' } };
