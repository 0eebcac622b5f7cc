import { useDeferredValue, useMemo } from 'react';

/**
 * An SWR answer `{data, error, isLoading}` whose changes render as a transition. SWR's own updates
 * render at once, in one task; a page of cards or a thread with its Markdown then blocks a phone for
 * a few hundred milliseconds. Deferred, React renders the new answer in slices and yields to the
 * browser between them (docs/performance.md). The three fields change together, so a screen never
 * sees 'loaded' with the old data.
 */
export function useDeferredAnswer({ data, error, isLoading }) {
  const answer = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  return useDeferredValue(answer);
}
