import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { renderWithProviders } from '../../testing/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const SENT = 'If an account exists for that email, we have sent a link to reset its password.';

test('a bad email shows the spec message and sends nothing', async () => {
  const fetchMock = mockFetch();
  renderWithProviders(<ForgotPasswordPage />);
  await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/auth/forgot-password')).toHaveLength(0);
});

test("sends the email and shows the server's answer instead of the form", async () => {
  const fetchMock = mockFetch({ 'POST /api/auth/forgot-password': { status: 202, body: { message: SENT } } });
  renderWithProviders(<ForgotPasswordPage />);
  await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('status')).toHaveTextContent(SENT);
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/auth/forgot-password')).toEqual([{ email: 'ada@example.com' }]);
});

test('a throttled request shows the server message in the red box', async () => {
  mockFetch({
    'POST /api/auth/forgot-password': {
      status: 429,
      body: { message: 'Too many reset requests. Please try again later.' },
    },
  });
  renderWithProviders(<ForgotPasswordPage />);
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests');
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
});
