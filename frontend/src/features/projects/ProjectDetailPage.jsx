import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { altOf } from '../../api/media';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useComments, useLikeComment, usePostComment } from '../../api/comments';
import {
  projectCommentChanges,
  projectScore,
  useMyProjectVote,
  useProject,
  useVoteOnProject,
} from '../../api/projects';
import { toggleVote } from '../../api/votes';
import { Icon } from '../../components/Icon/Icon';
import { AuthorByline, BylineRow } from '../../components/AuthorByline/AuthorByline';
import { BookmarkButton } from '../../components/BookmarkButton/BookmarkButton';
import { ButtonAnchor, ButtonLink } from '../../components/Button/Button';
import { CommentSection } from '../../components/CommentSection/CommentSection';
import { Container } from '../../components/Container/Container';
import { postStatusScreen } from '../../components/StatusScreen/StatusScreen';
import { TagChips } from '../../components/TagChips/TagChips';
import { VoteColumn } from '../../components/VoteColumn/VoteColumn';
import { usePageMeta } from '../../hooks/usePageMeta';
import { useGatedAction } from '../../hooks/useGatedAction';
import { usePathId } from '../../hooks/usePathId';
import { webHref } from './links';
import { tagLink } from './ProjectCard';
import { countLabel } from '../../components/Count/count';

const Cover = styled.div`
  height: 18rem;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.heroFrom}, ${({ theme }) => theme.color.heroTo});
  ${({ theme }) => theme.media.md} { height: 24rem; }
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.color.text}; }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.font.size['3xl']};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  > [role='group'] { margin-right: auto; }
`;

const Description = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Gallery = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    display: block;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const status = { kind: 'Project', noun: 'project', back: { to: '/projects', label: 'Back to Portfolio' } };

/** /projects/{id}: cover, details, links, gallery, votes, the owner's Edit button and comments. */
export function ProjectDetailPage() {
  const id = usePathId();
  const { user } = useCurrentUser();
  const { project, error, isLoading } = useProject(id);
  const { vote: savedVote } = useMyProjectVote(id, Boolean(user));
  const voteOnProject = useVoteOnProject(id);
  const { comments, error: commentsError, isLoading: commentsLoading } = useComments('projects', project ? id : null);
  const alsoChanged = useMemo(() => projectCommentChanges(id), [id]);
  const postComment = usePostComment('projects', id, alsoChanged);
  const likeComment = useLikeComment('projects', id);
  // The choice shown while a vote is on its way; undefined means "what the server said".
  const [pendingVote, setPendingVote] = useState(undefined);
  const vote = useGatedAction(
    async (clicked) => {
      setPendingVote(toggleVote(savedVote, clicked).vote);
      try {
        await voteOnProject(savedVote, clicked);
      } finally {
        // Success: the cache now holds the new vote; failure: back to the vote the server has.
        setPendingVote(undefined);
      }
    },
    {
      signIn: 'You need to create an account or log in to vote on projects.',
      failure: 'Failed to vote. Please try again.',
      refuse: (me) =>
        project && me.id === project.userId
          ? { title: 'Cannot Vote', description: 'You cannot vote on your own project.' }
          : null,
    },
  );

  usePageMeta({ title: project?.title ?? 'Portfolio', description: project?.description?.slice(0, 150) });

  const screen = postStatusScreen({ ...status, id, post: project, error, isLoading });
  if (screen) return screen;

  const isOwner = Boolean(user) && user.id === project.userId;
  const shownVote = pendingVote === undefined ? savedVote : pendingVote;

  const [cover, ...gallery] = project.mediaUrls ?? [];
  const demo = webHref(project.demoUrl);
  const repo = webHref(project.repoUrl);

  return (
    <article aria-labelledby="project-title">
      <Cover data-testid={cover ? 'cover-image' : 'cover-gradient'}>
        {cover && <img src={cover} alt={altOf(project.mediaAlts, 0, `${project.title} cover`)} />}
      </Cover>
      <Container $size="default">
        <Page>
          <Back to="/projects">
            <Icon name="chevronLeft" size={16} />
            Back to Portfolio
          </Back>
          <Header>
            <h1 id="project-title">{project.title}</h1>
            <BylineRow>
              <AuthorByline user={project.user} createdAt={project.createdAt} linked />
              <span>{countLabel(project.views ?? 0, 'view')}</span>
            </BylineRow>
            <TagChips tags={project.tags} linkFor={tagLink} />
            <Toolbar>
              <VoteColumn
                horizontal
                score={projectScore(project)}
                vote={shownVote}
                onVote={vote.run}
                busy={vote.pending}
                label="Project votes"
              />
              {demo && (
                <ButtonAnchor href={demo} target="_blank" rel="noopener noreferrer">
                  <Icon name="external" size={16} />
                  Live Demo
                </ButtonAnchor>
              )}
              {repo && (
                <ButtonAnchor href={repo} target="_blank" rel="noopener noreferrer" variant="outline">
                  <Icon name="code" size={16} />
                  Source Code
                </ButtonAnchor>
              )}
              <BookmarkButton kind="project" itemId={project.id} />
              {isOwner && (
                <ButtonLink to={`/projects/${project.id}/edit`} variant="secondary">
                  Edit
                </ButtonLink>
              )}
            </Toolbar>
          </Header>
          <section aria-labelledby="project-about">
            <SectionTitle id="project-about">About this project</SectionTitle>
            <Description data-testid="project-description">{project.description}</Description>
          </section>
          {gallery.length > 0 && (
            <section aria-labelledby="project-gallery">
              <SectionTitle id="project-gallery">Gallery</SectionTitle>
              <Gallery>
                {gallery.map((src, index) => (
                  <li key={`${index}-${src.slice(0, 64)}`}>
                    <img
                      src={src}
                      alt={altOf(project.mediaAlts, index + 1, `${project.title} screenshot ${index + 1}`)}
                      loading="lazy"
                    />
                  </li>
                ))}
              </Gallery>
            </section>
          )}
          <CommentSection
            draftKey={`draft:comment:project:${project.id}`}
            comments={comments}
            isLoading={commentsLoading}
            error={commentsError}
            user={user}
            onPost={postComment}
            onLike={likeComment}
            loginPath={`/auth/login?redirectTo=/projects/${project.id}`}
          />
        </Page>
      </Container>
    </article>
  );
}
