import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Breadcrumb } from './Breadcrumb';

test('earlier steps are links; the last is the current page', () => {
  renderWithProviders(<Breadcrumb items={[{ label: 'Discussions', to: '/threads' }, { label: 'New Discussion' }]} />);
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Discussions' })).toHaveAttribute('href', '/threads');
  expect(screen.getByText('New Discussion')).toHaveAttribute('aria-current', 'page');
});
