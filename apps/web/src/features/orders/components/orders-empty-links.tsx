import { useT } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { buttonClassName } from '@kirana/ui';

/** The way on from an order page with nothing to show: the order history, or back to the shop. */
export function OrdersEmptyLinks() {
  const t = useT();
  return (
    <>
      <Link to="/order/history" className={buttonClassName()}>
        {t('orders.myOrders')}
      </Link>
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        {t('orders.continueShopping')}
      </Link>
    </>
  );
}
