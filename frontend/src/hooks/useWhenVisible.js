import { useEffect, useRef } from 'react';

/**
 * A ref for an element; `onVisible` runs whenever it scrolls into view (within `margin` below the
 * screen) while `enabled`: how a paged list asks for its next page as the member scrolls. Without
 * IntersectionObserver (old browsers, Jest) nothing runs: the element itself (a button) still works.
 */
export function useWhenVisible(onVisible, { enabled = true, margin = '200px' } = {}) {
  const ref = useRef(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
