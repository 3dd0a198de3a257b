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
import { formatTime } from '@kirana/shared/common/india-dates';

const OUTCOME_TEXT: Record<string, string> = {
  failed: 'Your payment did not go through.',
  cancelled: 'You closed the payment before paying.',
};

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
  return (
    <section className={styles.panel} aria-labelledby="pay-upi-title">
      <h2 id="pay-upi-title">Waiting for your UPI payment</h2>
      <p>Pay with any UPI app, then enter the UPI reference so the shop can find it.</p>
      <Link className={buttonClassName({})} to={upiPayPath(order.OrderId)}>
        Pay by UPI
      </Link>
    </section>
  );
}

function GatewayPayment({ order, onStartOver }: { order: OrderDetails; onStartOver?: () => void }) {
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
        title="We could not load this payment"
        message={`${failure.message}. ${failure.description}`}
        onRetry={reload}
      />
    );
  if (!state) return <Skeleton height={260} radius={16} />;
  if (state.IsPaid || state.OrderStatus !== 'awaiting_payment') {
    const expired = state.OrderStatus === 'expired';
    return (
      <section className={styles.panel} data-testid="complete-payment">
        <h2>{expired ? 'This order has expired' : 'This order is paid'}</h2>
        <p>
          {expired
            ? 'It was not paid in time, so its items went back on the shelf and any wallet money came back to your wallet.'
            : 'Nothing more to pay.'}
        </p>
        <div className={styles.actions}>
          {onStartOver && !paid ? (
            <Button block onClick={onStartOver}>
              Place a new order
            </Button>
          ) : null}
          <Link
            to={`/order/details/${order.OrderId}`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            View order
          </Link>
        </div>
      </section>
    );
  }
  const last = state.PaymentStatus && OUTCOME_TEXT[state.PaymentStatus];
  const cod = state.CodOption;
  return (
    <section
      className={styles.panel}
      data-testid="complete-payment"
      aria-labelledby="complete-payment-title"
    >
      <h2 id="complete-payment-title">Complete your payment</h2>
      <p>
        Order {order.OrderNumber} ·{' '}
        <span className={styles.amount} data-testid="online-amount">
          {formatInr(state.OnlineAmount)}
        </span>{' '}
        to pay
        {provider === 'sandbox' ? (
          <span className={styles.tag}>Sandbox — no money moves</span>
        ) : null}
      </p>
      {last || error ? (
        <div role="alert" className={styles.failed}>
          <strong>{last ?? 'Something went wrong.'}</strong>{' '}
          {error ? `${error.message}. ` : state.FailureReason ? `${state.FailureReason}. ` : ''}
          No money was taken for this try. You can try again or pay another way.
        </div>
      ) : null}
      <p className={styles.held} data-testid="pay-by">
        {timeLeft && state.PayBy
          ? `This order is held for you until ${formatTime(state.PayBy)} (${timeLeft} left). Unpaid orders are cancelled then and any wallet money comes back.`
          : 'Your hold on these items is ending; pay now to keep them.'}
      </p>
      <div className={styles.actions}>
        <Button size="l" block disabled={busy !== null} onClick={() => void pay()}>
          {busy === 'pay' ? 'Opening payment…' : `Pay ${formatInr(state.OnlineAmount)}`}
        </Button>
        {cod?.IsAvailable ? (
          <Button
            variant="secondary"
            block
            disabled={busy !== null}
            onClick={() => void payByCash(cod.AmountPayable)}
          >
            {busy === 'cod'
              ? 'Switching…'
              : `Pay ${formatInr(cod.AmountPayable - (state.AmountPayable - state.OnlineAmount))} by cash on delivery instead`}
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
            {busy === 'cancel' ? 'Cancelling…' : 'Cancel this order and change my cart'}
          </Button>
        ) : null}
      </div>
      {onStartOver ? (
        <p className={styles.held} data-testid="cart-kept">
          Your cart still holds these items; they leave it once this order is paid.
        </p>
      ) : null}
      {cod?.IsAvailable && cod.AmountPayable > state.AmountPayable ? (
        <p className={styles.held}>
          Cash on delivery adds a fee of {formatInr(cod.AmountPayable - state.AmountPayable)}.
        </p>
      ) : null}
    </section>
  );
}
