import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's search, sort and tag, kept in the URL query string (`?sortBy=&searchQuery=&tag=`) so
 * a filtered list can be linked. Defaults are left out of the URL. `update({...})` changes some
 * of them; typing in the search box replaces the history entry, other changes push one.
 */
export function useListParams({ defaultSort, sorts }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('sortBy');
  const sortBy = sorts.includes(requested) ? requested : defaultSort;
  const searchQuery = params.get('searchQuery') ?? '';
  const tag = params.get('tag') || null;

  const update = useCallback(
    (changes, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (!value || (name === 'sortBy' && value === defaultSort)) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams, defaultSort],
  );

  return { sortBy, searchQuery, tag, update };
}
