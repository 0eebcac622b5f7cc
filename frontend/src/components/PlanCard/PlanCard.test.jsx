import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { freePlan } from '../../testing/fixtures';
import { formatPrice, PlanCard } from './PlanCard';

test('the free plan shows $0/month and every feature', () => {
  renderWithProviders(<PlanCard plan={freePlan} />);
  const card = screen.getByRole('article', { name: 'Free plan' });
  expect(within(card).getByText('$0')).toBeInTheDocument();
  expect(within(card).getByText('/month')).toBeInTheDocument();
  expect(within(card).getAllByRole('listitem')).toHaveLength(8);
  expect(within(card).getByText('Analytics dashboard')).toBeInTheDocument();
});

test('prices keep cents only when they have them', () => {
  expect(formatPrice(0)).toBe('$0');
  expect(formatPrice(9.99)).toBe('$9.99');
});
