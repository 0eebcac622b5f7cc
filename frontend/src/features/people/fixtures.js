import { grace, sampleUser } from '../../testing/fixtures';

/** Members as the people screens get them (public fields), shared by tests and stories. */
export const ada = sampleUser;
export { grace };

export const linus = {
  ...grace,
  id: 9,
  username: 'linus_t',
  displayName: 'Linus T',
  bio: 'Kernels and version control.',
  skills: ['C', 'Git', 'Linux', 'Rust', 'Python', 'Bash'],
  hourlyRate: 150,
  avatarSeed: 'penguin',
  avatarStyle: 'pixel-art',
  projectCount: 4,
  threadCount: 12,
};

export const margaret = {
  ...grace,
  id: 10,
  username: 'mhamilton',
  displayName: 'Margaret Hamilton',
  bio: 'Software engineering for spacecraft.',
  skills: ['Python'],
  hourlyRate: 40,
  isAvailableForWork: true,
  avatarSeed: null,
  avatarStyle: null,
  projectCount: 0,
  threadCount: 1,
};

export const pixelProject = {
  id: 3,
  userId: 8,
  title: 'Pixel Garden',
  description: 'A garden that grows one pixel flower for every commit you push.',
  tags: ['canvas'],
  mediaUrls: [],
  demoUrl: null,
  repoUrl: null,
  upvotesCount: 4,
  downvotesCount: 1,
  commentCount: 2,
  views: 10,
  likes: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  user: grace,
};

export const compilerThread = {
  id: 11,
  title: 'How do you teach compilers?',
  body: 'Looking for the smallest language that still shows every phase of a compiler.',
  tags: ['compilers'],
  createdAt: '2026-11-21T10:00:00.000Z',
  commentCount: 3,
  upvotes: 6,
  views: 20,
  user: grace,
};

export const SKILL_CATALOGUE = [
  'JavaScript',
  'TypeScript',
  'Python',
  'React',
  'Node.js',
  'Go',
  'Rust',
  'C',
  'Git',
  'Linux',
  'Bash',
  'Docker',
];
