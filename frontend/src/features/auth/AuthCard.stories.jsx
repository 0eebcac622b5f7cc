import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/TextField/TextField';
import { AuthCard } from './AuthCard';

export default {
  title: 'Auth/AuthCard',
  component: AuthCard,
  args: { title: 'Welcome back', subtitle: 'Log in to your DevNet account' },
};

export const WithAForm = {
  render: (args) => (
    <AuthCard {...args}>
      <TextField label="Email" name="email" type="email" />
      <Button type="submit">Log in</Button>
    </AuthCard>
  ),
};
