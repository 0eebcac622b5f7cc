import { useState } from 'react';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { errorMessage } from '../../api/client';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  useRefreshTwoFactor,
  useTwoFactorStatus,
} from '../../api/twoFactor';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { ReauthDialog } from '../../components/ReauthDialog/ReauthDialog';
import { TextField } from '../../components/TextField/TextField';
import { useForm } from '../../hooks/useForm';
import { useReauth } from '../../hooks/useReauth';

export const TWO_FACTOR_INTRO =
  'Protect your account with a second step at sign-in: a 6-digit code from an authenticator app on your phone.';
export const CODE_HINT = 'Enter the 6-digit code from your authenticator app';
export const RECOVERY_NOTICE =
  'Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.';
export const REQUIRED_NOTICE = 'Your role requires two-factor authentication. Set it up to continue using DevNet.';
const codeSchema = z.object({ code: z.string().check(z.minLength(1, 'Enter the code')) });

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

const Qr = styled.img`
  width: 200px;
  height: 200px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
`;

const Secret = styled.code`
  font-size: ${({ theme }) => theme.font.size.md};
  letter-spacing: 0.08em;
  word-break: break-all;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(6)};
  padding-left: ${({ theme }) => theme.space(6)};
`;

/** The codes as a text file the browser saves (nothing leaves the page). */
function downloadCodes(codes) {
  const blob = new Blob([`DevNet recovery codes\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'devnet-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** Ten recovery codes, shown once, with copy and download. */
export function RecoveryCodes({ codes, onDone }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <Body>
      <Alert variant="info">{RECOVERY_NOTICE}</Alert>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Row>
        <Button variant="outline" size="sm" onClick={copy}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => downloadCodes(codes)}>
          Download codes
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved my codes
        </Button>
      </Row>
    </Body>
  );
}

/** A code form (the set-up's confirmation, turning it off). */
function CodeForm({ label, submitLabel, busyLabel, variant = 'primary', onSubmit, onCancel }) {
  const form = useForm(codeSchema, { code: '' }, { prepare: (values) => ({ code: values.code.trim() }) });
  const submit = form.handleSubmit(({ code }) => onSubmit(code));
  const formError = form.failure && !form.failure.info?.errors && errorMessage(form.failure, 'Something went wrong');
  return (
    <Form onSubmit={submit} noValidate aria-label={label}>
      {formError && <Alert variant="error">{formError}</Alert>}
      <TextField
        label="Authentication code"
        hint={CODE_HINT}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.field('code')}
      />
      <Row>
        <Button type="submit" variant={variant} disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
        )}
      </Row>
    </Form>
  );
}

/**
 * Two-factor authentication in /settings: set it up (a QR code drawn by the server, the secret as
 * text, confirmed by a code), the ten recovery codes shown once (copy, download), new recovery codes,
 * and turning it off with a current code. Every change may ask for the password again (useReauth).
 */
export function TwoFactorSection({ initialSetup = null, initialCodes = null }) {
  const { status, error, isLoading } = useTwoFactorStatus();
  const refresh = useRefreshTwoFactor();
  const reauth = useReauth();
  const [setup, setSetup] = useState(initialSetup);
  const [codes, setCodes] = useState(initialCodes);
  const [turningOff, setTurningOff] = useState(false);
  const [failure, setFailure] = useState(null);

  if (isLoading) return <LoadingState label="Loading two-factor authentication..." />;
  if (error) return <Alert variant="error">{errorMessage(error, 'Could not load two-factor authentication.')}</Alert>;

  const attempt = async (work) => {
    setFailure(null);
    try {
      await work();
    } catch (failed) {
      setFailure(errorMessage(failed, 'Something went wrong. Please try again.'));
    }
  };
  const start = () => attempt(async () => setSetup(await reauth.run(startTwoFactorSetup)));
  const regenerate = () =>
    attempt(async () => {
      const answer = await reauth.run(regenerateRecoveryCodes);
      setCodes(answer.recoveryCodes);
      await refresh();
    });
  const confirm = async (code) => {
    const answer = await reauth.run(() => confirmTwoFactor(code));
    setSetup(null);
    setCodes(answer.recoveryCodes);
    await refresh();
  };
  const turnOff = async (code) => {
    await reauth.run(() => disableTwoFactor(code));
    setTurningOff(false);
    await refresh();
  };

  let content;
  if (codes) {
    content = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (setup) {
    content = (
      <Body>
        <p>Scan this QR code with your authenticator app, then enter the code it shows.</p>
        <Qr src={setup.qrCode} alt="QR code to scan with your authenticator app" />
        <p>
          Can&apos;t scan it? Enter this key in the app instead:{' '}
          <Secret id="two-factor-secret" aria-label="Secret key">
            {setup.secret}
          </Secret>
        </p>
        <CodeForm
          label="Confirm two-factor authentication"
          submitLabel="Verify and turn on"
          busyLabel="Verifying..."
          onSubmit={confirm}
          onCancel={() => setSetup(null)}
        />
      </Body>
    );
  } else if (status?.enabled) {
    content = (
      <Body>
        <Alert variant="info">
          Two-factor authentication is on. {status.recoveryCodesLeft} of 10 recovery codes left.
        </Alert>
        {turningOff ? (
          <CodeForm
            label="Turn off two-factor authentication"
            submitLabel="Turn off two-factor authentication"
            busyLabel="Turning off..."
            variant="danger"
            onSubmit={turnOff}
            onCancel={() => setTurningOff(false)}
          />
        ) : (
          <Row>
            <Button variant="outline" onClick={regenerate}>
              Generate new recovery codes
            </Button>
            {!status.required && (
              <Button variant="danger" onClick={() => setTurningOff(true)}>
                Turn off
              </Button>
            )}
          </Row>
        )}
      </Body>
    );
  } else {
    content = (
      <Body>
        {status?.required && <Alert variant="info">{REQUIRED_NOTICE}</Alert>}
        <p>{TWO_FACTOR_INTRO}</p>
        <Button onClick={start}>Set up two-factor authentication</Button>
      </Body>
    );
  }
  return (
    <>
      {failure && <Alert variant="error">{failure}</Alert>}
      {content}
      <ReauthDialog {...reauth.dialogProps} />
    </>
  );
}
