import styled from 'styled-components';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size['4xl']};
  font-weight: ${({ theme }) => theme.font.weight.black};
  span {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  svg { color: ${({ theme }) => theme.color.success}; flex: none; }
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** 'free' -> 'Free'. */
export function tierName(tier) {
  const text = String(tier ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '$0', '$9.99': whole prices without decimals. */
export function formatPrice(price) {
  const value = Number(price) || 0;
  return `$${Number.isInteger(value) ? value : value.toFixed(2)}`;
}

/** A plan: name, price per month, feature list and an action (a button or link). */
export function PlanCard({ plan, action, tagline = 'Everything DevNet offers, free forever.', highlight = true }) {
  const name = tierName(plan.tier);
  return (
    <Card $highlight={highlight} as="article" aria-label={`${name} plan`}>
      <Name>{name}</Name>
      <Price>
        {formatPrice(plan.price)}
        <span>/month</span>
      </Price>
      {tagline && <Tagline>{tagline}</Tagline>}
      <Features aria-label={`${name} plan features`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} />
            {feature}
          </li>
        ))}
      </Features>
      {action}
    </Card>
  );
}
