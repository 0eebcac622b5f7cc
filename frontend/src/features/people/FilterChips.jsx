import styled from 'styled-components';
import { chipStyles } from '../../components/TagChips/TagChips';

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

/** One-of-many toggle chips: `options` `[{value, label}]` (value null = no filter); `onChange(value)`. */
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
