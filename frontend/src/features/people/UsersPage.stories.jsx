import { ada, grace, linus } from './fixtures';
import { UsersPage } from './UsersPage';

const page = (items, nextCursor = null) => ({ items, nextCursor });

export default {
  title: 'People/UsersPage',
  component: UsersPage,
  parameters: { route: '/users', swrFallback: { '/api/users?limit=20': page([ada, grace, linus]) } },
};

export const List = {};
export const NoUsers = { parameters: { swrFallback: { '/api/users?limit=20': page([]) } } };
export const Phone = { globals: { viewport: { value: 'smallPhone', isRotated: false } } };
