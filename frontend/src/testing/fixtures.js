/** Sample data shaped like API.md's objects, shared by tests and stories. */
export const sampleUser = {
  id: 7,
  username: 'ada_l',
  displayName: 'Ada Lovelace',
  bio: 'Writes the first programs. Likes engines.',
  skills: ['Python', 'React'],
  hourlyRate: 85,
  isAvailableForWork: true,
  createdAt: '2025-01-02T10:00:00.000Z',
  avatarSeed: 'ada-seed',
  avatarStyle: 'bottts',
  profilePhoto: null,
  subscriptionTier: null,
  projectCount: 3,
  threadCount: 5,
  email: 'ada@example.com',
  role: 'user',
};

export const subscribedUser = { ...sampleUser, subscriptionTier: 'free' };

/** A second author, as the `user` of posts (threads, projects): public fields only. */
export const grace = {
  ...sampleUser,
  id: 8,
  username: 'grace_h',
  displayName: 'Grace Hopper',
  avatarSeed: null,
  avatarStyle: null,
  email: undefined,
  role: undefined,
};

export const freePlan = {
  tier: 'free',
  price: 0,
  features: [
    'Unlimited threads',
    'Unlimited projects',
    'Full profile customization',
    'Community access',
    'Unlimited messaging',
    'Developer page listing',
    'Freelance opportunities',
    'Analytics dashboard',
  ],
};
