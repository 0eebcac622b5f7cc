import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';
import { fetchPage, listPath, PAGE_SIZE } from './pagination';
import { toggleVote } from './votes';

export const PROJECT_SORTS = ['latest', 'popular', 'comments'];
export const DEFAULT_PROJECT_SORT = 'latest';

export const projectKeys = {
  list: ({ sortBy = DEFAULT_PROJECT_SORT, searchQuery, tag, cursor } = {}) =>
    listPath('/api/projects', { sortBy, searchQuery, tag, limit: PAGE_SIZE, cursor }),
  tags: () => '/api/projects/tags',
  detail: (id) => `/api/projects/${id}`,
  vote: (id) => `/api/votes/project/${id}`,
};

export const isProjectListKey = (key) => typeof key === 'string' && /^\/api\/projects(\?|$)/.test(key);

const changedBy = (id) => (key) => isProjectListKey(key) || key === projectKeys.detail(id);

// As for threads: lists and details are read again whenever a screen showing them opens.
const fresh = { revalidateIfStale: true };

/** Score shown for a project: upvotes minus downvotes. */
export function projectScore(project) {
  return (project?.upvotesCount ?? 0) - (project?.downvotesCount ?? 0);
}

/** `{projects, nextCursor, error, isLoading}` for one page of the list. */
export function useProjects(params) {
  const { data, error, isLoading } = useSWR(projectKeys.list(params), fetchPage, { ...fresh, keepPreviousData: true });
  return { projects: data?.items, nextCursor: data?.nextCursor ?? null, error, isLoading };
}

export function useProjectTags() {
  const { data, error } = useSWR(projectKeys.tags(), (key) => api.get(key), fresh);
  return { tags: Array.isArray(data) ? data : [], error };
}

/** `{project, error, isLoading}`; pass a null id to load nothing. */
export function useProject(id) {
  const { data, error, isLoading } = useSWR(id == null ? null : projectKeys.detail(id), (key) => api.get(key), fresh);
  return { project: data, error, isLoading };
}

/** The signed-in user's `voteType` on a project; nothing is asked for visitors. */
export function useMyProjectVote(id, signedIn) {
  const { data } = useSWR(signedIn && id != null ? projectKeys.vote(id) : null, (key) => api.get(key));
  return { vote: data?.voteType ?? null, isLoaded: data !== undefined };
}

/**
 * The body of POST and PATCH /api/projects. demoUrl and repoUrl are sent only when filled in;
 * on an edit (`clearing`), a link that was set and is now empty is sent as null to remove it.
 */
export function projectPayload(values, { clearing = false } = {}) {
  const payload = {
    title: values.title,
    description: values.description,
    tags: values.tags,
    mediaUrls: values.mediaUrls,
  };
  for (const field of ['demoUrl', 'repoUrl']) {
    const value = (values[field] ?? '').trim();
    if (value) payload[field] = value;
    else if (clearing) payload[field] = null;
  }
  return payload;
}

export function createProject(values) {
  return api.post('/api/projects', projectPayload(values));
}

export function updateProject(id, values) {
  return api.patch(projectKeys.detail(id), projectPayload(values, { clearing: true }));
}

/** Creates a project and refreshes lists and tags. */
export function useCreateProject() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values) => {
      const project = await createProject(values);
      mutate((key) => isProjectListKey(key) || key === projectKeys.tags());
      return project;
    },
    [mutate],
  );
}

/** Saves an edit; the answer replaces the cached project and lists and tags are refreshed. */
export function useUpdateProject(id) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values) => {
      const project = await updateProject(id, values);
      await mutate(projectKeys.detail(id), project, { revalidate: false });
      mutate((key) => isProjectListKey(key) || key === projectKeys.tags());
      return project;
    },
    [id, mutate],
  );
}

/**
 * Votes following the toggle rule; answers `{voteType, upvotesCount, downvotesCount}`. The
 * cached project takes the new counts, then lists and the project are revalidated.
 */
export function useVoteOnProject(id) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (current, clicked) => {
      const { action } = toggleVote(current, clicked);
      const result =
        action === 'remove'
          ? await api.delete(projectKeys.vote(id))
          : await api.post('/api/votes', { projectId: Number(id), voteType: clicked });
      await mutate(projectKeys.vote(id), { voteType: result.voteType ?? null }, { revalidate: false });
      await mutate(
        projectKeys.detail(id),
        (project) =>
          project
            ? { ...project, upvotesCount: result.upvotesCount, downvotesCount: result.downvotesCount }
            : project,
        { revalidate: false },
      );
      mutate(changedBy(id));
      return result;
    },
    [id, mutate],
  );
}

export function projectCommentChanges(id) {
  return changedBy(id);
}
