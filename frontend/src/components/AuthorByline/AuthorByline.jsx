import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../Avatar/Avatar';
import { Icon } from '../Icon/Icon';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { authorName } from './authorName';

export { authorName };

/** The row of a post page that holds the byline and its counts. */
export const BylineRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
  a:hover { text-decoration: underline; }
`;

const Author = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${({ $push }) => $push && 'margin-right: auto;'}
  color: ${({ theme }) => theme.color.text};
`;

const Stat = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * Who wrote a post and when: avatar and name, then the relative time. `linked` (post pages)
 * links the name to the author's profile; cards show it plain, and `push` moves what follows
 * to the far end of the row. Place it inside a flex row (BylineRow or a card footer).
 */
export function AuthorByline({ user, createdAt, now, linked = false, push = false }) {
  const name = authorName(user);
  let author;
  if (!linked) {
    author = (
      <Author $push={push}>
        <Avatar user={user} size="small" />
        {name}
      </Author>
    );
  } else if (user) {
    author = (
      <Link to={`/profile/${user.id}`}>
        <Avatar user={user} size="small" />
        {name}
      </Link>
    );
  } else {
    author = <span>{name}</span>;
  }
  return (
    <>
      {author}
      <RelativeTime value={createdAt} now={now} />
    </>
  );
}

/** A count beside a byline: an icon, the value, and `label` for screen readers ('comments'). */
export function BylineStat({ icon, title, label, children }) {
  return (
    <Stat title={title}>
      <Icon name={icon} size={14} />
      {children}
      <Hidden> {label}</Hidden>
    </Stat>
  );
}
