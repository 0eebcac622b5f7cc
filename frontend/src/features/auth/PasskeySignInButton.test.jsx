import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCurrentUser } from '../../api/auth';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { fakeWebAuthn, removeFakeWebAuthn } from '../../testing/webauthn';
import { PasskeySignInButton } from './PasskeySignInButton';

const OPTIONS = {
  challengeId: 'c-9',
  publicKey: { challenge: 'xyz', rpId: 'localhost', userVerification: 'required' },
};

function Who() {
  const { user } = useCurrentUser();
  return <p>{user ? `signed in as ${user.username}` : 'visitor'}</p>;
}

afterEach(removeFakeWebAuthn);

test('signs in with a passkey alone and becomes the current user', async () => {
  const calls = fakeWebAuthn({ credential: { id: 'cred-1', response: { signature: 'sig' } } });
  const onSignedIn = jest.fn();
  const fetchMock = mockFetch({
    'GET /api/auth/me': { status: 401 },
    'POST /api/auth/passkeys/login/options': { body: OPTIONS },
    'POST /api/auth/passkeys/login': { body: sampleUser },
  });
  renderWithProviders(
    <>
      <Who />
      <PasskeySignInButton supported onSignedIn={onSignedIn} />
    </>,
  );
  expect(await screen.findByText('visitor')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByText(`signed in as ${sampleUser.username}`)).toBeInTheDocument();
  expect(calls.get).toEqual([{ parsed: 'request', ...OPTIONS.publicKey }]);
  expect(requestsTo(fetchMock, 'POST', '/api/auth/passkeys/login')).toEqual([
    { challengeId: 'c-9', credential: { id: 'cred-1', response: { signature: 'sig' } } },
  ]);
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(sampleUser));
});

test("the server's refusal shows, and the button can be tried again", async () => {
  fakeWebAuthn();
  mockFetch({
    'GET /api/auth/me': { status: 401 },
    'POST /api/auth/passkeys/login/options': { body: OPTIONS },
    'POST /api/auth/passkeys/login': { status: 403, body: { message: 'This account has been suspended' } },
  });
  renderWithProviders(<PasskeySignInButton supported />);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This account has been suspended');
  expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
});

test('a cancelled prompt is explained', async () => {
  fakeWebAuthn({ failWith: 'NotAllowedError' });
  mockFetch({ 'GET /api/auth/me': { status: 401 }, 'POST /api/auth/passkeys/login/options': { body: OPTIONS } });
  renderWithProviders(<PasskeySignInButton supported />);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The passkey request was cancelled or timed out.');
});

test('nothing shows in a browser without passkeys', () => {
  mockFetch({ 'GET /api/auth/me': { status: 401 } });
  renderWithProviders(<PasskeySignInButton supported={false} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
