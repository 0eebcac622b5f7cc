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

/** A 'New sign-in' notice (kind new_sign_in): from DevNet itself, leading to the sessions list. */
export const newSignInNotice = {
  id: 44,
  kind: 'new_sign_in',
  text: 'New sign-in to your account',
  actor: null,
  othersCount: 0,
  target: { kind: 'session', id: null },
  link: '/settings#sessions',
  excerpt: 'Mobile Safari 17 on iOS 17 (iPhone), from network 203.0.113.0/24',
  read: false,
  createdAt: '2026-11-24T11:00:00.000Z',
};

export { linus };
