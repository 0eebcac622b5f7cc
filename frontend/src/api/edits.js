import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';
import { commentKeys } from './comments';
import { revalidateFeeds } from './feed';
import { messageKeys, refreshConversations } from './messages';
import { isThreadListKey, threadKeys } from './threads';

/**
 * Members editing and deleting their own words (docs/editing.md): threads, feed posts, comments
 * and messages. The server checks that the caller is the author; the screens only offer the
 * actions to the author.
 */
export const editKeys = {
  thread: (id) => `/api/threads/${id}`,
  post: (id) => `/api/posts/${id}`,
  comment: (id) => `/api/comments/${id}`,
  message: (id) => `/api/messages/${id}`,
  versions: (kind, id) => `/api/${kind}s/${id}/versions`,
};

export const editThread = (id, { title, body, tags }) => api.patch(editKeys.thread(id), { title, body, tags });
export const deleteThread = (id) => api.delete(editKeys.thread(id));
export const editPost = (id, { content, mediaUrls = [], tags = [] }) =>
  api.patch(editKeys.post(id), { content, mediaUrls, tags });
export const deletePost = (id) => api.delete(editKeys.post(id));
export const editComment = (id, body) => api.patch(editKeys.comment(id), { body });
export const deleteComment = (id) => api.delete(editKeys.comment(id));
export const editMessage = (id, { message, subject }) =>
  api.patch(editKeys.message(id), subject ? { message, subject } : { message });
export const deleteMessageForEveryone = (id) => api.delete(`${editKeys.message(id)}?forEveryone=true`);

/** `{versions, error, isLoading}`: the earlier versions of a thread or post (null id: none read). */
export function useVersions(kind, id) {
  const { data, error, isLoading } = useSWR(id == null ? null : editKeys.versions(kind, id), (key) => api.get(key));
  return { versions: Array.isArray(data) ? data : undefined, error, isLoading };
}

/**
 * Edit and delete of the comments under one parent (`resource` 'threads', 'projects' or 'posts'):
 * each answers once the cached list holds the server's answer; `alsoChanged(key)` names cached
 * keys whose counts a delete changes (the parent, the lists).
 */
export function useCommentEdits(resource, parentId, alsoChanged) {
  const { mutate } = useSWRConfig();
  const key = commentKeys.list(resource, parentId);
  const edit = useCallback(
    async (comment, body) => {
      const saved = await editComment(comment.id, body);
      await mutate(key, (list) => list?.map((item) => (item.id === saved.id ? saved : item)), { revalidate: false });
      return saved;
    },
    [mutate, key],
  );
  const remove = useCallback(
    async (comment) => {
      await deleteComment(comment.id);
      await mutate(key); // it may stay as '[deleted]' or go: the server's list says which
      if (alsoChanged) mutate(alsoChanged);
    },
    [mutate, key, alsoChanged],
  );
  return { edit, remove };
}

/** Edit and delete of one's own feed posts; every cached feed is read again after either. */
export function usePostEdits() {
  const { mutate } = useSWRConfig();
  return {
    edit: useCallback(
      async (post, body) => {
        const saved = await editPost(post.id, body);
        await revalidateFeeds(mutate);
        mutate(editKeys.versions('post', post.id));
        return saved;
      },
      [mutate],
    ),
    remove: useCallback(
      async (post) => {
        await deletePost(post.id);
        await revalidateFeeds(mutate);
      },
      [mutate],
    ),
  };
}

/** Edit and delete-for-everyone of one's own messages in the conversation with `partnerId`. */
export function useMessageEdits(partnerId) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () => Promise.all([mutate(messageKeys.conversation(partnerId)), refreshConversations(mutate)]),
    [mutate, partnerId],
  );
  return {
    edit: useCallback(
      async (message, values) => {
        const saved = await editMessage(message.id, values);
        await refresh();
        return saved;
      },
      [refresh],
    ),
    remove: useCallback(
      async (message) => {
        await deleteMessageForEveryone(message.id);
        await refresh();
      },
      [refresh],
    ),
  };
}

const threadListsAndTags = (key) => isThreadListKey(key) || key === threadKeys.tags();

/** Saves an edit of one's own thread: the cached thread takes the answer, lists and tags are read again. */
export function useEditThread() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id, values) => {
      const saved = await editThread(id, values);
      await mutate(threadKeys.detail(id), saved, { revalidate: false });
      mutate(threadListsAndTags);
      mutate(editKeys.versions('thread', id));
      return saved;
    },
    [mutate],
  );
}

/** Deletes one's own thread; lists and tags are read again, the cached thread forgotten. */
export function useDeleteThread() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id) => {
      await deleteThread(id);
      await mutate(threadListsAndTags);
      mutate(threadKeys.detail(id), undefined, { revalidate: false });
    },
    [mutate],
  );
}
