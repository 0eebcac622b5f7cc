/**
 * Reads boot.js starts before the libraries and the app are evaluated, so that the first screen's
 * data is on its way beside its code instead of a round trip after it (docs/performance.md,
 * "First visit: Lighthouse"): the current member, and on `/feed` the first page of the global
 * feed. This module imports nothing, to stay in boot.js's first few lines.
 *
 * apiResponse (client.js) takes an early answer once, for the same GET, while it is fresh; any
 * other request (a login, a logout) drops what was not taken, so no answer outlives the session
 * it was read for.
 */
const FRESH_MS = 5000;
const early = new Map();

function fetchEarly(path) {
  const response = fetch(path, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } });
  response.catch(() => {}); // a failure is the taker's to report; untaken, it is dropped
  early.set(path, { at: Date.now(), response });
}

/** The early answer of `path` (a fetch Response promise) if one is waiting and fresh, once. */
export function takeEarly(path) {
  const entry = early.get(path);
  if (!entry) return null;
  early.delete(path);
  return Date.now() - entry.at < FRESH_MS ? entry.response : null;
}

/** Drops every early answer not taken yet. */
export function dropEarly() {
  early.clear();
}

/** Starts the reads the first screen at `pathname` needs (same paths as api/auth.js and api/feed.js). */
export function startEarlyReads(pathname) {
  if (typeof fetch !== 'function') return;
  fetchEarly('/api/auth/me');
  if (pathname === '/feed') fetchEarly('/api/posts?scope=global&limit=20');
}
