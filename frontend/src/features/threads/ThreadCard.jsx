import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isHotTalk } from '../../api/votes';
import { ActionIcon } from '../../components/ActionIcon/ActionIcon';
import { Avatar } from '../../components/Avatar/Avatar';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { TagChips } from '../../components/TagChips/TagChips';
import { HotTalkBadge } from './HotTalkBadge';

/** Spec section 9: the first 150 characters, with '...' when the body is longer. */
export const EXCERPT_LENGTH = 150;

export function excerpt(text, length = EXCERPT_LENGTH) {
  const value = String(text ?? '');
  return value.length > length ? `${value.slice(0, length)}...` : value;
}

export const tagLink = (tag) => `/threads?tag=${encodeURIComponent(tag)}`;

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  transition: border-color ${({ theme }) => theme.transition.fast};
  &:hover { border-color: ${({ theme }) => theme.color.borderStrong}; }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  a { color: ${({ theme }) => theme.color.text}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.color.link}; }
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Author = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text};
`;

const Stat = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** One thread in the list: title, excerpt, up to 3 tags then '+N', author, age, comments, score. */
export function ThreadCard({ thread, now }) {
  const name = thread.user?.displayName || thread.user?.username || 'Unknown user';
  return (
    <Article aria-labelledby={`thread-${thread.id}-title`}>
      <Top>
        <Title id={`thread-${thread.id}-title`}>
          <Link to={`/threads/${thread.id}`}>{thread.title}</Link>
        </Title>
        {isHotTalk(thread.upvotes) && <HotTalkBadge />}
      </Top>
      <Excerpt>{excerpt(thread.body)}</Excerpt>
      <TagChips tags={thread.tags} max={3} linkFor={tagLink} />
      <Footer>
        <Author>
          <Avatar user={thread.user} size="small" />
          {name}
        </Author>
        <RelativeTime value={thread.createdAt} now={now} />
        <Stat title="Comments">
          <ActionIcon name="comment" size={14} />
          {thread.commentCount ?? 0}
          <VisuallyHidden> comments</VisuallyHidden>
        </Stat>
        <Stat title="Score">
          <ActionIcon name="arrowUp" size={14} />
          <span data-testid="score">{thread.upvotes ?? 0}</span>
          <VisuallyHidden> score</VisuallyHidden>
        </Stat>
      </Footer>
    </Article>
  );
}
