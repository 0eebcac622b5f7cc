import styled from 'styled-components';

/** The menu button: drawn the same before the menu's code has arrived (Menu) and after (MenuPopup). */
export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ $bare, theme }) => ($bare ? '0' : `${theme.space(2)} ${theme.space(3)}`)};
  border: 0;
  border-radius: ${({ $bare, theme }) => ($bare ? theme.radius.full : theme.radius.md)};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover, &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.text};
    background: ${({ $bare, theme }) => ($bare ? 'transparent' : theme.color.surfaceHover)};
  }
`;
