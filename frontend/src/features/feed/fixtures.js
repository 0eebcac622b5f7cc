import { grace, sampleUser } from '../../testing/fixtures';

/** Posts shaped like API.md's Post, for this feature's tests and stories. */
const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAeoVHJQAAAABJRU5ErkJggg==';

export const codePost = {
  id: 101,
  content:
    'Finally got my #react hooks test green:\n\n```js\nconst [count, setCount] = useState(0);\n```\n\n🔗 https://react.dev/reference/react/useState',
  mediaUrls: [],
  tags: ['react'],
  user: grace,
  createdAt: '2025-03-01T08:00:00.000Z',
  isLiked: false,
  likesCount: 2,
  commentsCount: 1,
  sharesCount: 0,
};

export const photoPost = {
  id: 102,
  content: 'Shared an image',
  mediaUrls: [tinyPng, tinyPng],
  mediaAlts: ['A desk with two monitors', ''],
  tags: [],
  user: sampleUser,
  createdAt: '2025-03-02T08:00:00.000Z',
  isLiked: true,
  likesCount: 5,
  commentsCount: 0,
  sharesCount: 3,
};

export const samplePosts = [photoPost, codePost];

export const trendingHashtags = [
  { hashtag: 'react', count: 12 },
  { hashtag: 'python', count: 7 },
];

export const trendingUsers = [grace, sampleUser].map(({ id, username, displayName, avatarSeed, avatarStyle }) => ({
  id,
  username,
  displayName,
  avatarSeed,
  avatarStyle,
}));
