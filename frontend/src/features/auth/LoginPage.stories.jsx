import { sampleUser } from '../../testing/fixtures';
import { LoginPage } from './LoginPage';

export default { title: 'Auth/LoginPage', component: LoginPage, parameters: { route: '/auth/login' } };

export const Default = {};
export const SignedIn = { parameters: { currentUser: sampleUser } };
export const Mobile = { globals: { viewport: { value: 'phone', isRotated: false } } };
