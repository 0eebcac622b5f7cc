import { sampleUser } from '../../testing/fixtures';
import { PostComposer } from './PostComposer';

export default {
  title: 'Feed/PostComposer',
  component: PostComposer,
  args: { user: sampleUser, onCreate: async () => ({}) },
  parameters: { currentUser: sampleUser },
};

export const Composer = {};
