import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { Button, ButtonLink } from './Button';

test('a button defaults to type="button" and calls onClick', async () => {
  const onClick = jest.fn();
  renderWithProviders(<Button onClick={onClick}>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('a button link is a link to its route', () => {
  renderWithProviders(<ButtonLink to="/register">Sign up</ButtonLink>);
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
});
