export { ProjectListPage } from './ProjectListPage';
export { ProjectDetailPage } from './ProjectDetailPage';
export { CreateProjectPage } from './CreateProjectPage';
export { EditProjectPage } from './EditProjectPage';
