import { ForgotPasswordPage } from './ForgotPasswordPage';

export default { title: 'Auth/ForgotPasswordPage', component: ForgotPasswordPage };

export const Default = {};
export const Mobile = { globals: { viewport: { value: 'phone', isRotated: false } } };
