import { Icon } from '@kirana/ui';
import { useTheme } from '../../lib/theme';
import styles from './overlays.module.css';

/** A short full-screen fade that hides the repaint while light and dark switch. */
export function ThemeOverlay() {
  const { switching, theme } = useTheme();
  if (!switching) return null;
  return (
    <div className={styles.themeOverlay} role="status" aria-label={`Switching to ${theme} mode`}>
      <Icon name={theme === 'dark' ? 'moon' : 'sun'} size={40} />
    </div>
  );
}
