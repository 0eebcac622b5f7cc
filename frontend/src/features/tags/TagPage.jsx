import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useTagPosts } from '../../api/feed';
import { useProjects } from '../../api/projects';
import { useThreads } from '../../api/threads';
import { authorName } from '../../components/AuthorByline/authorName';
import { ButtonLink } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { countLabel } from '../../components/Count/count';
import { FollowTagButton } from '../../components/FollowTagButton/FollowTagButton';
import { loginReturningTo } from '../../components/SignInPrompt/SignInPrompt';
import { markdownToText } from '../../components/RichText/markdownToText';
import { tagName } from '../../components/TagChips/tagPath';
import { usePageMeta } from '../../hooks/usePageMeta';

/** How many threads and projects the page shows before 'All ...'. */
export const TAG_PAGE_ITEMS = 5;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.font.size['3xl']};
    font-weight: ${({ theme }) => theme.font.weight.black};
    overflow-wrap: anywhere;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); align-items: start; }
`;

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: 2px;
  min-width: 0;
  a { color: ${({ theme }) => theme.color.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const More = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

function ListState({ items, error, empty, children }) {
  if (error && !items) return <Muted>Could not be loaded just now.</Muted>;
  if (!items) return <Muted aria-busy="true">Loading...</Muted>;
  if (items.length === 0) return <Muted>{empty}</Muted>;
  return children;
}

const excerpt = (text) => {
  const plain = markdownToText(text ?? '');
  return plain.length > 140 ? `${plain.slice(0, 140)}...` : plain;
};

/**
 * /tags/{tag} (issue 47): where a hashtag, a tag chip or a trending tag leads. The newest
 * threads and projects with the tag (everyone), and the newest posts with it (members: the API
 * answers posts to members only; a visitor gets a Log in link back here), each with a way to the
 * whole list; Follow for a member.
 */
export function TagPage() {
  const tag = tagName(useParams().tag ?? '');
  usePageMeta({ title: `#${tag}`, description: `Threads, projects and posts tagged #${tag} on DevNet.` });
  const { user, isLoading } = useCurrentUser();
  const { threads, error: threadsError } = useThreads({ sortBy: 'latest', tag });
  const { projects, error: projectsError } = useProjects({ sortBy: 'latest', tag });
  const { posts, error: postsError } = useTagPosts(tag, Boolean(user));
  const query = `tag=${encodeURIComponent(tag)}`;
  return (
    <PageSection>
      <Container>
        <Head>
          <h1>{`#${tag}`}</h1>
          <FollowTagButton tag={tag} />
        </Head>
        <Columns>
          <Box aria-labelledby="tag-threads">
            <h2 id="tag-threads">Threads</h2>
            <ListState
              items={threads?.slice(0, TAG_PAGE_ITEMS)}
              error={threadsError}
              empty="No threads with this tag yet"
            >
              <Rows>
                {threads?.slice(0, TAG_PAGE_ITEMS).map((thread) => (
                  <Row key={thread.id}>
                    <Link to={`/threads/${thread.id}`}>{thread.title}</Link>
                    <Meta>
                      {thread.user ? `${authorName(thread.user)} · ` : ''}
                      {countLabel(thread.commentCount ?? 0, 'comment')}
                    </Meta>
                  </Row>
                ))}
              </Rows>
            </ListState>
            <More to={`/threads?sortBy=latest&${query}`}>All threads tagged #{tag}</More>
          </Box>
          <Box aria-labelledby="tag-projects">
            <h2 id="tag-projects">Projects</h2>
            <ListState
              items={projects?.slice(0, TAG_PAGE_ITEMS)}
              error={projectsError}
              empty="No projects with this tag yet"
            >
              <Rows>
                {projects?.slice(0, TAG_PAGE_ITEMS).map((project) => (
                  <Row key={project.id}>
                    <Link to={`/projects/${project.id}`}>{project.title}</Link>
                    <Meta>{excerpt(project.description)}</Meta>
                  </Row>
                ))}
              </Rows>
            </ListState>
            <More to={`/projects?${query}`}>All projects tagged #{tag}</More>
          </Box>
          <Box aria-labelledby="tag-posts">
            <h2 id="tag-posts">Posts</h2>
            {!user && !isLoading && (
              <>
                <Muted>Posts are for members.</Muted>
                <ButtonLink to={loginReturningTo(`/tags/${encodeURIComponent(tag)}`)} variant="outline" size="sm">
                  Log in to see them
                </ButtonLink>
              </>
            )}
            {user && (
              <ListState items={posts} error={postsError} empty="No posts with this tag yet">
                <Rows>
                  {posts?.map((post) => (
                    <Row key={post.id}>
                      <Link to={`/posts/${post.id}`}>{excerpt(post.content) || 'A post'}</Link>
                      <Meta>{post.user ? authorName(post.user) : ''}</Meta>
                    </Row>
                  ))}
                </Rows>
              </ListState>
            )}
          </Box>
        </Columns>
      </Container>
    </PageSection>
  );
}
