import { sampleUser } from '../../testing/fixtures';
import { FollowTagButton } from './FollowTagButton';

export default {
  title: 'Components/FollowTagButton',
  component: FollowTagButton,
  parameters: { currentUser: sampleUser, swrFallback: { '/api/me/followed-tags': { tags: ['rust'] } } },
  args: { tag: 'python' },
};

export const NotFollowed = {};
export const Followed = { args: { tag: 'rust' } };
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Named = { args: { named: true } };
