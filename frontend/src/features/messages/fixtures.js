import { grace } from '../../testing/fixtures';

/** Conversations and messages shaped like API.md's, for the messages stories and tests. */
export const NOW = new Date('2026-11-22T12:00:00.000Z');
export const linus = { ...grace, id: 9, username: 'linus_t', displayName: 'Linus Torvalds' };

export const conversations = [
  {
    partnerId: 8,
    partner: grace,
    lastMessage: { message: 'See you at the compiler meetup!', createdAt: '2026-11-22T11:50:00.000Z' },
    unreadCount: 2,
  },
  {
    partnerId: 9,
    partner: linus,
    lastMessage: { message: 'Patches welcome.', createdAt: '2026-11-20T09:00:00.000Z' },
    unreadCount: 0,
  },
];

export const graceMessages = [
  {
    id: 1,
    fromUserId: 7,
    toUserId: 8,
    subject: 'Compilers',
    message: 'Are you coming to the meetup? Agenda: https://devnet.example/meetup, bring `cargo`.',
    createdAt: '2026-11-22T11:00:00.000Z',
    readAt: '2026-11-22T11:01:00.000Z',
  },
  {
    id: 2,
    fromUserId: 8,
    toUserId: 7,
    subject: null,
    message: 'Yes!\nBringing a nanosecond:\n\n```c\nlong ns = 1;\n```',
    createdAt: '2026-11-22T11:40:00.000Z',
    readAt: null,
  },
  {
    id: 3,
    fromUserId: 8,
    toUserId: 7,
    subject: null,
    message: 'See you at the compiler meetup!',
    createdAt: '2026-11-22T11:50:00.000Z',
    readAt: null,
  },
];
