import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY, ThemePreferenceProvider, useThemePreference } from '../../theme';
import { TOOLTIP_DELAY_MS } from '../Tooltip/Tooltip';
import { ThemeToggle } from './ThemeToggle';

function Shown() {
  const { preference, resolvedTheme } = useThemePreference();
  return <p>{`${preference}/${resolvedTheme}`}</p>;
}

function setup() {
  render(
    <ThemePreferenceProvider>
      <ThemeToggle />
      <Shown />
    </ThemePreferenceProvider>,
  );
}

test('dark is the default theme when nothing is stored', () => {
  setup();
  expect(screen.getByText('dark/dark')).toBeInTheDocument();
});

test('the toggle switches light and dark and stores the choice under devnet-theme', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
  expect(screen.getByText('light/light')).toBeInTheDocument();
  expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  await userEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
  expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
});

test('a stored preference is read back; system follows prefers-color-scheme', () => {
  window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
  window.matchMedia.mockImplementation((query) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  setup();
  expect(screen.getByText('system/light')).toBeInTheDocument();
});

test('an unknown stored value falls back to dark', () => {
  window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
  setup();
  expect(screen.getByText('dark/dark')).toBeInTheDocument();
});

test('resting the pointer on the toggle shows its name as a tooltip after 700 ms', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup();
    await user.hover(screen.getByRole('button', { name: 'Toggle theme' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Toggle theme');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toHaveAccessibleDescription('Toggle theme');
    await user.unhover(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
