import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { RegisterPage } from './RegisterPage';
import { registerSchema, validate } from './schemas';

function renderRegister() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: '/register' },
  );
}

const TOO_COMMON = 'This password is too common. Choose a less predictable one.';

const valid = { email: 'ada@example.com', username: 'ada_l', password: 'Secret123', terms: true };

test.each([
  [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
  [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
  [{ username: 'a'.repeat(31) }, 'username', 'Username must be less than 30 characters'],
  [{ username: 'ada lovelace!' }, 'username', 'Username can only contain letters, numbers, underscores and hyphens'],
  [{ password: 'Sh0rt' }, 'password', 'Password must be at least 8 characters'],
  [{ password: 'secret123' }, 'password', 'Password must contain at least one uppercase letter'],
  [{ password: 'SECRET123' }, 'password', 'Password must contain at least one lowercase letter'],
  [{ password: 'SecretPass' }, 'password', 'Password must contain at least one number'],
  [{ terms: false }, 'terms', 'You must agree to the terms and conditions'],
])('%j gives %s: %s', (change, field, message) => {
  expect(validate(registerSchema, { ...valid, ...change }).errors).toEqual({ [field]: message });
});

test('usernames of exactly 3 and 30 characters are accepted', () => {
  expect(validate(registerSchema, { ...valid, username: 'abc' }).errors).toEqual({});
  expect(validate(registerSchema, { ...valid, username: 'a-'.repeat(15) }).errors).toEqual({});
});

test('an empty form shows a message under every field', async () => {
  const fetchMock = mockFetch();
  renderRegister();
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);
});

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Username'), 'ada_l');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.click(screen.getByRole('checkbox', { name: /^I agree to the/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

test('success posts email, username and password and goes to /subscribe', async () => {
  const fetchMock = mockFetch({
    'POST /api/auth/register': { status: 201, body: sampleUser },
    'GET /api/auth/me': { body: sampleUser },
  });
  renderRegister();
  await fillValid();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscribe'));
  expect(requestsTo(fetchMock, 'POST', '/api/auth/register')).toEqual([
    { email: 'ada@example.com', username: 'ada_l', password: 'Secret123' },
  ]);
});

test("a server failure shows its message, else 'Registration failed'", async () => {
  mockFetch({ 'POST /api/auth/register': { status: 409, body: { message: 'Email already registered' } } });
  const { unmount } = renderRegister();
  await fillValid();
  expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');
  unmount();

  mockFetch({ 'POST /api/auth/register': { status: 500, body: '' } });
  renderRegister();
  await fillValid();
  expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
});

test('server field errors show under their fields', async () => {
  mockFetch({
    'POST /api/auth/register': {
      status: 400,
      body: { message: 'Invalid input', errors: { username: ['Username already taken'] } },
    },
  });
  renderRegister();
  await fillValid();
  expect(await screen.findByText('Username already taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
    expect.stringContaining('Username already taken'),
  );
});

test("the server's too-common password message shows under the password", async () => {
  mockFetch({
    'POST /api/auth/register': { status: 400, body: { message: TOO_COMMON, errors: { password: [TOO_COMMON] } } },
  });
  renderRegister();
  await fillValid();
  await waitFor(() =>
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(TOO_COMMON)),
  );
  expect(screen.getByLabelText('Password')).toHaveFocus();
});

test('the terms label links to the terms and privacy pages', () => {
  renderRegister();
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});
