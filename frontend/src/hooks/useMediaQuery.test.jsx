import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

function Probe() {
  return <p>{useMediaQuery('(min-width: 1024px)') ? 'wide' : 'narrow'}</p>;
}

test('follows the media query as the window changes', () => {
  let listener = null;
  const list = {
    matches: false,
    addEventListener: (_type, fn) => {
      listener = fn;
    },
    removeEventListener: jest.fn(),
  };
  window.matchMedia = jest.fn(() => list);
  render(<Probe />);
  expect(screen.getByText('narrow')).toBeInTheDocument();
  list.matches = true;
  act(() => listener());
  expect(screen.getByText('wide')).toBeInTheDocument();
});
