import { render, screen } from '@testing-library/react';
import { RelativeTime } from './RelativeTime';

test('shows the distance to now with a suffix', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  render(<RelativeTime value="2026-01-01T10:00:00Z" now={now} />);
  expect(screen.getByText('about 2 hours ago')).toHaveAttribute('datetime', '2026-01-01T10:00:00.000Z');
});

test('renders nothing for an invalid time', () => {
  const { container } = render(<RelativeTime value="not a date" />);
  expect(container).toBeEmptyDOMElement();
});
