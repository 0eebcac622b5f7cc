import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { bareProject, grace, sampleProject } from './fixtures';
import { ProjectDetailPage } from './ProjectDetailPage';

const phone = { viewport: { value: 'phone', isRotated: false } };

export default {
  title: 'Projects/ProjectDetailPage',
  component: ProjectDetailPage,
  render: () => (
    <Routes>
      <Route path="/projects/:id" element={<ProjectDetailPage />} />
    </Routes>
  ),
  parameters: {
    layout: 'fullscreen',
    route: '/projects/3',
    currentUser: sampleUser,
    swrFallback: {
      '/api/projects/3': sampleProject,
      '/api/projects/3/comments': [],
      '/api/votes/project/3': { voteType: 'upvote' },
      '/api/projects/4': bareProject,
      '/api/projects/4/comments': [],
      '/api/votes/project/4': { voteType: null },
    },
  },
};

export const Member = {};
export const Owner = { parameters: { currentUser: grace } };
export const Visitor = { parameters: { currentUser: null } };
export const NoImagesOrLinks = { parameters: { route: '/projects/4' } };
export const InvalidId = { parameters: { route: '/projects/abc' } };
export const NotFound = {
  parameters: {
    route: '/projects/99',
    swrErrors: { '/api/projects/99': { status: 404, message: 'Project not found' } },
  },
};
export const Loading = { parameters: { route: '/projects/99', swrPending: ['/api/projects/99'] } };
export const Mobile = { globals: phone };
