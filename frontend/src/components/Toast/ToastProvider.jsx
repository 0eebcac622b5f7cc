import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Toast } from './Toast';

/** How long a toast stays (spec section 9: the library default, 5000 ms). */
export const TOAST_DURATION_MS = 5000;

const ToastContext = createContext(null);

const Viewport = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  outline: none;
`;

/**
 * At most one toast is shown at a time: a new one replaces the one on screen (spec section 4).
 * It hides itself after `duration` ms (paused while hovered or focused) or on its dismiss button.
 * F8 moves focus to the notifications region, as the original toast library did.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }) {
  const [current, setCurrent] = useState(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);
  const viewportRef = useRef(null);

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

  useEffect(() => {
    if (!current || paused || !Number.isFinite(current.duration)) return undefined;
    const timer = setTimeout(() => dismiss(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current, paused, dismiss]);

  useEffect(() => {
    const onKeyDown = (event) => {
      if (event.key === 'F8') viewportRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Viewport
        ref={viewportRef}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {current && (
          <Toast
            key={current.id}
            title={current.title}
            description={current.description}
            variant={current.variant}
            onDismiss={() => dismiss(current.id)}
          />
        )}
      </Viewport>
    </ToastContext.Provider>
  );
}

/** `{toast({title, description, variant}), dismiss(id?)}`. */
export function useToast() {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}
