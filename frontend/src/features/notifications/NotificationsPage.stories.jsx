import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { newSignInNotice, sampleNotifications } from './fixtures';
import { NotificationsPage } from './NotificationsPage';

const FIRST = '/api/notifications?limit=20';
const UNREAD = '/api/notifications/unread-count';

export default {
  title: 'Notifications/NotificationsPage',
  component: NotificationsPage,
  render: () => (
    <Routes>
      <Route path="/notifications" element={<NotificationsPage />} />
    </Routes>
  ),
  parameters: {
    route: '/notifications',
    currentUser: sampleUser,
    swrFallback: { [FIRST]: { items: sampleNotifications, nextCursor: null }, [UNREAD]: { count: 2 } },
  },
};

export const Unread = {};
export const AllRead = {
  parameters: {
    swrFallback: {
      [FIRST]: { items: sampleNotifications.map((notice) => ({ ...notice, read: true })), nextCursor: null },
      [UNREAD]: { count: 0 },
    },
  },
};
/** A 'New sign-in' notice on top: DevNet's own (a screen icon), leading to Settings, Sessions. */
export const NewSignIn = {
  parameters: {
    swrFallback: {
      [FIRST]: { items: [newSignInNotice, ...sampleNotifications], nextCursor: null },
      [UNREAD]: { count: 3 },
    },
  },
};
export const WithMorePages = {
  parameters: {
    swrFallback: { [FIRST]: { items: sampleNotifications, nextCursor: 'next' }, [UNREAD]: { count: 2 } },
  },
};
export const Empty = {
  parameters: { swrFallback: { [FIRST]: { items: [], nextCursor: null }, [UNREAD]: { count: 0 } } },
};
export const Loading = { parameters: { swrFallback: {}, swrPending: [FIRST, UNREAD] } };
export const LoadError = {
  parameters: {
    swrFallback: { [UNREAD]: { count: 0 } },
    swrErrors: { [FIRST]: { status: 500, message: 'Failed to load notifications' } },
  },
};
export const SignedOut = { parameters: { currentUser: null, swrFallback: {} } };
export const SmallScreen = { globals: { viewport: { value: 'phone', isRotated: false } } };
