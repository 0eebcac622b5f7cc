import styled from 'styled-components';
import { Icon } from '../../components/Icon/Icon';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.warning};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  white-space: nowrap;
`;

/** Shown on threads whose score is 5 or more. */
export function HotTalkBadge() {
  return (
    <Badge>
      <Icon name="flame" size={12} />
      HOT TALK
    </Badge>
  );
}
