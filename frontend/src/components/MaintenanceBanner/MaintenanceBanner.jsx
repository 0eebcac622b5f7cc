import styled from 'styled-components';
import { Icon } from '../Icon/Icon';

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  svg { flex: none; margin-top: 2px; color: ${({ theme }) => theme.color.warning}; }
  p { margin: 0; }
`;

export const READ_ONLY_TEXT =
  'DevNet is in read-only mode for maintenance. You can read and sign in; posting and changes are paused for a few minutes.';

/**
 * The band under the header while the site is read-only (a restore, a failover): everyone sees it,
 * and screen readers hear it once (role status). Renders nothing when `readOnly` is false.
 */
export function MaintenanceBanner({ readOnly }) {
  if (!readOnly) return null;
  return (
    <Bar role="status" data-testid="maintenance-banner">
      <Icon name="alert" size={18} />
      <p>
        <strong>Read-only mode.</strong> {READ_ONLY_TEXT}
      </p>
    </Bar>
  );
}
