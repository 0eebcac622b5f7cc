import { sampleUser } from '../../testing/fixtures';

export { sampleUser };

/** The last 30 days ending `end`, `pick(index)` giving each day's counts. */
export function days(pick = () => ({}), end = '2026-11-20') {
  const last = new Date(`${end}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(last);
    day.setUTCDate(last.getUTCDate() - (29 - index));
    return {
      date: day.toISOString().slice(0, 10),
      profileViews: 0,
      contentViews: 0,
      likes: 0,
      comments: 0,
      ...pick(index),
    };
  });
}

/** Analytics shaped like API.md's, for this feature's tests and stories. */
export const sampleAnalytics = {
  profileViews: 128,
  weeklyGrowth: 12.5,
  totalLikes: 42,
  totalComments: 17,
  projectViews: 340,
  threadViews: 130,
  topProjects: [{ id: 3, title: 'Pixel Garden', views: 340, likes: 6 }],
  topThreads: [
    { id: 42, title: 'How do you structure SWR keys?', views: 120, upvotes: 7 },
    { id: 43, title: 'Favourite terminal font?', views: 10, upvotes: 4 },
  ],
  daily: days((index) => ({
    profileViews: index % 5,
    contentViews: (index * 3) % 11,
    likes: index % 3,
    comments: index % 2,
  })),
};

export const emptyAnalytics = {
  profileViews: 0,
  weeklyGrowth: 0,
  totalLikes: 0,
  totalComments: 0,
  projectViews: 0,
  threadViews: 0,
  topProjects: [],
  topThreads: [],
  daily: days(),
};

export const analyticsKey = `/api/analytics/user/${sampleUser.id}`;
