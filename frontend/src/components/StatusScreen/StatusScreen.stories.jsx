import { ButtonLink } from '../Button/Button';
import { StatusScreen } from './StatusScreen';

export default {
  title: 'Components/StatusScreen',
  tags: ['autodocs'],
  component: StatusScreen,
  args: {
    title: 'Login Required',
    children: <p>Please log in to manage your subscription.</p>,
    actions: <ButtonLink to="/auth/login?redirectTo=/subscribe">Log in</ButtonLink>,
  },
};

export const Default = {};
export const WithoutActions = { args: { title: 'Loading...', children: null, actions: null } };
