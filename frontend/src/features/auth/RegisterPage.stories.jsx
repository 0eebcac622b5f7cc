import { RegisterPage } from './RegisterPage';

export default { title: 'Auth/RegisterPage', component: RegisterPage, parameters: { route: '/register' } };

export const Default = {};
export const Mobile = { globals: { viewport: { value: 'phone', isRotated: false } } };
