import { Link } from '../../../lib/router';
import { buttonClassName } from '@kirana/ui';

/** The way on from an order page with nothing to show: the order history, or back to the shop. */
export function OrdersEmptyLinks() {
  return (
    <>
      <Link to="/order/history" className={buttonClassName()}>
        My orders
      </Link>
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        Continue shopping
      </Link>
    </>
  );
}
