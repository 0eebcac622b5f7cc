/** What the landing page's live part answers in stories (LandingLive, LandingPage). */
import { grace, sampleUser } from '../../testing/fixtures';

const threads = [
  { id: 41, title: 'How do you test WebSockets without sleeping?', commentCount: 1, user: grace },
  { id: 40, title: 'Rust or Go for a small CLI?', commentCount: 3, user: sampleUser },
  { id: 39, title: 'Postgres advisory locks in a job queue', commentCount: 0, user: grace },
];
/** What the page's hooks keep: a page of a list is `{items, nextCursor}`. */
export const page = (items) => ({ items, nextCursor: null });

export const landingLive = {
  '/api/threads?sortBy=latest&limit=5': page(threads),
  '/api/hashtags/trending': [
    { hashtag: 'rust', count: 4 },
    { hashtag: 'python', count: 3 },
    { hashtag: 'webdev', count: 2 },
  ],
  '/api/users?limit=6': page([grace, sampleUser]),
};
