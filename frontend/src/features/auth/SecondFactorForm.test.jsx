import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { RECOVERY_PROMPT, SecondFactorForm, TOTP_PROMPT } from './SecondFactorForm';

test('the code finishes the sign-in and the signed-in member is handed back', async () => {
  const fetchMock = mockFetch({ 'POST /api/auth/login/second-factor': { body: sampleUser } });
  const onSignedIn = jest.fn();
  renderWithProviders(<SecondFactorForm onSignedIn={onSignedIn} />);
  expect(screen.getByText(TOTP_PROMPT)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Authentication code'), ' 123456 ');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(sampleUser));
  expect(requestsTo(fetchMock, 'POST', '/api/auth/login/second-factor')).toEqual([{ code: '123456' }]);
});

test('an empty code is refused before sending, and the recovery mode can be chosen', async () => {
  const fetchMock = mockFetch({});
  renderWithProviders(<SecondFactorForm onSignedIn={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Enter the code')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
  expect(screen.getByText(RECOVERY_PROMPT)).toBeInTheDocument();
  expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
  expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
});

test('an expired pending sign-in shows the server message', async () => {
  const message = 'Your sign-in has expired. Please log in again.';
  mockFetch({ 'POST /api/auth/login/second-factor': { status: 401, body: { message } } });
  renderWithProviders(<SecondFactorForm onSignedIn={() => {}} />);
  await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});
