import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { renderWithProviders } from '../../testing/render';
import { VerifyEmailPage } from './VerifyEmailPage';

const page = (route) =>
  renderWithProviders(
    <Routes>
      <Route path="/verify-email" element={<VerifyEmailPage />} />
    </Routes>,
    { route },
  );

test('the link confirms the address at once and says which', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } },
    'POST /api/mail/verify': { body: { email: 'ada@example.com', verified: true } },
  });
  page('/verify-email?token=7.1700000000.abc');
  expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeInTheDocument();
  expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/mail/verify')[0]).toEqual({ token: '7.1700000000.abc' });
  expect(screen.getByRole('link', { name: 'Mail settings' })).toHaveAttribute('href', '/settings#mail');
});

test('an expired link says so and points to the settings', async () => {
  mockFetch({
    'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } },
    'POST /api/mail/verify': { status: 400, body: { message: 'This confirmation link is invalid or has expired' } },
  });
  page('/verify-email?token=bad');
  expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired');
  expect(screen.getByRole('heading', { name: 'Address not confirmed' })).toBeInTheDocument();
});

test('no token asks nothing of the server', async () => {
  const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } } });
  page('/verify-email');
  expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
  expect(requestsTo(fetchMock, 'POST', '/api/mail/verify')).toEqual([]);
});
