import { useSyncExternalStore } from 'react';

/**
 * Whether the page has painted its first screen of this visit (false until then, true for good).
 *
 * What a first screen does not need (the bell's counts, the sidebar's lists, the getting-started
 * box's lists, the site status) is asked for once the first screen is painted: requests started
 * before that paint delay it on a slow phone network, where a browser opens only a few connections
 * at a time (docs/performance.md, "First visit: Lighthouse"). The first hook to ask schedules the
 * mark: after the next frame has been drawn (a frame, then a task), every hook turns true at once.
 * `markFirstPaint()` marks it at once (tests).
 */
let painted = false;
let scheduled = false;
const listeners = new Set();

export function markFirstPaint() {
  if (painted) return;
  painted = true;
  listeners.forEach((listener) => listener());
}

function schedule() {
  if (scheduled || painted) return;
  scheduled = true;
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') {
    markFirstPaint();
    return;
  }
  window.requestAnimationFrame(() => window.setTimeout(markFirstPaint, 0));
}

const subscribe = (listener) => {
  listeners.add(listener);
  schedule();
  return () => listeners.delete(listener);
};
const isPainted = () => painted;

export const useAfterFirstPaint = () => useSyncExternalStore(subscribe, isPainted, isPainted);
