import { sampleUser } from '../../testing/fixtures';
import { CreateThreadPage } from './CreateThreadPage';

export default {
  title: 'Threads/CreateThreadPage',
  component: CreateThreadPage,
  parameters: { route: '/threads/new', currentUser: sampleUser },
};

export const Empty = {};
