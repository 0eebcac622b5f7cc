import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { ScrollArea } from '../ScrollArea/ScrollArea';

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled(RadixDialog.Content)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: 32rem;
  min-width: 0;
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem); /* a phone's browser bars come and go: the visible height */
  padding: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.sm} { padding: ${({ theme }) => theme.space(6)}; }
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; padding-right: ${({ theme }) => theme.space(8)}; }
`;

/* The body scrolls when a dialog is taller than the window; title and close button stay put. */
const Body = styled(ScrollArea)`
  flex: 0 1 auto;
  margin: 0 -${({ theme }) => theme.space(2)};
  & [data-radix-scroll-area-viewport] > div {
    display: grid !important;
    gap: ${({ theme }) => theme.space(4)};
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

const Close = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
`;

/**
 * A modal dialog on Radix UI's Dialog (WAI-ARIA dialog pattern): focus moves into it on open (to
 * its first field, else its first control) and back to what had it on close, Tab stays inside,
 * Escape and a click outside it close it, the page behind is hidden from assistive technology and
 * does not scroll. Rendered only while `open`; `onClose()` is asked to close it (none: it stays).
 */
export function Dialog({ open, onClose, title, description, children }) {
  const returnFocusTo = useRef(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  return (
    <RadixDialog.Root
      open={Boolean(open)}
      onOpenChange={(next) => {
        if (!next) latestClose.current?.();
      }}
    >
      <RadixDialog.Portal>
        <Overlay>
          <Panel
            // No Description: say so, or Radix warns that one is missing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              // Radix returns the focus to a Dialog.Trigger; these dialogs are opened by state.
              returnFocusTo.current = document.activeElement;
              const field = event.currentTarget.querySelector(
                'input:not([disabled]), textarea:not([disabled]), select:not([disabled])',
              );
              if (field) {
                event.preventDefault();
                field.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const previous = returnFocusTo.current;
              if (previous && previous.isConnected && typeof previous.focus === 'function') previous.focus();
            }}
          >
            <RadixDialog.Title>{title}</RadixDialog.Title>
            {description && <RadixDialog.Description>{description}</RadixDialog.Description>}
            <Body>{children}</Body>
            <RadixDialog.Close asChild>
              <Close type="button" variant="ghost" size="icon" aria-label="Close">
                <Icon name="close" size={18} />
              </Close>
            </RadixDialog.Close>
          </Panel>
        </Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * A yes/no question in a Dialog: `confirmLabel` (a danger button) calls `onConfirm`, Cancel
 * calls `onCancel`. `busy` disables both while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
  onCancel,
  busy = false,
}) {
  return (
    <Dialog open={open} title={title} description={description} onClose={busy ? undefined : onCancel}>
      <DialogActions>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
