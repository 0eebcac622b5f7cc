import styled, { css } from 'styled-components';
import { Icon } from '../Icon/Icon';

const Box = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ $variant }) =>
    $variant === 'error' &&
    css`
      border-color: ${({ theme }) => theme.color.dangerBorder};
      background: ${({ theme }) => theme.color.dangerSurface};
      color: ${({ theme }) => theme.color.dangerText};
    `}
  svg { flex: none; margin-top: 1px; }
`;

/** A message box. `variant="error"` is the red box forms show above their fields. */
export function Alert({ variant = 'info', children, ...props }) {
  return (
    <Box role={variant === 'error' ? 'alert' : 'status'} $variant={variant} data-variant={variant} {...props}>
      <Icon name="alert" size={18} />
      <div>{children}</div>
    </Box>
  );
}
