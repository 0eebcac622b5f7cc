import { grace, sampleUser } from './fixtures';

const seg = (text, match = false) => ({ text, match });

/** GET /api/search?q=pool+timeout answers, as the server shapes them (a thread, a project, a post, a person). */
export const poolResults = {
  query: 'pool timeout',
  counts: { threads: 2, projects: 1, posts: 1, people: 1 },
  results: [
    {
      type: 'thread',
      id: 1,
      url: '/threads/1',
      title: 'asyncpg pool timeouts under load: what fixed it for us',
      snippet: [
        seg('…requests that waited the full '),
        seg('pool', true),
        seg(' '),
        seg('timeout', true),
        seg(' before giving up.'),
      ],
      author: sampleUser,
      createdAt: '2026-11-20T10:00:00.000Z',
      tags: ['postgres', 'python'],
    },
    {
      type: 'project',
      id: 4,
      url: '/projects/4',
      title: 'poolwatch',
      snippet: [
        seg('Watches the '),
        seg('pool', true),
        seg(' of a Django app and alerts on '),
        seg('timeout', true),
        seg(' spikes.'),
      ],
      author: grace,
      createdAt: '2026-11-18T10:00:00.000Z',
      tags: ['python'],
    },
    {
      type: 'post',
      id: 9,
      url: '/feed#post-9',
      title: 'Our connection pool had one connection.',
      snippet: [
        seg('Our connection '),
        seg('pool', true),
        seg(' had one connection, hence every '),
        seg('timeout', true),
        seg('.'),
      ],
      author: grace,
      createdAt: '2026-11-17T10:00:00.000Z',
      tags: ['postgres'],
    },
    {
      type: 'person',
      id: 8,
      url: '/profile/8',
      title: 'Grace Hopper',
      snippet: [seg('@grace_h Tunes connection '), seg('pool', true), seg(' sizes for a living.')],
      author: null,
      createdAt: '2025-01-02T10:00:00.000Z',
      tags: ['Python'],
    },
  ],
  nextCursor: null,
};

export const noResults = {
  query: 'zebra',
  counts: { threads: 0, projects: 0, posts: 0, people: 0 },
  results: [],
  nextCursor: null,
};
