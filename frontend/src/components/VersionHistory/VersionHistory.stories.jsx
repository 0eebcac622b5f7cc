import { VersionHistory, VersionList } from './VersionHistory';

const versions = [
  {
    id: 2,
    title: 'How do you structure SWR keys?',
    body: 'Second draft: one module per resource.',
    tags: ['react', 'swr'],
    mediaUrls: [],
    writtenAt: '2025-03-01T09:00:00.000Z',
    replacedAt: '2025-03-01T10:00:00.000Z',
  },
  {
    id: 1,
    title: 'SWR keys?',
    body: 'First draft.',
    tags: ['react'],
    mediaUrls: [],
    writtenAt: '2025-03-01T08:00:00.000Z',
    replacedAt: '2025-03-01T09:00:00.000Z',
  },
];
const now = new Date('2025-03-01T12:00:00.000Z');

export default {
  title: 'Components/VersionHistory',
  tags: ['autodocs'],
  component: VersionHistory,
  args: { kind: 'thread', id: 42, open: true, onClose: () => {}, now },
  parameters: { swrFallback: { '/api/threads/42/versions': versions } },
};

export const Open = {};
export const NoEarlierVersions = { render: () => <VersionList versions={[]} now={now} /> };
export const Loading = { render: () => <VersionList isLoading now={now} /> };
export const Failed = { render: () => <VersionList error={new Error('403')} now={now} /> };
