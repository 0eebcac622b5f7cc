import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { EditProjectPage } from './EditProjectPage';
import { grace, sampleProject } from './fixtures';

export default {
  title: 'Projects/EditProjectPage',
  component: EditProjectPage,
  render: () => (
    <Routes>
      <Route path="/projects/:id/edit" element={<EditProjectPage />} />
    </Routes>
  ),
  parameters: {
    route: '/projects/3/edit',
    currentUser: grace,
    swrFallback: { '/api/projects/3': sampleProject },
  },
};

export const Owner = {};
export const NotTheOwner = { parameters: { currentUser: sampleUser } };
