import { useSyncExternalStore } from 'react';

/**
 * A page-wide fact that turns true once and stays so (the first screen is painted, the person
 * has used the page), read by any number of components. `mark()` turns it true and re-renders
 * every reader; `use()` is the hook that reads it; `onRead`, if given, runs each time a reader
 * starts listening while it is still false (to schedule the mark lazily).
 */
export function onceTrue(onRead) {
  let value = false;
  const listeners = new Set();
  const mark = () => {
    if (value) return;
    value = true;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener) => {
    listeners.add(listener);
    if (!value) onRead?.();
    return () => listeners.delete(listener);
  };
  const current = () => value;
  return { mark, use: () => useSyncExternalStore(subscribe, current, current) };
}
