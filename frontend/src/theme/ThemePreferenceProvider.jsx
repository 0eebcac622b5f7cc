import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes } from './themes';
import { readThemePreference, resolveTheme, systemColorSchemeQuery, writeThemePreference } from './themePreference';

const ThemePreferenceContext = createContext(null);

/**
 * Holds the light/dark/system preference, applies the resolved theme and the global style.
 * `initialPreference` and `persist={false}` let Storybook and tests pin a theme without
 * touching localStorage.
 */
export function ThemePreferenceProvider({ children, initialPreference, persist = true }) {
  const [preference, setPreferenceState] = useState(() => initialPreference ?? readThemePreference());
  const [systemPrefersDark, setSystemPrefersDark] = useState(() => systemColorSchemeQuery()?.matches ?? true);

  useEffect(() => {
    const query = systemColorSchemeQuery();
    if (!query) return undefined;
    const onChange = (event) => setSystemPrefersDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolvedTheme = resolveTheme(preference, systemPrefersDark);

  const setPreference = useCallback(
    (next) => {
      setPreferenceState(next);
      if (persist) writeThemePreference(next);
    },
    [persist],
  );

  // The toggle flips between light and dark; 'system' is left by the first toggle.
  const toggleTheme = useCallback(
    () => setPreference(resolvedTheme === 'dark' ? 'light' : 'dark'),
    [resolvedTheme, setPreference],
  );

  const value = useMemo(
    () => ({ preference, resolvedTheme, setPreference, toggleTheme }),
    [preference, resolvedTheme, setPreference, toggleTheme],
  );

  return (
    <ThemePreferenceContext.Provider value={value}>
      <ThemeProvider theme={themes[resolvedTheme]}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemePreferenceContext.Provider>
  );
}

export function useThemePreference() {
  const value = useContext(ThemePreferenceContext);
  if (!value) throw new Error('useThemePreference must be used inside ThemePreferenceProvider');
  return value;
}
