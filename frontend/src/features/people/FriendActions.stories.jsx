import { FriendActions } from './FriendActions';
import { ada } from './fixtures';

const withStatus = (status, friendship = null) => ({
  parameters: { currentUser: ada, swrFallback: { '/api/friends/status/8': { status, friendship } } },
});

export default {
  title: 'People/FriendActions',
  component: FriendActions,
  args: { userId: 8 },
};

export const None = withStatus('none');
export const RequestSent = withStatus('pending_sent', { id: 5, status: 'pending' });
export const RequestReceived = withStatus('pending_received', { id: 5, status: 'pending' });
export const Friends = withStatus('friends', { id: 5, status: 'accepted' });
