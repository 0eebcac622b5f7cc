import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { PasswordField } from './PasswordField';

test('the toggle shows and hides the password', async () => {
  renderWithProviders(<PasswordField label="Password" defaultValue="Secret123" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(input).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
  expect(input).toHaveAttribute('type', 'password');
});
