export { ThreadListPage } from './ThreadListPage';
export { ThreadDetailPage } from './ThreadDetailPage';
export { CreateThreadPage } from './CreateThreadPage';
