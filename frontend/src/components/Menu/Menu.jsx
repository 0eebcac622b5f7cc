import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const Trigger = styled.button`
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

const List = styled(DropdownMenu.Content)`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 12rem;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const itemStyles = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover, &:focus-visible, &[data-highlighted] {
    background: ${({ theme }) => theme.color.surfaceHover};
    outline: none;
  }
`;

const ItemLink = styled(Link)`${itemStyles}`;
const ItemAction = styled(DropdownMenu.Item)`${itemStyles}`;

const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.color.border};
`;

const Heading = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Note = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(1)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * A menu button on Radix UI's DropdownMenu (WAI-ARIA menu pattern): the trigger opens a list of
 * menu items, links (`{label, to}`) or actions (`{label, onSelect}`); `{separator: true}` draws a
 * rule. Enter, Space or ArrowDown on the trigger open it with the first item focused; arrow keys,
 * Home, End and typing a label's first letters move between items; Escape closes and returns the
 * focus; a click outside, Tab or choosing an item closes it. It is not modal: the page stays
 * readable and scrollable behind it. `ariaLabel` names a trigger that shows no text; `label`
 * names the open menu (defaults to `ariaLabel`). An item may also be `{note: node}`, a line of
 * text that is not an item (who a request is from), and an action may carry `ariaLabel` when its
 * visible label alone is ambiguous ('Accept'). `empty` shows when there are no items.
 */
export function Menu({ items, children, ariaLabel, label, align = 'end', heading, bare = false, empty }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Trigger type="button" aria-label={ariaLabel} $bare={bare}>
          {children}
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <List
          align={align === 'start' ? 'start' : 'end'}
          sideOffset={8}
          // Named by its label (Radix names it after the trigger: for the bell, a count of requests).
          {...((label ?? ariaLabel) ? { 'aria-label': label ?? ariaLabel, 'aria-labelledby': undefined } : {})}
          onCloseAutoFocus={(event) => {
            // An action that moved the focus on (a form it opened) keeps it; else back to the trigger.
            const active = document.activeElement;
            if (active && active !== document.body) event.preventDefault();
          }}
        >
          {heading && <Heading role="presentation">{heading}</Heading>}
          {items.length === 0 && empty && <Heading role="presentation">{empty}</Heading>}
          {items.map((item, index) => {
            if (item.separator) return <Separator key={`separator-${index}`} />;
            if (item.note) return <Note key={item.key ?? `note-${index}`} role="presentation">{item.note}</Note>;
            if (item.to) {
              return (
                <DropdownMenu.Item key={item.label} asChild>
                  <ItemLink to={item.to}>{item.label}</ItemLink>
                </DropdownMenu.Item>
              );
            }
            return (
              <ItemAction key={item.key ?? item.label} aria-label={item.ariaLabel} onSelect={() => item.onSelect?.()}>
                {item.label}
              </ItemAction>
            );
          })}
        </List>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
