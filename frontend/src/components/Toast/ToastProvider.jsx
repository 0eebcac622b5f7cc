import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { lazyPart } from '../lazyPart';

/** How long a toast stays (spec section 9: the library default, 5000 ms). */
export const TOAST_DURATION_MS = 5000;

/** Radix's toast code comes after the first paint, in its own chunk; a toast asked for before waits. */
export const toastPart = lazyPart(() =>
  import(/* webpackChunkName: "toast" */ './ToastRegion').then((module) => module.ToastRegion),
);

const ToastContext = createContext(null);

/**
 * Toasts on Radix UI's Toast primitive, with the spec's constants (which are Radix's defaults,
 * written out so they cannot drift): shown 5000 ms (paused while hovered, focused or the window is
 * in the background), swiped away to the right past 50 px, F8 focuses the region 'Notifications
 * (F8)'. At most one toast is shown at a time: a new one replaces the one on screen (spec section 4).
 *
 * Radix reads a new toast's text into a hidden live region of its own; the toast here is marked to
 * be skipped by it and announces itself instead (role status, alert for destructive), so its words
 * exist once on the page, for find-in-page and for tests that look for them.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }) {
  const [current, setCurrent] = useState(null);
  const nextId = useRef(0);
  const ToastRegion = toastPart.useLoaded();

  const dismiss = useCallback((id) => {
    setCurrent((shown) => (id === undefined || shown?.id === id ? null : shown));
  }, []);

  const toast = useCallback(
    ({ title, description, variant = 'default', duration: ownDuration, action } = {}) => {
      toastPart.start(); // shown as soon as its code is here, without waiting for the idle time
      nextId.current += 1;
      const id = nextId.current;
      setCurrent({ id, title, description, variant, action, duration: ownDuration ?? duration });
      return id;
    },
    [duration],
  );

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {ToastRegion && <ToastRegion current={current} duration={duration} onClose={dismiss} />}
    </ToastContext.Provider>
  );
}

/** `{toast({title, description, variant, duration, action}), dismiss(id?)}`; `action` `{label, href, onSelect}`. */
export function useToast() {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}
