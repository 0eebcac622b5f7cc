import styled, { css } from 'styled-components';
import { Icon } from '../Icon/Icon';

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  width: min(380px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${({ $variant }) =>
    $variant === 'destructive' &&
    css`
      background: ${({ theme }) => theme.color.danger};
      border-color: ${({ theme }) => theme.color.dangerHover};
      color: ${({ theme }) => theme.color.dangerOnSolid};
    `}
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** A toast's way on (e.g. 'View thread'): a real link, so it also opens in a new tab. */
const ActionLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
`;

const Dismiss = styled.button`
  flex: none;
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  opacity: 0.7;
  cursor: pointer;
  &:hover { opacity: 1; }
`;

/**
 * What one notification shows. `variant`: default | destructive. `action` `{label, href, onSelect}`:
 * a link under the text (onSelect navigates inside the app, then the toast closes). Text is rendered as text, never
 * HTML. The box announces itself (role status, or alert for destructive) and is marked for Radix's
 * announcer to skip, so its words are on the page once (ToastProvider says why).
 */
export function Toast({ title, description, variant = 'default', action, onDismiss, ...props }) {
  return (
    <Box
      role={variant === 'destructive' ? 'alert' : 'status'}
      $variant={variant}
      data-variant={variant}
      data-radix-toast-announce-exclude=""
      {...props}
    >
      <Body>
        {title && <Title>{title}</Title>}
        {description && <Description>{description}</Description>}
        {action && (
          <ActionLink
            href={action.href}
            onClick={(event) => {
              // A plain click stays in the app (the caller navigates); a modified one opens a tab.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              action.onSelect?.();
              onDismiss?.();
            }}
          >
            {action.label}
          </ActionLink>
        )}
      </Body>
      {onDismiss && (
        <Dismiss type="button" aria-label="Dismiss notification" onClick={onDismiss}>
          <Icon name="close" size={16} />
        </Dismiss>
      )}
    </Box>
  );
}
