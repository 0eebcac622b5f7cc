import styled from 'styled-components';
import { useFriendActions, useFriendRequests } from '../../api/friends';
import { useGatedAction } from '../../hooks/useGatedAction';
import { authorName } from '../AuthorByline/AuthorByline';
import { Avatar } from '../Avatar/Avatar';
import { Icon } from '../Icon/Icon';
import { Menu } from '../Menu/Menu';
import { useToast } from '../Toast/ToastProvider';
import { countLabel } from '../Count/count';

const Bell = styled.span`
  position: relative;
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.text};
`;

const Badge = styled.span`
  position: absolute;
  top: -2px;
  right: -4px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radius.full};
  /* dangerHover under white text is 4.5:1 or better in both themes. */
  background: ${({ theme }) => theme.color.dangerHover};
  color: ${({ theme }) => theme.color.dangerOnSolid};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;

const Who = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 14rem;
`;

/** The bell's accessible name: it says how many requests wait. */
export function bellLabel(count) {
  if (!count) return 'Notifications';
  return `Notifications: ${countLabel(count, 'pending friend request')}`;
}

/**
 * The header's notification bell (signed-in members only): a badge with the number of pending
 * friend requests, and a menu that lists them with Accept and Decline ('blocked', spec
 * section 4). The list is read again every minute and whenever `mutate('/api/friends/requests')` runs.
 */
export function NotificationBell() {
  const { requests } = useFriendRequests();
  const { respond } = useFriendActions();
  const { toast } = useToast();
  const { run } = useGatedAction(respond, {
    signIn: 'Please log in to manage your friends.',
    failure: 'Failed to respond to friend request',
  });
  const list = Array.isArray(requests) ? requests : [];
  const count = list.length;

  const answer = async (request, response) => {
    const result = await run(request.id, response);
    if (result === undefined) return;
    if (response === 'accepted') toast({ title: 'Friend request accepted', description: 'You are now friends!' });
    else toast({ title: 'Friend request declined', description: 'The request has been declined.' });
  };

  const items = list.flatMap((request, index) => {
    const name = authorName(request.requester);
    return [
      ...(index > 0 ? [{ separator: true }] : []),
      {
        key: `who-${request.id}`,
        note: (
          <>
            <Avatar user={request.requester} size="small" />
            <Who>{`${name} sent you a friend request`}</Who>
          </>
        ),
      },
      {
        key: `accept-${request.id}`,
        label: 'Accept',
        ariaLabel: `Accept friend request from ${name}`,
        onSelect: () => answer(request, 'accepted'),
      },
      {
        key: `decline-${request.id}`,
        label: 'Decline',
        ariaLabel: `Decline friend request from ${name}`,
        onSelect: () => answer(request, 'blocked'),
      },
    ];
  });

  return (
    <Menu
      ariaLabel={bellLabel(count)}
      label="Notifications"
      bare
      heading="Friend Requests"
      items={items}
      empty="No new notifications"
    >
      <Bell>
        <Icon name="bell" />
        {count > 0 && <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>}
      </Bell>
    </Menu>
  );
}
