import { grace, sampleUser } from '../../testing/fixtures';

/** Data shaped like API.md's objects for the dashboard's tests and stories. */
export const latestThreads = [
  {
    id: 42,
    title: 'How do you structure SWR keys?',
    body: 'x'.repeat(30),
    tags: ['react'],
    createdAt: '2025-03-01T08:00:00.000Z',
    commentCount: 3,
    upvotes: 7,
    views: 120,
    user: grace,
  },
  {
    id: 43,
    title: 'Favourite terminal font?',
    body: 'y'.repeat(30),
    tags: [],
    createdAt: '2025-03-02T08:00:00.000Z',
    commentCount: 0,
    upvotes: 4,
    views: 10,
    user: sampleUser,
  },
];

export const topProjects = [
  {
    id: 3,
    title: 'Pixel Garden',
    description: 'Garden',
    tags: [],
    mediaUrls: [],
    upvotesCount: 6,
    downvotesCount: 1,
    commentCount: 2,
    views: 340,
    createdAt: '2025-03-01T08:00:00.000Z',
    user: grace,
  },
];

export const trendingUsers = [
  { id: 8, username: 'grace_h', displayName: 'Grace Hopper', avatarSeed: null, avatarStyle: null },
  { id: 9, username: 'linus_t', displayName: 'Linus', avatarSeed: 'linus', avatarStyle: 'bottts' },
];

const page = (items) => ({ items, nextCursor: null });

export const dashboardKeys = {
  threads: '/api/threads?sortBy=latest&limit=20',
  projects: '/api/projects?sortBy=popular&limit=20',
  trending: '/api/users/trending',
};

// The welcome checklist's followed tags and the tags suggested from the member's skills.
const follows = {
  '/api/me/followed-tags': { tags: [] },
  '/api/me/followed-tags/suggested': { tags: ['react', 'python'] },
};

export const filledDashboard = {
  ...follows,
  [dashboardKeys.threads]: page(latestThreads),
  [dashboardKeys.projects]: page(topProjects),
  [dashboardKeys.trending]: trendingUsers,
};

export const emptyDashboard = {
  ...follows,
  [dashboardKeys.threads]: page([]),
  [dashboardKeys.projects]: page([]),
  [dashboardKeys.trending]: [],
};
