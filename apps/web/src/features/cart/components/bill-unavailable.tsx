import { buttonClassName } from '@kirana/ui';
import type { ApiFailure } from '../../../lib/api-client';
import { formatInr } from '../../catalogue';
import type { CartItem } from '../cart-types';
import styles from './bill-unavailable.module.css';

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
  const offline = isConnectionFailure(failure);
  const itemsTotal = items.reduce((sum, i) => sum + i.ProductPrice * i.Qty, 0);
  return (
    <div className={styles.box} role="alert">
      {offline ? (
        <>
          <p className={styles.title}>You are offline</p>
          <p>
            Your cart is saved on this device. Fees and the total to pay are worked out when you are
            back online.
          </p>
          <p className={styles.subtotal}>
            <span>Items at last seen prices</span>
            <strong>{formatInr(itemsTotal)}</strong>
          </p>
        </>
      ) : (
        <p className={styles.error}>We could not work out your bill. {failure.message}.</p>
      )}
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 's' })}
        onClick={() => void retry()}
      >
        Please try again
      </button>
    </div>
  );
}
