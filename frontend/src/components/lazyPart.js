import { useSyncExternalStore } from 'react';

/**
 * A piece of UI whose code is fetched after the first paint, outside the entry bundle's 170 KB
 * budget (docs/performance.md): the Radix menu and toast code. `load()` answers the component;
 * `useLoaded()` answers it once it is here (null before, and the caller draws a stand-in) and
 * starts the fetch on first use; `start()` starts it by hand (tests preload every part).
 */
export function lazyPart(load) {
  let loaded = null;
  let promise = null;
  const listeners = new Set();

  const start = () => {
    promise ??= load().then(
      (component) => {
        loaded = component;
        listeners.forEach((listener) => listener());
        return component;
      },
      (failure) => {
        promise = null; // a later use tries again (a chunk that failed on a flaky network)
        console.warn('Could not load a part of the page.', failure);
        return null;
      },
    );
    return promise;
  };

  const subscribe = (listener) => {
    listeners.add(listener);
    start();
    return () => listeners.delete(listener);
  };
  const current = () => loaded;

  return { start, useLoaded: () => useSyncExternalStore(subscribe, current, current) };
}
