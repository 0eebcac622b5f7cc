import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Footer } from './Footer';

test('the footer has its four columns and this year in the copyright line', () => {
  renderWithProviders(<Footer />);
  const product = screen.getByRole('navigation', { name: 'Product' });
  expect(within(product).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
  expect(within(product).getByRole('link', { name: 'Threads' })).toHaveAttribute('href', '/threads');
  expect(
    within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', { name: 'About' }),
  ).toHaveAttribute('href', '/about');
  expect(
    within(screen.getByRole('navigation', { name: 'Support' })).getByRole('link', { name: 'Contact' }),
  ).toHaveAttribute('href', '/contact');
  const legal = screen.getByRole('navigation', { name: 'Legal' });
  expect(
    within(legal)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Privacy', 'Terms']);
  expect(screen.getByText(`© ${new Date().getFullYear()} DevNet. All rights reserved.`)).toBeInTheDocument();
});
