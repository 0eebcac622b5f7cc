import { quietThread, sampleThread } from './fixtures';
import { ThreadCard } from './ThreadCard';

const now = new Date('2025-03-01T10:00:00.000Z');

export default {
  title: 'Threads/ThreadCard',
  tags: ['autodocs'],
  component: ThreadCard,
  args: { thread: sampleThread, now },
};

export const HotTalk = {};
export const Quiet = { args: { thread: quietThread } };
export const LongBody = { args: { thread: { ...quietThread, body: 'A very long body. '.repeat(20) } } };
export const Compact = { args: { compact: true } };
