/** Data export states as GET /api/me/export answers them (docs/account.md). */
export const noExport = { status: 'none' };
export const pendingExport = {
  status: 'pending',
  requestedAt: '2026-11-24T10:00:00Z',
  readyAt: null,
  expiresAt: null,
  size: null,
};
export const readyExport = {
  status: 'ready',
  requestedAt: '2026-11-24T10:00:00Z',
  readyAt: '2026-11-24T10:00:05Z',
  expiresAt: '2026-12-01T10:00:05Z',
  size: 2_516_582,
};
export const downloadedExport = { ...readyExport, status: 'downloaded', expiresAt: null, size: null };
export const expiredExport = { ...readyExport, status: 'expired', expiresAt: null, size: null };
export const failedExport = { ...pendingExport, status: 'failed' };
