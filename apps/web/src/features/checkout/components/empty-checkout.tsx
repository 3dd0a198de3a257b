import { useT } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { buttonClassName, EmptyState } from '@kirana/ui';

/** The checkout of an empty cart: back to shopping, or to the orders. */
export function EmptyCheckout() {
  const t = useT();
  return (
    <EmptyState
      icon="cart"
      title={t('checkout.empty.title')}
      message={t('checkout.empty.message')}
      actions={
        <>
          <Link to="/" className={buttonClassName()}>
            {t('checkout.empty.startShopping')}
          </Link>
          <Link to="/order/history" className={buttonClassName({ variant: 'secondary' })}>
            {t('checkout.empty.myOrders')}
          </Link>
        </>
      }
    />
  );
}
