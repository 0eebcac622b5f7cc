import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { StatusScreen } from './StatusScreen';

test('a status screen shows its title as the page heading', () => {
  renderWithProviders(<StatusScreen title="Access Denied">Please log in.</StatusScreen>);
  expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('Please log in.')).toBeInTheDocument();
});
