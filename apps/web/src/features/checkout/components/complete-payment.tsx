import { Trans, useI18n, useT, type Translate } from '../../../lib/i18n';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import type { OnlineProvider, OrderDetails } from '@kirana/shared';
import { useAppDispatch } from '../../../app/hooks';
import { Button, buttonClassName, ErrorState, Skeleton } from '@kirana/ui';
import type { ApiFailure } from '../../../lib/api-client';
import { formatInr } from '../../catalogue';
import { cancelOrder } from '../../orders';
import { releaseHeldCart } from '../held-cart';
import { CONFIRMED_PATH, sandboxPath, upiPayPath } from '../paths';
import { payOrderOnline, switchOrderToCod, type PayOutcome } from '../payment-thunks';
import { usePaymentState, useTimeLeft } from '../use-payment-state';
import styles from './payment.module.css';
import { INDIA_TIME_ZONE } from '@kirana/shared/common/india-dates';

/** What became of the last try, when it failed or was closed. */
function outcomeText(t: Translate, status: string | null | undefined): string | null {
  if (status === 'failed') return t('checkout.pay.failed');
  if (status === 'cancelled') return t('checkout.pay.cancelled');
  return null;
}

/**
 * An order waiting for its online payment: pay again (the same order, a new try), or pay the
 * rest in cash on delivery instead, before the hold on its items runs out. With `onStartOver`
 * (the checkout, where the cart still holds the order's items) it also offers to cancel the
 * order and go back to the cart, so a second order never holds the same stock beside it.
 */
export function CompletePayment(props: { order: OrderDetails; onStartOver?: () => void }) {
  // UPI straight to the shop has no gateway to open again: its own page takes the payment
  if (props.order.PaymentMethodId === 'upi_direct') return <PayByUpiLink order={props.order} />;
  return <GatewayPayment {...props} />;
}

function PayByUpiLink({ order }: { order: OrderDetails }) {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="pay-upi-title">
      <h2 id="pay-upi-title">{t('checkout.upi-waiting-title')}</h2>
      <p>{t('checkout.upi-waiting-body')}</p>
      <Link className={buttonClassName({})} to={upiPayPath(order.OrderId)}>
        {t('checkout.upi-waiting-pay')}
      </Link>
    </section>
  );
}

