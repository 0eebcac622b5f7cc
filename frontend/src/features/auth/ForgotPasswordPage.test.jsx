import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

test('says reset by email is not available yet and points to support, with no form', () => {
  renderWithProviders(<ForgotPasswordPage />);
  expect(screen.getByText(/not available yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
