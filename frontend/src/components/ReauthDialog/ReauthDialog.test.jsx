import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { REAUTH_DESCRIPTION, REAUTH_TITLE, ReauthDialog } from './ReauthDialog';

function renderDialog(user = sampleUser) {
  const onConfirmed = jest.fn();
  const onCancel = jest.fn();
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: user },
    'POST /api/auth/reauthenticate': ({ body }) =>
      body.password === 'Passw0rd!' || body.code === '123456'
        ? { status: 204 }
        : { status: 400, body: { message: 'Password is incorrect', errors: { password: ['Password is incorrect'] } } },
  });
  renderWithProviders(<ReauthDialog open onConfirmed={onConfirmed} onCancel={onCancel} />);
  return { fetchMock, onConfirmed, onCancel };
}

test('the password is sent and the caller is told once the server accepted it', async () => {
  const { fetchMock, onConfirmed } = renderDialog();
  const dialog = await screen.findByRole('dialog', { name: REAUTH_TITLE });
  expect(dialog).toHaveAccessibleDescription(REAUTH_DESCRIPTION);
  await userEvent.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
  expect(requestsTo(fetchMock, 'POST', '/api/auth/reauthenticate')).toEqual([{ password: 'Passw0rd!' }]);
});

test('a wrong password shows the message and confirms nothing', async () => {
  const { onConfirmed } = renderDialog();
  await userEvent.type(await screen.findByLabelText('Password'), 'Wr0ngPassword');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
  expect(onConfirmed).not.toHaveBeenCalled();
});

test('a member with two-factor sign-in can confirm with a code, and Cancel gives up', async () => {
  const { fetchMock, onConfirmed, onCancel } = renderDialog({ ...sampleUser, twoFactorEnabled: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Use an authentication code instead' }));
  await userEvent.type(screen.getByLabelText(/Authentication code/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
  expect(requestsTo(fetchMock, 'POST', '/api/auth/reauthenticate')).toEqual([{ code: '123456' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
});
