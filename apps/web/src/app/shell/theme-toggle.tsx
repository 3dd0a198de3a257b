import { Button, Icon } from '@kirana/ui';
import { toggleTheme, useTheme } from '../../lib/theme';

/** Switches between light and dark; remembers the choice. */
export function ThemeToggle() {
  const { theme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      iconOnly
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      onClick={toggleTheme}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
    </Button>
  );
}
