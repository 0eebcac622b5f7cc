import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { renderWithProviders } from '../../testing/render';
import { UnsubscribePage } from './UnsubscribePage';

const TOKEN = '7.mention.0123abcd';
const page = () =>
  renderWithProviders(
    <Routes>
      <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
    </Routes>,
    { route: `/unsubscribe/${TOKEN}` },
  );

test('opening the link unsubscribes, and the page offers to resubscribe', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } },
    [`POST /api/mail/unsubscribe/${TOKEN}`]: { body: { kind: 'mention', label: 'Mentions of you', mode: 'off' } },
    [`POST /api/mail/resubscribe/${TOKEN}`]: { body: { kind: 'mention', label: 'Mentions of you', mode: 'instant' } },
  });
  page();
  expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
  expect(screen.getByText('DevNet will no longer mail you about mentions of you.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resubscribe' }));
  expect(await screen.findByRole('heading', { name: 'Subscribed again' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', `/api/mail/resubscribe/${TOKEN}`)).toHaveLength(1);
});

test('a tampered link changes nothing and says so', async () => {
  mockFetch({
    'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } },
    [`POST /api/mail/unsubscribe/${TOKEN}`]: { status: 404, body: { message: 'This unsubscribe link is invalid' } },
  });
  page();
  expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is invalid');
  expect(screen.getByText(/Nothing was changed/)).toBeInTheDocument();
});
