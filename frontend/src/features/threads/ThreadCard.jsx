import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isHotTalk } from '../../api/votes';
import { AuthorByline, BylineRow, BylineStat } from '../../components/AuthorByline/AuthorByline';
import { plainExcerpt } from '../../components/RichText/markdownToText';
import { TagChips } from '../../components/TagChips/TagChips';
import { HotTalkBadge } from './HotTalkBadge';
import { tagPath } from '../../components/TagChips/tagPath';
import { authorName } from '../../components/AuthorByline/authorName';
import { countLabel } from '../../components/Count/count';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';

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

const Row = styled.article`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(4)}`};
  &:hover { background: ${({ theme }) => theme.color.surfaceHover}; }
`;

const RowTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const RowTitle = styled.h2`
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  a { color: ${({ theme }) => theme.color.text}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.color.link}; }
`;

const RowMeta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;

/**
 * One thread in the list: title, excerpt, up to 3 tags then '+N', author, age, comments, score.
 * `compact`: one row of the compact view (title; author, age, comments, score and tags in a line).
 */
export function ThreadCard({ thread, now, compact = false }) {
  if (compact) {
    const tags = (thread.tags ?? []).slice(0, 3).map((tag) => `#${tag}`);
    return (
      <Row aria-labelledby={`thread-${thread.id}-title`}>
        <RowTop>
          <RowTitle id={`thread-${thread.id}-title`}>
            <Link to={`/threads/${thread.id}`}>{thread.title}</Link>
          </RowTitle>
          {isHotTalk(thread.upvotes) && <HotTalkBadge />}
        </RowTop>
        <RowMeta>
          {[
            authorName(thread.user),
            <RelativeTime key="age" value={thread.createdAt} now={now} />,
            countLabel(thread.commentCount ?? 0, 'comment'),
            `score ${thread.upvotes ?? 0}`,
            ...tags,
          ].map((part, index) => (
            <Fragment key={index}>
              {index > 0 && ' · '}
              {part}
            </Fragment>
          ))}
        </RowMeta>
      </Row>
    );
  }
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
