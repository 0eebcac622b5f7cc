import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
`;

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

const List = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  ${({ $align }) => ($align === 'start' ? 'left: 0;' : 'right: 0;')}
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
  &:hover, &:focus-visible {
    background: ${({ theme }) => theme.color.surfaceHover};
    outline: none;
  }
`;

const ItemLink = styled(Link)`${itemStyles}`;
const ItemButton = styled.button`${itemStyles}`;

const Separator = styled.div`
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
 * A menu button (WAI-ARIA menu pattern): the trigger toggles a list of menu items, links
 * (`{label, to}`) or actions (`{label, onSelect}`); `{separator: true}` draws a rule.
 * Arrow keys, Home and End move between items; Escape closes and returns focus; a click
 * outside or on an item closes it. `ariaLabel` names a trigger that shows no text; `label`
 * names the open menu (defaults to `ariaLabel`). An item may also be `{note: node}`, a line of
 * text that is not an item (who a request is from), and an action may carry `ariaLabel` when its
 * visible label alone is ambiguous ('Accept'). `empty` shows when there are no items.
 */
export function Menu({ items, children, ariaLabel, label, align = 'end', heading, bare = false, empty }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef(null);
  const triggerRef = useRef(null);
  const listRef = useRef(null);

  const menuItems = () => Array.from(listRef.current?.querySelectorAll('[role="menuitem"]') ?? []);

  const close = useCallback((returnFocus) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    (menuItems()[0] ?? listRef.current)?.focus();
    const onPointerDown = (event) => {
      if (!wrapRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, close]);

  const onListKeyDown = (event) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement);
    const focusAt = (i) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const onTriggerKeyDown = (event) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        $bare={bare}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={onTriggerKeyDown}
      >
        {children}
      </Trigger>
      {open && (
        <List
          ref={listRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={label ?? ariaLabel}
          $align={align}
          onKeyDown={onListKeyDown}
        >
          {heading && <Heading role="presentation">{heading}</Heading>}
          {items.length === 0 && empty && <Heading role="presentation">{empty}</Heading>}
          {items.map((item, index) => {
            if (item.separator) return <Separator key={`separator-${index}`} role="separator" />;
            if (item.note) return <Note key={item.key ?? `note-${index}`} role="presentation">{item.note}</Note>;
            if (item.to) {
              return (
                <ItemLink key={item.label} role="menuitem" tabIndex={-1} to={item.to} onClick={() => close(false)}>
                  {item.label}
                </ItemLink>
              );
            }
            return (
              <ItemButton
                key={item.key ?? item.label}
                role="menuitem"
                aria-label={item.ariaLabel}
                tabIndex={-1}
                type="button"
                onClick={() => {
                  // Focus goes back to the trigger, so a keyboard user keeps their place.
                  close(true);
                  item.onSelect?.();
                }}
              >
                {item.label}
              </ItemButton>
            );
          })}
        </List>
      )}
    </Wrap>
  );
}
