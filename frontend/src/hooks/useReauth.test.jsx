import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api, errorMessage } from '../api/client';
import { ReauthDialog } from '../components/ReauthDialog/ReauthDialog';
import { mockFetch, requestsTo } from '../testing/fetchMock';
import { sampleUser } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { useReauth } from './useReauth';

const REFUSED = {
  message: "Please confirm it's you: enter your password again to continue.",
  code: 'reauthentication_required',
};

function Sensitive() {
  const reauth = useReauth();
  const [result, setResult] = useState('');
  const go = async () => {
    try {
      await reauth.run(() => api.post('/api/me/export'));
      setResult('done');
    } catch (error) {
      setResult(errorMessage(error, 'failed'));
    }
  };
  return (
    <>
      <button type="button" onClick={go}>
        Export
      </button>
      <p>{result}</p>
      <ReauthDialog {...reauth.dialogProps} />
    </>
  );
}

function serverAskingOnce() {
  let confirmed = false;
  return mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'POST /api/me/export': () =>
      confirmed ? { status: 202, body: { status: 'pending' } } : { status: 403, body: REFUSED },
    'POST /api/auth/reauthenticate': () => {
      confirmed = true;
      return { status: 204 };
    },
  });
}

test('a 403 reauthentication_required opens the prompt and the call is retried once confirmed', async () => {
  const fetchMock = serverAskingOnce();
  renderWithProviders(<Sensitive />);
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.type(await screen.findByLabelText('Password'), 'Passw0rd!');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('done')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/me/export')).toHaveLength(2);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('cancelling the prompt fails the call with the server message and retries nothing', async () => {
  const fetchMock = serverAskingOnce();
  renderWithProviders(<Sensitive />);
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(REFUSED.message)).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/me/export')).toHaveLength(1);
});

test('other failures pass through without a prompt', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'POST /api/me/export': { status: 409, body: { message: 'Busy' } },
  });
  renderWithProviders(<Sensitive />);
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Busy')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
