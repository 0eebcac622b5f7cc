import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { AboutPage } from './AboutPage';
import { ContactPage } from './ContactPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

test('Privacy Policy is effective January 1, 2025', () => {
  renderWithProviders(<PrivacyPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByText(/effective January 1, 2025/)).toBeInTheDocument();
  expect(document.title).toBe('Privacy Policy | DevNet - Developer Social Network');
});

test('Terms of Service say DevNet is free with one Free plan at 0 USD', () => {
  renderWithProviders(<TermsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  expect(screen.getByText(/effective January 1, 2025/)).toBeInTheDocument();
  expect(screen.getByText(/one plan, Free, at 0 USD per month/)).toBeInTheDocument();
  expect(screen.getByText(/No subscription or payment is needed to create threads or projects/)).toBeInTheDocument();
});

test('About has the mission, four feature blurbs, Get Started and View Pricing', () => {
  renderWithProviders(<AboutPage />);
  expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/#pricing');
});

test('Contact Support gives the address and the 24-hour response, with no form', () => {
  renderWithProviders(<ContactPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'support@devnet.dev' })).toHaveAttribute('href', 'mailto:support@devnet.dev');
  expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ask the community' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Common issues' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reset it by email' })).toHaveAttribute('href', '/auth/forgot-password');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
