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
/** An edited post: the 'edited' mark, with the exact time as its tooltip. */
export const Edited = { args: { post: { ...codePost, editedAt: '2025-03-01T10:00:00.000Z' } } };
/** The author's own edited post: its menu holds Edit, History and Delete. */
export const OwnEdited = { args: { post: { ...photoPost, editedAt: '2025-03-01T10:00:00.000Z' } } };
