import { ForgotPasswordPage } from './ForgotPasswordPage';

export default { title: 'Auth/ForgotPasswordPage', component: ForgotPasswordPage };

export const Default = {};
