import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api } from './client';
import { fetchPage, listPath } from './pagination';

/** Price chips of the directory (spec section 9): budget < 50, mid 50 to 100 inclusive, premium > 100. */
export const PRICE_FILTERS = [
  { value: null, label: 'Any Price' },
  { value: 'budget', label: '$0-50/hr' },
  { value: 'mid', label: '$50-100/hr' },
  { value: 'premium', label: '$100+/hr' },
];

/** Skill chips when no available developer has skills yet (spec: the fallback list). */
export const FALLBACK_DIRECTORY_SKILLS = [
  'JavaScript',
  'TypeScript',
  'Python',
  'React',
  'Node.js',
  'Java',
  'C++',
  'PHP',
];

/** At most this many skill chips (besides All Skills). */
export const MAX_SKILL_CHIPS = 8;

export const USERS_PAGE_SIZE = 20;

export const userKeys = {
  list: ({ search, skill, price, availableForWork, limit = USERS_PAGE_SIZE, cursor } = {}) =>
    listPath('/api/users', {
      search,
      skill,
      price,
      availableForWork: availableForWork ? 'true' : undefined,
      limit,
      cursor,
    }),
  directorySkills: () => '/api/users/skills',
  detail: (id) => `/api/users/${id}`,
  projects: (id, limit) => listPath(`/api/users/${id}/projects`, { limit }),
  threads: (id, limit) => listPath(`/api/users/${id}/threads`, { limit }),
};

const fresh = { revalidateIfStale: true };
const get = (key) => api.get(key);

/** The chips to show: the server's skills (at most 8), or the spec's fallback list when it has none. */
export function directorySkillChips(skills) {
  const list = Array.isArray(skills) ? skills.slice(0, MAX_SKILL_CHIPS) : [];
  return list.length > 0 ? list : FALLBACK_DIRECTORY_SKILLS;
}

/** A known price filter value, else null (a hand-edited URL shows every price). */
export function priceFilterOf(value) {
  return PRICE_FILTERS.some((filter) => filter.value && filter.value === value) ? value : null;
}

/**
 * Pages of members for `params` (`{search, skill, price, availableForWork}`), grown by
 * `more()`: `{users, hasMore, more, error, isLoading, isLoadingMore}`.
 */
export function useUserPages(params) {
  const getKey = (index, previous) => {
    if (index === 0) return userKeys.list(params);
    if (!previous?.nextCursor) return null;
    return userKeys.list({ ...params, cursor: previous.nextCursor });
  };
  const { data, error, isLoading, size, setSize, isValidating } = useSWRInfinite(getKey, fetchPage, {
    revalidateFirstPage: true,
    revalidateIfStale: true,
    // A list is read again each time its screen opens (the app default is never to revalidate).
    revalidateOnMount: true,
  });
  const users = data ? data.flatMap((page) => page.items) : undefined;
  const last = data?.[data.length - 1];
  return {
    users,
    hasMore: Boolean(last?.nextCursor),
    more: () => setSize(size + 1),
    error,
    isLoading,
    isLoadingMore: isValidating && data !== undefined && size > data.length,
  };
}

/** `{skills}`: the directory's skill chips (already with the fallback applied). */
export function useDirectorySkills() {
  const { data } = useSWR(userKeys.directorySkills(), get, fresh);
  return { skills: directorySkillChips(data) };
}

/** `{user, error, isLoading}` of one member; a null id loads nothing. */
export function useUser(id) {
  const { data, error, isLoading } = useSWR(id == null ? null : userKeys.detail(id), get, fresh);
  return { user: data, error, isLoading };
}

/** `{projects, error, isLoading}`: a member's projects, newest first (`limit` of them). */
export function useUserProjects(id, limit) {
  const { data, error, isLoading } = useSWR(id == null ? null : userKeys.projects(id, limit), get, fresh);
  return { projects: data, error, isLoading };
}

/** `{threads, error, isLoading}`: a member's threads, newest first. */
export function useUserThreads(id, limit) {
  const { data, error, isLoading } = useSWR(id == null ? null : userKeys.threads(id, limit), get, fresh);
  return { threads: data, error, isLoading };
}

/** The `limit` newest members (the landing page's few developers); `enabled` false asks nothing. */
export function useNewestMembers(limit, enabled = true) {
  const { data, error } = useSWR(enabled ? userKeys.list({ limit }) : null, fetchPage, fresh);
  return { users: data?.items, error };
}
