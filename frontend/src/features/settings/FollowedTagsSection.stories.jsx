import { sampleUser } from '../../testing/fixtures';
import { FollowedTagsSection } from './FollowedTagsSection';

export default {
  title: 'Settings/FollowedTagsSection',
  component: FollowedTagsSection,
  parameters: { currentUser: sampleUser },
};

/** The tags followed, each with Unfollow, and the field to follow one more. */
export const WithTags = {
  parameters: { swrFallback: { '/api/me/followed-tags': { tags: ['python', 'rust', 'webassembly-and-friends'] } } },
};
export const Empty = { parameters: { swrFallback: { '/api/me/followed-tags': { tags: [] } } } };
export const Loading = { parameters: { swrPending: ['/api/me/followed-tags'] } };
export const Phone = {
  ...WithTags,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
