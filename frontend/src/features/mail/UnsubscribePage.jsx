import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { resubscribe, unsubscribe } from '../../api/mail';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { usePageMeta } from '../../hooks/usePageMeta';
import { mailSettingsLink, useOnOpen } from './mailPages';

/**
 * /unsubscribe/:token: the page a mail's "unsubscribe" link opens (no sign-in needed). It turns
 * that kind of mail off at once, says so, and offers to turn it back on. A mail client's one-click
 * unsubscribe posts to the API directly (docs/mail.md).
 */
export function UnsubscribePage() {
  usePageMeta({ title: 'Unsubscribe' });
  const { token = '' } = useParams();
  const { result, error } = useOnOpen(() => unsubscribe(token), token);
  return <UnsubscribeView token={token} result={result} error={error} />;
}

/** What the page shows: unsubscribing (neither given), done (`result`: the kind) or the `error`. */
export function UnsubscribeView({ token, result, error }) {
  const [again, setAgain] = useState(null);
  const [failure, setFailure] = useState(null);
  const [busy, setBusy] = useState(false);
  const settings = mailSettingsLink;
  if (error) {
    return (
      <StatusScreen title="Link not valid" actions={settings}>
        <p role="alert">{errorMessage(error, 'This unsubscribe link is invalid')}</p>
        <p>Nothing was changed. You can choose what DevNet mails you in your mail settings.</p>
      </StatusScreen>
    );
  }
  if (!result) return <LoadingState label="Unsubscribing..." />;
  const label = result.label.charAt(0).toLowerCase() + result.label.slice(1);
  const resubscribeNow = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setAgain(await resubscribe(token));
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };
  if (again) {
    return (
      <StatusScreen title="Subscribed again" actions={settings}>
        <p>You will get mail about {label} again.</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen
      title="You are unsubscribed"
      actions={
        <>
          <Button type="button" onClick={resubscribeNow} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Subscribing...' : 'Resubscribe'}
          </Button>
          {settings}
        </>
      }
    >
      <p>DevNet will no longer mail you about {label}.</p>
      {failure && <Alert variant="error">{errorMessage(failure, 'Could not resubscribe')}</Alert>}
    </StatusScreen>
  );
}
