import styled from 'styled-components';

/* One row even at 320 px (issue 47: the feed's three scopes wrapped there). */
const Group = styled.div`
  display: inline-flex;
  flex-wrap: nowrap;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  button {
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
    white-space: nowrap;
    ${({ theme }) => theme.media.sm} { padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`}; }
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.color.text}; color: ${({ theme }) => theme.color.surface}; }
`;

/**
 * A row of pressed/unpressed buttons choosing one scope of a list (the feed's Global, Friends and
 * Following; the thread list's All and Following). `options`: `[{value, label}]`; `label` names
 * the group.
 */
export function ScopeToggle({ label, options, value, onChange }) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </Group>
  );
}
