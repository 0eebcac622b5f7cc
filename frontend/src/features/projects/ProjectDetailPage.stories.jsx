import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { bareProject, grace, sampleProject } from './fixtures';
import { ProjectDetailPage } from './ProjectDetailPage';

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
