import { LoginPage } from './LoginPage';

export default { title: 'Auth/LoginPage', component: LoginPage, parameters: { route: '/auth/login' } };

export const Default = {};
