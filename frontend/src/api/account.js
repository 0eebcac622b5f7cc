import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, apiRequest, fetcher } from './client';
import { authKeys } from './auth';
import { clearFeeds } from './feed';

/** The signed-in member's own account (docs/account.md): /api/me/*. */
export const accountKeys = {
  export: () => '/api/me/export',
};

/** Where the browser downloads the zip (once: afterwards the server answers 410). */
export const EXPORT_DOWNLOAD_URL = '/api/me/export/download';
/** While an export is being built the page asks again this often (the notification also says so). */
export const EXPORT_POLL_MS = 3000;

/**
 * `{exportState, isLoading, error, mutate}`: the member's data export, `{status: 'none' |
 * 'pending' | 'ready' | 'downloaded' | 'expired' | 'failed', requestedAt, readyAt, expiresAt, size}`.
 * Asked again every EXPORT_POLL_MS while it is pending.
 */
export function useDataExport() {
  const { data, error, isLoading, mutate } = useSWR(accountKeys.export(), fetcher, {
    refreshInterval: (latest) => (latest?.status === 'pending' ? EXPORT_POLL_MS : 0),
  });
  return { exportState: data, error, isLoading, mutate };
}

/** Asks for a new export (202); the answer is the new, pending state. */
export function useRequestExport() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const state = await api.post(accountKeys.export());
    await mutate(accountKeys.export(), state, { revalidate: false });
    return state;
  }, [mutate]);
}

/** The browser follows the download link itself; then the export reads 'downloaded'. */
export function useMarkExportDownloaded() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate(accountKeys.export(), (current) => ({ ...current, status: 'downloaded' }), { revalidate: false }),
    [mutate],
  );
}

/** POST /api/me/password: 204; every other session of the member ends, this one stays. */
export function changePassword({ currentPassword, newPassword }) {
  return api.post('/api/me/password', { currentPassword, newPassword });
}

/**
 * DELETE /api/me {password}: the account is gone and the member signed out everywhere. The
 * cached data of the session is dropped, as on logout.
 */
export function useDeleteAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ password }) => {
      await apiRequest('/api/me', { method: 'DELETE', body: { password } });
      await mutate((key) => key !== authKeys.me(), undefined, { revalidate: false });
      await clearFeeds(mutate);
      await mutate(authKeys.me(), null, { revalidate: false });
    },
    [mutate],
  );
}
