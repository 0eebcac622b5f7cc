import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { TextField } from './TextField';

test('the input is labelled and describes its error', () => {
  renderWithProviders(<TextField label="Email" error="Please enter a valid email address" />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Please enter a valid email address');
});
