import { dropEarly, takeEarly } from './early';

/**
 * The one place that calls fetch (besides the reads boot.js starts early, api/early.js). Every
 * request sends the session cookie; bodies are JSON.
 *
 * A non-OK answer throws ApiError whose message is '{status}: {body text}' (or the status text
 * when the body is empty, spec section 8). It also carries `status` and `info`, the parsed JSON
 * body: the server answers `{"message": "...", "errors": {"field": ["msg"]}}`.
 */
export class ApiError extends Error {
  constructor(message, { status, info } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.info = info;
  }
}

function parseJson(text) {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * @param {string} path  same-origin path such as '/api/auth/me'
 * @param {object} [options]
 * @param {string} [options.method]  default GET
 * @param {*} [options.body]  sent as JSON when defined
 * @param {boolean} [options.nullOn401]  answer null instead of throwing on 401 (the current-user check)
 * @param {AbortSignal} [options.signal]
 * @returns {Promise<*>} the parsed JSON body, or null for an empty body (204)
 */
export async function apiRequest(path, options) {
  const { data } = await apiResponse(path, options);
  return data;
}

/**
 * Like apiRequest, but answers `{data, headers}`: for lists, whose next page is announced in a
 * `Link` header. `headers` is always a Headers-like object with `get(name)`.
 */
export async function apiResponse(path, { method = 'GET', body, nullOn401 = false, signal } = {}) {
  const headers = { Accept: 'application/json' };
  const init = { method, credentials: 'include', headers, signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  // boot.js may have started this very read already (api/early.js).
  const started = method === 'GET' && !signal ? takeEarly(path) : (dropEarly(), null);
  const response = await (started ?? fetch(path, init));
  const responseHeaders = response.headers ?? { get: () => null };
  if (response.status === 401 && nullOn401) return { data: null, headers: responseHeaders };

  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(`${response.status}: ${text || response.statusText}`, {
      status: response.status,
      info: parseJson(text),
    });
  }
  return { data: parseJson(text), headers: responseHeaders };
}

export const api = {
  get: (path, options) => apiRequest(path, { ...options, method: 'GET' }),
  post: (path, body, options) => apiRequest(path, { ...options, method: 'POST', body }),
  patch: (path, body, options) => apiRequest(path, { ...options, method: 'PATCH', body }),
  put: (path, body, options) => apiRequest(path, { ...options, method: 'PUT', body }),
  delete: (path, options) => apiRequest(path, { ...options, method: 'DELETE' }),
};

/** SWR's default fetcher: the key is the path. */
export const fetcher = (path) => api.get(path);

/**
 * The text to show a person for a failed call: the server's `message` when it sent one,
 * else `fallback`. Values that are not errors at all get `unknownText`.
 */
export function errorMessage(error, fallback, unknownText = 'An unknown error occurred. Please try again.') {
  if (!(error instanceof Error)) return unknownText;
  const serverMessage = error.info?.message;
  return typeof serverMessage === 'string' && serverMessage ? serverMessage : fallback;
}

/** Per-field messages from a 400: `{email: 'Email already registered'}` (first message each). */
export function fieldErrors(error) {
  const errors = error?.info?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors)
      .map(([field, messages]) => [field, Array.isArray(messages) ? messages[0] : messages])
      .filter(([, message]) => typeof message === 'string' && message),
  );
}
