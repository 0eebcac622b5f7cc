import { useThemePreference } from '../../theme';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';

/** Switches between light and dark; the icon shows the theme a click will switch to. */
export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useThemePreference();
  return (
    <Button variant="ghost" size="icon" aria-label="Toggle theme" title="Toggle theme" onClick={toggleTheme}>
      <Icon name={resolvedTheme === 'dark' ? 'sun' : 'moon'} />
    </Button>
  );
}
