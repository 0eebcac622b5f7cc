import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Trigger } from './MenuTrigger';

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
 * The menu (see Menu for what it does) on Radix UI's DropdownMenu, fetched after the first paint.
 * `pending` is what happened to Menu's stand-in trigger before: `{focused, open: 'keyboard' |
 * 'pointer' | null}`; the menu starts open when someone already asked for it.
 */
export function MenuPopup({ items, children, ariaLabel, label, align = 'end', heading, bare = false, empty, pending }) {
  const [open, setOpen] = useState(() => Boolean(pending?.open));
  const openedBy = useRef(pending?.open ?? null);
  const triggerRef = useRef(null);
  useEffect(() => {
    // The stand-in had the focus: this trigger replaces it under the person's hands.
    if (pending?.focused && !pending.open) triggerRef.current?.focus();
  }, [pending]);

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Trigger ref={triggerRef} type="button" aria-label={ariaLabel} $bare={bare}>
          {children}
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <List
          align={align === 'start' ? 'start' : 'end'}
          sideOffset={8}
          // Named by its label (Radix names it after the trigger: for the bell, a count of requests).
          {...((label ?? ariaLabel) ? { 'aria-label': label ?? ariaLabel, 'aria-labelledby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            // Opened from the keyboard on the stand-in: the first item, as Radix does for its own.
            if (openedBy.current !== 'keyboard') return;
            openedBy.current = null;
            const first = event.currentTarget.querySelector('[role="menuitem"]');
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
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
            if (item.note)
              return (
                <Note key={item.key ?? `note-${index}`} role="presentation">
                  {item.note}
                </Note>
              );
            if (item.to) {
              return (
                <DropdownMenu.Item key={item.key ?? item.label} asChild onSelect={() => item.onSelect?.()}>
                  <ItemLink to={item.to} aria-label={item.ariaLabel}>
                    {item.label}
                  </ItemLink>
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
