import { sampleUser } from '../../testing/fixtures';
import { CreateProjectPage } from './CreateProjectPage';

const phone = { viewport: { value: 'phone', isRotated: false } };

export default {
  title: 'Projects/CreateProjectPage',
  component: CreateProjectPage,
  parameters: { route: '/projects/new', currentUser: sampleUser },
};

export const Member = {};
export const Visitor = { parameters: { currentUser: null } };
export const Mobile = { globals: phone };
