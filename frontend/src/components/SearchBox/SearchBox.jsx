import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MAX_QUERY_LENGTH, searchPagePath } from '../../api/search';
import { Icon } from '../Icon/Icon';
import { lazyPart } from '../lazyPart';
import { Frame, HiddenLabel, Input, Key } from './searchBoxStyles';
import { SEARCH_LABEL, SEARCH_PLACEHOLDER } from './searchBoxText';

/** The dropdown's code (downshift) comes after the first paint, outside the entry bundle's budget. */
export const searchCombobox = lazyPart(() => import('./SearchCombobox').then((module) => module.SearchCombobox));

/* It gives way first when the row is tight (a phone): the header's buttons keep their size. */
const Slot = styled.div`
  flex: 1 1 18rem;
  min-width: 0;
  max-width: 26rem;
`;

/** Typing in a field (or with a modifier held) is not the shortcut. */
function isTyping(event) {
  const target = event.target;
  return (
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    (target instanceof HTMLElement &&
      (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)))
  );
}

/**
 * The header's search: `/` focuses it from anywhere, typing shows the top hits of each type in
 * a dropdown (SearchCombobox), Enter opens /search?q=. Until the dropdown's code has arrived it is
 * a plain box whose Enter already works; what was typed carries over. `focusOnOpen`: the header
 * opened it from its search button (a narrow screen), so the cursor goes straight into it.
 */
export function SearchBox({ focusOnOpen = false }) {
  const Combobox = searchCombobox.useLoaded();
  const navigate = useNavigate();
  const inputRef = useRef(null);
  const [value, setValue] = useState('');
  const [hadFocus, setHadFocus] = useState(focusOnOpen);

  // Opened by the member (the header's Search button): the cursor goes straight in.
  useEffect(() => {
    if (focusOnOpen) inputRef.current?.focus();
  }, [focusOnOpen]);

  useEffect(() => {
    const onKeyDown = (event) => {
      if (event.key !== '/' || isTyping(event) || event.defaultPrevented) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const submit = () => {
    if (value.trim()) navigate(searchPagePath(value));
  };

  return (
    <Slot role="search">
      {Combobox ? (
        <Combobox value={value} onValueChange={setValue} inputRef={inputRef} takeFocus={hadFocus} />
      ) : (
        <Frame>
          <HiddenLabel htmlFor="site-search">{SEARCH_LABEL}</HiddenLabel>
          <Icon name="search" size={16} className="search-icon" />
          <Input
            id="site-search"
            ref={inputRef}
            type="search"
            value={value}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            onFocus={() => {
              searchCombobox.start(); // the member is about to type: no waiting for the idle time
              setHadFocus(true);
            }}
            onBlur={() => setHadFocus(false)}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
            }}
          />
          <Key aria-hidden="true">/</Key>
        </Frame>
      )}
    </Slot>
  );
}
