import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../testing/fetchMock';
import { grace } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { MentionedUserPage } from './MentionedUserPage';

function renderAt(route) {
  return renderWithProviders(
    <Routes>
      <Route path="/u/:username" element={<MentionedUserPage />} />
      <Route path="/profile/:id" element={<p>Profile page</p>} />
    </Routes>,
    { route },
  );
}

test('an @username leads to the member profile', async () => {
  mockFetch({ 'GET /api/users/by-username/Grace_H': { body: grace } });
  renderAt('/u/Grace_H');
  expect(await screen.findByText('Profile page')).toBeInTheDocument();
});

test('an @name nobody has says so', async () => {
  mockFetch({ 'GET /api/users/by-username/nobody': { status: 404, body: { message: 'User not found' } } });
  renderAt('/u/nobody');
  expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
  expect(screen.getByText('No member is called @nobody.')).toBeInTheDocument();
});
