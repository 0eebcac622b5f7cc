import { useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { useCurrentUser } from '../../api/auth';
import { errorMessage, fetcher } from '../../api/client';
import { passkeyErrorMessage, passkeyKeys, passkeysSupported, reauthenticateWithPasskey } from '../../api/passkeys';
import { reauthenticate } from '../../api/twoFactor';
import { useForm } from '../../hooks/useForm';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog, DialogActions } from '../Dialog/Dialog';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';

export const REAUTH_TITLE = "Confirm it's you";
export const REAUTH_DESCRIPTION = 'For your security, enter your password again to continue.';
/** A member with a second factor proves it: the password alone is refused by the server. */
export const REAUTH_CODE_DESCRIPTION =
  'For your security, enter a code from your authenticator app or a recovery code to continue.';
export const REAUTH_PASSKEY_DESCRIPTION = 'For your security, confirm with one of your passkeys to continue.';
export const PASSKEY_BROWSER_NEEDED =
  "Your account has a passkey: open DevNet in a browser that can use it to confirm it's you.";

const passwordSchema = z.object({ password: z.string().check(z.minLength(1, 'Enter your password')) });
const codeSchema = z.object({ code: z.string().check(z.minLength(1, 'Enter the code')) });

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

function ProofForm({ method, onConfirmed, onCancel }) {
  const form = useForm(
    method === 'code' ? codeSchema : passwordSchema,
    method === 'code' ? { code: '' } : { password: '' },
  );
  const submit = form.handleSubmit(async (proof) => {
    await reauthenticate(proof);
    onConfirmed();
  });
  const formError =
    form.failure && !form.failure.info?.errors && errorMessage(form.failure, 'Could not confirm it is you');
  return (
    <Form onSubmit={submit} noValidate aria-label={REAUTH_TITLE}>
      {formError && <Alert variant="error">{formError}</Alert>}
      {method === 'code' ? (
        <TextField
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="The 6-digit code from your authenticator app, or a recovery code"
          {...form.field('code')}
        />
      ) : (
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      )}
      <DialogActions>
        <Button variant="outline" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? 'Confirming...' : 'Confirm'}
        </Button>
      </DialogActions>
    </Form>
  );
}

/** 'Use a passkey': the browser's own prompt, then POST /api/auth/reauthenticate with the answer. */
function PasskeyProof({ onConfirmed }) {
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState(null);
  const confirm = async () => {
    setWaiting(true);
    setFailure(null);
    try {
      await reauthenticateWithPasskey();
      onConfirmed();
    } catch (error) {
      setFailure(passkeyErrorMessage(error, 'Could not confirm it is you'));
      setWaiting(false);
    }
  };
  return (
    <>
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button variant="outline" onClick={confirm} disabled={waiting} aria-busy={waiting || undefined}>
        {waiting ? 'Waiting for your passkey...' : 'Use a passkey'}
      </Button>
    </>
  );
}

/**
 * The prompt useReauth opens when the server asks for a re-authentication. A member without a
 * second factor enters the password. A member with one must prove it (the server refuses the
 * password alone, docs/security.md): with two-factor sign-in, a code from the app or a recovery
 * code; with a passkey, in a browser that can use it, 'Use a passkey'. `onConfirmed` once the
 * server accepted it (the caller retries its call), `onCancel` when the member gives up.
 * `passkeySupported` defaults to what this browser can do.
 */
export function ReauthDialog({ open, onConfirmed, onCancel, passkeySupported = passkeysSupported() }) {
  const { user } = useCurrentUser();
  const hasCode = Boolean(user?.twoFactorEnabled);
  // The member's passkeys are read only while the prompt is open.
  const { data: passkeys } = useSWR(open ? passkeyKeys.list() : null, fetcher);
  const hasPasskey = Array.isArray(passkeys) && passkeys.length > 0;
  const canUsePasskey = passkeySupported && hasPasskey;
  const method = hasCode ? 'code' : hasPasskey ? null : 'password';
  const description = hasCode ? REAUTH_CODE_DESCRIPTION : hasPasskey ? REAUTH_PASSKEY_DESCRIPTION : REAUTH_DESCRIPTION;
  return (
    <Dialog open={open} onClose={onCancel} title={REAUTH_TITLE} description={description}>
      {method && <ProofForm key={method} method={method} onConfirmed={onConfirmed} onCancel={onCancel} />}
      {canUsePasskey && <PasskeyProof onConfirmed={onConfirmed} />}
      {!method && (
        <>
          {!canUsePasskey && <Alert variant="error">{PASSKEY_BROWSER_NEEDED}</Alert>}
          <DialogActions>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
