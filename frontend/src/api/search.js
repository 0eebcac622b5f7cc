import useSWR from 'swr';
import { apiResponse } from './client';
import { listPath } from './pagination';

/** The result tabs, in order: `value` is the API's `type`, `count` its key in `counts`. */
export const SEARCH_TYPES = [
  { value: 'all', label: 'All' },
  { value: 'threads', label: 'Threads', count: 'threads' },
  { value: 'projects', label: 'Projects', count: 'projects' },
  { value: 'posts', label: 'Posts', count: 'posts' },
  { value: 'people', label: 'People', count: 'people' },
];

/** What each hit's `type` is called beside it. */
export const HIT_LABELS = { thread: 'Thread', project: 'Project', post: 'Post', person: 'Person' };

/** The dropdown's group headings, by hit type, in the tabs' order. */
export const GROUP_LABELS = { thread: 'Threads', project: 'Projects', post: 'Posts', person: 'People' };

/** The server counts at most this many hits per type; a count above it means "more" (docs/search.md). */
export const COUNT_CAP = 1000;

/** A tab's count as the page shows it: 12, or "1,000+" once the server stopped counting. */
export const countLabel = (count) => (count > COUNT_CAP ? `${COUNT_CAP.toLocaleString('en-US')}+` : String(count));

export const SEARCH_PAGE_SIZE = 20;
/** The header's dropdown: one small request (the best 8 hits), then at most SUGGEST_PER_TYPE of each type. */
export const SUGGEST_LIMIT = 8;
export const SUGGEST_PER_TYPE = 3;
/** How long typing must pause before the dropdown asks the server. */
export const SUGGEST_DELAY_MS = 250;
export const MAX_QUERY_LENGTH = 200;

export const searchKeys = {
  /** '/api/search?q=pool&type=threads&limit=20': `all` and empty values are left out. */
  search: ({ q, type, tag, author, limit = SEARCH_PAGE_SIZE, cursor } = {}) =>
    listPath('/api/search', { q, type: type === 'all' ? undefined : type, tag, author, limit, cursor }),
};

/** The search page's address for a query: '/search?q=pool+timeout'. */
export function searchPagePath(q) {
  return `/search?${new URLSearchParams({ q: q.trim() }).toString()}`;
}

async function fetchSearch(path) {
  const { data } = await apiResponse(path);
  return data;
}

/**
 * One page of search results for `params` (`{q, type, tag, author, limit, cursor}`):
 * `{data: {query, counts, results, nextCursor}, error, isLoading}`. Nothing is asked while `q` is blank.
 * The previous answer stays on screen while the next one loads, so the list does not flash.
 */
export function useSearch(params) {
  const key = params.q && params.q.trim() ? searchKeys.search(params) : null;
  const { data, error, isLoading, isValidating } = useSWR(key, fetchSearch, { keepPreviousData: true });
  return {
    data: key ? data : undefined,
    error: key ? error : undefined,
    isLoading: Boolean(key) && isLoading,
    isValidating,
  };
}

let suggesting = null; // the dropdown's request in flight

/** GETs the dropdown's answer, cancelling the one still in flight: its words are no longer in the box. */
export async function fetchSuggestions(path) {
  suggesting?.abort();
  const controller = new AbortController();
  suggesting = controller;
  try {
    const { data } = await apiResponse(path, { signal: controller.signal });
    return data;
  } finally {
    if (suggesting === controller) suggesting = null;
  }
}

/**
 * The header dropdown's results for `q` (`useSearch`'s shape), SUGGEST_LIMIT hits: a newer query
 * cancels the request of an older one (AbortController), so a member typing fast keeps one
 * request in flight, not one per pause.
 */
export function useSuggestions(q) {
  const key = q && q.trim() ? searchKeys.search({ q, limit: SUGGEST_LIMIT }) : null;
  const { data, error, isLoading } = useSWR(key, fetchSuggestions, {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  const cancelled = error?.name === 'AbortError';
  return {
    data: key ? data : undefined,
    error: key && !cancelled ? error : undefined,
    isLoading: Boolean(key) && (isLoading || cancelled),
  };
}

/** The dropdown's hits: at most `perType` of each type, grouped in the tabs' order. */
export function groupHits(results = [], perType = SUGGEST_PER_TYPE) {
  const groups = [];
  for (const [type, label] of Object.entries(GROUP_LABELS)) {
    const hits = results.filter((hit) => hit.type === type).slice(0, perType);
    if (hits.length > 0) groups.push({ type, label, hits });
  }
  return groups;
}
