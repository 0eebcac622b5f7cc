/**
 * Where a page opens (docs/frontend.md, "Lists keep their place"). React Router's
 * `<ScrollRestoration />` keeps each history entry's scroll position in session storage under the
 * entry's key. Every page loaded by the browser itself (a typed address, a bookmark, a link from
 * another site, a reload) has the same key, 'default', so a full load used to open at the position
 * of whatever page was last loaded that way in the tab (issue 47: /threads scrolled to 1500 px, then
 * a typed /threads/58 opened at 458 px). Two rules fix it:
 *
 * - `scrollKey`: such an entry is kept under its address ('default:/threads?sortBy=latest'), so
 *   Back to it (or a reload) finds its own position and no other page's.
 * - `forgetPlaceOfFreshLoad`: a load that is neither a reload nor Back/Forward opens a new history
 *   entry, which must start at the top (or at its #hash): any position kept under its address from
 *   an earlier visit in this tab is dropped before the router reads the positions.
 */

/** Where React Router keeps the positions (its default name, so nothing else changes). */
export const SCROLL_STORAGE_KEY = 'react-router-scroll-positions';

/** The position key of a history entry: its own key, or for a browser-loaded entry its address. */
export function scrollKey(location) {
  return location.key && location.key !== 'default' ? location.key : `default:${location.pathname}${location.search}`;
}

/** How the browser came to load this document: 'navigate', 'reload', 'back_forward' (or undefined). */
export function navigationType(perf = globalThis.performance) {
  try {
    return perf?.getEntriesByType?.('navigation')?.[0]?.type;
  } catch {
    return undefined;
  }
}

/**
 * Run once, before the router renders: a fresh load forgets the position kept for its address.
 * Returns whether it dropped one.
 */
export function forgetPlaceOfFreshLoad({
  type = navigationType(),
  location = window.location,
  storage = globalThis.sessionStorage,
} = {}) {
  if (type !== 'navigate') return false;
  try {
    const positions = JSON.parse(storage.getItem(SCROLL_STORAGE_KEY) || '{}');
    const key = scrollKey({ key: 'default', pathname: location.pathname, search: location.search });
    if (!(key in positions)) return false;
    delete positions[key];
    storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
    return true;
  } catch {
    // No session storage (private mode, a refused quota): React Router keeps nothing either.
    return false;
  }
}

/**
 * The position kept for the entry this document opened at, when it opened by Back, Forward or a
 * reload (else null): React Router scrolls there at once, while the page's lists are still on their
 * way, so the page is too short and the browser stops short of it.
 */
export function placeOfReturn({
  type = navigationType(),
  location = window.location,
  state = window.history.state,
  storage = globalThis.sessionStorage,
} = {}) {
  if (type !== 'back_forward' && type !== 'reload') return null;
  try {
    const positions = JSON.parse(storage.getItem(SCROLL_STORAGE_KEY) || '{}');
    const y =
      positions[scrollKey({ key: state?.key ?? 'default', pathname: location.pathname, search: location.search })];
    return typeof y === 'number' && y > 0 ? y : null;
  } catch {
    return null;
  }
}

/** What stops the waiting: the member's own scrolling, or keys and taps. */
const MEMBER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

/**
 * Scrolls to `y` as soon as the page is tall enough, as its content arrives: until then, each time
 * the page grows. It gives up once the member scrolls, types or taps, or after `timeoutMs`.
 * Returns a function that stops it.
 */
export function returnTo(y, { timeoutMs = 10000, win = window } = {}) {
  if (!y || typeof win.ResizeObserver !== 'function') return () => {};
  const root = win.document.documentElement;
  let observer = null;
  let timer = null;
  const stop = () => {
    observer?.disconnect();
    win.clearTimeout(timer);
    MEMBER_MOVES.forEach((name) => win.removeEventListener(name, stop, true));
  };
  const attempt = () => {
    if (root.scrollHeight - win.innerHeight < y - 1) return;
    win.scrollTo(0, y);
    stop();
  };
  observer = new win.ResizeObserver(attempt);
  observer.observe(win.document.body);
  timer = win.setTimeout(stop, timeoutMs);
  MEMBER_MOVES.forEach((name) => win.addEventListener(name, stop, true));
  return stop;
}
