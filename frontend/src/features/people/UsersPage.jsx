import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useUserPages } from '../../api/users';
import { Alert } from '../../components/Alert/Alert';
import { authorName } from '../../components/AuthorByline/AuthorByline';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { TagChips } from '../../components/TagChips/TagChips';
import { Input } from '../../components/TextField/TextField';
import { itemListData, usePageMeta } from '../../hooks/usePageMeta';

/** Search applies this long after typing stops (as on the thread list). */
export const SEARCH_DELAY_MS = 300;

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  p { color: ${({ theme }) => theme.color.textMuted}; }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  a { color: ${({ theme }) => theme.color.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

const Who = styled.div`
  flex: 1 1 12rem;
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * /users (the dashboard's 'Show more users'): every member, newest first, with a search by
 * username or display name kept in `?search=`; 'Show more users' loads the next page.
 */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const { users, hasMore, more, error, isLoadingMore } = useUserPages({ search: search.trim() });

  usePageMeta({
    title: 'Users',
    description: 'Developers on DevNet.',
    structuredData: itemListData('Users', '/profile', users, { nameOf: authorName }),
  });

  useEffect(() => {
    if (text === search) return undefined;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set('search', text);
          else next.delete('search');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, setParams]);

  let content;
  if (error && !users)
    content = <Alert variant="error">The members could not be loaded. Please try again later.</Alert>;
  else if (!users) content = <LoadingState label="Loading users..." />;
  else if (users.length === 0) content = <p>{search ? 'No users match your search.' : 'No users yet.'}</p>;
  else {
    content = (
      <List aria-label="Users">
        {users.map((member) => (
          <li key={member.id}>
            <Avatar user={member} size="medium" />
            <Who>
              <Link to={`/profile/${member.id}`}>{member.displayName || member.username}</Link>
              <p>@{member.username}</p>
            </Who>
            <TagChips tags={member.skills} max={3} label={`${member.displayName || member.username}'s skills`} />
          </li>
        ))}
      </List>
    );
  }

  return (
    <PageSection>
      <Container $size="text">
        <Head>
          <h1>Users</h1>
          <p>Everyone on DevNet. Looking for someone to hire? See the developers directory.</p>
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by name or username..."
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Head>
        {content}
        {hasMore && (
          <More>
            <Button variant="outline" onClick={more} disabled={isLoadingMore}>
              {isLoadingMore ? 'Loading...' : 'Show more users'}
            </Button>
          </More>
        )}
      </Container>
    </PageSection>
  );
}
