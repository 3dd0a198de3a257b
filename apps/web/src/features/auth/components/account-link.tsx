import { Link } from '../../../lib/router';
import { useAppSelector } from '../../../app/hooks';
import { Icon } from '@kirana/ui';
import { useT } from '../../../lib/i18n';
import { useRestoreSession } from '../use-session';
import { selectDisplayName, selectIsAuthenticated } from '../../users';
import styles from './account-link.module.css';

/**
 * The header's account entry: "Sign in" for guests, the user's name (linking to the profile) once
 * signed in. It also restores the saved session when the shell first renders.
 */
export function AccountLink({ compact = false }: { compact?: boolean }) {
  useRestoreSession();
  const t = useT();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const name = useAppSelector(selectDisplayName) || t('shell.my-account');
  const className = [styles.link, compact && styles.compact].filter(Boolean).join(' ');
  if (!signedIn)
    return (
      <Link to="/login" className={className} aria-label={compact ? t('shell.sign-in') : undefined}>
        <Icon name="login" size={compact ? 22 : 18} />
        {compact ? null : t('shell.sign-in')}
      </Link>
    );
  return (
    <Link
      to="/user/profile"
      className={className}
      aria-label={compact ? t('shell.my-account-of', { name }) : undefined}
      title={name}
    >
      <Icon name="user" size={compact ? 22 : 18} />
      {compact ? null : <span className={styles.name}>{name}</span>}
    </Link>
  );
}
