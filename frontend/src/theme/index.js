export { darkTheme, lightTheme, themes } from './themes';
export { GlobalStyle } from './GlobalStyle';
export { ThemePreferenceProvider, useThemePreference } from './ThemePreferenceProvider';
export {
  DEFAULT_THEME_PREFERENCE,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  readThemePreference,
  resolveTheme,
} from './themePreference';
