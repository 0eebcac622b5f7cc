import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { ACCOUNT_DELETED, DeleteAccountSection } from './DeleteAccountSection';

function renderSection() {
  return renderWithProviders(
    <Routes>
      <Route path="/settings" element={<DeleteAccountSection />} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { route: '/settings' },
  );
}

async function openAndConfirm(password) {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
  expect(screen.getByLabelText('Your password')).toHaveFocus();
  await userEvent.type(screen.getByLabelText('Your password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account forever' }));
}

test('deleting asks for the password, signs out and goes home', async () => {
  const fetchMock = mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'DELETE /api/me': { status: 204 } });
  renderSection();
  await openAndConfirm('Passw0rd!');
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(screen.getByText(ACCOUNT_DELETED)).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'DELETE', '/api/me')).toEqual([{ password: 'Passw0rd!' }]);
});

test('a wrong password keeps the dialog open with the message under the field', async () => {
  const message = 'Password is incorrect';
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'DELETE /api/me': { status: 400, body: { message, errors: { password: [message] } } },
  });
  renderSection();
  await openAndConfirm('Wr0ngPassword');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByText('home page')).not.toBeInTheDocument();
});

test('Cancel closes the dialog and gives the focus back', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser } });
  renderSection();
  const opener = await screen.findByRole('button', { name: 'Delete my account' });
  await userEvent.click(opener);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});
