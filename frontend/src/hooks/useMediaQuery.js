import { useEffect, useState } from 'react';

function matches(query) {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? Boolean(window.matchMedia(query).matches)
    : false;
}

/**
 * Whether a CSS media query matches now, following changes (a phone turned sideways, a window
 * resized). Used where one of two layouts must not be in the page at all (two search boxes would
 * share an id and a `/` shortcut), not merely hidden with CSS.
 */
export function useMediaQuery(query) {
  const [isMatch, setIsMatch] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setIsMatch(Boolean(list.matches));
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return isMatch;
}
