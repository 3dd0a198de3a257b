import { buttonClassName } from '@kirana/ui';
import type { ApiFailure } from '../../../lib/api-client';
import { formatInr } from '../../catalogue';
import type { CartItem } from '../cart-types';
import styles from './bill-unavailable.module.css';
import { useT } from '../../../lib/i18n';

/** A failure that never reached the server: no connection (or it dropped on the way). */
export const isConnectionFailure = (failure: ApiFailure) =>
  failure.status === 0 || (typeof navigator !== 'undefined' && navigator.onLine === false);

/**
 * In place of the bill when the server could not work it out. Offline, the cart still works (it
 * is kept on the device): the lines at their last known prices, and the bill once the
 * connection is back (asked again by itself). Any other failure says why and offers a retry.
 */
export default function BillUnavailable({
  failure,
  items,
  retry,
}: {
  failure: ApiFailure;
  items: readonly CartItem[];
  retry: () => Promise<unknown>;
}) {
  const t = useT();
  const offline = isConnectionFailure(failure);
  const itemsTotal = items.reduce((sum, i) => sum + i.ProductPrice * i.Qty, 0);
  return (
    <div className={styles.box} role="alert">
      {offline ? (
        <>
          <p className={styles.title}>{t('cart.bill.offline.title')}</p>
          <p>{t('cart.bill.offline.message')}</p>
          <p className={styles.subtotal}>
            <span>{t('cart.bill.offline.subtotal')}</span>
            <strong>{formatInr(itemsTotal)}</strong>
          </p>
        </>
      ) : (
        <p className={styles.error}>{t('cart.bill.failed', { reason: failure.message })}</p>
      )}
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 's' })}
        onClick={() => void retry()}
      >
        {t('cart.bill.retry')}
      </button>
    </div>
  );
}
