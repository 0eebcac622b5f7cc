import { ApiError } from '../../api/client';
import { VerifyEmailView } from './VerifyEmailPage';

export default { title: 'Mail/VerifyEmailPage', component: VerifyEmailView };

export const Confirming = {};
export const Confirmed = { args: { result: { email: 'ada@example.com', verified: true } } };
export const LinkExpired = {
  args: {
    error: new ApiError('400', {
      status: 400,
      info: { message: 'This confirmation link is invalid or has expired' },
    }),
  },
};
export const ConfirmedOnAPhone = { ...Confirmed, globals: { viewport: { value: 'smallPhone' } } };
