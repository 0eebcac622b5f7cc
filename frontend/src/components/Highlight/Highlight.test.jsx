import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Highlight } from './Highlight';

test('matched segments are marked, the rest is plain text', () => {
  const { container } = renderWithProviders(
    <Highlight
      segments={[
        { text: 'the full ', match: false },
        { text: 'pool', match: true },
        { text: ' wait', match: false },
      ]}
    />,
  );
  expect(container.textContent).toBe('the full pool wait');
  expect(container.querySelectorAll('mark')).toHaveLength(1);
  expect(container.querySelector('mark').textContent).toBe('pool');
});

test('markup in a snippet is shown as text, never run', () => {
  const { container } = renderWithProviders(<Highlight segments={[{ text: '<b>bold</b>', match: true }]} />);
  expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  expect(container.querySelector('b')).toBeNull();
});
