import { Trans, useT } from '../../../lib/i18n';
import { useOrderDates } from '../use-order-dates';
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
  const t = useT();
  const { dateTime } = useOrderDates();

  const dispatch = useAppDispatch();
  const order = useAppSelector(selectPlacedOrder);
  const orderId = order?.OrderId;
  // the placed order is kept across reloads: opened again, its status is read afresh by its id
  useEffect(() => {
    if (orderId !== undefined) void dispatch(fetchOrderById(orderId));
  }, [dispatch, orderId]);
  if (!order) {
    return (
      <PageFrame title={t('orders.confirmed.title')}>
        <EmptyState
          icon="package"
          title={t('orders.confirmed.noneTitle')}
          message={t('orders.confirmed.noneMessage')}
          actions={<OrdersEmptyLinks />}
        />
      </PageFrame>
    );
  }
  const eta = formatEta(order.EtaFrom, order.EtaTo);
  const cod = order.PaymentMethodId === 'cod';
  const closed = order.Status === 'cancelled' || order.Status === 'expired';
  const paid = paymentText(t, order, dateTime);
  return (
    <PageFrame title={t('orders.confirmed.placedTitle')} narrow>
      <div className={styles.confirmCard} data-testid="order-confirmed">
        <span className={styles.confirmIcon} aria-hidden="true">
          <Icon name="package" size={36} />
        </span>
        <p className={styles.confirmLead}>
          <Trans
            id="orders.confirmed.lead"
            values={{ number: order.OrderNumber }}
            components={{ 0: <strong data-testid="order-number" /> }}
          />
        </p>
        {closed ? (
          <p className={styles.muted} role="status" data-testid="order-closed">
            {order.Status === 'expired'
              ? t('orders.confirmed.sinceExpired')
              : t('orders.confirmed.sinceCancelled')}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>{cod ? t('orders.confirmed.orderTotal') : t('orders.confirmed.amountPaid')}</dt>
            <dd data-testid="order-amount">{formatInr(order.AmountPayable)}</dd>
          </div>
          <div>
            <dt>{t('orders.confirmed.arriving')}</dt>
            <dd>{eta ?? t('orders.confirmed.letYouKnow')}</dd>
          </div>
          <div>
            <dt>{t('orders.confirmed.items')}</dt>
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
        <h2 className={styles.subTitle}>{t('orders.confirmed.next')}</h2>
        <ol className={styles.nextSteps}>
          <li>{t('orders.confirmed.step1')}</li>
          <li>{t('orders.confirmed.step2')}</li>
          <li>
            {cod
              ? t('orders.confirmed.step3cod', { amount: formatInr(order.Payment.RestAmount) })
              : t('orders.confirmed.step3paid')}
          </li>
          <li>{t('orders.confirmed.step4')}</li>
        </ol>
        <div className={styles.actions}>
          <Link to={`/order/details/${order.OrderId}`} className={buttonClassName()}>
            {t('orders.confirmed.viewDetails')}
          </Link>
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            {t('orders.continueShopping')}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
