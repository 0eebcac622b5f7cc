import { sampleUser } from '../../testing/fixtures';
import { CreateThreadPage } from './CreateThreadPage';

const phone = { viewport: { value: 'phone', isRotated: false } };

export default {
  title: 'Threads/CreateThreadPage',
  component: CreateThreadPage,
  parameters: { route: '/threads/new', currentUser: sampleUser },
};

export const Empty = {};
export const Mobile = { globals: phone };
