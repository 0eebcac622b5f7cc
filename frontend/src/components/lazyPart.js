import { useSyncExternalStore } from 'react';

/**
 * Runs `task` once the page has loaded and the browser is idle: the parts below are not needed
 * for the first paint, so their code is fetched and evaluated after it, not in the middle of the
 * first screen's work (docs/performance.md, "First visit: Lighthouse").
 */
function whenIdle(task) {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(task, { timeout: 2000 })
      : window.setTimeout(task, 200);
  if (typeof document === 'undefined' || document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * A piece of UI whose code is fetched after the first paint, outside the entry bundle's 170 KB
 * budget (docs/performance.md): the Radix menu, toast and tooltip code, the search dropdown.
 * `load()` answers the component; `useLoaded()` answers it once it is here (null before, and the
 * caller draws a stand-in) and, on first use, asks for it once the page has loaded and the
 * browser is idle; `start()` asks for it at once (a stand-in the member uses, tests preloading
 * every part).
 */
export function lazyPart(load) {
  let loaded = null;
  let promise = null;
  let scheduled = false;
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
        scheduled = false;
        console.warn('Could not load a part of the page.', failure);
        return null;
      },
    );
    return promise;
  };

  const subscribe = (listener) => {
    listeners.add(listener);
    if (!promise && !scheduled) {
      scheduled = true;
      whenIdle(start);
    }
    return () => listeners.delete(listener);
  };
  const current = () => loaded;

  return { start, useLoaded: () => useSyncExternalStore(subscribe, current, current) };
}
