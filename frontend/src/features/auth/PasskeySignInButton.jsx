import { useState } from 'react';
import styled from 'styled-components';
import { useLogin } from '../../api/auth';
import { passkeyErrorMessage, passkeysSupported, signInWithPasskey } from '../../api/passkeys';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::before,
  &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.color.border}; }
`;

/**
 * 'Sign in with a passkey' under the login form: no email, the browser offers the passkeys it
 * holds for DevNet and asks for the fingerprint, face or PIN. `onSignedIn(user)` runs once the
 * server has started the session (as the password login does). Hidden in browsers without passkeys.
 */
export function PasskeySignInButton({ onSignedIn, supported = passkeysSupported() }) {
  const login = useLogin({ send: signInWithPasskey });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState(null);
  if (!supported) return null;
  const start = async () => {
    setPending(true);
    setFailure(null);
    try {
      const user = await login();
      onSignedIn?.(user);
    } catch (error) {
      setFailure(passkeyErrorMessage(error, 'Could not sign in with a passkey'));
      setPending(false);
    }
  };
  return (
    <Box>
      <Or>or</Or>
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button variant="outline" block size="lg" onClick={start} disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
    </Box>
  );
}
