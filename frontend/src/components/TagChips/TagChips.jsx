import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { FollowTagButton } from '../FollowTagButton/FollowTagButton';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const chipStyles = css`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  text-decoration: none;
  white-space: nowrap;
`;

const Chip = styled.span`${chipStyles}`;
const ChipLink = styled(Link)`
  ${chipStyles}
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;
const More = styled.span`
  ${chipStyles}
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Followable = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * A row of tags. With `max`, only the first `max` show, then a '+N' chip for the rest (spec:
 * cards show 3). `linkFor(tag)` turns each chip into a link, e.g. to the list filtered by it.
 * `followable`: a 'Follow' toggle beside each chip for a signed-in member (FollowTagButton).
 */
export function TagChips({ tags, max, linkFor, label = 'Tags', className, followable = false }) {
  if (!Array.isArray(tags) || tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.slice(shown.length);
  return (
    <List aria-label={label} className={className}>
      {shown.map((tag) => {
        const chip = linkFor ? <ChipLink to={linkFor(tag)}>{tag}</ChipLink> : <Chip>{tag}</Chip>;
        return followable ? (
          <Followable key={tag}>
            {chip}
            <FollowTagButton tag={tag} />
          </Followable>
        ) : (
          <li key={tag}>{chip}</li>
        );
      })}
      {hidden.length > 0 && (
        <li>
          <More title={hidden.join(', ')} data-testid="more-tags">{`+${hidden.length}`}</More>
        </li>
      )}
    </List>
  );
}
