import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { grace, sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { SafetyMenu } from './SafetyMenu';

const signedIn = (routes = {}) => mockFetch({ 'GET /api/auth/me': { body: sampleUser }, ...routes });

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'More actions for Grace Hopper' }));
}

test('Mute mutes at once and says what it did', async () => {
  const fetchMock = signedIn({ 'PUT /api/users/8/mute': { body: { isBlocked: false, isMuted: true } } });
  renderWithProviders(<SafetyMenu person={{ ...grace, isBlocked: false, isMuted: false }} />);
  await openMenu();
  expect(screen.getByRole('menuitem', { name: 'Block @grace_h' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Mute @grace_h' }));
  expect(await screen.findByText('Muted @grace_h')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PUT', '/api/users/8/mute')).toHaveLength(1);
});

test('Block asks first; Cancel sends nothing, Block blocks', async () => {
  const fetchMock = signedIn({ 'PUT /api/users/8/block': { body: { isBlocked: true, isMuted: false } } });
  renderWithProviders(<SafetyMenu person={{ ...grace, isBlocked: false, isMuted: false }} />);
  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Block @grace_h' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block @grace_h?' });
  expect(dialog).toHaveTextContent('They are not notified.');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requestsTo(fetchMock, 'PUT', '/api/users/8/block')).toHaveLength(0);

  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Block @grace_h' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Blocked @grace_h')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PUT', '/api/users/8/block')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a blocked and muted member gets Unblock and Unmute, which undo at once', async () => {
  const fetchMock = signedIn({ 'DELETE /api/users/8/block': { body: { isBlocked: false, isMuted: true } } });
  renderWithProviders(<SafetyMenu person={{ ...grace, isBlocked: true, isMuted: true }} />);
  await openMenu();
  expect(screen.getByRole('menuitem', { name: 'Unmute @grace_h' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Unblock @grace_h' }));
  expect(await screen.findByText('Unblocked @grace_h')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'DELETE', '/api/users/8/block')).toHaveLength(1);
});

test('a refusal shows the server message', async () => {
  signedIn({ 'PUT /api/users/8/mute': { status: 429, body: { message: 'You are blocking and muting too quickly.' } } });
  renderWithProviders(<SafetyMenu person={grace} />);
  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Mute @grace_h' }));
  expect(await screen.findByText('You are blocking and muting too quickly.')).toBeInTheDocument();
});

test('nothing is drawn when disabled (one’s own profile, a visitor)', () => {
  signedIn();
  renderWithProviders(<SafetyMenu person={grace} enabled={false} />);
  expect(screen.queryByRole('button', { name: 'More actions for Grace Hopper' })).not.toBeInTheDocument();
});
