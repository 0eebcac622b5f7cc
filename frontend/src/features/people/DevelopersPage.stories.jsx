import { DevelopersPage } from './DevelopersPage';
import { ada, grace, linus, margaret, pixelProject } from './fixtures';

const page = (items, nextCursor = null) => ({ items, nextCursor });

const data = {
  '/api/users/skills': ['Python', 'React', 'Rust'],
  '/api/users?availableForWork=true&limit=20': page([grace, linus, margaret]),
  '/api/users/8/projects?limit=2': [pixelProject],
  '/api/users/9/projects?limit=2': [],
};

export default {
  title: 'People/DevelopersPage',
  component: DevelopersPage,
  parameters: { route: '/developers', swrFallback: data },
};

export const Visitor = {};
export const Member = { parameters: { currentUser: ada } };
export const Empty = {
  parameters: { swrFallback: { '/api/users/skills': [], '/api/users?availableForWork=true&limit=20': page([]) } },
};
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
