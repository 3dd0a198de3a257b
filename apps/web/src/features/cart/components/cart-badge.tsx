import { Link } from '../../../lib/router';
import { useAppSelector } from '../../../app/hooks';
import { selectCartCount } from '../cart-slice';
import { useCartSync } from '../use-cart';
import styles from './cart-badge.module.css';
import { useT } from '../../../lib/i18n';

/** The header's cart link with the number of items; it also keeps the cart loaded and checked. */
export default function CartBadge() {
  useCartSync();
  const count = useAppSelector(selectCartCount);
  const t = useT();
  const label = count === 0 ? t('shell.cart-empty') : t('shell.cart-items', { count });
  return (
    <Link to="/cart" className={styles.badge} aria-label={label}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.4a1.5 1.5 0 0 0 1.4-1l2-6.3H6.2" />
        <circle cx="9.5" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      <span className={styles.text} aria-hidden="true">
        {t('shell.cart')}
      </span>
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
