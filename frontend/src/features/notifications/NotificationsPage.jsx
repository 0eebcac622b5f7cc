import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useNotificationActions, useNotifications, useUnreadCount } from '../../api/notifications';
import { Alert } from '../../components/Alert/Alert';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { countLabel } from '../../components/Count/count';
import { Icon } from '../../components/Icon/Icon';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { useGatedAction } from '../../hooks/useGatedAction';
import { usePageMeta } from '../../hooks/usePageMeta';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
`;

/* On a phone 'Mark as read' goes under the text rather than squeezing it (the Body's basis). */
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  & > button:last-child { margin-left: auto; }
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ $unread, theme }) => ($unread ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Body = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const NoticeLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ $unread, theme }) => ($unread ? theme.font.weight.bold : theme.font.weight.medium)};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The icon of a notice from DevNet itself (no actor), by kind; a bell for any other. */
const KIND_ICONS = { new_sign_in: 'monitor' };

function NoticeRow({ notice, onOpen, onMarkRead }) {
  const unread = !notice.read;
  return (
    <Row $unread={unread} data-testid="notification">
      {notice.actor ? <Avatar user={notice.actor} size="small" /> : <Icon name={KIND_ICONS[notice.kind] ?? 'bell'} />}
      <Body>
        <NoticeLink to={notice.link || '/notifications'} $unread={unread} onClick={() => unread && onOpen(notice)}>
          {notice.text}
        </NoticeLink>
        {notice.excerpt && <Excerpt>{notice.excerpt}</Excerpt>}
        <Meta>
          <RelativeTime value={notice.createdAt} />
          {unread && <span>Unread</span>}
        </Meta>
      </Body>
      {unread && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onMarkRead(notice)}
          aria-label={`Mark as read: ${notice.text}`}
        >
          Mark as read
        </Button>
      )}
    </Row>
  );
}

/**
 * /notifications: every notice of the signed-in member, newest first, twenty at a time (Load
 * more). A notice's text links to what it is about (following it marks it read); 'Mark as read'
 * and 'Mark all as read' do so without leaving. Visitors see 'Access Denied'.
 */
export function NotificationsPage() {
  usePageMeta({ title: 'Notifications', description: 'Mentions, replies, likes and more on DevNet.' });
  const { user, isLoading: userLoading } = useCurrentUser();
  const signedIn = Boolean(user);
  const { notifications, error, hasMore, loadMore, loadingMore } = useNotifications(signedIn);
  const { count } = useUnreadCount(signedIn);
  const { markRead, markAllRead } = useNotificationActions();
  const { run: runMarkRead } = useGatedAction(markRead, {
    signIn: 'Please log in to see your notifications.',
    failure: 'Failed to mark the notification as read',
  });
  const { run: runMarkAll, pending: markingAll } = useGatedAction(markAllRead, {
    signIn: 'Please log in to see your notifications.',
    failure: 'Failed to mark notifications as read',
  });

  if (userLoading) return <LoadingState />;
  if (!user) {
    return (
      <SignInPrompt>
        <p>Please log in to see your notifications.</p>
      </SignInPrompt>
    );
  }

  let content;
  if (error && !notifications) {
    content = <Alert variant="error">{errorMessage(error, 'Failed to load notifications')}</Alert>;
  } else if (!notifications) {
    content = <LoadingState label="Loading notifications..." />;
  } else if (notifications.length === 0) {
    content = (
      <Empty>
        <Icon name="bell" />
        <p>No notifications yet</p>
        <p>Mentions, replies, likes and accepted friend requests show up here.</p>
      </Empty>
    );
  } else {
    content = (
      <>
        <List aria-label="Notifications">
          {notifications.map((notice) => (
            <NoticeRow
              key={notice.id}
              notice={notice}
              onOpen={(item) => markRead(item.id).catch(() => {})}
              onMarkRead={(item) => runMarkRead(item.id)}
            />
          ))}
        </List>
        {hasMore && (
          <More>
            <Button variant="outline" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </More>
        )}
      </>
    );
  }

  return (
    <Container>
      <PageSection>
        <Head>
          <div>
            <Title>Notifications</Title>
            <Summary aria-live="polite">{count ? countLabel(count, 'unread notification') : 'All caught up'}</Summary>
          </div>
          {count > 0 && (
            <Button variant="outline" onClick={() => runMarkAll()} disabled={Boolean(markingAll)}>
              Mark all as read
            </Button>
          )}
        </Head>
        {content}
      </PageSection>
    </Container>
  );
}
