import { sampleUser } from '../../testing/fixtures';
import { codePost, photoPost } from './fixtures';
import { PostCard } from './PostCard';

export default {
  title: 'Feed/PostCard',
  component: PostCard,
  args: { user: sampleUser, onLike: () => {}, onShare: () => {}, onBookmark: () => {} },
  parameters: { currentUser: sampleUser },
};

/** Another member's post: its menu holds Mute and Block. */
export const CodeAndLink = { args: { post: codePost } };
/** One's own post: no block or mute menu. */
export const PhotosLiked = { args: { post: photoPost } };
export const LikePending = { args: { post: codePost, likePending: true } };
