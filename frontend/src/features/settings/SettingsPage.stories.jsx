import { sampleUser } from '../../testing/fixtures';
import { noExport, readyExport, sampleMail, samplePreferences, sampleSessions } from './fixtures';
import { SettingsPage } from './SettingsPage';

export default {
  title: 'Settings/SettingsPage',
  component: SettingsPage,
  parameters: {
    route: '/settings',
    currentUser: sampleUser,
    swrFallback: {
      '/api/me/export': noExport,
      '/api/me/notification-preferences': samplePreferences,
      '/api/me/blocks': [],
      '/api/me/two-factor': { enabled: false, recoveryCodesLeft: 0, required: false },
      '/api/auth/sessions': sampleSessions,
      '/api/me/followed-tags': { tags: ['python', 'rust'] },
      '/api/me/mail': sampleMail,
    },
  },
};

export const Member = {};
export const ExportReady = {
  parameters: {
    swrFallback: {
      '/api/me/export': readyExport,
      '/api/me/notification-preferences': samplePreferences,
      '/api/me/blocks': [],
      '/api/me/two-factor': { enabled: false, recoveryCodesLeft: 0, required: false },
      '/api/auth/sessions': sampleSessions,
      '/api/me/followed-tags': { tags: ['python', 'rust'] },
      '/api/me/mail': sampleMail,
    },
  },
};
export const SignedOut = { parameters: { currentUser: null } };
export const Mobile = { globals: { viewport: { value: 'phone', isRotated: false } } };
