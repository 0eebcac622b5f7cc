import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';
import { useDeferredAnswer } from './deferred';

/** Comments live under a thread or a project: `resource` is 'threads' or 'projects'. */
export const commentKeys = {
  list: (resource, id) => `/api/${resource}/${id}/comments`,
};

/** `{comments, error, isLoading}`, oldest first; pass a null id to load nothing. */
export function useComments(resource, id) {
  const { data, error, isLoading } = useDeferredAnswer(
    useSWR(id == null ? null : commentKeys.list(resource, id), (key) => api.get(key), { revalidateIfStale: true }),
  );
  return { comments: Array.isArray(data) ? data : undefined, error, isLoading };
}

export function postComment(resource, id, body) {
  return api.post(commentKeys.list(resource, id), { body });
}

/**
 * Posts a comment and answers it. The list gets the new comment at once (it is the newest, so
 * last); `alsoChanged(key)` names other cached keys to revalidate (the counts on the parent).
 */
export function usePostComment(resource, id, alsoChanged) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body) => {
      const comment = await postComment(resource, id, body);
      await mutate(
        commentKeys.list(resource, id),
        (comments) => [...(Array.isArray(comments) ? comments : []), comment],
        { revalidate: false },
      );
      if (alsoChanged) mutate(alsoChanged);
      return comment;
    },
    [resource, id, alsoChanged, mutate],
  );
}
