import {
  DEFAULT_THEME_PREFERENCE,
  readThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  writeThemePreference,
} from './themePreference';

test('the preference lives in localStorage under devnet-theme and defaults to dark', () => {
  expect(THEME_STORAGE_KEY).toBe('devnet-theme');
  expect(readThemePreference()).toBe(DEFAULT_THEME_PREFERENCE);
  expect(DEFAULT_THEME_PREFERENCE).toBe('dark');
  writeThemePreference('system');
  expect(window.localStorage.getItem('devnet-theme')).toBe('system');
  expect(readThemePreference()).toBe('system');
});

test('system follows the OS colour scheme; light and dark are themselves', () => {
  expect(resolveTheme('system', true)).toBe('dark');
  expect(resolveTheme('system', false)).toBe('light');
  expect(resolveTheme('light', true)).toBe('light');
  expect(resolveTheme('dark', false)).toBe('dark');
});
