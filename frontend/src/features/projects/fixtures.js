import { grace, sampleUser } from '../../testing/fixtures';

export { grace };

/** Projects shaped like API.md's Project, for this feature's tests and stories. */
const swatch = (fill) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="${fill}"/></svg>`,
  )}`;

export const sampleProject = {
  id: 3,
  userId: 8,
  title: 'Pixel Garden',
  description:
    'A tiny generative garden that grows a new pixel flower for every commit.\nBuilt with canvas and Web Workers.',
  tags: ['javascript', 'canvas', 'generative', 'workers'],
  mediaUrls: [swatch('#6366f1'), swatch('#22d3ee'), swatch('#f59e0b')],
  mediaAlts: ['', 'The garden after a thousand commits', ''],
  demoUrl: 'https://garden.example.com',
  repoUrl: 'https://github.com/example/pixel-garden',
  upvotesCount: 6,
  downvotesCount: 1,
  commentCount: 2,
  views: 340,
  likes: 6,
  createdAt: '2025-03-01T08:00:00.000Z',
  user: grace,
};

export const bareProject = {
  ...sampleProject,
  id: 4,
  userId: 7,
  title: 'Terminal Budget',
  description: 'Keeps a budget in plain text files and prints reports in the terminal.',
  tags: ['python'],
  mediaUrls: [],
  demoUrl: null,
  repoUrl: null,
  upvotesCount: 0,
  downvotesCount: 0,
  commentCount: 0,
  user: sampleUser,
};

export const projectTags = ['javascript', 'python', 'canvas'];
