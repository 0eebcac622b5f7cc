import { SWRConfig } from 'swr';
import { swrDefaults } from '../api/swrConfig';
import { ToastProvider } from '../components/Toast/ToastProvider';
import { ThemePreferenceProvider } from '../theme';

/**
 * Everything a screen needs above the router: data loading defaults, theme and toasts
 * (tooltips bring their own provider).
 * Tests and Storybook pass `swr` (for a private cache) and a pinned `themePreference`.
 */
export function AppProviders({ children, swr, themePreference, persistTheme = true }) {
  return (
    <SWRConfig value={{ ...swrDefaults, ...swr }}>
      <ThemePreferenceProvider initialPreference={themePreference} persist={persistTheme}>
        <ToastProvider>{children}</ToastProvider>
      </ThemePreferenceProvider>
    </SWRConfig>
  );
}
