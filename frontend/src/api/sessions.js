import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';

/**
 * The signed-in member's sessions (docs/account.md, "Sessions"): every browser signed in to the
 * account, with the one this page runs in marked `current`. Ending one signs that browser out at
 * once (its live channel closes too); the current one is ended by logging out.
 */
export const sessionKeys = {
  list: () => '/api/auth/sessions',
};

/**
 * `{sessions, error, isLoading}`: `[{id, browser, browserVersion, os, osVersion, device, label,
 * network, signedInAt, lastSeenAt, current}]`, the one in use first, then the most recently used.
 */
export function useSessions() {
  const { data, error, isLoading } = useSWR(sessionKeys.list(), { revalidateIfStale: true });
  return { sessions: data, error, isLoading };
}

/**
 * `{endSession(id)` (answers true), `endOtherSessions()` (answers `{ended}`)`}`; each reads the list
 * again once the server answered.
 */
export function useSessionActions() {
  const { mutate } = useSWRConfig();
  const endSession = useCallback(
    async (id) => {
      await api.delete(`/api/auth/sessions/${id}`);
      await mutate(sessionKeys.list(), (current) => current?.filter((session) => session.id !== id), {
        revalidate: true,
      });
      return true;
    },
    [mutate],
  );
  const endOtherSessions = useCallback(async () => {
    const answer = await api.post('/api/auth/sessions/end-others');
    await mutate(sessionKeys.list(), (current) => current?.filter((session) => session.current), {
      revalidate: true,
    });
    return answer;
  }, [mutate]);
  return { endSession, endOtherSessions };
}
