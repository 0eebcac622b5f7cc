export const DEFAULT_AFTER_LOGIN = '/feed';

/**
 * Where to go after login: the redirectTo value when it is a path on this site ('/x', not
 * '//host' or '/\host', which browsers treat as another host), else /feed.
 */
export function safeRedirect(target, fallback = DEFAULT_AFTER_LOGIN) {
  if (typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters and backslashes have no place in our paths and can confuse URL parsers.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\\\u0000-\u001f]/.test(target)) return fallback;
  return target;
}

/** '/auth/login?redirectTo=/dashboard' for a page a visitor may not see yet. */
export function loginPathFor(path) {
  return `/auth/login?redirectTo=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}
