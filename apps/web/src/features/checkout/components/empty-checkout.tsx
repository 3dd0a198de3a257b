import { Link } from '../../../lib/router';
import { buttonClassName, EmptyState } from '@kirana/ui';

/** The checkout of an empty cart: back to shopping, or to the orders. */
export function EmptyCheckout() {
  return (
    <EmptyState
      icon="cart"
      title="Your cart is empty"
      message="Add something to your cart, then come back here to place the order."
      actions={
        <>
          <Link to="/" className={buttonClassName()}>
            Start shopping
          </Link>
          <Link to="/order/history" className={buttonClassName({ variant: 'secondary' })}>
            My orders
          </Link>
        </>
      }
    />
  );
}
