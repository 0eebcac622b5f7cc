import { useCallback, useRef, useState } from 'react';
import { needsReauth } from '../api/twoFactor';

/**
 * Runs a sensitive call (password, email, two-factor settings, passkeys, data export, deleting the
 * account) and, when the server answers 403 `reauthentication_required` (the member last proved who
 * they are more than 10 minutes ago), asks them to confirm it is them and retries the call once.
 *
 *   const reauth = useReauth();
 *   await reauth.run(() => changePassword(values));
 *   <ReauthDialog {...reauth.dialogProps} />
 *
 * `run(action)` answers what `action()` answers; when the member cancels the prompt it throws the
 * server's 403 error (its message says why), so callers show it as any other failure.
 */
export function useReauth() {
  const [open, setOpen] = useState(false);
  const waiting = useRef(null);

  const settle = useCallback((confirmed) => {
    setOpen(false);
    const resolve = waiting.current;
    waiting.current = null;
    resolve?.(confirmed);
  }, []);

  const run = useCallback(async (action) => {
    try {
      return await action();
    } catch (error) {
      if (!needsReauth(error)) throw error;
      const confirmed = await new Promise((resolve) => {
        waiting.current = resolve;
        setOpen(true);
      });
      if (!confirmed) throw error;
      return action();
    }
  }, []);

  const onConfirmed = useCallback(() => settle(true), [settle]);
  const onCancel = useCallback(() => settle(false), [settle]);
  return { run, dialogProps: { open, onConfirmed, onCancel } };
}
