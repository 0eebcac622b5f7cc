import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Toast } from './Toast';

/** How long a toast stays (spec section 9: the library default, 5000 ms). */
export const TOAST_DURATION_MS = 5000;
/** Spec section 9: a toast is swiped away to the right, past 50 px. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Spec section 9: F8 moves the focus to the notifications region. */
export const TOAST_HOTKEY = ['F8'];

const ToastContext = createContext(null);

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
`;

/* Radix sets data-swipe and the --radix-toast-swipe-* offsets while a finger or pointer drags it. */
const Item = styled(RadixToast.Root)`
  outline: none;
  &:focus-visible > * { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] { transform: translateX(0); transition: transform 200ms ease-out; }
  &[data-swipe='end'] { transform: translateX(var(--radix-toast-swipe-end-x)); }
`;

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

  const dismiss = useCallback((id) => {
    setCurrent((shown) => (id === undefined || shown?.id === id ? null : shown));
  }, []);

  const toast = useCallback(
    ({ title, description, variant = 'default', duration: ownDuration } = {}) => {
      nextId.current += 1;
      const id = nextId.current;
      setCurrent({ id, title, description, variant, duration: ownDuration ?? duration });
      return id;
    },
    [duration],
  );

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={duration} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
        {children}
        {current && (
          <Item
            key={current.id}
            open
            onOpenChange={(open) => {
              if (!open) dismiss(current.id);
            }}
            duration={current.duration}
            // Foreground: Radix's own announcement (the provider's label) is assertive for errors.
            type={current.variant === 'destructive' ? 'foreground' : 'background'}
          >
            <Toast
              title={current.title}
              description={current.description}
              variant={current.variant}
              onDismiss={() => dismiss(current.id)}
            />
          </Item>
        )}
        <Viewport hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `{toast({title, description, variant, duration}), dismiss(id?)}`. */
export function useToast() {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}
