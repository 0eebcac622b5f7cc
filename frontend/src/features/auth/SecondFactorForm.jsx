import { useState } from 'react';
import * as z from 'zod/mini';
import { useLogin, useSecondFactorLogin } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { finishSignInWithPasskey, passkeyErrorMessage, passkeysSupported } from '../../api/passkeys';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/TextField/TextField';
import { useForm } from '../../hooks/useForm';
import { Form, Row } from './AuthCard';

export const TOTP_PROMPT = 'Enter the 6-digit code from your authenticator app';
export const RECOVERY_PROMPT = 'Enter one of your recovery codes. Each one works once.';
export const PASSKEY_PROMPT =
  'Confirm it is you with one of your passkeys: your browser asks for your fingerprint, face or PIN.';
export const PASSKEY_UNSUPPORTED =
  'Your account asks for a passkey, and this browser cannot use passkeys. Sign in from a device that can.';
const codeSchema = z.object({ code: z.string().check(z.minLength(1, 'Enter the code')) });
const CODE_MODES = ['totp', 'recovery'];

function CodeStep({ mode, onSignedIn }) {
  const finish = useSecondFactorLogin();
  const form = useForm(codeSchema, { code: '' }, { prepare: (values) => ({ code: values.code.trim() }) });
  const submit = form.handleSubmit(async (payload) => onSignedIn(await finish(payload)));
  const formError = form.failure && !form.failure.info?.errors && errorMessage(form.failure, 'Verification failed');
  const totp = mode === 'totp';
  return (
    <Form onSubmit={submit} noValidate aria-label="Two-factor authentication">
      {formError && <Alert variant="error">{formError}</Alert>}
      <p>{totp ? TOTP_PROMPT : RECOVERY_PROMPT}</p>
      <TextField
        label={totp ? 'Authentication code' : 'Recovery code'}
        inputMode={totp ? 'numeric' : 'text'}
        autoComplete={totp ? 'one-time-code' : 'off'}
        {...form.field('code')}
      />
      <Button type="submit" block size="lg" disabled={form.submitting}>
        {form.submitting ? 'Verifying...' : 'Verify'}
      </Button>
    </Form>
  );
}

/**
 * The second step of a sign-in, after a right password (POST /api/auth/login answered
 * `{secondFactor: {methods}}`): a code from the authenticator app, a recovery code, or (when
 * `passkey` is among the methods and the browser can) one of the member's passkeys, through the
 * browser's own prompt. `onSignedIn(user)` once the session started; `onCancel` goes back to the
 * password. `passkeySupported` defaults to what this browser can do.
 */
export function SecondFactorForm({
  methods = ['totp', 'recovery'],
  onSignedIn,
  onCancel,
  passkeySupported = passkeysSupported(),
}) {
  const codes = CODE_MODES.filter((method) => methods.includes(method));
  const canUsePasskey = methods.includes('passkey') && passkeySupported;
  const [mode, setMode] = useState(codes[0] ?? 'passkey');
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState(null);
  const finishWithPasskey = useLogin({ send: finishSignInWithPasskey });

  const verifyPasskey = async () => {
    setMode('passkey');
    setWaiting(true);
    setFailure(null);
    try {
      onSignedIn(await finishWithPasskey());
    } catch (error) {
      setFailure(passkeyErrorMessage(error, 'Could not verify your passkey'));
      setWaiting(false);
    }
  };

  const switchTo = (next) => {
    setFailure(null);
    setMode(next);
  };

  return (
    <>
      {mode === 'passkey' ? (
        <Form as="div" role="group" aria-label="Two-factor authentication">
          {failure && <Alert variant="error">{failure}</Alert>}
          <p>{canUsePasskey ? PASSKEY_PROMPT : PASSKEY_UNSUPPORTED}</p>
          {canUsePasskey && (
            <Button block size="lg" onClick={verifyPasskey} disabled={waiting} aria-busy={waiting || undefined}>
              {waiting ? 'Waiting for your passkey...' : 'Use a passkey'}
            </Button>
          )}
        </Form>
      ) : (
        <CodeStep key={mode} mode={mode} onSignedIn={onSignedIn} />
      )}
      <Row>
        {mode !== 'passkey' && canUsePasskey && (
          <Button variant="ghost" size="sm" onClick={verifyPasskey}>
            Use a passkey
          </Button>
        )}
        {codes
          .filter((other) => other !== mode)
          .map((other) => (
            <Button key={other} variant="ghost" size="sm" onClick={() => switchTo(other)}>
              {other === 'recovery' ? 'Use a recovery code' : 'Use your authenticator app'}
            </Button>
          ))}
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Back to log in
          </Button>
        )}
      </Row>
    </>
  );
}
