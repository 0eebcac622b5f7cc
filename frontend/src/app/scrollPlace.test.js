import {
  forgetPlaceOfFreshLoad,
  navigationType,
  placeOfReturn,
  returnTo,
  scrollKey,
  SCROLL_STORAGE_KEY,
} from './scrollPlace';

function storageWith(positions) {
  const data = { [SCROLL_STORAGE_KEY]: JSON.stringify(positions) };
  return {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    read: () => JSON.parse(data[SCROLL_STORAGE_KEY]),
  };
}

const threadPage = { pathname: '/threads/58', search: '' };

test('an entry the router made keeps its own key; one the browser loaded is kept under its address', () => {
  expect(scrollKey({ key: 'ab12cd', pathname: '/threads', search: '' })).toBe('ab12cd');
  expect(scrollKey({ key: 'default', pathname: '/threads', search: '?sortBy=latest' })).toBe(
    'default:/threads?sortBy=latest',
  );
});

test('a fresh load of an address forgets the position kept for it, and only that one', () => {
  const storage = storageWith({ 'default:/threads/58': 458, 'default:/threads': 1500, ab12cd: 300 });
  expect(forgetPlaceOfFreshLoad({ type: 'navigate', location: threadPage, storage })).toBe(true);
  expect(storage.read()).toEqual({ 'default:/threads': 1500, ab12cd: 300 });
});

test.each(['reload', 'back_forward', undefined])('a %s load keeps the position', (type) => {
  const storage = storageWith({ 'default:/threads/58': 458 });
  expect(forgetPlaceOfFreshLoad({ type, location: threadPage, storage })).toBe(false);
  expect(storage.read()).toEqual({ 'default:/threads/58': 458 });
});

test('no session storage, no harm', () => {
  const storage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
  };
  expect(forgetPlaceOfFreshLoad({ type: 'navigate', location: threadPage, storage })).toBe(false);
});

test('the navigation type is read from the Navigation Timing entry', () => {
  expect(navigationType({ getEntriesByType: () => [{ type: 'reload' }] })).toBe('reload');
  expect(navigationType({ getEntriesByType: () => [] })).toBeUndefined();
  expect(navigationType(undefined)).toBeUndefined();
});

test('Back, Forward or a reload finds the position kept for its entry; a fresh load none', () => {
  const storage = storageWith({ 'default:/threads': 1500, ab12cd: 300 });
  const threads = { pathname: '/threads', search: '' };
  expect(placeOfReturn({ type: 'back_forward', location: threads, state: null, storage })).toBe(1500);
  expect(placeOfReturn({ type: 'reload', location: threads, state: { key: 'ab12cd' }, storage })).toBe(300);
  expect(placeOfReturn({ type: 'navigate', location: threads, state: null, storage })).toBeNull();
  expect(placeOfReturn({ type: 'reload', location: threadPage, state: null, storage })).toBeNull();
});

describe('returnTo', () => {
  let observed;
  let height;
  const win = () => ({
    document: {
      documentElement: {
        get scrollHeight() {
          return height;
        },
      },
      body: {},
    },
    innerHeight: 800,
    ResizeObserver: class {
      constructor(callback) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = null;
      }
    },
    scrollTo: jest.fn(),
    setTimeout: (fn) => setTimeout(fn, 10000),
    clearTimeout,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  });

  test('scrolls once the page has grown tall enough, then stops', () => {
    height = 900;
    const w = win();
    returnTo(1500, { win: w });
    observed();
    expect(w.scrollTo).not.toHaveBeenCalled();
    height = 2400;
    observed();
    expect(w.scrollTo).toHaveBeenCalledWith(0, 1500);
    expect(observed).toBeNull();
  });

  test('the member moving first wins', () => {
    height = 900;
    const w = win();
    const stop = returnTo(1500, { win: w });
    expect(w.addEventListener).toHaveBeenCalledWith('wheel', stop, true);
    stop();
    expect(observed).toBeNull();
    expect(w.scrollTo).not.toHaveBeenCalled();
  });
});
