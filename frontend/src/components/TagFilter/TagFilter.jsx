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
 * One-of-many toggle chips in a labelled group: `options` `[{value, label}]` (value null = no
 * filter), the pressed one is `selected`; `onChange(value)` with the clicked option's value.
 */
export function FilterChips({ options, selected, onChange, label }) {
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
    </Group>
  );
}

/**
 * Tag filter chips: 'All' and one toggle button per tag. `selected` is the chosen tag or null;
 * `onChange(tag | null)`; clicking the chosen tag clears it. A chosen tag missing from `tags`
 * (a shared link) still shows.
 */
export function TagFilter({ tags, selected, onChange, label = 'Filter by tag' }) {
  const chosen = selected || null;
  const all = chosen && !tags.includes(chosen) ? [chosen, ...tags] : tags;
  const options = [{ value: null, label: 'All' }, ...all.map((tag) => ({ value: tag, label: tag }))];
  return (
    <FilterChips
      label={label}
      options={options}
      selected={chosen}
      onChange={(value) => onChange(value === chosen ? null : value)}
    />
  );
}
