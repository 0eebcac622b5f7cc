import { Route, Routes } from 'react-router-dom';
import { feedCacheKey, feedKeys } from '../../api/feed';
import { sampleUser } from '../../testing/fixtures';
import { FeedPage } from './FeedPage';
import { samplePosts, trendingHashtags, trendingUsers } from './fixtures';

const pages = (items) => [{ items, nextCursor: null }];

const world = (posts) => ({
  [feedCacheKey('global')]: pages(posts),
  [feedCacheKey('friends')]: pages([]),
  [feedCacheKey('following')]: pages(posts.slice(0, 1)),
  '/api/me/followed-tags': { tags: ['react'] },
  '/api/me/followed-tags/suggested': { tags: ['python'] },
  [feedKeys.trendingHashtags()]: trendingHashtags,
  [feedKeys.trendingUsers()]: trendingUsers,
});

export default {
  title: 'Feed/FeedPage',
  component: FeedPage,
  render: () => (
    <Routes>
      <Route path="/feed" element={<FeedPage />} />
    </Routes>
  ),
  parameters: { route: '/feed', currentUser: sampleUser, swrFallback: world(samplePosts) },
};

export const WithPosts = {};
export const Empty = {
  parameters: { swrFallback: { ...world([]), [feedKeys.trendingHashtags()]: [], [feedKeys.trendingUsers()]: [] } },
};
export const SignedOut = { parameters: { currentUser: null } };
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
