import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { Button } from '../Button/Button';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip } from './Tooltip';

function Two() {
  return (
    <>
      <Tooltip content="Share">
        <Button aria-label="Share, 2 shares">S</Button>
      </Tooltip>
      <Tooltip content="Bookmark">
        <Button aria-label="Bookmark">B</Button>
      </Tooltip>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('opens after 700 ms; moving to the next control within 300 ms opens that one at once', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<Two />);
  await user.hover(screen.getByRole('button', { name: 'Share, 2 shares' }));
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS + 10));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Share');
  await user.hover(screen.getByRole('button', { name: 'Bookmark' }));
  act(() => jest.advanceTimersByTime(10));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Bookmark');
  await user.unhover(screen.getByRole('button', { name: 'Bookmark' }));
  act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 10));
  await user.hover(screen.getByRole('button', { name: 'Share, 2 shares' }));
  act(() => jest.advanceTimersByTime(10));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(); // past the skip delay: waits again
});

test('keyboard focus shows it at once and Escape hides it', async () => {
  renderWithProviders(<Two />);
  act(() => screen.getByRole('button', { name: 'Bookmark' }).focus());
  expect(screen.getByRole('tooltip')).toHaveTextContent('Bookmark');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
