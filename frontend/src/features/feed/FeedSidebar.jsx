import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../../components/Avatar/Avatar';
import { authorName } from '../../components/AuthorByline/AuthorByline';
import { Icon } from '../../components/Icon/Icon';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { countLabel } from '../../components/Count/count';
import { tagPath } from '../../components/TagChips/tagPath';

/** Spec section 9: the sidebar shows the first 5 trending users. */
export const ACTIVE_DEVELOPERS = 5;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  /* One column (a phone): below the posts, it waits for them rather than being pushed down. */
  &[data-waiting] { display: none; }
  ${({ theme }) => theme.media.lg} {
    &[data-waiting] { display: grid; }
  }
`;

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 { font-size: ${({ theme }) => theme.font.size.md}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li { display: flex; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space(2)}; }
  a { color: ${({ theme }) => theme.color.text}; text-decoration: none; display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; }
  a:hover { text-decoration: underline; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Online = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.success};
  }
`;

const Caption = styled.p`
  margin-top: -${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/**
 * The feed's sidebar (spec section 2): Trending Topics (hashtag and post count), Active Developers
 * (the first 5 trending users, shown as online) and Quick Links. `hashtags` and `developers` are
 * arrays (undefined while loading); an empty one shows the box's empty state. `waiting`: the posts
 * have not arrived. On one column the sidebar sits below them, so it shows once they are there:
 * shown at once, a page of posts arriving pushed it down the screen (layout shift,
 * docs/performance.md). Beside the posts (a wide screen) it shows at once.
 */
/**
 * The trending tags in the order of the post counts the box shows (most first, then by name). The
 * server picks the ten by how many people used them (docs/jobs.md: one account repeating a tag is
 * one person), so the list is the server's, the order the one a reader can check.
 */
export function byPosts(hashtags) {
  // Tags are lower case (the server's): a plain comparison, without starting the locale collator.
  return [...hashtags].sort(
    (a, b) => b.count - a.count || (a.hashtag < b.hashtag ? -1 : a.hashtag > b.hashtag ? 1 : 0),
  );
}

export const TRENDING_CAPTION = 'Tags the most people used in the last 72 hours, by number of posts.';

export function FeedSidebar({ hashtags, developers, waiting = false }) {
  return (
    <Aside aria-label="Feed sidebar" data-waiting={waiting || undefined}>
      <Box aria-labelledby="trending-topics">
        <h2 id="trending-topics">Trending Topics</h2>
        <Caption>{TRENDING_CAPTION}</Caption>
        {!hashtags && <LoadingState label="Loading topics..." />}
        {hashtags?.length === 0 && <Empty>No trending topics yet</Empty>}
        {hashtags?.length > 0 && (
          <List>
            {byPosts(hashtags).map(({ hashtag, count }) => (
              <li key={hashtag}>
                <Link to={tagPath(hashtag)}>#{hashtag}</Link>
                <Muted>{countLabel(count, 'post')}</Muted>
              </li>
            ))}
          </List>
        )}
      </Box>
      <Box aria-labelledby="active-developers">
        <h2 id="active-developers">Active Developers</h2>
        {!developers && <LoadingState label="Loading developers..." />}
        {developers?.length === 0 && <Empty>No active developers yet</Empty>}
        {developers?.length > 0 && (
          <List>
            {developers.slice(0, ACTIVE_DEVELOPERS).map((developer) => (
              <li key={developer.id}>
                <Link to={`/profile/${developer.id}`}>
                  <Avatar user={developer} size="small" />
                  {authorName(developer)}
                </Link>
                <Online>Online</Online>
              </li>
            ))}
          </List>
        )}
      </Box>
      <Box aria-labelledby="quick-links">
        <h2 id="quick-links">Quick Links</h2>
        <List>
          <li>
            <Link to="/projects">
              <Icon name="folder" size={16} />
              Browse Projects
            </Link>
          </li>
          <li>
            <Link to="/threads">
              <Icon name="message" size={16} />
              Join Discussions
            </Link>
          </li>
        </List>
      </Box>
    </Aside>
  );
}
