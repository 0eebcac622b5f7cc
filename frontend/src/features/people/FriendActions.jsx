import { useState } from 'react';
import styled from 'styled-components';
import { useFriendActions, useFriendStatus } from '../../api/friends';
import { Button, ButtonLink } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/Dialog/Dialog';
import { useToast } from '../../components/Toast/ToastProvider';
import { useGatedAction } from '../../hooks/useGatedAction';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const SIGN_IN = 'Please log in to add friends.';

/**
 * The friend buttons of another member's profile, by friendship status (spec section 4):
 * none: Add Friend; pending_sent: a disabled 'Request Sent'; pending_received: Accept and
 * Decline (sends 'blocked'); friends: Message (their conversation) and Remove Friend, which asks
 * first (a dialog naming `name`), as the Friends page does. Each answer refreshes the status.
 */
export function FriendActions({ userId, name = 'this member' }) {
  const { status, friendship, isLoading } = useFriendStatus(userId, true);
  const [confirming, setConfirming] = useState(false);
  const actions = useFriendActions();
  const { toast } = useToast();

  const request = useGatedAction(actions.request, { signIn: SIGN_IN, failure: 'Failed to send friend request' });
  const respond = useGatedAction(actions.respond, { signIn: SIGN_IN, failure: 'Failed to respond to friend request' });
  const remove = useGatedAction(actions.remove, { signIn: SIGN_IN, failure: 'Failed to remove friend' });
  const busy = request.pending || respond.pending || remove.pending;

  if (isLoading || !status) return null;

  if (status === 'pending_sent') {
    return (
      <Row>
        <Button variant="outline" disabled>
          Request Sent
        </Button>
      </Row>
    );
  }
  if (status === 'pending_received' && friendship) {
    return (
      <Row>
        <Button
          disabled={busy}
          onClick={async () => {
            if (await respond.run(friendship.id, 'accepted')) {
              toast({ title: 'Friend request accepted', description: 'You are now friends!' });
            }
          }}
        >
          Accept
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={async () => {
            if (await respond.run(friendship.id, 'blocked')) {
              toast({ title: 'Friend request declined', description: 'The request has been declined.' });
            }
          }}
        >
          Decline
        </Button>
      </Row>
    );
  }
  if (status === 'friends') {
    return (
      <Row>
        <ButtonLink to={`/messages/${userId}`}>Message</ButtonLink>
        <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
          Remove Friend
        </Button>
        <ConfirmDialog
          open={confirming}
          title="Remove Friend"
          description={`Remove ${name} from your friends?`}
          confirmLabel="Remove Friend"
          busy={remove.pending}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            const removed = await remove.run(userId);
            setConfirming(false);
            if (removed) toast({ title: 'Friend removed' });
          }}
        />
      </Row>
    );
  }
  return (
    <Row>
      <Button
        disabled={busy}
        onClick={async () => {
          if (await request.run(userId)) toast({ title: 'Friend request sent' });
        }}
      >
        Add Friend
      </Button>
    </Row>
  );
}
