import { useSyncExternalStore } from 'react';
import { onceTrue } from '../hooks/onceTrue';

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

/**
 * Whether the person has used the page yet (moved or pressed the pointer, touched, scrolled with
 * the wheel, pressed a key). Parts that only matter under a person's hands (tooltips) are wrapped
 * around their controls from then on, not while the first screen is still being drawn: on the
 * signed-in feed, sixty tooltips and their Radix roots mounting after the load were the longest
 * tasks of the visit (docs/performance.md). `markUsed()` says so at once (tests).
 */
const INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown'];
const used = onceTrue();

export function markUsed() {
  if (typeof window !== 'undefined') INPUTS.forEach((type) => window.removeEventListener(type, markUsed, true));
  used.mark();
}

if (typeof window !== 'undefined') {
  INPUTS.forEach((type) => window.addEventListener(type, markUsed, { capture: true, passive: true }));
}

/** True once the person has used the page (see markUsed). */
export const usePageUsed = used.use;
