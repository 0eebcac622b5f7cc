import { sampleUser } from '../../testing/fixtures';
import { CreateProjectPage } from './CreateProjectPage';

export default {
  title: 'Projects/CreateProjectPage',
  component: CreateProjectPage,
  parameters: { route: '/projects/new', currentUser: sampleUser },
};

export const Member = {};
export const Visitor = { parameters: { currentUser: null } };
