import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { LoadingState } from './LoadingState';

test('the loading state is a status with its label', () => {
  renderWithProviders(<LoadingState label="Loading dashboard..." />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
});
