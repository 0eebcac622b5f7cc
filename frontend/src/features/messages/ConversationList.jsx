import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { authorName } from '../../components/AuthorByline/AuthorByline';
import { Avatar } from '../../components/Avatar/Avatar';
import { Icon } from '../../components/Icon/Icon';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { countLabel } from '../../components/Count/count';
import { Button } from '../../components/Button/Button';
import { useWhenVisible } from '../../hooks/useWhenVisible';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

/* The row is one target: the link holds only the name (its accessible name is that name plus
   the unread count, so what it shows is part of what it says) and its ::after covers the row. */
const Item = styled.li`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  padding-right: ${({ theme }) => theme.space(12)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ $selected, theme }) => ($selected ? theme.color.surfaceRaised : 'transparent')};
  &:hover { background: ${({ theme }) => theme.color.surfaceHover}; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(3)};
`;

const Open = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; }
  &:focus-visible { outline: none; }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ $unread, theme }) => ($unread ? theme.font.weight.bold : theme.font.weight.semibold)};
`;

const Preview = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  span:first-child { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Unread = styled.span`
  flex: none;
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.full};
  /* dangerHover under white text is 4.5:1 or better in both themes. */
  background: ${({ theme }) => theme.color.dangerHover};
  color: ${({ theme }) => theme.color.dangerOnSolid};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 20px;
  text-align: center;
`;

/* The delete button shows on hover or keyboard focus on wide screens, always on touch screens. */
const Delete = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(2)};
  transform: translateY(-50%);
  display: inline-flex;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  z-index: 1; /* above the row's link cover */
  &:hover, &:focus-visible { color: ${({ theme }) => theme.color.dangerText}; background: ${({ theme }) => theme.color.surfaceHover}; }
  @media (hover: hover) {
    opacity: 0;
    ${Item}:hover &, &:focus-visible { opacity: 1; }
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

/** Most recent conversation first (the server's order; kept here so a refreshed list cannot jumble). */
export function sortConversations(conversations) {
  return [...(conversations ?? [])].sort(
    (a, b) => new Date(b.lastMessage?.createdAt ?? 0) - new Date(a.lastMessage?.createdAt ?? 0),
  );
}

/** 'Grace Hopper, 2 unread messages' or 'Grace Hopper': what the link says to a screen reader. */
export function conversationLabel(conversation) {
  const name = authorName(conversation.partner);
  const count = conversation.unreadCount ?? 0;
  if (!count) return name;
  return `${name}, ${countLabel(count, 'unread message')}`;
}

/**
 * The left pane of /messages: one row per partner (avatar, name, last message, relative time,
 * unread count), the selected one marked; each row links to `/messages/{partnerId}` and has a
 * delete button (`onDelete(conversation)`). `now` pins the clock for stories and tests.
 * With `hasMore`, older conversations follow: `onLoadMore` runs as the end of the list scrolls
 * into view, or from its 'Load more conversations' button.
 */
export function ConversationList({ conversations, selectedId, onDelete, now, hasMore, loadingMore, onLoadMore }) {
  const sorted = sortConversations(conversations);
  const more = useWhenVisible(() => !loadingMore && onLoadMore?.(), { enabled: Boolean(hasMore && onLoadMore) });
  if (sorted.length === 0) return <Empty>No conversations yet</Empty>;
  return (
    <>
      <List aria-label="Conversations">
        {sorted.map((conversation) => {
          const name = authorName(conversation.partner);
          const unread = conversation.unreadCount ?? 0;
          return (
            <Item
              key={conversation.partnerId}
              data-testid="conversation"
              $selected={conversation.partnerId === selectedId}
            >
              <Avatar user={conversation.partner} />
              <Text>
                <Top>
                  <Name $unread={unread > 0}>
                    <Open
                      to={`/messages/${conversation.partnerId}`}
                      aria-current={conversation.partnerId === selectedId ? 'page' : undefined}
                      aria-label={conversationLabel(conversation)}
                    >
                      {name}
                    </Open>
                  </Name>
                  {conversation.lastMessage?.createdAt && (
                    <RelativeTime value={conversation.lastMessage.createdAt} now={now} />
                  )}
                </Top>
                <Preview>
                  <span>{conversation.lastMessage?.message ?? ''}</span>
                  {unread > 0 && (
                    <Unread data-testid="unread-count" aria-hidden="true">
                      {unread}
                    </Unread>
                  )}
                </Preview>
              </Text>
              <Delete
                type="button"
                aria-label={`Delete conversation with ${name}`}
                onClick={() => onDelete?.(conversation)}
              >
                <Icon name="trash" size={16} />
              </Delete>
            </Item>
          );
        })}
      </List>
      {hasMore && (
        <More ref={more}>
          <Button variant="outline" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more conversations'}
          </Button>
        </More>
      )}
    </>
  );
}
