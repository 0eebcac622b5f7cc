import { grace, sampleUser } from '../../testing/fixtures';
import { newSignInNotice, sampleNotifications } from '../../features/notifications/fixtures';
import { NotificationBell } from './NotificationBell';

const requests = [
  { id: 31, requester: grace },
  { id: 32, requester: { ...grace, id: 9, username: 'linus_t', displayName: 'Linus Torvalds' } },
];

export default {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  parameters: { currentUser: sampleUser },
};

const nothing = {
  '/api/friends/requests': [],
  '/api/notifications/unread-count': { count: 0 },
  '/api/notifications?limit=5': [],
};
const unread = {
  '/api/notifications/unread-count': { count: 2 },
  '/api/notifications?limit=5': sampleNotifications,
};

export const Empty = { parameters: { swrFallback: nothing } };
/** A 'New sign-in' notice first in the menu; choosing it opens Settings at the sessions list. */
export const NewSignIn = {
  parameters: {
    swrFallback: {
      ...nothing,
      '/api/notifications/unread-count': { count: 1 },
      '/api/notifications?limit=5': [newSignInNotice, ...sampleNotifications.slice(0, 2)],
    },
  },
};
export const Loading = {
  parameters: {
    swrPending: ['/api/friends/requests', '/api/notifications/unread-count', '/api/notifications?limit=5'],
  },
};
export const LoadError = {
  parameters: {
    swrFallback: { '/api/friends/requests': [] },
    swrErrors: { '/api/notifications/unread-count': { status: 500 }, '/api/notifications?limit=5': { status: 500 } },
  },
};
export const WithRequests = { parameters: { swrFallback: { ...nothing, '/api/friends/requests': requests } } };
export const WithUnreadNotices = { parameters: { swrFallback: { ...nothing, ...unread } } };
export const RequestsAndNotices = {
  parameters: { swrFallback: { ...unread, '/api/friends/requests': requests } },
};
export const SmallScreen = {
  parameters: { swrFallback: { ...unread, '/api/friends/requests': requests } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
