import { EditProfilePage } from './EditProfilePage';
import { ada, SKILL_CATALOGUE } from './fixtures';

export default {
  title: 'People/EditProfilePage',
  component: EditProfilePage,
  parameters: { route: '/profile/edit', currentUser: ada, swrFallback: { '/api/skills': SKILL_CATALOGUE } },
};

export const Member = {};
export const WithPhoto = {
  parameters: { currentUser: { ...ada, profilePhoto: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' } },
};
export const SignedOut = { parameters: { currentUser: null } };
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
