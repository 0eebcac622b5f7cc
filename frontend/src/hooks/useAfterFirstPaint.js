import { onceTrue } from './onceTrue';

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
let scheduled = false;
const painted = onceTrue(() => {
  if (scheduled) return;
  scheduled = true;
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') painted.mark();
  else window.requestAnimationFrame(() => window.setTimeout(painted.mark, 0));
});

export const markFirstPaint = painted.mark;
export const useAfterFirstPaint = painted.use;
