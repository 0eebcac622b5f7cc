/**
 * A tiny stand-in for the server in Jest tests: `mockFetch({'GET /api/auth/me': {status: 401}})`.
 * A route's value is `{status, body, headers}` or a function `({method, path, body}) => ({status, body})`
 * (it may return a promise). Routes are matched on 'METHOD /path' first, then without the query.
 * Unmatched requests answer 404 so a missing stub shows up as a visible failure.
 */
const STATUS_TEXT = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function fakeResponse(status = 200, body, headers = {}) {
  let text = '';
  if (typeof body === 'string') text = body;
  else if (body !== undefined && body !== null) text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    headers: new Headers(headers),
    status,
    statusText: STATUS_TEXT[status] ?? '',
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}

const originalFetch = global.fetch;

export function mockFetch(routes = {}) {
  const fetchMock = jest.fn(async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(url);
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    if (!handler) return fakeResponse(404, { message: `No stub for ${method} ${path}` });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const result = typeof handler === 'function' ? await handler({ method, path, body, init }) : handler;
    return fakeResponse(result.status ?? 200, result.body, result.headers);
  });
  global.fetch = fetchMock;
  return fetchMock;
}

/** The parsed JSON bodies of the calls a mock received for 'METHOD /path'. */
export function requestsTo(fetchMock, method, path) {
  return fetchMock.mock.calls
    .filter(([url, init = {}]) => (init.method ?? 'GET') === method && String(url) === path)
    .map(([, init = {}]) => (typeof init.body === 'string' ? JSON.parse(init.body) : undefined));
}

export function resetFetchMock() {
  global.fetch = originalFetch;
}
