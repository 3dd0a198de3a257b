import { Button, Icon } from '@kirana/ui';
import { toggleTheme, useTheme } from '../../lib/theme';
import { useT } from '../../lib/i18n';

/** Switches between light and dark; remembers the choice. */
export function ThemeToggle() {
  const { theme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const t = useT();
  const label = t('shell.theme', { next });
  return (
    <Button variant="ghost" iconOnly aria-label={label} title={label} onClick={toggleTheme}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
    </Button>
  );
}
