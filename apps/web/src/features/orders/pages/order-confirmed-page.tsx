import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { buttonClassName, EmptyState, Icon } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { formatEta } from '../../cart';
import { formatInr } from '../../catalogue';
import { selectPlacedOrder } from '../../checkout';
import { InstallAppBanner } from '../../install-app';
import { OrdersEmptyLinks } from '../components/orders-empty-links';
import styles from '../components/orders.module.css';
import { fetchOrderById } from '../order-data-slice';
import { paymentText } from '../payment-text';
import { PushPrompt } from '../../notifications';

/** Order confirmed: the number, amount and delivery window of the order just placed, and what next. */
export default function OrderConfirmedPage() {
  const dispatch = useAppDispatch();
  const order = useAppSelector(selectPlacedOrder);
  const orderId = order?.OrderId;
  // the placed order is kept across reloads: opened again, its status is read afresh by its id
  useEffect(() => {
    if (orderId !== undefined) void dispatch(fetchOrderById(orderId));
  }, [dispatch, orderId]);
  if (!order) {
    return (
      <PageFrame title="Order confirmation">
        <EmptyState
          icon="package"
          title="No new order to confirm"
          message="Orders you have placed are in your order history, with their status and invoices."
          actions={<OrdersEmptyLinks />}
        />
      </PageFrame>
    );
  }
  const eta = formatEta(order.EtaFrom, order.EtaTo);
  const cod = order.PaymentMethodId === 'cod';
  const closed = order.Status === 'cancelled' || order.Status === 'expired';
  const paid = paymentText(order);
  return (
    <PageFrame title="Order placed" narrow>
      <div className={styles.confirmCard} data-testid="order-confirmed">
        <span className={styles.confirmIcon} aria-hidden="true">
          <Icon name="package" size={36} />
        </span>
        <p className={styles.confirmLead}>
          Thank you! Your order <strong data-testid="order-number">{order.OrderNumber}</strong> is
          placed.
        </p>
        {closed ? (
          <p className={styles.muted} role="status" data-testid="order-closed">
            This order has since been {order.Status === 'expired' ? 'closed unpaid' : 'cancelled'}.
            Its page has the details.
          </p>
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>{cod ? 'Order total' : 'Amount paid'}</dt>
            <dd data-testid="order-amount">{formatInr(order.AmountPayable)}</dd>
          </div>
          <div>
            <dt>Arriving</dt>
            <dd>{eta ?? 'We will let you know'}</dd>
          </div>
          <div>
            <dt>Items</dt>
            <dd>{order.ItemCount}</dd>
          </div>
        </dl>
        {paid.paid || paid.due ? (
          <p className={styles.muted} data-testid="paid-how">
            {[paid.paid, paid.due].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <PushPrompt />
        <InstallAppBanner />
        <h2 className={styles.subTitle}>What happens next</h2>
        <ol className={styles.nextSteps}>
          <li>We confirm your order and pack it, and tell you by email or SMS at each step.</li>
          <li>When it ships you get the carrier and tracking number on the order’s page.</li>
          <li>
            {cod
              ? `Pay ${formatInr(order.Payment.RestAmount)} in cash or by UPI when it arrives.`
              : 'Nothing more to pay: your payment is done.'}
          </li>
          <li>You can cancel it from the order’s page until it ships.</li>
        </ol>
        <div className={styles.actions}>
          <Link to={`/order/details/${order.OrderId}`} className={buttonClassName()}>
            View order details
          </Link>
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            Continue shopping
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
