import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemePreferenceProvider } from '../../theme';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './ToastProvider';

function Buttons() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First', description: 'one' })}>first</button>
      <button type="button" onClick={() => toast({ title: 'Second', variant: 'destructive' })}>second</button>
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
  expect(screen.getByText('First')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'second' }));
  expect(screen.queryByText('First')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Second');
  expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
});

test('a toast hides itself after about 5 seconds', async () => {
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
