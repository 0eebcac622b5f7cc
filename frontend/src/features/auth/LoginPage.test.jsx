import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useCurrentUser } from '../../api/auth';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { LoginPage } from './LoginPage';
import { REMEMBERED_EMAIL_KEY } from './rememberedEmail';
import { safeRedirect } from './redirect';

/** Stands for the header: a mounted reader of the current user, as on every real page. */
function CurrentUserReader() {
  useCurrentUser();
  return null;
}

function renderLogin(route = '/auth/login', { withHeader = false } = {}) {
  return renderWithProviders(
    <>
      {withHeader && <CurrentUserReader />}
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

async function fillAndSubmit(email, password) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

test('client rules show the spec messages and send nothing', async () => {
  const fetchMock = mockFetch();
  renderLogin();
  await fillAndSubmit('not-an-email', 'short');
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(requestsTo(fetchMock, 'POST', '/api/auth/login')).toHaveLength(0);
});

test('the button reads "Logging in..." while submitting, then goes to /feed', async () => {
  let answer;
  const fetchMock = mockFetch({
    'POST /api/auth/login': () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  });
  renderLogin();
  await fillAndSubmit('ada@example.com', 'Secret123');
  expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  answer({ body: sampleUser });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed$/));
  expect(requestsTo(fetchMock, 'POST', '/api/auth/login')).toEqual([
    { email: 'ada@example.com', password: 'Secret123' },
  ]);
});

test('the current user is fetched again shortly after login (spec: refetched after 50 ms)', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { status: 401 },
    'POST /api/auth/login': { body: sampleUser },
  });
  renderLogin('/auth/login', { withHeader: true });
  await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));
  const before = requestsTo(fetchMock, 'GET', '/api/auth/me').length;
  await fillAndSubmit('ada@example.com', 'Secret123');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed$/));
  expect(requestsTo(fetchMock, 'GET', '/api/auth/me').length).toBe(before + 1);
});

test("the server's message shows in the red box above the form", async () => {
  mockFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
  renderLogin();
  await fillAndSubmit('ada@example.com', 'Wrong12345');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
});

test("without a server message the box says 'Login failed'", async () => {
  mockFetch({ 'POST /api/auth/login': { status: 502, body: '' } });
  renderLogin();
  await fillAndSubmit('ada@example.com', 'Secret123');
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
});

test('non-Error failures show the unknown-error text', async () => {
  global.fetch = jest.fn(() => Promise.reject('offline'));
  renderLogin();
  await fillAndSubmit('ada@example.com', 'Secret123');
  expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred. Please try again.');
});

test('a same-site redirectTo is followed', async () => {
  mockFetch({ 'POST /api/auth/login': { body: sampleUser } });
  renderLogin('/auth/login?redirectTo=%2Fsubscribe%3Ftier%3Dfree');
  await fillAndSubmit('ada@example.com', 'Secret123');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscribe?tier=free'));
});

test('an off-site redirectTo is ignored in favour of /feed', async () => {
  mockFetch({ 'POST /api/auth/login': { body: sampleUser } });
  renderLogin('/auth/login?redirectTo=//evil.example/steal');
  await fillAndSubmit('ada@example.com', 'Secret123');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed$/));
});

test('safeRedirect accepts only paths on this site', () => {
  expect(safeRedirect('/projects/3')).toBe('/projects/3');
  expect(safeRedirect(null)).toBe('/feed');
  expect(safeRedirect('https://evil.example')).toBe('/feed');
  expect(safeRedirect('//evil.example')).toBe('/feed');
  expect(safeRedirect('/\\evil.example')).toBe('/feed');
  expect(safeRedirect('javascript:alert(1)')).toBe('/feed');
});

test('Remember me stores the email and prefills it next time; unticking forgets it', async () => {
  mockFetch({ 'POST /api/auth/login': { body: sampleUser } });
  const first = renderLogin();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await fillAndSubmit('ada@example.com', 'Secret123');
  await waitFor(() => expect(window.localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('ada@example.com'));
  first.unmount();

  renderLogin();
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  const remember = screen.getByRole('checkbox', { name: 'Remember me' });
  expect(remember).toBeChecked();
  await userEvent.click(remember);
  await fillAndSubmit(null, 'Secret123');
  await waitFor(() => expect(window.localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull());
});

test('the page links to register and to password help, and can show the password', async () => {
  renderLogin();
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
});

test('a member with two-factor sign-in is asked for the code after the password', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { status: 401 },
    'POST /api/auth/login': { body: { secondFactor: { methods: ['totp', 'recovery'] } } },
    'POST /api/auth/login/second-factor': ({ body }) =>
      body.code === '123456'
        ? { body: sampleUser }
        : {
            status: 400,
            body: { message: 'Invalid authentication code', errors: { code: ['Invalid authentication code'] } },
          },
  });
  renderLogin();
  await fillAndSubmit('ada@example.com', 'Passw0rd!');
  expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Authentication code'));
  await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/auth/login/second-factor')).toEqual([
    { code: '000000' },
    { code: '123456' },
  ]);
});

test('a recovery code can be used instead, and Back to log in returns to the password', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { status: 401 },
    'POST /api/auth/login': { body: { secondFactor: { methods: ['totp', 'recovery'] } } },
    'POST /api/auth/login/second-factor': { body: sampleUser },
  });
  renderLogin();
  await fillAndSubmit('ada@example.com', 'Passw0rd!');
  await userEvent.click(await screen.findByRole('button', { name: 'Back to log in' }));
  await fillAndSubmit(null, 'Passw0rd!');
  await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
  await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/auth/login/second-factor')).toEqual([{ code: 'abcde-fghjk' }]);
});

test('a moderator whose role requires two-factor sign-in is sent to set it up', async () => {
  const moderator = { ...sampleUser, role: 'moderator', twoFactorEnabled: false };
  mockFetch({
    'GET /api/auth/me': { status: 401 },
    'POST /api/auth/login': { body: moderator },
    'GET /api/me/two-factor': { body: { enabled: false, recoveryCodesLeft: 0, required: true } },
  });
  renderLogin();
  await fillAndSubmit('ada@example.com', 'Passw0rd!');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'));
});
