import { useThemePreference } from '../../theme';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Tooltip } from '../Tooltip/Tooltip';

/** Switches between light and dark; the icon shows the theme a click will switch to. */
export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useThemePreference();
  return (
    <Tooltip content="Toggle theme" side="bottom">
      <Button variant="ghost" size="icon" aria-label="Toggle theme" onClick={toggleTheme}>
        <Icon name={resolvedTheme === 'dark' ? 'sun' : 'moon'} />
      </Button>
    </Tooltip>
  );
}
