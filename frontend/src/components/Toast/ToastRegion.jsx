import * as RadixToast from '@radix-ui/react-toast';
import styled from 'styled-components';
import { Toast } from './Toast';

/** Spec section 9: a toast is swiped away to the right, past 50 px. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Spec section 9: F8 moves the focus to the notifications region. */
export const TOAST_HOTKEY = ['F8'];

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
 * The toast on screen on Radix UI's Toast primitive (ToastProvider says what it does), fetched
 * after the first paint. `current` is the toast shown (or null), `onClose(id)` removes it.
 */
export function ToastRegion({ current, duration, onClose }) {
  return (
    <RadixToast.Provider duration={duration} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {current && (
        <Item
          key={current.id}
          open
          onOpenChange={(open) => {
            if (!open) onClose(current.id);
          }}
          duration={current.duration}
          // Foreground: Radix's own announcement (the provider's label) is assertive for errors.
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <Toast
            title={current.title}
            description={current.description}
            variant={current.variant}
            action={current.action}
            onDismiss={() => onClose(current.id)}
          />
        </Item>
      )}
      <Viewport hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}
