import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { EditProjectPage } from './EditProjectPage';
import { grace, sampleProject } from './fixtures';

const phone = { viewport: { value: 'phone', isRotated: false } };

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
export const NotFound = {
  parameters: {
    route: '/projects/99/edit',
    swrErrors: { '/api/projects/99': { status: 404, message: 'Project not found' } },
  },
};
export const Loading = { parameters: { route: '/projects/99/edit', swrPending: ['/api/projects/99'] } };
export const Mobile = { globals: phone };
