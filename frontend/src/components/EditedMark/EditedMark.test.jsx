import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { EditedMark } from './EditedMark';

test('an edited item says when, with the exact time as its tooltip', () => {
  renderWithProviders(<EditedMark value="2025-03-01T10:30:00.000Z" now={new Date('2025-03-01T10:35:00.000Z')} />);
  expect(screen.getByTestId('edited-mark')).toHaveTextContent('(edited 5 minutes ago)');
  const time = screen.getByText('5 minutes ago');
  expect(time).toHaveAttribute('datetime', '2025-03-01T10:30:00.000Z');
  expect(time.getAttribute('title')).toMatch(/^Edited Mar 1, 2025/);
});

test('nothing shows for what was never edited', () => {
  renderWithProviders(<EditedMark value={null} />);
  expect(screen.queryByTestId('edited-mark')).not.toBeInTheDocument();
});
