import { sampleUser } from '../../testing/fixtures';
import { Header } from './Header';

export default {
  title: 'Shell/Header',
  tags: ['autodocs'],
  component: Header,
  parameters: { layout: 'fullscreen' },
};

export const SignedOut = { parameters: { currentUser: null } };
export const SignedIn = { parameters: { currentUser: sampleUser, route: '/threads/12' } };
export const SignedInMobile = {
  parameters: { currentUser: sampleUser },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const SignedOutMobile = {
  parameters: { currentUser: null },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
