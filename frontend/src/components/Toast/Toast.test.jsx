import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemePreferenceProvider } from '../../theme';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './ToastProvider';

function Buttons() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First', description: 'one' })}>
        first
      </button>
      <button type="button" onClick={() => toast({ title: 'Second', variant: 'destructive' })}>
        second
      </button>
    </>
  );
}

function setup() {
  render(
    <ThemePreferenceProvider initialPreference="dark" persist={false}>
      <ToastProvider>
        <Buttons />
      </ToastProvider>
    </ThemePreferenceProvider>,
  );
}

afterEach(() => jest.useRealTimers());

test('only one toast is shown at a time: a new one replaces the old', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'first' }));
  expect(screen.getByText('First').closest('[data-variant]')).toHaveTextContent('First');
  await userEvent.click(screen.getByRole('button', { name: 'second' }));
  expect(screen.queryByText('First')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Second');
  expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
});

test('the text is on the page once: the library announcer does not copy it', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'first' }));
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(document.body.textContent.match(/First/g)).toHaveLength(1);
});

test('a toast hides itself after 5 seconds', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  setup();
  await user.click(screen.getByRole('button', { name: 'first' }));
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
  expect(screen.getByText('First')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('First')).not.toBeInTheDocument();
});

test('the dismiss button removes the toast', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'first' }));
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(screen.queryByText('First')).not.toBeInTheDocument();
});

test('F8 moves the focus to the notifications region', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'first' }));
  // user-event gives F8 no `code`, which is what Radix reads.
  fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
  expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(document.activeElement);
});

/** A pointer drag on the toast (jsdom has no PointerEvent: mouse events of the pointer types). */
function drag(element, dx) {
  const pointer = (type, clientX) =>
    fireEvent(element, new MouseEvent(type, { bubbles: true, button: 0, clientX, clientY: 100 }));
  pointer('pointerdown', 100);
  pointer('pointermove', 100 + dx / 2);
  pointer('pointermove', 100 + dx);
  pointer('pointerup', 100 + dx);
}

test('a swipe right past 50 px dismisses the toast; a shorter one does not', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'first' }));
  const item = screen.getByText('First').closest('[data-variant]').parentElement;
  drag(item, 40);
  expect(screen.getByText('First')).toBeInTheDocument();
  drag(item, 60);
  expect(screen.queryByText('First')).not.toBeInTheDocument();
});
