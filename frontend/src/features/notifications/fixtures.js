import { grace } from '../../testing/fixtures';

const linus = { ...grace, id: 9, username: 'linus_t', displayName: 'Linus Torvalds' };

/** Notices as GET /api/notifications answers them (docs/notifications.md). */
export const sampleNotifications = [
  {
    id: 43,
    kind: 'like',
    text: 'Grace Hopper and 4 others liked your post',
    actor: grace,
    othersCount: 4,
    target: { kind: 'post', id: 7 },
    link: '/feed#post-7',
    excerpt: 'Shipped the compiler today',
    read: false,
    createdAt: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 42,
    kind: 'mention',
    text: 'Linus Torvalds mentioned you in a thread',
    actor: linus,
    othersCount: 0,
    target: { kind: 'thread', id: 3 },
    link: '/threads/3',
    excerpt: 'Ask @ada_l about git',
    read: false,
    createdAt: '2026-11-24T09:00:00.000Z',
  },
  {
    id: 41,
    kind: 'friend_accepted',
    text: 'Grace Hopper accepted your friend request',
    actor: grace,
    othersCount: 0,
    target: { kind: 'user', id: grace.id },
    link: `/profile/${grace.id}`,
    excerpt: '',
    read: true,
    createdAt: '2026-11-23T09:00:00.000Z',
  },
  {
    id: 40,
    kind: 'export_ready',
    text: 'Your data export is ready',
    actor: null,
    othersCount: 0,
    target: { kind: 'export', id: null },
    link: '/settings',
    excerpt: '',
    read: true,
    createdAt: '2026-11-22T09:00:00.000Z',
  },
];

export const samplePreferences = [
  { kind: 'mention', label: 'Mentions of you (@username)', enabled: true },
  { kind: 'reply', label: 'Replies to your threads, projects and posts', enabled: true },
  { kind: 'like', label: 'Likes on your posts', enabled: false },
  { kind: 'vote', label: 'Upvotes on your threads and projects', enabled: true },
  { kind: 'friend_accepted', label: 'Accepted friend requests', enabled: true },
];

export { linus };
