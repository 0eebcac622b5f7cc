import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { MaintenanceBanner, READ_ONLY_TEXT } from './MaintenanceBanner';

test('a read-only site shows the banner, announced as a status', () => {
  renderWithProviders(<MaintenanceBanner readOnly />);
  const banner = screen.getByRole('status');
  expect(banner).toHaveTextContent('Read-only mode.');
  expect(banner).toHaveTextContent(READ_ONLY_TEXT);
});

test('a site that takes writes shows nothing', () => {
  renderWithProviders(<MaintenanceBanner readOnly={false} />);
  expect(screen.queryByTestId('maintenance-banner')).not.toBeInTheDocument();
});
