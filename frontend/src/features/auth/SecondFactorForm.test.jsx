import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { fakeWebAuthn, removeFakeWebAuthn } from '../../testing/webauthn';
import {
  PASSKEY_PROMPT,
  PASSKEY_UNSUPPORTED,
  RECOVERY_PROMPT,
  SecondFactorForm,
  TOTP_PROMPT,
} from './SecondFactorForm';

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

describe('a passkey as the second factor', () => {
  const OPTIONS = { challengeId: 'c-7', publicKey: { challenge: 'xyz', rpId: 'localhost' } };
  afterEach(removeFakeWebAuthn);

  test('"Use a passkey" asks the authenticator and finishes the pending sign-in with its answer', async () => {
    const calls = fakeWebAuthn({ credential: { id: 'cred-1', response: { signature: 'sig' } } });
    const fetchMock = mockFetch({
      'POST /api/auth/passkeys/login/options': { body: OPTIONS },
      'POST /api/auth/login/second-factor/passkey': { body: sampleUser },
    });
    const onSignedIn = jest.fn();
    renderWithProviders(
      <SecondFactorForm methods={['totp', 'recovery', 'passkey']} passkeySupported onSignedIn={onSignedIn} />,
    );
    expect(screen.getByText(TOTP_PROMPT)).toBeInTheDocument(); // the code first, the passkey beside it
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(sampleUser));
    expect(calls.get).toEqual([{ parsed: 'request', ...OPTIONS.publicKey }]);
    expect(requestsTo(fetchMock, 'POST', '/api/auth/login/second-factor/passkey')).toEqual([
      { challengeId: 'c-7', credential: { id: 'cred-1', response: { signature: 'sig' } } },
    ]);
  });

  test('a member whose only second factor is a passkey gets the passkey step; a refusal shows', async () => {
    fakeWebAuthn();
    const message = "This passkey is not one of this account's passkeys, or it could not be verified.";
    mockFetch({
      'POST /api/auth/passkeys/login/options': { body: OPTIONS },
      'POST /api/auth/login/second-factor/passkey': {
        status: 400,
        body: { message, errors: { credential: [message] } },
      },
    });
    const onSignedIn = jest.fn();
    renderWithProviders(<SecondFactorForm methods={['passkey']} passkeySupported onSignedIn={onSignedIn} />);
    expect(screen.getByText(PASSKEY_PROMPT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeEnabled(); // try again
  });

  test('without WebAuthn the passkey is not offered', () => {
    mockFetch({});
    const { unmount } = renderWithProviders(
      <SecondFactorForm methods={['totp', 'recovery', 'passkey']} passkeySupported={false} onSignedIn={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<SecondFactorForm methods={['passkey']} passkeySupported={false} onSignedIn={() => {}} />);
    expect(screen.getByText(PASSKEY_UNSUPPORTED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });
});
