/** The theme preference kept in localStorage: 'light', 'dark' or 'system' (follows the OS). */
export const THEME_STORAGE_KEY = 'devnet-theme';
export const THEME_PREFERENCES = ['light', 'dark', 'system'];
/** The app defaults to dark (spec section 2). */
export const DEFAULT_THEME_PREFERENCE = 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readThemePreference() {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return THEME_PREFERENCES.includes(stored) ? stored : DEFAULT_THEME_PREFERENCE;
  } catch {
    // Storage can be unavailable (privacy mode, sandboxed frames): fall back to the default.
    return DEFAULT_THEME_PREFERENCE;
  }
}

export function writeThemePreference(preference) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not persisted; the choice still applies for this visit.
  }
}

export function systemColorSchemeQuery() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

/** 'system' becomes 'dark' or 'light' from the OS setting; the others pass through. */
export function resolveTheme(preference, systemPrefersDark) {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
