import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, fetcher } from './client';
import { authKeys } from './auth';

/** Two-factor sign-in and re-authentication (docs/account.md, docs/api-contract.md). */
export const twoFactorKeys = {
  status: () => '/api/me/two-factor',
};

/** The 403 `code` that asks the client to confirm the member's identity and retry (useReauth). */
export const REAUTH_CODE = 'reauthentication_required';
/** The 403 `code` for a moderator or admin who must set up two-factor sign-in first. */
export const ENROL_CODE = 'two_factor_enrolment_required';

/** Whether a failed call asks for a re-authentication (403 `reauthentication_required`). */
export function needsReauth(error) {
  return error?.status === 403 && error?.info?.code === REAUTH_CODE;
}

/** `{status, error, isLoading, mutate}`: `{enabled, recoveryCodesLeft, required}`. */
export function useTwoFactorStatus() {
  const { data, error, isLoading, mutate } = useSWR(twoFactorKeys.status(), fetcher);
  return { status: data, error, isLoading, mutate };
}

/** POST /api/auth/reauthenticate `{password}` or `{code}`: 204, sensitive changes work for 10 minutes. */
export function reauthenticate(proof) {
  return api.post('/api/auth/reauthenticate', proof);
}

/** Starts the set-up: `{secret, otpauthUri, qrCode}` (qrCode is an SVG data: URL drawn by the server). */
export function startTwoFactorSetup() {
  return api.post('/api/me/two-factor/setup');
}

/** Finishes the set-up with a code from the app: `{recoveryCodes}` (ten, shown once). */
export function confirmTwoFactor(code) {
  return api.post('/api/me/two-factor/confirm', { code });
}

/** Ten new recovery codes: `{recoveryCodes}`; the old ones stop working. */
export function regenerateRecoveryCodes() {
  return api.post('/api/me/two-factor/recovery-codes');
}

/** Turns two-factor sign-in off; needs a current code (or a recovery code). */
export function disableTwoFactor(code) {
  return api.delete('/api/me/two-factor', { body: { code } });
}

/** After any change the status and the current user (its twoFactorEnabled) are read again. */
export function useRefreshTwoFactor() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(twoFactorKeys.status());
    await mutate(authKeys.me());
  }, [mutate]);
}

/** Roles DEVNET_REQUIRE_2FA_FOR_STAFF may oblige to use two-factor sign-in. */
const STAFF = ['moderator', 'admin'];

/**
 * Where a member who just signed in must go first: '/settings#two-factor' for a moderator or admin
 * whose role requires two-factor sign-in and who has not set it up (the server refuses everything
 * else to them), else null.
 */
export async function enrolmentDue(user) {
  if (!STAFF.includes(user?.role) || user.twoFactorEnabled) return null;
  try {
    const status = await api.get(twoFactorKeys.status());
    return status?.required ? '/settings#two-factor' : null;
  } catch {
    return null;
  }
}
