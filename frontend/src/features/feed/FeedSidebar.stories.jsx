import { FeedSidebar } from './FeedSidebar';
import { trendingHashtags, trendingUsers } from './fixtures';

export default {
  title: 'Feed/FeedSidebar',
  component: FeedSidebar,
};

export const WithData = { args: { hashtags: trendingHashtags, developers: trendingUsers } };
export const Empty = { args: { hashtags: [], developers: [] } };
export const Loading = { args: {} };
