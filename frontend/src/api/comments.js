import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';
import { useDeferredAnswer } from './deferred';

/** Comments live under a thread, a project or a post: `resource` is 'threads', 'projects' or 'posts'. */
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

/** A new comment; with `parentId` (a comment on the same page) a reply to it. */
export function postComment(resource, id, body, parentId) {
  return api.post(commentKeys.list(resource, id), parentId == null ? { body } : { body, parentId });
}

/** The list with `comment` added at the end (unchanged when it is there already: a live echo). */
export function withComment(comments, comment) {
  if (!Array.isArray(comments)) return comments;
  return comments.some((item) => item.id === comment.id) ? comments : [...comments, comment];
}

/** The list with one comment's likes changed (`liked` only when given: it is the viewer's own). */
export function withLikes(comments, commentId, likeCount, liked) {
  if (!Array.isArray(comments)) return comments;
  return comments.map((item) =>
    item.id === commentId ? { ...item, likeCount, ...(liked === undefined ? {} : { liked }) } : item,
  );
}

/** Like (`on`) or take back a like: `{commentId, liked, likeCount}`. */
export function likeComment(commentId, on) {
  const path = `/api/comments/${commentId}/like`;
  return on ? api.post(path) : api.delete(path);
}

/** `(comment) => Promise`: toggles the viewer's like and puts the answer in the cached list. */
export function useLikeComment(resource, id) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (comment) => {
      const answer = await likeComment(comment.id, !comment.liked);
      await mutate(
        commentKeys.list(resource, id),
        (comments) => withLikes(comments, answer.commentId, answer.likeCount, answer.liked),
        { revalidate: false },
      );
      return answer;
    },
    [resource, id, mutate],
  );
}

/**
 * Posts a comment and answers it. The list gets the new comment at once (it is the newest, so
 * last); `alsoChanged(key)` names other cached keys to revalidate (the counts on the parent).
 */
export function usePostComment(resource, id, alsoChanged) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body, parentId) => {
      const comment = await postComment(resource, id, body, parentId);
      await mutate(
        commentKeys.list(resource, id),
        (comments) => withComment(Array.isArray(comments) ? comments : [], comment),
        { revalidate: false },
      );
      if (alsoChanged) mutate(alsoChanged);
      return comment;
    },
    [resource, id, alsoChanged, mutate],
  );
}
