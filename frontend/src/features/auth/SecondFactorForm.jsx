import { useState } from 'react';
import * as z from 'zod/mini';
import { useSecondFactorLogin } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/TextField/TextField';
import { useForm } from '../../hooks/useForm';
import { Form, Row } from './AuthCard';

export const TOTP_PROMPT = 'Enter the 6-digit code from your authenticator app';
export const RECOVERY_PROMPT = 'Enter one of your recovery codes. Each one works once.';
const codeSchema = z.object({ code: z.string().check(z.minLength(1, 'Enter the code')) });

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
 * `{secondFactor: {methods}}`): a code from the authenticator app, or a recovery code.
 * `onSignedIn(user)` once the session started; `onCancel` goes back to the password.
 */
export function SecondFactorForm({ methods = ['totp', 'recovery'], onSignedIn, onCancel }) {
  const [mode, setMode] = useState(methods.includes('totp') ? 'totp' : 'recovery');
  const other = mode === 'totp' ? 'recovery' : 'totp';
  return (
    <>
      <CodeStep key={mode} mode={mode} onSignedIn={onSignedIn} />
      <Row>
        {methods.includes(other) && (
          <Button variant="ghost" size="sm" onClick={() => setMode(other)}>
            {other === 'recovery' ? 'Use a recovery code' : 'Use your authenticator app'}
          </Button>
        )}
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Back to log in
          </Button>
        )}
      </Row>
    </>
  );
}
