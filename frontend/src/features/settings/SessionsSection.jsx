import styled from 'styled-components';
import { useSessionActions, useSessions } from '../../api/sessions';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { chipStyles } from '../../components/TagChips/TagChips';
import { useToast } from '../../components/Toast/ToastProvider';
import { useGatedAction } from '../../hooks/useGatedAction';
import { Body, Muted, List, Row } from './sectionLayout';

export const SESSIONS_INTRO =
  'These browsers are signed in to your account. If you do not recognise one, sign it out and change your password.';
export const OTHERS_SIGNED_OUT = 'Every other browser was signed out. This one stays signed in.';

const What = styled.div`
  flex: 1 1 14rem;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const ThisDevice = styled.span`
  ${chipStyles}
  border-color: ${({ theme }) => theme.color.primary};
`;

const Facts = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** How a session is named to people: "Firefox 128 on Windows 10", with the device when known. */
export const sessionName = (session) => session.label || 'Unknown browser';

function SessionRow({ session, onEnd, busy, now }) {
  const name = sessionName(session);
  return (
    <Row data-testid="session">
      <Icon name={session.device ? 'phone' : 'monitor'} />
      <What>
        <Name>
          {name}
          {session.current && <ThisDevice>This device</ThisDevice>}
        </Name>
        <Facts>
          {session.network ? `Network ${session.network}` : 'Network unknown'} · Signed in{' '}
          <RelativeTime value={session.signedInAt} now={now} /> · Last active{' '}
          {session.current ? 'now' : <RelativeTime value={session.lastSeenAt} now={now} />}
        </Facts>
      </What>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Sign out ${name}, network ${session.network || 'unknown'}`}
          onClick={() => onEnd(session)}
        >
          Sign out
        </Button>
      )}
    </Row>
  );
}

/**
 * Settings, 'Sessions' (a section of SettingsPage, `#sessions`: where a 'New sign-in' notice
 * leads): every browser signed in to the account, the one in use marked 'This device', each other
 * with 'Sign out', and 'Sign out all other sessions'. A browser signed out here is signed out at
 * once (its open pages see it on their live channel). `now` pins the clock for stories and tests.
 */
export function SessionsSection({ now }) {
  const { sessions, error, isLoading } = useSessions();
  const { endSession, endOtherSessions } = useSessionActions();
  const { toast } = useToast();
  const end = useGatedAction(endSession, { failure: 'Please try again.', failureTitle: 'Could not sign it out' });
  const endOthers = useGatedAction(endOtherSessions, {
    failure: 'Please try again.',
    failureTitle: 'Could not sign the other sessions out',
  });
  const busy = end.pending || endOthers.pending;

  let body;
  if (isLoading && !sessions) body = <LoadingState label="Loading sessions..." />;
  else if (error && !sessions)
    body = <Alert variant="error">Your sessions could not be loaded. Please try again later.</Alert>;
  else {
    const list = Array.isArray(sessions) ? sessions : [];
    const others = list.filter((session) => !session.current).length;
    body = (
      <>
        <List aria-label="Signed-in sessions">
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={busy}
              now={now}
              onEnd={async (ended) => {
                if (await end.run(ended.id)) {
                  toast({ title: 'Signed out', description: `${sessionName(ended)} was signed out.` });
                }
              }}
            />
          ))}
        </List>
        {others > 0 ? (
          <Button
            variant="outline"
            disabled={busy}
            onClick={async () => {
              const answer = await endOthers.run();
              if (answer) toast({ title: 'Signed out everywhere else', description: OTHERS_SIGNED_OUT });
            }}
          >
            Sign out all other sessions
          </Button>
        ) : (
          <Muted>You are signed in on this browser only.</Muted>
        )}
      </>
    );
  }

  return (
    <Body>
      <Muted>{SESSIONS_INTRO}</Muted>
      {body}
    </Body>
  );
}
