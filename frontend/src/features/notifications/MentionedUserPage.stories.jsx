import { Route, Routes } from 'react-router-dom';
import { MentionedUserPage } from './MentionedUserPage';

export default {
  title: 'Notifications/MentionedUserPage',
  component: MentionedUserPage,
  render: () => (
    <Routes>
      <Route path="/u/:username" element={<MentionedUserPage />} />
    </Routes>
  ),
  parameters: { route: '/u/nobody' },
};

export const Loading = { parameters: { swrPending: ['/api/users/by-username/nobody'] } };
export const NotFound = {
  parameters: { swrErrors: { '/api/users/by-username/nobody': { status: 404, message: 'User not found' } } },
};
export const LoadError = {
  parameters: { swrErrors: { '/api/users/by-username/nobody': { status: 500, message: 'Server error' } } },
};
export const Phone = {
  ...NotFound,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
