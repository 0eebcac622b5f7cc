import { sampleUser } from '../../testing/fixtures';
import { codePost, photoPost } from './fixtures';
import { PostCard } from './PostCard';

export default {
  title: 'Feed/PostCard',
  component: PostCard,
  args: { user: sampleUser, onLike: () => {}, onShare: () => {}, onBookmark: () => {} },
  parameters: { currentUser: sampleUser },
};

export const CodeAndLink = { args: { post: codePost } };
export const PhotosLiked = { args: { post: photoPost } };
export const LikePending = { args: { post: codePost, likePending: true } };
