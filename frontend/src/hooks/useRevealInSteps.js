import { startTransition, useEffect, useState } from 'react';

/**
 * The first list a visit shows, revealed a few entries per frame.
 *
 * On a first visit the page's thread is busiest: the app is still starting when the list's data
 * arrives, and laying out and painting a whole page of cards at once is one long task on a phone
 * (docs/performance.md, total blocking time). So the first list of the visit shows `first` entries
 * (about what a phone's screen holds), then `step` more after each frame, until all are shown.
 * Any later list (another page, Back to this one) shows whole at once, so scroll restoration finds
 * the full page. (`visit` holds whether a list was shown already; tests pass their own.)
 */
const thisVisit = { listShown: false };

const afterNextFrame = (callback) => {
  let timer;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

export function useRevealInSteps(items, { first = 3, step = 3, visit = thisVisit } = {}) {
  const total = items?.length ?? 0;
  const [staged] = useState(() => !visit.listShown);
  const [count, setCount] = useState(first);
  const shown = staged ? Math.min(count, total) : total;

  useEffect(() => {
    if (total > 0) visit.listShown = true;
    if (!staged || count >= total) return undefined;
    return afterNextFrame(() => startTransition(() => setCount((value) => value + step)));
  }, [staged, count, total, step, visit]);

  return { shown: items && staged ? items.slice(0, shown) : items, complete: !items || shown >= total };
}
