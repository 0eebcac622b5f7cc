import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isHotTalk } from '../../api/votes';
import { AuthorByline, BylineRow, BylineStat } from '../../components/AuthorByline/AuthorByline';
import { plainExcerpt } from '../../components/RichText/markdownToText';
import { TagChips } from '../../components/TagChips/TagChips';
import { HotTalkBadge } from './HotTalkBadge';
import { tagPath } from '../../components/TagChips/tagPath';

/** Spec section 9: the first 150 characters, with '...' when the body is longer. */
export const EXCERPT_LENGTH = 150;

/** The body as plain text (no ```, ** or link syntax: components/RichText/markdownToText.js), cut there. */
export function excerpt(text, length = EXCERPT_LENGTH) {
  return plainExcerpt(text, length);
}

/** A tag chip leads to the tag's page (its threads, projects and posts; issue 47). */
export const tagLink = tagPath;

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

/** One thread in the list: title, excerpt, up to 3 tags then '+N', author, age, comments, score. */
export function ThreadCard({ thread, now }) {
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
      <BylineRow>
        <AuthorByline user={thread.user} createdAt={thread.createdAt} now={now} />
        <BylineStat icon="comment" title="Comments" label="comments">
          {thread.commentCount ?? 0}
        </BylineStat>
        <BylineStat icon="arrowUp" title="Score" label="score">
          <span data-testid="score">{thread.upvotes ?? 0}</span>
        </BylineStat>
      </BylineRow>
    </Article>
  );
}
