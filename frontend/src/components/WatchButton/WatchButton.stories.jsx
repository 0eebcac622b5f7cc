import { sampleUser } from '../../testing/fixtures';
import { WatchButton } from './WatchButton';

export default {
  title: 'Components/WatchButton',
  component: WatchButton,
  parameters: { currentUser: sampleUser, swrFallback: { '/api/threads/7/watch': { watching: false } } },
  args: { threadId: 7 },
};

export const NotWatching = {};
export const Watching = { parameters: { swrFallback: { '/api/threads/7/watch': { watching: true } } } };
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
