import { sampleUser } from '../../testing/fixtures';
import { changingMail, sampleMail, unconfirmedMail } from './fixtures';
import { MailSection } from './MailSection';

const KEY = '/api/me/mail';

export default {
  title: 'Settings/MailSection',
  component: MailSection,
  parameters: { currentUser: sampleUser, swrFallback: { [KEY]: sampleMail } },
};

export const Confirmed = {};
export const NotConfirmed = { parameters: { swrFallback: { [KEY]: unconfirmedMail } } };
export const ChangingAddress = { parameters: { swrFallback: { [KEY]: changingMail } } };
export const NoMailAtAll = { parameters: { swrFallback: { [KEY]: { ...sampleMail, allOff: true } } } };
export const Loading = { parameters: { swrFallback: {}, swrPending: [KEY] } };
export const LoadError = {
  parameters: { swrFallback: {}, swrErrors: { [KEY]: { status: 500, message: 'Failed to load mail settings' } } },
};
