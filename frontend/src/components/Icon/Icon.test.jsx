import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';

test('an icon is hidden from assistive technology unless it has a title', () => {
  const { container } = render(<Icon name="sun" />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  render(<Icon name="moon" title="Dark mode" />);
  expect(screen.getByRole('img', { name: 'Dark mode' })).toBeInTheDocument();
});

test('a content icon is hidden unless it has a title', () => {
  const { container } = render(<Icon name="bookmark" />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  render(<Icon name="flag" title="Reported" />);
  expect(screen.getByRole('img', { name: 'Reported' })).toBeInTheDocument();
});

test('filled icons fill with the current colour', () => {
  const { container } = render(<Icon name="bookmark" filled />);
  expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
});
