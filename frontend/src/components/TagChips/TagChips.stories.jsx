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
