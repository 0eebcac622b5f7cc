import { Button, ButtonLink } from './Button';

export default {
  title: 'Components/Button',
  tags: ['autodocs'],
  component: Button,
  args: { children: 'Create account', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
};

export const Primary = {};
export const Secondary = { args: { variant: 'secondary', children: 'Cancel' } };
export const Outline = { args: { variant: 'outline', children: 'Learn More' } };
export const Danger = { args: { variant: 'danger', children: 'Remove Friend' } };
export const Disabled = { args: { disabled: true, children: 'Logging in...' } };
export const AsLink = {
  render: (args) => <ButtonLink to="/register" {...args} />,
  args: { children: 'Get Started Free', size: 'lg' },
};
