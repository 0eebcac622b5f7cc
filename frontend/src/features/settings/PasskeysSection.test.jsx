import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { fakeWebAuthn, removeFakeWebAuthn } from '../../testing/webauthn';
import { NOT_SUPPORTED, PasskeysSection } from './PasskeysSection';

const laptop = { id: 3, name: 'Work laptop', createdAt: '2026-11-20T10:00:00Z', lastUsedAt: null };
const phone = { id: 4, name: 'Phone', createdAt: '2026-11-21T10:00:00Z', lastUsedAt: '2026-11-26T10:00:00Z' };
const OPTIONS = { challengeId: 'c-1', publicKey: { challenge: 'abc', rp: { id: 'localhost', name: 'DevNet' } } };

afterEach(removeFakeWebAuthn);

test('lists each passkey with when it was added and last used', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/auth/passkeys': { body: [laptop, phone] } });
  renderWithProviders(<PasskeysSection supported />);
  const list = await screen.findByRole('list', { name: 'Your passkeys' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('Work laptop');
  expect(rows[0]).toHaveTextContent('Never used');
  expect(rows[1]).toHaveTextContent(/Last used .* ago/);
});

test('adding asks for a name, then the authenticator, and sends its answer with the challenge', async () => {
  const calls = fakeWebAuthn({ credential: { id: 'new-cred', response: { attestationObject: 'x' } } });
  let stored = [];
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/auth/passkeys': () => ({ body: stored }),
    'POST /api/auth/passkeys/register/options': { body: OPTIONS },
    'POST /api/auth/passkeys': ({ body }) => {
      stored = [{ ...laptop, name: body.name }];
      return { status: 201, body: stored[0] };
    },
  });
  renderWithProviders(<PasskeysSection supported />);
  expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(calls.create).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText('Passkey name'), '  My laptop ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Passkey added')).toBeInTheDocument();
  expect(calls.create).toEqual([{ parsed: 'creation', ...OPTIONS.publicKey }]);
  expect(requestsTo(fetchMock, 'POST', '/api/auth/passkeys')).toEqual([
    { challengeId: 'c-1', name: 'My laptop', credential: { id: 'new-cred', response: { attestationObject: 'x' } } },
  ]);
  expect(await screen.findByText('My laptop')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a cancelled browser prompt says so and stores nothing', async () => {
  fakeWebAuthn({ failWith: 'NotAllowedError' });
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/auth/passkeys': { body: [] },
    'POST /api/auth/passkeys/register/options': { body: OPTIONS },
  });
  renderWithProviders(<PasskeysSection supported />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
  await userEvent.type(within(dialog).getByLabelText('Passkey name'), 'Phone');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(await within(dialog).findByText('The passkey request was cancelled or timed out.')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/auth/passkeys')).toHaveLength(0);
});

test('rename and remove a passkey', async () => {
  let stored = [laptop, phone];
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/auth/passkeys': () => ({ body: stored }),
    'PATCH /api/auth/passkeys/3': ({ body }) => {
      stored = [{ ...laptop, name: body.name }, phone];
      return { body: stored[0] };
    },
    'DELETE /api/auth/passkeys/4': () => {
      stored = stored.filter((p) => p.id !== 4);
      return { status: 204 };
    },
  });
  renderWithProviders(<PasskeysSection supported />);
  await userEvent.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
  const dialog = screen.getByRole('dialog', { name: 'Rename passkey' });
  const field = within(dialog).getByLabelText('Passkey name');
  expect(field).toHaveValue('Work laptop');
  await userEvent.clear(field);
  await userEvent.type(field, 'Home laptop');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Home laptop')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PATCH', '/api/auth/passkeys/3')).toEqual([{ name: 'Home laptop' }]);

  await userEvent.click(screen.getByRole('button', { name: 'Remove Phone' }));
  expect(await screen.findByText('"Phone" no longer signs you in.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove Phone' })).not.toBeInTheDocument();
});

test('a browser without passkeys is told so instead of offering the button', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/auth/passkeys': { body: [] } });
  renderWithProviders(<PasskeysSection supported={false} />);
  expect(await screen.findByText(NOT_SUPPORTED)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
});

const REAUTH = {
  status: 403,
  body: {
    message: "Please confirm it's you: enter your password again to continue.",
    code: 'reauthentication_required',
  },
};

test('adding asks the member to confirm it is them when the server wants it, then goes on', async () => {
  const calls = fakeWebAuthn({ credential: { id: 'new-cred', response: {} } });
  let recent = false;
  let stored = [];
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/auth/passkeys': () => ({ body: stored }),
    'POST /api/auth/passkeys/register/options': () => (recent ? { body: OPTIONS } : REAUTH),
    'POST /api/auth/reauthenticate': ({ body }) => {
      recent = body.password === 'Passw0rd!';
      return { status: 204 };
    },
    'POST /api/auth/passkeys': ({ body }) => {
      stored = [{ ...laptop, name: body.name }];
      return { status: 201, body: stored[0] };
    },
  });
  renderWithProviders(<PasskeysSection supported />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
  await userEvent.type(within(dialog).getByLabelText('Passkey name'), 'My laptop');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
  expect(calls.create).toHaveLength(0);
  await userEvent.type(within(reauth).getByLabelText('Password'), 'Passw0rd!');
  await userEvent.click(within(reauth).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Passkey added')).toBeInTheDocument();
  expect(calls.create).toHaveLength(1);
  expect(requestsTo(fetchMock, 'POST', '/api/auth/reauthenticate')).toEqual([{ password: 'Passw0rd!' }]);
  expect(requestsTo(fetchMock, 'POST', '/api/auth/passkeys/register/options')).toHaveLength(2);
});

test('removing asks to confirm it is you; giving up removes nothing and says why', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/auth/passkeys': { body: [laptop, phone] },
    'DELETE /api/auth/passkeys/4': REAUTH,
  });
  renderWithProviders(<PasskeysSection supported={false} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Phone' }));
  const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await userEvent.click(within(reauth).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(REAUTH.body.message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Phone' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'DELETE', '/api/auth/passkeys/4')).toHaveLength(1);
});
