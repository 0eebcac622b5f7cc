import { ApiError } from '../../api/client';
import { UnsubscribeView } from './UnsubscribePage';

export default { title: 'Mail/UnsubscribePage', component: UnsubscribeView, args: { token: '7.mention.abc' } };

export const Unsubscribing = {};
export const Unsubscribed = { args: { result: { kind: 'mention', label: 'Mentions of you', mode: 'off' } } };
export const TamperedLink = {
  args: { error: new ApiError('404', { status: 404, info: { message: 'This unsubscribe link is invalid' } }) },
};
export const UnsubscribedOnAPhone = { ...Unsubscribed, globals: { viewport: { value: 'smallPhone' } } };
