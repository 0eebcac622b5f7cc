import { Checkbox } from './Checkbox';

export default {
  title: 'Components/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { label: 'Remember me' },
};

export const Default = {};
export const Checked = { args: { defaultChecked: true } };
export const WithError = {
  args: { label: 'I agree to the Terms of Service', error: 'You must agree to the terms and conditions' },
};
