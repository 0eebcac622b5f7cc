import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { ScrollArea } from './ScrollArea';

test('a labelled area is a named region the keyboard can reach, and the ref is the scrolling element', () => {
  const ref = createRef();
  renderWithProviders(
    <ScrollArea label="Messages" ref={ref}>
      <p>Hello</p>
    </ScrollArea>,
  );
  const region = screen.getByRole('region', { name: 'Messages' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByText('Hello'));
  expect(ref.current).toBe(region);
  expect(getComputedStyle(region).overflowY).toBe('scroll');
});

test('without a label it is neither a region nor a tab stop', () => {
  renderWithProviders(
    <ScrollArea>
      <p>Hello</p>
    </ScrollArea>,
  );
  expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
  expect(screen.getByText('Hello').closest('[data-radix-scroll-area-viewport]')).not.toHaveAttribute('tabindex');
});
