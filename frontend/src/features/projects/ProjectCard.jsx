import { Link } from 'react-router-dom';
import { altOf } from '../../api/media';
import styled, { css } from 'styled-components';
import { projectScore } from '../../api/projects';
import { Icon } from '../../components/Icon/Icon';
import { AuthorByline, BylineStat } from '../../components/AuthorByline/AuthorByline';
import { TagChips } from '../../components/TagChips/TagChips';
import { tagPath } from '../../components/TagChips/tagPath';

/** A tag chip leads to the tag's page (its threads, projects and posts; issue 47). */
export const tagLink = tagPath;

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  transition: border-color ${({ theme }) => theme.transition.fast}, box-shadow ${({ theme }) => theme.transition.fast};
  &:hover { border-color: ${({ theme }) => theme.color.borderStrong}; }
  ${({ $selected }) =>
    $selected &&
    css`
      border-color: ${({ theme }) => theme.color.primary};
      box-shadow: 0 0 0 2px ${({ theme }) => theme.color.primary};
      &:hover { border-color: ${({ theme }) => theme.color.primary}; }
    `}
`;

const Preview = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.heroFrom}, ${({ theme }) => theme.color.heroTo});
  color: ${({ theme }) => theme.color.primaryText};
  display: flex;
  align-items: center;
  justify-content: center;
  /* Out of the flow, so an image's own proportions never stretch the 16:9 frame. */
  img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const Select = styled.input`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  padding: ${({ theme }) => theme.space(5)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  a { color: ${({ theme }) => theme.color.text}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.color.link}; }
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * One project in the grid: the first image as preview (its alt text, else the title; no image: a gradient), title, description,
 * up to 3 tags then '+N', author, age, score and comments. The checkbox selects the card.
 */
export function ProjectCard({ project, selected = false, onToggleSelect, now }) {
  const preview = project.mediaUrls?.[0];
  return (
    <Article aria-labelledby={`project-${project.id}-title`} $selected={selected} data-selected={selected}>
      <Preview>
        {preview ? (
          <img src={preview} alt={altOf(project.mediaAlts, 0, `${project.title} preview`)} loading="lazy" />
        ) : (
          <Icon name="code" size={36} />
        )}
      </Preview>
      {onToggleSelect && (
        <Select
          type="checkbox"
          aria-label={`Select ${project.title}`}
          checked={selected}
          onChange={() => onToggleSelect(project.id)}
        />
      )}
      <Body>
        <Title id={`project-${project.id}-title`}>
          <Link to={`/projects/${project.id}`}>{project.title}</Link>
        </Title>
        <Description>{project.description}</Description>
        <TagChips tags={project.tags} max={3} linkFor={tagLink} />
      </Body>
      <Footer>
        <AuthorByline user={project.user} createdAt={project.createdAt} now={now} push />
        <BylineStat icon="arrowUp" title="Score" label="score">
          <span data-testid="score">{projectScore(project)}</span>
        </BylineStat>
        <BylineStat icon="comment" title="Comments" label="comments">
          {project.commentCount ?? 0}
        </BylineStat>
      </Footer>
    </Article>
  );
}
