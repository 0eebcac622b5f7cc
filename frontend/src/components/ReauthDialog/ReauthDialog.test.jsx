import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { fakeWebAuthn, removeFakeWebAuthn } from '../../testing/webauthn';
import {
  PASSKEY_BROWSER_NEEDED,
  REAUTH_CODE_DESCRIPTION,
  REAUTH_DESCRIPTION,
  REAUTH_PASSKEY_DESCRIPTION,
  REAUTH_TITLE,
  ReauthDialog,
} from './ReauthDialog';

function renderDialog(user = sampleUser) {
  const onConfirmed = jest.fn();
  const onCancel = jest.fn();
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: user },
    'GET /api/auth/passkeys': { body: [] },
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

test('a member with two-factor sign-in is asked for a code, never the password alone, and Cancel gives up', async () => {
  const { fetchMock, onConfirmed, onCancel } = renderDialog({ ...sampleUser, twoFactorEnabled: true });
  const dialog = await screen.findByRole('dialog', { name: REAUTH_TITLE });
  await waitFor(() => expect(dialog).toHaveAccessibleDescription(REAUTH_CODE_DESCRIPTION));
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /password instead/ })).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Authentication code/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
  expect(requestsTo(fetchMock, 'POST', '/api/auth/reauthenticate')).toEqual([{ code: '123456' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
});

describe('a passkey', () => {
  const OPTIONS = { challengeId: 'c-3', publicKey: { challenge: 'abc', rpId: 'localhost' } };
  const laptop = { id: 3, name: 'Work laptop', createdAt: '2026-11-20T10:00:00Z', lastUsedAt: null };
  afterEach(removeFakeWebAuthn);

  function renderWithPasskeys(passkeys, reauthAnswer = { status: 204 }) {
    const onConfirmed = jest.fn();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: sampleUser },
      'GET /api/auth/passkeys': { body: passkeys },
      'POST /api/auth/passkeys/login/options': { body: OPTIONS },
      'POST /api/auth/reauthenticate': reauthAnswer,
    });
    renderWithProviders(<ReauthDialog open passkeySupported onConfirmed={onConfirmed} onCancel={() => {}} />);
    return { fetchMock, onConfirmed };
  }

  test('a member with a passkey confirms with it: the password alone is not offered', async () => {
    const calls = fakeWebAuthn({ credential: { id: 'cred-3', response: { signature: 's' } } });
    const { fetchMock, onConfirmed } = renderWithPasskeys([laptop]);
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: REAUTH_TITLE })).toHaveAccessibleDescription(REAUTH_PASSKEY_DESCRIPTION);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(calls.get).toHaveLength(1);
    expect(requestsTo(fetchMock, 'POST', '/api/auth/reauthenticate')).toEqual([
      { challengeId: 'c-3', credential: { id: 'cred-3', response: { signature: 's' } } },
    ]);
  });

  test('in a browser that cannot use it, a member with a passkey is told so, not asked for the password', async () => {
    const onCancel = jest.fn();
    mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/auth/passkeys': { body: [laptop] } });
    renderWithProviders(<ReauthDialog open passkeySupported={false} onConfirmed={() => {}} onCancel={onCancel} />);
    expect(await screen.findByText(PASSKEY_BROWSER_NEEDED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  test("the server's refusal shows in the dialog and confirms nothing", async () => {
    fakeWebAuthn();
    const message = "This passkey is not one of this account's passkeys, or it could not be verified.";
    const { onConfirmed } = renderWithPasskeys([laptop], {
      status: 400,
      body: { message, errors: { credential: [message] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  test('a member without passkeys is not offered one', async () => {
    fakeWebAuthn();
    const { fetchMock } = renderWithPasskeys([]);
    await screen.findByLabelText('Password');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/auth/passkeys')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });
});
