import { sampleUser } from '../../testing/fixtures';
import { CommentSection } from './CommentSection';

const grace = {
  ...sampleUser,
  id: 8,
  username: 'grace_h',
  displayName: 'Grace Hopper',
  avatarSeed: null,
  avatarStyle: null,
};
const comments = [
  {
    id: 1,
    body: 'Great write-up!\nThe second point saved me an afternoon.',
    createdAt: '2025-03-01T09:00:00.000Z',
    user: grace,
  },
  { id: 2, body: 'Thanks, glad it helped.', createdAt: '2025-03-01T10:30:00.000Z', user: sampleUser },
];

export default {
  title: 'Components/CommentSection',
  tags: ['autodocs'],
  component: CommentSection,
  args: { comments, user: sampleUser, onPost: async () => {} },
};

export const SignedIn = {};
export const Visitor = { args: { user: null } };
export const NoComments = { args: { comments: [] } };
export const Loading = { args: { comments: undefined, isLoading: true } };
/** The member's own comment (Edit, Delete), an edited one, and one deleted while a reply followed it. */
export const OwnEditedAndDeleted = {
  args: {
    onEdit: async () => {},
    onDelete: async () => {},
    comments: [
      { id: 3, body: '', createdAt: '2025-03-01T08:00:00.000Z', user: null, deleted: true, editedAt: null },
      { ...comments[0], editedAt: '2025-03-01T09:30:00.000Z' },
      comments[1],
    ],
  },
};
/** A comment with replies (one level), like counts (the viewer likes the first) and @usernames. */
export const RepliesAndLikes = {
  args: {
    onLike: async () => {},
    comments: [
      { ...comments[0], likeCount: 3, liked: true },
      { ...comments[1], parentId: 1, replyToUsername: 'grace_h', likeCount: 1, liked: false },
      {
        id: 4,
        body: 'Same here.',
        createdAt: '2025-03-01T11:00:00.000Z',
        user: { ...grace, id: 9, username: 'grace_2' },
        parentId: 1,
        replyToUsername: 'ada_l',
        likeCount: 0,
        liked: false,
      },
    ],
  },
};
