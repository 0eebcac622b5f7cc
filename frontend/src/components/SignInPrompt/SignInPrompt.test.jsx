import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { loginReturningTo, SignInPrompt } from './SignInPrompt';

test("shows 'Access Denied', the screen's text and a Log in link back to the page", () => {
  renderWithProviders(<SignInPrompt>Please login to edit your profile</SignInPrompt>, { route: '/profile/edit?tab=x' });
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('Please login to edit your profile')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?redirectTo=/profile/edit%3Ftab%3Dx',
  );
});

test('the return path is encoded but keeps its slashes', () => {
  expect(loginReturningTo('/profile/3')).toBe('/login?redirectTo=/profile/3');
});
