import { grace, sampleUser } from '../../testing/fixtures';

export { grace };

/** Threads shaped like API.md's Thread, for this feature's tests and stories. */
export const sampleThread = {
  id: 42,
  title: 'How do you structure SWR keys in a large app?',
  body:
    'We have around forty screens and every one of them builds its own keys. ' +
    'I would like one module per resource exporting key builders and hooks.\n\n' +
    'How do you handle invalidation after a mutation that touches several lists?',
  tags: ['react', 'swr', 'architecture', 'testing', 'hooks'],
  createdAt: '2025-03-01T08:00:00.000Z',
  commentCount: 3,
  upvotes: 7,
  views: 120,
  user: grace,
};

export const quietThread = {
  id: 43,
  title: 'Favourite terminal font?',
  body: 'Looking for something with good ligatures for long sessions.',
  tags: ['tools'],
  createdAt: '2025-03-02T08:00:00.000Z',
  commentCount: 0,
  upvotes: 4,
  views: 10,
  user: sampleUser,
};

export const sampleComments = [
  {
    id: 1,
    body: 'One module per resource, yes.\nKeys as functions.',
    createdAt: '2025-03-01T09:00:00.000Z',
    user: sampleUser,
  },
];

export const threadTags = ['react', 'python', 'swr', 'tools'];
