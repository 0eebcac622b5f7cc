import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { LoginPage } from './LoginPage';
import { PASSWORD_CHANGED, ResetPasswordPage } from './ResetPasswordPage';

const INVALID = 'This reset link is invalid or has expired';
const TOO_COMMON = 'This password is too common. Choose a less predictable one.';

function renderReset(route = '/auth/reset-password?token=abc123') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="/auth/login" element={<LoginPage />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

async function submit(password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

test('the register rules apply before anything is sent', async () => {
  const fetchMock = mockFetch();
  renderReset();
  await submit('weakpass');
  expect(screen.getByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/auth/reset-password')).toHaveLength(0);
});

test('sends the token and the password, then shows the login screen with a notice', async () => {
  const fetchMock = mockFetch({ 'POST /api/auth/reset-password': { status: 204 } });
  renderReset();
  await submit('NewPassw0rd');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/login$/));
  expect(screen.getByText(PASSWORD_CHANGED)).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/auth/reset-password')).toEqual([
    { token: 'abc123', password: 'NewPassw0rd' },
  ]);
});

test('a used or expired link shows the server message and a way to ask again', async () => {
  mockFetch({
    'POST /api/auth/reset-password': { status: 400, body: { message: INVALID, errors: { token: [INVALID] } } },
  });
  renderReset();
  await submit('NewPassw0rd');
  expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/auth/forgot-password');
});

test('without a token the page says the link is invalid and offers a new one', () => {
  mockFetch();
  renderReset('/auth/reset-password');
  expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test("the server's too-common message shows under the password, and the link can still be used", async () => {
  mockFetch({
    'POST /api/auth/reset-password': {
      status: 400,
      body: { message: TOO_COMMON, errors: { password: [TOO_COMMON] } },
    },
  });
  renderReset();
  await submit('Password123');
  expect(await screen.findByText(TOO_COMMON)).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(TOO_COMMON));
  expect(screen.getByLabelText('New password')).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
