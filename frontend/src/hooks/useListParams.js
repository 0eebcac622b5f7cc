import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's place, all of it in the URL query string so Back, reload and a shared link return to
 * the same page: search, sort and tag (`?sortBy=&searchQuery=&tag=`), and the page as the trail
 * of cursors that led to it (`&cursor=A&cursor=B` is page 3; the API's cursors are opaque and
 * only go forward, so Previous drops the last one). Defaults are left out of the URL.
 *
 * - `update({...}, {replace})` changes search, sort or tag and starts again at page 1; typing
 *   in the search box replaces the history entry and keeps the scroll, other changes push one.
 * - `next(cursor)` pushes the next page, `previous()` goes one page back; both are new history
 *   entries, so the router's scroll restoration puts a new page at the top and Back where it was.
 */
export function useListParams({ defaultSort, sorts }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('sortBy');
  const sortBy = sorts.includes(requested) ? requested : defaultSort;
  const searchQuery = params.get('searchQuery') ?? '';
  const tag = params.get('tag') || null;
  const cursors = params.getAll('cursor').filter(Boolean);
  const cursor = cursors.length > 0 ? cursors[cursors.length - 1] : null;

  const update = useCallback(
    (changes, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('cursor');
          for (const [name, value] of Object.entries(changes)) {
            if (!value || (name === 'sortBy' && value === defaultSort)) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace, preventScrollReset: replace },
      );
    },
    [setParams, defaultSort],
  );

  const turnTo = useCallback(
    (trail) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('cursor');
        for (const value of trail) next.append('cursor', value);
        return next;
      });
    },
    [setParams],
  );
  const trailKey = cursors.join('\u0000');
  const next = useCallback(
    (nextCursor) => {
      if (nextCursor) turnTo([...(trailKey ? trailKey.split('\u0000') : []), nextCursor]);
    },
    [turnTo, trailKey],
  );
  const previous = useCallback(() => turnTo(trailKey ? trailKey.split('\u0000').slice(0, -1) : []), [turnTo, trailKey]);

  return {
    sortBy,
    searchQuery,
    tag,
    update,
    cursor,
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    next,
    previous,
  };
}
