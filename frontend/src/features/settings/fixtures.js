/** Data export states as GET /api/me/export answers them (docs/account.md). */
export const noExport = { status: 'none' };
export const pendingExport = {
  status: 'pending',
  requestedAt: '2026-11-24T10:00:00Z',
  readyAt: null,
  expiresAt: null,
  size: null,
};
export const readyExport = {
  status: 'ready',
  requestedAt: '2026-11-24T10:00:00Z',
  readyAt: '2026-11-24T10:00:05Z',
  expiresAt: '2026-12-01T10:00:05Z',
  size: 2_516_582,
};
export const downloadedExport = { ...readyExport, status: 'downloaded', expiresAt: null, size: null };
export const expiredExport = { ...readyExport, status: 'expired', expiresAt: null, size: null };
export const failedExport = { ...pendingExport, status: 'failed' };

/** The notification preferences as GET /api/me/notification-preferences gives them. */
export const samplePreferences = [
  { kind: 'mention', label: 'Mentions of you (@username)', enabled: true },
  { kind: 'reply', label: 'Replies to your threads, projects and posts', enabled: true },
  { kind: 'like', label: 'Likes on your posts', enabled: false },
  { kind: 'vote', label: 'Upvotes on your threads and projects', enabled: true },
  { kind: 'friend_accepted', label: 'Accepted friend requests', enabled: true },
];

/** The sessions list as GET /api/auth/sessions answers it (docs/account.md), the one in use first. */
export const SESSIONS_NOW = new Date('2026-11-27T12:00:00Z');
export const sampleSessions = [
  {
    id: 31,
    browser: 'Firefox',
    browserVersion: '128',
    os: 'Windows',
    osVersion: '10',
    device: '',
    label: 'Firefox 128 on Windows 10',
    network: '203.0.113.0/24',
    signedInAt: '2026-11-20T09:00:00.000Z',
    lastSeenAt: '2026-11-27T11:59:00.000Z',
    current: true,
  },
  {
    id: 29,
    browser: 'Mobile Safari',
    browserVersion: '17',
    os: 'iOS',
    osVersion: '17',
    device: 'iPhone',
    label: 'Mobile Safari 17 on iOS 17 (iPhone)',
    network: '2001:db8:1234::/48',
    signedInAt: '2026-11-12T18:30:00.000Z',
    lastSeenAt: '2026-11-26T21:10:00.000Z',
    current: false,
  },
  {
    id: 17,
    browser: 'Chrome',
    browserVersion: '131',
    os: 'Linux',
    osVersion: '',
    device: '',
    label: 'Chrome 131 on Linux',
    network: '198.51.100.0/24',
    signedInAt: '2026-11-01T08:00:00.000Z',
    lastSeenAt: '2026-11-03T10:00:00.000Z',
    current: false,
  },
];

/** The mail settings as GET /api/me/mail answers them (docs/mail.md). */
export const sampleMail = {
  email: 'ada@example.com',
  verified: true,
  pendingEmail: null,
  allOff: false,
  kinds: [
    { kind: 'mention', label: 'Mentions of you', mode: 'instant', modes: ['off', 'instant', 'daily'] },
    {
      kind: 'reply',
      label: 'Replies to your threads, projects, posts and comments',
      mode: 'daily',
      modes: ['off', 'instant', 'daily'],
    },
    {
      kind: 'message',
      label: 'Direct messages left unread for 10 minutes',
      mode: 'instant',
      modes: ['off', 'instant', 'daily'],
    },
    { kind: 'friend_request', label: 'Friend requests', mode: 'off', modes: ['off', 'instant', 'daily'] },
    { kind: 'new_sign_in', label: 'New sign-ins to your account', mode: 'instant', modes: ['instant'] },
    { kind: 'digest', label: 'Weekly digest of your tags and friends', mode: 'instant', modes: ['off', 'instant'] },
  ],
};
export const unconfirmedMail = { ...sampleMail, verified: false };
export const changingMail = { ...sampleMail, pendingEmail: 'ada.new@example.com' };
