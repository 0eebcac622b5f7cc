import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { ChangePasswordSection, PASSWORD_CHANGED } from './ChangePasswordSection';

test('the new password follows the registration rules before anything is sent', async () => {
  const fetchMock = mockFetch({ 'GET /api/auth/me': { body: sampleUser } });
  renderWithProviders(<ChangePasswordSection />);
  await userEvent.type(screen.getByLabelText('Current password'), 'OldPassw0rd');
  await userEvent.type(screen.getByLabelText('New password'), 'alllowercase1');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveFocus();
  expect(requestsTo(fetchMock, 'POST', '/api/me/password')).toHaveLength(0);
});

test('a changed password is confirmed and the form empties', async () => {
  const fetchMock = mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'POST /api/me/password': { status: 204 } });
  renderWithProviders(<ChangePasswordSection />);
  await userEvent.type(screen.getByLabelText('Current password'), 'OldPassw0rd');
  await userEvent.type(screen.getByLabelText('New password'), 'NewPassw0rd');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/me/password')).toEqual([
    { currentPassword: 'OldPassw0rd', newPassword: 'NewPassw0rd' },
  ]);
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test('a wrong current password shows under its field', async () => {
  const message = 'Current password is incorrect';
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'POST /api/me/password': { status: 400, body: { message, errors: { currentPassword: [message] } } },
  });
  renderWithProviders(<ChangePasswordSection />);
  await userEvent.type(screen.getByLabelText('Current password'), 'WrongPassw0rd');
  await userEvent.type(screen.getByLabelText('New password'), 'NewPassw0rd');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toHaveFocus();
});

test('a stale session is asked for the password again, then the change goes through', async () => {
  let confirmed = false;
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'POST /api/me/password': () =>
      confirmed
        ? { status: 204 }
        : { status: 403, body: { message: "Please confirm it's you", code: 'reauthentication_required' } },
    'POST /api/auth/reauthenticate': () => {
      confirmed = true;
      return { status: 204 };
    },
  });
  renderWithProviders(<ChangePasswordSection />);
  await userEvent.type(screen.getByLabelText('Current password'), 'OldPassw0rd');
  await userEvent.type(screen.getByLabelText('New password'), 'NewPassw0rd');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await userEvent.type(within(dialog).getByLabelText('Password'), 'OldPassw0rd');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/me/password')).toHaveLength(2);
  expect(requestsTo(fetchMock, 'POST', '/api/auth/reauthenticate')).toEqual([{ password: 'OldPassw0rd' }]);
});

test("the server's too-common message shows under the new password", async () => {
  const message = 'This password is too common. Choose a less predictable one.';
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'POST /api/me/password': { status: 400, body: { message, errors: { newPassword: [message] } } },
  });
  renderWithProviders(<ChangePasswordSection />);
  await userEvent.type(screen.getByLabelText('Current password'), 'OldPassw0rd');
  await userEvent.type(screen.getByLabelText('New password'), 'Password123');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(screen.getByLabelText('New password')).toHaveFocus();
});
