import { useCallback } from 'react';
import useSWR from 'swr';
import { api, fetcher } from './client';

/** Mail (docs/mail.md): the member's address and mail settings, confirmation and unsubscribe links. */
export const mailKeys = {
  settings: () => '/api/me/mail',
};

/** What each mode reads as in /settings. */
export const MODE_LABELS = { off: 'Off', instant: 'At once', daily: 'Daily summary' };
/** The digest's 'instant' means it comes each week. */
export const modeLabel = (kind, mode) => (kind === 'digest' && mode === 'instant' ? 'Weekly' : MODE_LABELS[mode]);

/**
 * `{mail, error, isLoading, save, changeEmail, resend}`: GET /api/me/mail
 * (`{email, verified, pendingEmail, allOff, kinds: [{kind, label, mode, modes}]}`);
 * `save({modes, allOff})`, `changeEmail(email)` (needs a recent sign-in: run it through useReauth),
 * `resend()` (the confirmation mail again; answers `{sentTo}`).
 */
export function useMailSettings(signedIn = true) {
  const key = signedIn ? mailKeys.settings() : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetcher);
  const keep = useCallback(
    async (saved) => {
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
  const save = useCallback((changes) => api.put(mailKeys.settings(), changes).then(keep), [keep]);
  const changeEmail = useCallback((email) => api.post('/api/me/email', { email }).then(keep), [keep]);
  const resend = useCallback(() => api.post('/api/me/email/verification'), []);
  return { mail: data, error, isLoading, save, changeEmail, resend };
}

/** POST /api/mail/verify {token}: `{email, verified}`. */
export const verifyEmail = (token) => api.post('/api/mail/verify', { token });
/** The unsubscribe page: turn the token's kind off (`{kind, label, mode}`), or back on. */
export const unsubscribe = (token) => api.post(`/api/mail/unsubscribe/${encodeURIComponent(token)}`);
export const resubscribe = (token) => api.post(`/api/mail/resubscribe/${encodeURIComponent(token)}`);
