import { ResetPasswordPage } from './ResetPasswordPage';

export default { title: 'Auth/ResetPasswordPage', component: ResetPasswordPage };

export const WithoutAToken = {};
