import { mockFetch } from '../testing/fetchMock';
import { api, ApiError, errorMessage, fieldErrors } from './client';

test('requests send credentials and JSON bodies', async () => {
  const fetchMock = mockFetch({ 'POST /api/things': { status: 201, body: { id: 1 } } });
  await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 1 });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/things');
  expect(init.credentials).toBe('include');
  expect(init.method).toBe('POST');
  expect(init.headers['Content-Type']).toBe('application/json');
  expect(init.body).toBe('{"name":"x"}');
});

test('a GET sends no body and no Content-Type, but still credentials', async () => {
  const fetchMock = mockFetch({ 'GET /api/things': { body: [] } });
  await api.get('/api/things');
  const [, init] = fetchMock.mock.calls[0];
  expect(init.credentials).toBe('include');
  expect(init.body).toBeUndefined();
  expect(init.headers['Content-Type']).toBeUndefined();
});

test("a non-OK answer throws '{status}: {body text}' with status and parsed info", async () => {
  const body = { message: 'Invalid email or password' };
  mockFetch({ 'POST /api/auth/login': { status: 401, body } });
  const error = await api.post('/api/auth/login', {}).catch((e) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toBeInstanceOf(Error);
  expect(error.message).toBe(`401: ${JSON.stringify(body)}`);
  expect(error.status).toBe(401);
  expect(error.info).toEqual(body);
});

test('an empty error body falls back to the status text', async () => {
  mockFetch({ 'GET /api/x': { status: 500 } });
  await expect(api.get('/api/x')).rejects.toThrow(/^500: Internal Server Error$/);
});

test('a non-JSON error body is kept as text and info is null', async () => {
  mockFetch({ 'GET /api/x': { status: 502, body: 'Bad gateway' } });
  const error = await api.get('/api/x').catch((e) => e);
  expect(error.message).toBe('502: Bad gateway');
  expect(error.info).toBeNull();
});

test('nullOn401 turns a 401 into null (the current-user check)', async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } });
  await expect(api.get('/api/auth/me', { nullOn401: true })).resolves.toBeNull();
  await expect(api.get('/api/auth/me')).rejects.toMatchObject({ status: 401 });
});

test('a 204 resolves to null', async () => {
  mockFetch({ 'POST /api/auth/logout': { status: 204 } });
  await expect(api.post('/api/auth/logout')).resolves.toBeNull();
});

test('errorMessage prefers the server message, then the fallback; non-errors get the unknown text', () => {
  const withMessage = new ApiError('409: ...', { status: 409, info: { message: 'Username already taken' } });
  expect(errorMessage(withMessage, 'Registration failed')).toBe('Username already taken');
  expect(errorMessage(new Error('network down'), 'Registration failed')).toBe('Registration failed');
  expect(errorMessage('weird', 'Registration failed')).toBe('An unknown error occurred. Please try again.');
});

test('fieldErrors takes the first message per field', () => {
  const error = new ApiError('400: ...', {
    status: 400,
    info: { message: 'Invalid input', errors: { username: ['Username already taken', 'other'] } },
  });
  expect(fieldErrors(error)).toEqual({ username: 'Username already taken' });
  expect(fieldErrors(new Error('x'))).toEqual({});
});
