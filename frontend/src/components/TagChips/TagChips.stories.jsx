import { sampleUser } from '../../testing/fixtures';
import { TagChips } from './TagChips';

export default {
  title: 'Components/TagChips',
  tags: ['autodocs'],
  component: TagChips,
  args: { tags: ['react', 'hooks', 'performance', 'testing', 'swr'] },
};

export const All = {};
export const FirstThreeThenMore = { args: { max: 3 } };
export const AsLinks = { args: { max: 3, linkFor: (tag) => `/threads?tag=${encodeURIComponent(tag)}` } };
export const Few = { args: { tags: ['python'], max: 3 } };

/** On a thread page: each chip with its Follow toggle (a signed-in member; 'rust' followed). */
export const Followable = {
  args: {
    tags: ['rust', 'async', 'tokio'],
    linkFor: (tag) => `/threads?tag=${encodeURIComponent(tag)}`,
    followable: true,
  },
  parameters: { currentUser: sampleUser, swrFallback: { '/api/me/followed-tags': { tags: ['rust'] } } },
};
