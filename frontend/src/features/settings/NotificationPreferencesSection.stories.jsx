import { sampleUser } from '../../testing/fixtures';
import { samplePreferences } from '../notifications/fixtures';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';

const KEY = '/api/me/notification-preferences';

export default {
  title: 'Settings/NotificationPreferencesSection',
  component: NotificationPreferencesSection,
  parameters: { currentUser: sampleUser, swrFallback: { [KEY]: samplePreferences } },
};

export const Loaded = {};
export const AllOn = {
  parameters: { swrFallback: { [KEY]: samplePreferences.map((item) => ({ ...item, enabled: true })) } },
};
export const Loading = { parameters: { swrFallback: {}, swrPending: [KEY] } };
export const LoadError = {
  parameters: { swrFallback: {}, swrErrors: { [KEY]: { status: 500, message: 'Failed to load preferences' } } },
};