function GatewayPayment({ order, onStartOver }: { order: OrderDetails; onStartOver?: () => void }) {
  const t = useT();
  const i18n = useI18n();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state, failure, reload } = usePaymentState(order.OrderId);
  const [busy, setBusy] = useState<'pay' | 'cod' | 'cancel' | null>(null);
  const [error, setError] = useState<ApiFailure | null>(null);
  const timeLeft = useTimeLeft(state?.PayBy ?? null);
  const provider: OnlineProvider = order.PaymentMethodId === 'razorpay' ? 'razorpay' : 'sandbox';
  // paid while the shopper was away (a late gateway answer): the cart lets the order's lines go
  const paid = state?.IsPaid === true;
  useEffect(() => {
    if (paid) void dispatch(releaseHeldCart(order.OrderId));
  }, [dispatch, paid, order.OrderId]);

  const settle = (outcome: PayOutcome) => {
    if (outcome.kind === 'paid') void navigate(CONFIRMED_PATH, { replace: true });
    else if (outcome.kind === 'sandbox') void navigate(sandboxPath(outcome.paymentId));
    else reload();
  };
  const pay = async () => {
    setBusy('pay');
    setError(null);
    const result = await dispatch(payOrderOnline({ order, provider }));
    setBusy(null);
    if (payOrderOnline.fulfilled.match(result)) settle(result.payload);
    else {
      setError(result.payload ?? null);
      reload();
    }
  };
  const payByCash = async (expected: number) => {
    setBusy('cod');
    setError(null);
    const result = await dispatch(switchOrderToCod({ orderId: order.OrderId, expected }));
    setBusy(null);
    if (switchOrderToCod.fulfilled.match(result)) void navigate(CONFIRMED_PATH, { replace: true });
    else {
      setError(result.payload ?? null);
      reload();
    }
  };

  const cancelAndStartOver = async () => {
    setBusy('cancel');
    setError(null);
    const result = await dispatch(
      cancelOrder({ orderId: order.OrderId, reason: 'Want to change the address or items' }),
    );
    setBusy(null);
    if (cancelOrder.fulfilled.match(result)) onStartOver?.();
    else {
      setError(result.payload ?? null);
      reload();
    }
  };

  if (failure)
    return (
      <ErrorState
        title={t('checkout.pay.loadFailed')}
        message={`${failure.message}. ${failure.description}`}
        onRetry={reload}
      />
    );
  if (!state) return <Skeleton height={260} radius={16} />;
  if (state.IsPaid || state.OrderStatus !== 'awaiting_payment') {
    const expired = state.OrderStatus === 'expired';
    return (
      <section className={styles.panel} data-testid="complete-payment">
        <h2>{expired ? t('checkout.pay.expiredTitle') : t('checkout.pay.paidTitle')}</h2>
        <p>{expired ? t('checkout.pay.expiredText') : t('checkout.pay.paidText')}</p>
        <div className={styles.actions}>
          {onStartOver && !paid ? (
            <Button block onClick={onStartOver}>
              {t('checkout.pay.newOrder')}
            </Button>
          ) : null}
          <Link
            to={`/order/details/${order.OrderId}`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t('checkout.pay.viewOrder')}
          </Link>
        </div>
      </section>
    );
  }
  const last = outcomeText(t, state.PaymentStatus);
  const cod = state.CodOption;
  return (
    <section
      className={styles.panel}
      data-testid="complete-payment"
      aria-labelledby="complete-payment-title"
    >
      <h2 id="complete-payment-title">{t('checkout.pay.title')}</h2>
      <p>
        <Trans
          id="checkout.pay.toPay"
          values={{ number: order.OrderNumber, amount: formatInr(state.OnlineAmount) }}
          components={{ 0: <span className={styles.amount} data-testid="online-amount" /> }}
        />
        {provider === 'sandbox' ? (
          <span className={styles.tag}>{t('checkout.payment.sandboxTag')}</span>
        ) : null}
      </p>
      {last || error ? (
        <div role="alert" className={styles.failed}>
          <strong>{last ?? t('checkout.pay.wentWrong')}</strong>{' '}
          {error ? `${error.message}. ` : state.FailureReason ? `${state.FailureReason}. ` : ''}
          {t('checkout.pay.noMoneyTaken')}
        </div>
      ) : null}
      <p className={styles.held} data-testid="pay-by">
        {timeLeft && state.PayBy
          ? t('checkout.pay.heldUntil', {
              time: i18n.date(state.PayBy, {
                hour: 'numeric',
                minute: '2-digit',
                timeZone: INDIA_TIME_ZONE,
              }),
              left: timeLeft,
            })
          : t('checkout.pay.holdEnding')}
      </p>
      <div className={styles.actions}>
        <Button size="l" block disabled={busy !== null} onClick={() => void pay()}>
          {busy === 'pay'
            ? t('checkout.place.opening')
            : t('checkout.place.pay', { amount: formatInr(state.OnlineAmount) })}
        </Button>
        {cod?.IsAvailable ? (
          <Button
            variant="secondary"
            block
            disabled={busy !== null}
            onClick={() => void payByCash(cod.AmountPayable)}
          >
            {busy === 'cod'
              ? t('checkout.pay.switching')
              : t('checkout.pay.codInstead', {
                  amount: formatInr(cod.AmountPayable - (state.AmountPayable - state.OnlineAmount)),
                })}
          </Button>
        ) : cod?.Reason ? (
          <p className={styles.held}>{cod.Reason}</p>
        ) : null}
        {onStartOver ? (
          <Button
            variant="ghost"
            block
            disabled={busy !== null}
            onClick={() => void cancelAndStartOver()}
          >
            {busy === 'cancel' ? t('checkout.pay.cancelling') : t('checkout.pay.cancelAndChange')}
          </Button>
        ) : null}
      </div>
      {onStartOver ? (
        <p className={styles.held} data-testid="cart-kept">
          {t('checkout.pay.cartKept')}
        </p>
      ) : null}
      {cod?.IsAvailable && cod.AmountPayable > state.AmountPayable ? (
        <p className={styles.held}>
          {t('checkout.pay.codFee', {
            amount: formatInr(cod.AmountPayable - state.AmountPayable),
          })}
        </p>
      ) : null}
    </section>
  );
}
