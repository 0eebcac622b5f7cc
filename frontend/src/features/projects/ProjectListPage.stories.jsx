import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { bareProject, projectTags, sampleProject } from './fixtures';
import { ProjectListPage } from './ProjectListPage';

const phone = { viewport: { value: 'phone', isRotated: false } };

export default {
  title: 'Projects/ProjectListPage',
  component: ProjectListPage,
  render: () => (
    <Routes>
      <Route path="/projects" element={<ProjectListPage />} />
    </Routes>
  ),
  parameters: {
    route: '/projects',
    currentUser: sampleUser,
    swrFallback: {
      '/api/projects?sortBy=latest&limit=20': { items: [sampleProject, bareProject], nextCursor: 'next' },
      '/api/projects?sortBy=latest&tag=python&limit=20': { items: [], nextCursor: null },
      '/api/projects/tags': projectTags,
    },
  },
};

export const Latest = {};
export const Empty = { parameters: { route: '/projects?tag=python' } };
export const Visitor = { parameters: { currentUser: null } };
export const Loading = { parameters: { swrPending: ['/api/projects?sortBy=latest&limit=20'] } };
export const Failed = {
  parameters: {
    swrErrors: { '/api/projects?sortBy=latest&limit=20': { status: 500, message: 'Internal Server Error' } },
  },
};
export const Mobile = { globals: phone };
