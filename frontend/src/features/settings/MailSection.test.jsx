import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { changingMail, sampleMail, unconfirmedMail } from './fixtures';
import { MailSection } from './MailSection';

function serve(mail = sampleMail, extra = {}) {
  return mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/mail': { body: mail },
    'PUT /api/me/mail': ({ body }) => ({
      body: {
        ...mail,
        allOff: body.allOff,
        kinds: mail.kinds.map((k) => ({ ...k, mode: body.modes[k.kind] ?? k.mode })),
      },
    }),
    ...extra,
  });
}

test('each kind has its mode, beside the no-mail switch; saving sends them all', async () => {
  const fetchMock = serve();
  renderWithProviders(<MailSection />);
  const replies = await screen.findByRole('combobox', {
    name: 'Replies to your threads, projects, posts and comments',
  });
  expect(replies).toHaveValue('daily');
  const digest = screen.getByRole('combobox', { name: 'Weekly digest of your tags and friends' });
  expect(digest).toHaveDisplayValue('Weekly');
  // The digest has no daily summary; new sign-ins have one mode, at once (security mail stays on).
  expect(screen.getAllByRole('option', { name: 'Daily summary' })).toHaveLength(4);
  const signIns = screen.getByRole('combobox', { name: 'New sign-ins to your account' });
  expect(
    within(signIns)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['At once']);
  expect(screen.getByText(/\(confirmed\)/)).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mentions of you' }), 'off');
  await userEvent.click(screen.getByRole('button', { name: 'Save mail settings' }));
  expect(await screen.findByText('Your mail settings were updated.')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PUT', '/api/me/mail')).toEqual([
    {
      allOff: false,
      modes: {
        mention: 'off',
        reply: 'daily',
        message: 'instant',
        friend_request: 'off',
        new_sign_in: 'instant',
        digest: 'instant',
      },
    },
  ]);
});

test('no mail at all greys the kinds out, but not security mail', async () => {
  const fetchMock = serve();
  renderWithProviders(<MailSection />);
  await userEvent.click(
    await screen.findByRole('checkbox', { name: 'No mail at all (except address confirmations and security notices)' }),
  );
  expect(screen.getByRole('combobox', { name: 'Mentions of you' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'New sign-ins to your account' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Save mail settings' }));
  expect(await screen.findByText('Your mail settings were updated.')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PUT', '/api/me/mail')[0].allOff).toBe(true);
});

test('an unconfirmed address says so and sends the confirmation again', async () => {
  const fetchMock = serve(unconfirmedMail, {
    'POST /api/me/email/verification': { status: 202, body: { sentTo: 'ada@example.com' } },
  });
  renderWithProviders(<MailSection />);
  expect(await screen.findByText(/not confirmed yet/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation again' }));
  expect(await screen.findByText('We sent a confirmation link to ada@example.com.')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/me/email/verification')).toHaveLength(1);
});

test('a refused resend (rate limit) shows the server message', async () => {
  serve(unconfirmedMail, {
    'POST /api/me/email/verification': {
      status: 429,
      body: { message: 'Too many confirmation mails. Please try again later.' },
    },
  });
  renderWithProviders(<MailSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Send the confirmation again' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many confirmation mails');
});

test('changing the address keeps the old one until the new one is confirmed', async () => {
  const fetchMock = serve(sampleMail, { 'POST /api/me/email': { body: changingMail } });
  renderWithProviders(<MailSection />);
  await userEvent.type(await screen.findByLabelText('New address'), 'ada.new@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Change address' }));
  expect(await screen.findByText(/Until then mail keeps going to/)).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/me/email')).toEqual([{ email: 'ada.new@example.com' }]);
});

test('a failed load says so', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/mail': { status: 500, body: { message: 'Database unavailable' } },
  });
  renderWithProviders(<MailSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
});
