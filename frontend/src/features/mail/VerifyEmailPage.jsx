import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { verifyEmail } from '../../api/mail';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { usePageMeta } from '../../hooks/usePageMeta';
import { mailSettingsLink, useOnOpen } from './mailPages';

const INVALID = 'This confirmation link is invalid or has expired';

/**
 * /verify-email?token=...: the page a confirmation mail's link opens. It confirms the address at
 * once (no sign-in needed) and says which; a bad or old link says so and leads to the settings,
 * where a new one can be sent.
 */
export function VerifyEmailPage() {
  usePageMeta({ title: 'Confirm your address' });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { result, error } = useOnOpen(() => (token ? verifyEmail(token) : Promise.reject(new Error(INVALID))), token);
  return <VerifyEmailView result={result} error={error} />;
}

/** What the page shows: confirming (neither given), the confirmed `result` or the `error`. */
export function VerifyEmailView({ result, error }) {
  const settings = mailSettingsLink;
  if (error) {
    return (
      <StatusScreen title="Address not confirmed" actions={settings}>
        <p role="alert">{errorMessage(error, INVALID)}</p>
        <p>You can ask for a new link in your mail settings.</p>
      </StatusScreen>
    );
  }
  if (!result) return <LoadingState label="Confirming your address..." />;
  return (
    <StatusScreen title="Address confirmed" actions={settings}>
      <p>
        <strong>{result.email}</strong> is confirmed. DevNet mails you there as your settings say.
      </p>
    </StatusScreen>
  );
}
