import { render, screen } from '@testing-library/react';
import { ActionIcon } from './ActionIcon';

test('an icon is hidden from assistive technology unless it has a title', () => {
  const { container } = render(<ActionIcon name="bookmark" />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  render(<ActionIcon name="flag" title="Reported" />);
  expect(screen.getByRole('img', { name: 'Reported' })).toBeInTheDocument();
});

test('filled icons fill with the current colour', () => {
  const { container } = render(<ActionIcon name="bookmark" filled />);
  expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
});
