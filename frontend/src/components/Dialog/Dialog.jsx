import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: 32rem;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; padding-right: ${({ theme }) => theme.space(8)}; }
`;

const Close = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves into it on open and back to what had it
 * on close, Tab stays inside, Escape and a click on the backdrop close it. Rendered only while
 * `open`; `onClose()` is asked to close it.
 */
export function Dialog({ open, onClose, title, description, children }) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement;
    const first = panel.current?.querySelector('input, textarea, select') ?? panel.current?.querySelector(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      if (previous && typeof previous.focus === 'function') previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      latestClose.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(panel.current.querySelectorAll(FOCUSABLE));
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) latestClose.current();
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {description && <p id={descriptionId}>{description}</p>}
        {children}
        <Close type="button" variant="ghost" size="icon" aria-label="Close" onClick={() => latestClose.current()}>
          <Icon name="close" size={18} />
        </Close>
      </Panel>
    </Backdrop>,
    document.body,
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
export function ConfirmDialog({ open, title, description, confirmLabel = 'Delete', onConfirm, onCancel, busy = false }) {
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
