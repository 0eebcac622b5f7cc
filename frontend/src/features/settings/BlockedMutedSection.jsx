import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBlockedAndMuted, useSafetyMutations } from '../../api/safety';
import { Alert } from '../../components/Alert/Alert';
import { authorName } from '../../components/AuthorByline/AuthorByline';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { useToast } from '../../components/Toast/ToastProvider';
import { useGatedAction } from '../../hooks/useGatedAction';
import { Body, Muted, List, Row } from './sectionLayout';

const Who = styled.span`
  flex: 1 1 12rem;
  display: grid;
  min-width: 0;
  a { color: ${({ theme }) => theme.color.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
  span { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const KIND = {
  blocked: { said: 'Blocked', undo: 'Unblock', done: 'Unblocked' },
  muted: { said: 'Muted', undo: 'Unmute', done: 'Unmuted' },
};

/**
 * Settings, 'Blocked and muted people' (a section of SettingsPage, which gives it its region and
 * heading): the members the signed-in member blocked or muted, newest first,
 * each with Unblock or Unmute (a member both blocked and muted has a row for each). Loading,
 * error and empty states of their own; the list reads itself again after each undo.
 */
export function BlockedMutedSection() {
  const { entries, error, isLoading } = useBlockedAndMuted();
  const { unblock, unmute } = useSafetyMutations();
  const { toast } = useToast();
  const undo = useGatedAction((kind, userId) => (kind === 'blocked' ? unblock(userId) : unmute(userId)), {
    failure: 'Please try again.',
    failureTitle: 'That did not work',
  });

  let body;
  if (isLoading && !entries) body = <LoadingState label="Loading blocked and muted members..." />;
  else if (error && !entries) {
    body = <Alert variant="error">The list could not be loaded. Please try again later.</Alert>;
  } else if (!entries?.length) {
    body = <Muted>You have not blocked or muted anyone.</Muted>;
  } else {
    body = (
      <List aria-label="Blocked and muted members">
        {entries.map((entry) => {
          const name = authorName(entry.user);
          const kind = KIND[entry.kind];
          return (
            <Row key={`${entry.kind}-${entry.user.id}`}>
              <Avatar user={entry.user} size="small" />
              <Who>
                <Link to={`/profile/${entry.user.id}`}>{name}</Link>
                <span>
                  @{entry.user.username} · {kind.said}
                </span>
              </Who>
              <Button
                variant="outline"
                size="sm"
                disabled={undo.pending}
                aria-label={`${kind.undo} ${name}`}
                onClick={async () => {
                  if (await undo.run(entry.kind, entry.user.id))
                    toast({ title: `${kind.done} @${entry.user.username}` });
                }}
              >
                {kind.undo}
              </Button>
            </Row>
          );
        })}
      </List>
    );
  }

  return (
    <Body>
      <Muted>
        People you block cannot message you or send you friend requests, and you will not see each other&apos;s posts,
        threads, projects or comments. People you mute are not told; their posts, threads and comments are hidden from
        you.
      </Muted>
      {body}
    </Body>
  );
}
