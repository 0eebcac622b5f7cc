import { useState } from 'react';
import styled from 'styled-components';
import { chipStyles } from '../TagChips/TagChips';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const MoreChip = styled.button`
  ${chipStyles}
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-style: dashed;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
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
 * One-of-many toggle chips in a labelled group: `options` `[{value, label}]` (value null = no
 * filter), the pressed one is `selected`; `onChange(value)` with the clicked option's value.
 */
export function FilterChips({ options, selected, onChange, label, children }) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Chip
          key={option.value ?? ''}
          type="button"
          aria-pressed={(selected ?? null) === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Chip>
      ))}
      {children}
    </Group>
  );
}

/** How many tags show before 'More tags' (a phone shows two or three rows of chips, not fifty). */
export const TAGS_SHOWN = 8;

/**
 * Tag filter chips: 'All' and one toggle button per tag. `selected` is the chosen tag or null;
 * `onChange(tag | null)`; clicking the chosen tag clears it. A chosen tag missing from `tags`
 * (a shared link) still shows. Past `TAGS_SHOWN` tags (most used first) the rest wait behind a
 * 'More tags (N)' chip, which a 'Fewer tags' chip folds back; the chosen tag always shows.
 */
export function TagFilter({ tags, selected, onChange, label = 'Filter by tag' }) {
  const [expanded, setExpanded] = useState(false);
  const chosen = selected || null;
  const all = chosen && !tags.includes(chosen) ? [chosen, ...tags] : tags;
  const hidden = all.length - TAGS_SHOWN;
  let shown = all;
  if (!expanded && hidden > 0) {
    shown = all.slice(0, TAGS_SHOWN);
    if (chosen && !shown.includes(chosen)) shown = [...shown, chosen];
  }
  const options = [{ value: null, label: 'All' }, ...shown.map((tag) => ({ value: tag, label: tag }))];
  return (
    <FilterChips
      label={label}
      options={options}
      selected={chosen}
      onChange={(value) => onChange(value === chosen ? null : value)}
    >
      {hidden > 0 && (
        <MoreChip type="button" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Fewer tags' : `More tags (${all.length - shown.length})`}
        </MoreChip>
      )}
    </FilterChips>
  );
}
