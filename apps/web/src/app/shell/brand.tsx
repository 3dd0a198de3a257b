import type { MouseEvent } from 'react';
import { Link } from '../../lib/router';
import { useAppSelector } from '../hooks';
import { Skeleton } from '@kirana/ui';
import styles from './brand.module.css';

/** The store's name until its settings arrive (a name, not a word to translate). */
export const FALLBACK_NAME = 'Kirana';

/** The store's logo and name from the store configs, linking home. */
export function Brand({
  compact = false,
  showTagline = false,
  onNavigate,
}: {
  compact?: boolean;
  showTagline?: boolean;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const configs = useAppSelector((state) => state.general.storeConfigs);
  const failed = useAppSelector(
    (state) => state.general.error !== null && state.general.storeConfigs === null,
  );
  const name = configs?.StoreName ?? (failed ? FALLBACK_NAME : null);
  return (
    <Link
      to="/"
      className={[styles.brand, compact && styles.compact].filter(Boolean).join(' ')}
      aria-label={`${name ?? FALLBACK_NAME} home`}
      onClick={onNavigate}
    >
      <img
        className={styles.logo}
        src={configs?.LogoUrl || '/logo.svg'}
        alt=""
        width={36}
        height={36}
      />
      <span className={styles.name}>
        {name ? <span className={styles.title}>{name}</span> : <Skeleton width={88} height={20} />}
        {showTagline && configs?.Tagline ? (
          <span className={styles.tagline}>{configs.Tagline}</span>
        ) : null}
      </span>
    </Link>
  );
}
