import styled from 'styled-components';
import { useFriendActions, useFriendRequests } from '../../api/friends';
import { useLatestNotifications, useNotificationActions, useUnreadCount } from '../../api/notifications';
import { useAfterFirstPaint } from '../../hooks/useAfterFirstPaint';
import { useGatedAction } from '../../hooks/useGatedAction';
import { authorName } from '../AuthorByline/authorName';
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

/* Whole sentences, wrapped (issue 47: 'Nia replied to y...' said nothing). */
const Who = styled.span`
  min-width: 0;
  max-width: 16rem;
  white-space: normal;
  overflow-wrap: anywhere;
`;

const Notice = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  max-width: min(20rem, calc(100vw - 5rem));
  font-weight: ${({ $unread, theme }) => ($unread ? theme.font.weight.bold : 'inherit')};
`;

const NoticeText = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  white-space: normal;
  overflow-wrap: anywhere;
`;

/* What the notice is about (a thread's title, the start of a comment), at most two lines. */
const Excerpt = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

/**
 * The bell's accessible name: how many requests wait and how many notices are unread. With both,
 * it starts with the badge's total, so the name holds the number the badge shows.
 */
export function bellLabel(requests, unread = 0) {
  const parts = [];
  if (requests && unread) parts.push(`${requests + unread} new`);
  if (unread) parts.push(countLabel(unread, 'unread notification'));
  if (requests) parts.push(countLabel(requests, 'pending friend request'));
  return parts.length ? `Notifications: ${parts.join(', ')}` : 'Notifications';
}

/** The badge's text: the count, or 99+. */
export const badgeText = (count) => (count > 99 ? '99+' : String(count));

/**
 * The header's notification bell (signed-in members only). Its badge counts the pending friend
 * requests and the unread notifications (docs/notifications.md). The menu lists the requests with
 * Accept and Decline ('blocked', spec section 4), then the newest notices (choosing one marks it
 * read and follows its link), 'Mark all as read' and 'See all notifications' (/notifications).
 * The requests and the count are read again every minute and at once on a live event.
 */
export function NotificationBell() {
  const painted = useAfterFirstPaint(); // asked for after the first screen (hooks/useAfterFirstPaint.js)
  const { requests } = useFriendRequests(painted);
  const { count: unread } = useUnreadCount(painted);
  const { notifications } = useLatestNotifications(painted);
  const { markRead, markAllRead } = useNotificationActions();
  const { respond } = useFriendActions();
  const { toast } = useToast();
  const { run } = useGatedAction(respond, {
    signIn: 'Please log in to manage your friends.',
    failure: 'Failed to respond to friend request',
  });
  const { run: runMarkAll } = useGatedAction(markAllRead, {
    signIn: 'Please log in to see your notifications.',
    failure: 'Failed to mark notifications as read',
  });
  const list = Array.isArray(requests) ? requests : [];
  const notices = Array.isArray(notifications) ? notifications : [];
  const count = list.length + unread;

  const answer = async (request, response) => {
    const result = await run(request.id, response);
    if (result === undefined) return;
    if (response === 'accepted') toast({ title: 'Friend request accepted', description: 'You are now friends!' });
    else toast({ title: 'Friend request declined', description: 'The request has been declined.' });
  };

  const requestItems = list.flatMap((request, index) => {
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

  const noticeItems = notices.map((notice) => ({
    key: `notice-${notice.id}`,
    to: notice.link || '/notifications',
    // Named by its sentence (the excerpt is shown under it; e2e tests and screen readers find the
    // notice by what happened).
    ariaLabel: notice.read ? notice.text : `${notice.text} (unread)`,
    onSelect: () => {
      if (!notice.read) markRead(notice.id).catch(() => {});
    },
    label: (
      <Notice $unread={!notice.read}>
        {notice.actor && <Avatar user={notice.actor} size="small" />}
        <NoticeText>
          <span>{notice.text}</span>
          {notice.excerpt && <Excerpt>{notice.excerpt}</Excerpt>}
        </NoticeText>
      </Notice>
    ),
  }));

  const nothingNew = list.length === 0 && unread === 0;
  const items = [
    ...requestItems,
    ...(requestItems.length && (noticeItems.length || nothingNew) ? [{ separator: true }] : []),
    ...(nothingNew ? [{ key: 'nothing-new', note: 'No new notifications' }] : []),
    ...noticeItems,
    { separator: true },
    ...(unread ? [{ key: 'mark-all', label: 'Mark all as read', onSelect: () => runMarkAll() }] : []),
    { key: 'see-all', label: 'See all notifications', to: '/notifications' },
  ];

  return (
    <Menu ariaLabel={bellLabel(list.length, unread)} label="Notifications" bare heading="Notifications" items={items}>
      <Bell>
        <Icon name="bell" />
        {count > 0 && <Badge aria-hidden="true">{badgeText(count)}</Badge>}
      </Bell>
    </Menu>
  );
}
