import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { RECOVERY_NOTICE, TwoFactorSection } from './TwoFactorSection';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/DevNet',
  qrCode: 'data:image/svg+xml,x',
};
const CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);

function server({ enabled = false, required = false, reauthFirst = false } = {}) {
  let state = { enabled, recoveryCodesLeft: enabled ? 10 : 0, required };
  let fresh = !reauthFirst;
  const guarded = (answer) => () =>
    fresh ? answer() : { status: 403, body: { message: "Please confirm it's you", code: 'reauthentication_required' } };
  return mockFetch({
    'GET /api/auth/me': { body: { ...sampleUser, twoFactorEnabled: state.enabled } },
    'GET /api/me/two-factor': () => ({ body: state }),
    'POST /api/auth/reauthenticate': () => {
      fresh = true;
      return { status: 204 };
    },
    'POST /api/me/two-factor/setup': guarded(() => ({ body: SETUP })),
    'POST /api/me/two-factor/confirm': guarded(() => {
      state = { ...state, enabled: true, recoveryCodesLeft: 10 };
      return { body: { recoveryCodes: CODES } };
    }),
    'POST /api/me/two-factor/recovery-codes': guarded(() => ({ body: { recoveryCodes: CODES } })),
    'DELETE /api/me/two-factor': guarded(() => {
      state = { ...state, enabled: false, recoveryCodesLeft: 0 };
      return { status: 204 };
    }),
  });
}

test('setting up shows the QR code and the secret, then the recovery codes once', async () => {
  const fetchMock = server();
  renderWithProviders(<TwoFactorSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
  expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute(
    'src',
    SETUP.qrCode,
  );
  expect(screen.getByLabelText('Secret key')).toHaveTextContent(SETUP.secret);
  await userEvent.type(screen.getByLabelText(/Authentication code/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
  expect(await screen.findByText(RECOVERY_NOTICE)).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
  expect(requestsTo(fetchMock, 'POST', '/api/me/two-factor/confirm')).toEqual([{ code: '123456' }]);
  await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
  expect(await screen.findByText(/Two-factor authentication is on/)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
});

test('a stale session is asked for the password first, then the set-up goes on', async () => {
  const fetchMock = server({ reauthFirst: true });
  renderWithProviders(<TwoFactorSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
  await userEvent.type(await screen.findByLabelText('Password'), 'Passw0rd!');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByLabelText('Secret key')).toHaveTextContent(SETUP.secret);
  expect(requestsTo(fetchMock, 'POST', '/api/auth/reauthenticate')).toEqual([{ password: 'Passw0rd!' }]);
  expect(requestsTo(fetchMock, 'POST', '/api/me/two-factor/setup')).toHaveLength(2);
});

test('turning it off asks for a current code', async () => {
  const fetchMock = server({ enabled: true });
  renderWithProviders(<TwoFactorSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
  await userEvent.type(screen.getByLabelText(/Authentication code/), '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
  expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'DELETE', '/api/me/two-factor')).toEqual([{ code: '654321' }]);
});

test('new recovery codes can be generated, and staff who must use it cannot turn it off', async () => {
  server({ enabled: true, required: true });
  renderWithProviders(<TwoFactorSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Generate new recovery codes' }));
  expect(await screen.findByText(RECOVERY_NOTICE)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
  await waitFor(() => expect(screen.getByText(/Two-factor authentication is on/)).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
});
