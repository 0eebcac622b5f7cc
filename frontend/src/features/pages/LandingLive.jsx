import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useNewestThreads } from '../../api/threads';
import { useTrendingHashtags } from '../../api/feed';
import { useNewestMembers } from '../../api/users';
import { authorName } from '../../components/AuthorByline/authorName';
import { Avatar } from '../../components/Avatar/Avatar';
import { Container } from '../../components/Container/Container';
import { countLabel } from '../../components/Count/count';
import { TagChips } from '../../components/TagChips/TagChips';
import { tagPath } from '../../components/TagChips/tagPath';
import { useAfterFirstPaint } from '../../hooks/useAfterFirstPaint';

export const NEWEST_THREADS = 5;
export const FEW_DEVELOPERS = 6;

const Section = styled.section`
  /* Its lists arrive after the first paint: the height is kept so nothing below jumps. */
  min-height: 24rem;
  padding: ${({ theme }) => theme.space(12)} 0;
  scroll-margin-top: 64px;
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.black};
  text-align: center;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr); }
`;

const Box = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ThreadRow = styled.li`
  display: grid;
  gap: 2px;
  a { color: ${({ theme }) => theme.color.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
  span { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Person = styled.li`
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover span { text-decoration: underline; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const More = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** What a list shows before its answer, when it failed and when it is empty. */
function ListState({ items, error, empty, children }) {
  if (error && !items) return <Muted>Could not be loaded just now.</Muted>;
  if (!items) return <Muted aria-busy="true">Loading...</Muted>;
  if (items.length === 0) return <Muted>{empty}</Muted>;
  return children;
}

/**
 * The landing page's live part, below the spec's hero (issue 47): the newest threads, the
 * trending tags and a few developers, from the public list endpoints, each with a way to more.
 * Asked for once the first screen is painted, so the hero paints as fast as before.
 */
export function LandingLive() {
  const painted = useAfterFirstPaint();
  const { threads, error: threadsError } = useNewestThreads(NEWEST_THREADS, painted);
  // Trending tags fail quietly (an empty list), as in the feed's sidebar.
  const { items: hashtags } = useTrendingHashtags(painted);
  const { users, error: usersError } = useNewestMembers(FEW_DEVELOPERS, painted);
  const tags = hashtags?.map((entry) => entry.hashtag);
  return (
    <Section id="now" aria-labelledby="now-heading">
      <Container>
        <Heading id="now-heading">Happening on DevNet</Heading>
        <Columns>
          <Box aria-labelledby="now-threads">
            <h3 id="now-threads">Newest threads</h3>
            <ListState items={threads} error={threadsError} empty="No threads yet. Start the first one!">
              <Rows>
                {threads?.map((thread) => (
                  <ThreadRow key={thread.id}>
                    <Link to={`/threads/${thread.id}`}>{thread.title}</Link>
                    <span>
                      {thread.user ? `${authorName(thread.user)} · ` : ''}
                      {countLabel(thread.commentCount ?? 0, 'comment')}
                    </span>
                  </ThreadRow>
                ))}
              </Rows>
            </ListState>
            <More to="/threads?sortBy=latest">All threads</More>
          </Box>
          <Box aria-labelledby="now-tags">
            <h3 id="now-tags">Trending tags</h3>
            <ListState items={tags} empty="No trending topics yet">
              <TagChips tags={tags} label="Trending tags" linkFor={tagPath} />
            </ListState>
            <More to="/projects">Browse projects</More>
          </Box>
          <Box aria-labelledby="now-developers">
            <h3 id="now-developers">Developers</h3>
            <ListState items={users} error={usersError} empty="No developers yet">
              <Rows>
                {users?.map((person) => (
                  <Person key={person.id}>
                    <Link to={`/profile/${person.id}`}>
                      <Avatar user={person} size="small" />
                      <span>{authorName(person)}</span>
                    </Link>
                  </Person>
                ))}
              </Rows>
            </ListState>
            <More to="/developers">All developers</More>
          </Box>
        </Columns>
      </Container>
    </Section>
  );
}
