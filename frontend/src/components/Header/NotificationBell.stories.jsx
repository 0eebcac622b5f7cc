import { grace, sampleUser } from '../../testing/fixtures';
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

export const Empty = { parameters: { swrFallback: { '/api/friends/requests': [] } } };
export const Loading = {};
export const WithRequests = { parameters: { swrFallback: { '/api/friends/requests': requests } } };
export const SmallScreen = {
  parameters: { swrFallback: { '/api/friends/requests': requests } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
