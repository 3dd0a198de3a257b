import { useT } from '../../../lib/i18n';
import type { ApiFailure } from '../../../lib/api-client';
import styles from './checkout.module.css';

/** Codes that name a cart line the server cannot sell. */
const LINE_CODES = new Set(['OUT_OF_STOCK', 'LOW_STOCK', 'QTY_LIMIT', 'ITEM_UNAVAILABLE']);

/** Why Place order was refused, above the steps (a changed price has its own dialog). */
export function OrderFailureAlert({ failure }: { failure: ApiFailure | null }) {
  const t = useT();
  if (!failure || failure.code === 'PRICE_CHANGED') return null;
  const lineFailure = LINE_CODES.has(failure.code ?? '');
  return (
    <div className={styles.alert} role="alert" data-testid="order-failure">
      <p>
        {lineFailure ? t('checkout.lineFailure', { message: failure.message }) : failure.message}
      </p>
    </div>
  );
}
