import { forwardRef, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useMentionSuggestions } from '../../api/notifications';
import { authorName } from '../AuthorByline/AuthorByline';
import { Avatar } from '../Avatar/Avatar';
import { TextArea } from '../TextArea/TextArea';

/** How long typing rests before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  max-width: 22rem;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow?.lg ?? 'none'};
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surfaceHover};
    outline: 2px solid ${({ theme }) => theme.color.primary};
  }
`;

const Handle = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

// An @ that starts a mention (not inside a word, an email or a path) and what follows it up to the caret.
const TYPING = /(?:^|[^\w@/.+-])@([A-Za-z0-9_-]{1,30})$/;

/** The mention being typed just before `caret` in `text`: `{start, query}` (start: the @), or null. */
export function mentionAt(text, caret) {
  const match = TYPING.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1].length - 1, query: match[1] };
}

/** `text` with the mention at `start`..`caret` replaced by `@username ` and where the caret goes. */
export function insertMention(text, start, caret, username) {
  const inserted = `@${username} `;
  const rest = text.slice(caret).replace(/^[A-Za-z0-9_-]*/, '');
  const next = text.slice(0, start) + inserted + rest.replace(/^ /, '');
  return { text: next, caret: start + inserted.length };
}

function useDelayed(value, delay) {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    if (!value) {
      setCurrent(value);
      return undefined;
    }
    const timer = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return current;
}

/**
 * A TextArea (same props: use it with `form.field(...)`) that suggests members while an
 * @username is typed: up to 8 from GET /api/users/mentions. Arrow keys move through them, Enter
 * or Tab puts the chosen `@username ` in the text, Escape closes the list (and nothing else);
 * a click chooses too. The textarea stays a textbox: the list is its `aria-controls`, the
 * highlighted member its `aria-activedescendant`, and a polite status says how many there are.
 */
export const MentionTextArea = forwardRef(function MentionTextArea(
  { value = '', onChange, onKeyDown, onBlur, onFocus, name, ...props },
  ref,
) {
  const listId = useId();
  const own = useRef(null);
  const [typing, setTyping] = useState(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(null);
  const pendingCaret = useRef(null);
  const query = useDelayed(typing?.query ?? '', SUGGEST_DELAY_MS);
  const { users } = useMentionSuggestions(typing && query === typing.query ? query : '');
  const open = Boolean(typing) && users.length > 0 && !dismissed;

  const setRefs = useCallback(
    (element) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const follow = (element) => {
    const found = mentionAt(element.value, element.selectionStart ?? element.value.length);
    setTyping((current) => (current?.start === found?.start && current?.query === found?.query ? current : found));
  };

  useEffect(() => setActive(0), [query]);

  useLayoutEffect(() => {
    if (pendingCaret.current == null || !own.current) return;
    own.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const choose = (user) => {
    const element = own.current;
    if (!element || !typing) return;
    const caret = element.selectionStart ?? value.length;
    const next = insertMention(String(value), typing.start, caret, user.username);
    pendingCaret.current = next.caret;
    onChange?.({ target: { name, value: next.text, type: 'textarea' } });
    setTyping(null);
    element.focus();
  };

  const keyDown = (event) => {
    if (open && !event.nativeEvent?.isComposing) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + users.length) % users.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(users[Math.min(active, users.length - 1)]);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDismissed(true);
        return;
      }
    }
    onKeyDown?.(event);
  };

  const optionId = (index) => `${listId}-option-${index}`;
  return (
    <Wrap>
      <TextArea
        {...props}
        ref={setRefs}
        name={name}
        value={value}
        onChange={(event) => {
          onChange?.(event);
          setDismissed(null); // typing on after Escape asks again
          follow(event.target);
        }}
        onKeyDown={keyDown}
        onKeyUp={(event) => {
          if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) follow(event.target);
        }}
        onClick={(event) => follow(event.target)}
        onFocus={(event) => {
          follow(event.target);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setTyping(null);
          onBlur?.(event);
        }}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(Math.min(active, users.length - 1)) : undefined}
      />
      {open && (
        <List id={listId} role="listbox" aria-label="Mention a member">
          {users.map((user, index) => (
            <Option
              key={user.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === Math.min(active, users.length - 1)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(user)}
            >
              <span aria-hidden="true">
                <Avatar user={user} size="small" />
              </span>
              <span>{authorName(user)}</span>
              <Handle>{`@${user.username}`}</Handle>
            </Option>
          ))}
        </List>
      )}
      <Hidden role="status" aria-live="polite">
        {open
          ? `${users.length} ${users.length === 1 ? 'member' : 'members'} to mention; arrow keys to choose, Enter to insert`
          : ''}
      </Hidden>
    </Wrap>
  );
});
