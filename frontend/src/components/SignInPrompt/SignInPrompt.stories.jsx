import { SignInPrompt } from './SignInPrompt';

export default {
  title: 'Components/SignInPrompt',
  component: SignInPrompt,
  parameters: { route: '/profile/edit' },
};

export const EditProfile = { args: { children: 'Please login to edit your profile' } };
