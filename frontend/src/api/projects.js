import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from './client';
import { commentKeys } from './comments';
import {
  CONTENT_SORTS,
  contentKeys,
  useCreateContent,
  useMyVoteAnswer,
  preloadKeys,
  usePostDetail,
  usePostPage,
  usePostTags,
  useVoteOnPost,
} from './content';

export const PROJECT_SORTS = CONTENT_SORTS;
export const DEFAULT_PROJECT_SORT = 'latest';

const resource = contentKeys('/api/projects', {
  defaultSort: DEFAULT_PROJECT_SORT,
  vote: (id) => `/api/votes/project/${id}`,
});

export const projectKeys = resource.keys;

export const isProjectListKey = resource.isListKey;

/** Score shown for a project: upvotes minus downvotes. */
export function projectScore(project) {
  return (project?.upvotesCount ?? 0) - (project?.downvotesCount ?? 0);
}

/** `{projects, nextCursor, error, isLoading}` for one page of the list. */
export function useProjects(params) {
  const { items, ...page } = usePostPage(projectKeys.list(params));
  return { projects: items, ...page };
}

export function useProjectTags() {
  return usePostTags(projectKeys.tags());
}

/** `{project, error, isLoading}`; pass a null id to load nothing. */
export function useProject(id) {
  const { data, error, isLoading } = usePostDetail(id == null ? null : projectKeys.detail(id));
  return { project: data, error, isLoading };
}

/** Starts reading a project and its comments for its screen (a route loader). */
export function preloadProject(id) {
  preloadKeys([projectKeys.detail(id), commentKeys.list('projects', id)]);
}

/** The signed-in user's `voteType` on a project; nothing is asked for visitors. */
export function useMyProjectVote(id, signedIn) {
  const data = useMyVoteAnswer(signedIn && id != null ? projectKeys.vote(id) : null);
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
    mediaAlts: values.mediaAlts ?? [],
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
  return useCreateContent(createProject, resource.listsAndTags);
}

/** Saves an edit; the answer replaces the cached project and lists and tags are refreshed. */
export function useUpdateProject(id) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values) => {
      const project = await updateProject(id, values);
      await mutate(projectKeys.detail(id), project, { revalidate: false });
      mutate(resource.listsAndTags);
      return project;
    },
    [id, mutate],
  );
}

// The server answers a project vote with `{voteType, upvotesCount, downvotesCount}`.
const projectVote = {
  keys: projectKeys,
  changedBy: resource.changedBy,
  post: (id, clicked) => api.post('/api/votes', { projectId: Number(id), voteType: clicked }),
  cachedVote: (result) => ({ voteType: result.voteType ?? null }),
  withCounts: (project, result) => ({
    ...project,
    upvotesCount: result.upvotesCount,
    downvotesCount: result.downvotesCount,
  }),
};

/**
 * Votes following the toggle rule; answers `{voteType, upvotesCount, downvotesCount}`. The
 * cached project takes the new counts, then lists and the project are revalidated.
 */
export function useVoteOnProject(id) {
  return useVoteOnPost(id, projectVote);
}

export function projectCommentChanges(id) {
  return resource.changedBy(id);
}
