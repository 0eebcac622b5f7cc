import styled from 'styled-components';
import { chipStyles } from '../TagChips/TagChips';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled.button`
  ${chipStyles}
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  &:hover:not([aria-pressed='true']) { border-color: ${({ theme }) => theme.color.borderStrong}; }
`;

/**
 * Tag filter chips: 'All' and one toggle button per tag. `selected` is the chosen tag or null;
 * `onChange(tag | null)`. A chosen tag missing from `tags` (a shared link) still shows.
 */
export function TagFilter({ tags, selected, onChange, label = 'Filter by tag' }) {
  const all = selected && !tags.includes(selected) ? [selected, ...tags] : tags;
  return (
    <Group role="group" aria-label={label}>
      <Chip type="button" aria-pressed={!selected} onClick={() => onChange(null)}>
        All
      </Chip>
      {all.map((tag) => (
        <Chip
          key={tag}
          type="button"
          aria-pressed={selected === tag}
          onClick={() => onChange(selected === tag ? null : tag)}
        >
          {tag}
        </Chip>
      ))}
    </Group>
  );
}
