import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Alert } from './Alert';

test('an error alert is announced as an alert', () => {
  renderWithProviders(<Alert variant="error">Login failed</Alert>);
  expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
});
