import { grace, sampleUser } from '../../testing/fixtures';
import { BlockedMutedSection } from './BlockedMutedSection';

const linus = { ...grace, id: 9, username: 'linus_t', displayName: 'Linus T' };
const entries = [
  { kind: 'blocked', user: grace, createdAt: '2026-11-20T10:00:00.000Z' },
  { kind: 'muted', user: linus, createdAt: '2026-11-19T10:00:00.000Z' },
  { kind: 'muted', user: grace, createdAt: '2026-11-18T10:00:00.000Z' },
];

export default {
  title: 'Settings/BlockedMutedSection',
  component: BlockedMutedSection,
  parameters: { currentUser: sampleUser },
};

/** Blocked and muted members, each with its Unblock or Unmute. */
export const WithMembers = { parameters: { swrFallback: { '/api/me/blocks': entries } } };
export const Empty = { parameters: { swrFallback: { '/api/me/blocks': [] } } };
export const Loading = { parameters: { swrPending: ['/api/me/blocks'] } };
export const LoadError = { parameters: { swrErrors: { '/api/me/blocks': { status: 500 } } } };
