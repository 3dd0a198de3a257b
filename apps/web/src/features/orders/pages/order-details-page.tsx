import { Trans, useI18n, useT } from '../../../lib/i18n';
import { useOrderDates } from '../use-order-dates';
import { orderStatusLabel } from '../status-labels';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from '../../../lib/router';
import { isEndedUnpaid, type OrderDetails } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  Button,
  buttonClassName,
  EmptyState,
  ErrorState,
  Icon,
  OrderStatusBadge,
  Skeleton,
} from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import type { ApiFailure } from '../../../lib/api-client';
import { BillSummary, formatEta } from '../../cart';
import { formatInr, MediaImage } from '../../catalogue';
import { CompletePayment } from '../../checkout';
import { SignInGate } from '../../auth';
import { orderSlotLabel } from '../../delivery';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderTimeline } from '../components/order-timeline';
import { OrderRefunds, PaymentSummary } from '../components/payment-summary';
import { OrdersEmptyLinks } from '../components/orders-empty-links';
import styles from '../components/orders.module.css';
import { parseOrderId, stateName } from '../format';
import { fetchOrderDetails, selectOrderData } from '../order-data-slice';
import type { BuyAgainResult } from '../buy-again';
import { useOrderActions } from '../use-order-actions';
import { useLiveOrderUpdates } from '../live-order-updates';
import { OrderReviewPrompt } from '../../reviews';
import { PushPrompt } from '../../notifications';
import { ChatOnWhatsApp } from '../../whatsapp';

/** Orders still moving: worth an offer of push updates. */
const ORDER_UPDATES_AHEAD = new Set([
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
]);

function NotFound() {
  const t = useT();
  return (
    <PageFrame title={t('orders.details.title')}>
      <EmptyState
        icon="search"
        title={t('orders.details.notFoundTitle')}
        message={t('orders.details.notFoundMessage')}
        actions={<OrdersEmptyLinks />}
      />
    </PageFrame>
  );
}

function OrderLines({ order }: { order: OrderDetails }) {
  return (
    <ul className={styles.lines}>
      {order.Lines.map((l) => (
        <li key={`${l.ProductId}:${l.VariantId ?? 'simple'}`} className={styles.line}>
          <Link to={`/${l.Slug}`} tabIndex={-1} aria-hidden="true">
            <MediaImage mediaId={l.ImageId} alt="" sizes="56px" className={styles.lineImg} />
          </Link>
          <div className={styles.lineInfo}>
            <Link to={`/${l.Slug}`} className={styles.lineName}>
              {l.Name}
            </Link>
            <span className={styles.muted}>
              {l.VariantLabel ? `${l.VariantLabel} · ` : ''}
              {l.Qty} × {formatInr(l.UnitPrice)}
            </span>
          </div>
          <strong>{formatInr(l.LineTotal)}</strong>
        </li>
      ))}
    </ul>
  );
}

function DeliveryFacts({ order }: { order: OrderDetails }) {
  const t = useT();
  const i18n = useI18n();
  const a = order.Address;
  const eta = formatEta(order.EtaFrom, order.EtaTo, i18n);
  return (
    <div className={styles.facts2}>
      <div>
        <h3 className={styles.factTitle}>{t('orders.details.address')}</h3>
        <address className={styles.address}>
          <strong>{a.Name}</strong>
          <span>
            {a.House}, {a.Street}
            {a.Landmark ? `, ${a.Landmark}` : ''}
          </span>
          <span>
            {a.City}, {stateName(a.State)} {a.Pincode}
          </span>
          <span className={styles.muted}>{t('orders.mobile', { mobile: a.Mobile })}</span>
        </address>
      </div>
      <div>
        <h3 className={styles.factTitle}>{t('orders.details.delivery')}</h3>
        <p className={styles.factText}>{order.DeliveryMethodName}</p>
        {order.DeliverySlot ? (
          <p className={styles.factText} data-testid="delivery-slot">
            {t('delivery.slot.title')}:{' '}
            <strong>{orderSlotLabel(order.DeliverySlot, t, i18n)}</strong>
          </p>
        ) : null}
        {eta && !order.DeliverySlot && order.Status !== 'cancelled' ? (
          <p className={styles.muted}>{t('orders.details.expected', { eta })}</p>
        ) : null}
        {order.Carrier && order.TrackingNumber ? (
          <p className={styles.factText} data-testid="tracking">
            <Trans
              id="orders.details.tracking"
              values={{ carrier: order.Carrier, number: order.TrackingNumber }}
              components={{ 0: <strong /> }}
            />
          </p>
        ) : null}
        <h3 className={styles.factTitle}>{t('orders.details.payment')}</h3>
        <PaymentSummary order={order} />
      </div>
    </div>
  );
}

/** An order that ended unpaid: nothing was charged, and its items can go back into the cart. */
function RestoreToCart({
  order,
  busy,
  onRestore,
}: {
  order: OrderDetails;
  busy: boolean;
  onRestore: () => void;
}) {
  const t = useT();
  return (
    <section className={styles.card} data-testid="restore-to-cart">
      <h2 className={styles.subTitle}>
        {order.Status === 'expired'
          ? t('orders.details.notPaidInTime')
          : t('orders.details.cancelledBeforePayment')}
      </h2>
      <p className={styles.muted}>{t('orders.details.nothingCharged')}</p>
      <Button disabled={busy} onClick={onRestore}>
        <Icon name="cart" size={18} />
        {busy ? t('orders.details.adding') : t('orders.details.putBack')}
      </Button>
    </section>
  );
}

function OrderView({ order }: { order: OrderDetails }) {
  const t = useT();
  const { date, dateTime } = useOrderDates();
  const actions = useOrderActions(order);
  const [cancelling, setCancelling] = useState(false);
  const unpaid = isEndedUnpaid(order);
  // a cancelled order's invoice is reversed by the credit notes of its refunds (an edit's refund
  // carries its edit's note, listed with the edit)
  const editNotes = new Set(order.EditCreditNotes.map((n) => n.CreditNoteNumber));
  const creditNotes =
    order.Status === 'cancelled'
      ? order.Refunds.flatMap((r) =>
          r.CreditNoteNumber && !editNotes.has(r.CreditNoteNumber)
            ? [{ ...r, CreditNoteNumber: r.CreditNoteNumber }]
            : [],
        )
      : [];
  return (
    <PageFrame
      title={t('orders.details.orderTitle', { number: order.OrderNumber })}
      description={t('orders.details.placed', { when: dateTime(order.PlacedAt) })}
      actions={<OrderStatusBadge status={order.Status} label={orderStatusLabel(t, order.Status)} />}
    >
      <div className={styles.detailsLayout}>
        <div className={styles.detailsMain}>
          {order.Status === 'awaiting_payment' ? <CompletePayment order={order} /> : null}
          {actions.message ? (
            <p className={styles.notice} role="status">
              {actions.message}
            </p>
          ) : null}
          {actions.bought ? (
            <div className={styles.notice} role="status" data-testid="buy-again-result">
              <BuyAgainSummary bought={actions.bought} />
              {actions.bought.skipped.map((s) => (
                <p key={s.name}>
                  {t('orders.details.couldNotAdd', { name: s.name, reason: s.reason })}
                </p>
              ))}
              <Link to="/cart" className={buttonClassName({ size: 's' })}>
                {t('orders.details.goToCart')}
              </Link>
            </div>
          ) : null}
          {unpaid && !actions.bought ? (
            <RestoreToCart
              order={order}
              busy={actions.busy === 'buy'}
              onRestore={() => void actions.restoreToCart()}
            />
          ) : null}
          {ORDER_UPDATES_AHEAD.has(order.Status) ? <PushPrompt /> : null}
          <section className={styles.card}>
            <h2 className={styles.subTitle}>{t('orders.details.status')}</h2>
            <OrderTimeline order={order} />
          </section>
          <section className={styles.card}>
            <h2 className={styles.subTitle}>
              {t('orders.details.items', { count: order.ItemCount })}
            </h2>
            <OrderLines order={order} />
          </section>
          {order.Status === 'delivered' ? (
            <section className={styles.card}>
              <OrderReviewPrompt orderId={order.OrderId} lines={order.Lines} />
            </section>
          ) : null}
          <section className={styles.card}>
            <DeliveryFacts order={order} />
          </section>
        </div>
        <aside className={styles.detailsAside}>
          <div className={styles.card}>
            <BillSummary
              bill={order.Bill}
              title={t('orders.details.bill')}
              payableLabel={t('orders.details.payable')}
            />
            {order.InvoiceNumber ? (
              <p className={styles.muted} data-testid="invoice-number">
                {order.Status === 'cancelled'
                  ? t('orders.details.invoiceCancelled', { number: order.InvoiceNumber })
                  : t('orders.details.invoice', { number: order.InvoiceNumber })}
              </p>
            ) : null}
            {order.BuyerGstin ? (
              <p className={styles.muted} data-testid="buyer-gstin">
                {t('orders.details.buyerGstin', { gstin: order.BuyerGstin })}
                {order.BuyerBusinessName
                  ? ` · ${t('orders.details.buyerBusiness', { name: order.BuyerBusinessName })}`
                  : null}
              </p>
            ) : null}
            {creditNotes.map((r) => (
              <p key={r.RefundId} className={styles.muted}>
                {t('orders.details.creditNote', { number: r.CreditNoteNumber })}
              </p>
            ))}
            {/* the store's edits took value off the invoice: each by its own credit note */}
            {order.EditCreditNotes.map((n) => (
              <p key={n.EditId} className={styles.muted} data-testid="edit-credit-note">
                <Button
                  variant="link"
                  className={styles.noteLink}
                  disabled={actions.busy !== null}
                  onClick={() =>
                    void actions.downloadEditCreditNote(order.OrderId, n.EditId, n.CreditNoteNumber)
                  }
                >
                  {t('orders.details.editCreditNote', {
                    number: n.CreditNoteNumber,
                    date: date(n.IssuedAt),
                  })}{' '}
                  <Icon name="download" size={16} />
                </Button>
              </p>
            ))}
          </div>
          <OrderRefunds order={order} />
          <div className={styles.actionStack}>
            {order.CanReturn ? (
              <Link
                to={`/order/return/${order.OrderId}`}
                className={buttonClassName({ variant: 'secondary', block: true })}
              >
                {t('orders.details.return')}
              </Link>
            ) : null}
            {/* an online order has its invoice once paid: none while payment is pending */}
            {order.InvoiceNumber ? (
              <Button
                variant="secondary"
                block
                disabled={actions.busy !== null}
                onClick={() => void actions.downloadInvoice()}
              >
                <Icon name="download" size={18} />
                {actions.busy === 'invoice'
                  ? t('orders.details.downloading')
                  : t('orders.details.downloadInvoice')}
              </Button>
            ) : null}
            {creditNotes.map((r) => (
              <Button
                key={r.RefundId}
                variant="secondary"
                block
                disabled={actions.busy !== null}
                onClick={() => void actions.downloadCreditNote(r.RefundId, r.CreditNoteNumber)}
              >
                <Icon name="download" size={18} />
                {t('orders.details.downloadCreditNote')}
              </Button>
            ))}
            {unpaid ? null : (
              <Button
                block
                disabled={actions.busy !== null}
                onClick={() => void actions.buyAgain()}
              >
                {actions.busy === 'buy' ? t('orders.details.adding') : t('orders.details.buyAgain')}
              </Button>
            )}
            {order.CanCancel ? (
              <Button variant="ghost" block onClick={() => setCancelling(true)}>
                {t('orders.details.cancel')}
              </Button>
            ) : null}
            <ChatOnWhatsApp text={`Order ${order.OrderNumber}`} block />
          </div>
        </aside>
      </div>
      <CancelOrderDialog
        order={order}
        open={cancelling}
        busy={actions.busy === 'cancel'}
        error={actions.cancelError}
        onClose={() => setCancelling(false)}
        onConfirm={(reason, refundTo) =>
          void actions.cancel(reason, refundTo).then((done) => done && setCancelling(false))
        }
      />
    </PageFrame>
  );
}

/** What Buy again put in the cart, and what the cart already held (not a failure). */
function BuyAgainSummary({ bought }: { bought: BuyAgainResult }) {
  const t = useT();
  const { added, alreadyInCart } = bought;
  const held = alreadyInCart.join(', ');
  return (
    <>
      {added.length > 0 ? <p>{t('orders.details.added', { names: added.join(', ') })}</p> : null}
      {alreadyInCart.length > 0 ? (
        <p>{t('orders.details.alreadyInCart', { names: held, count: alreadyInCart.length })}</p>
      ) : null}
      {added.length === 0 && alreadyInCart.length === 0 ? (
        <p>{t('orders.details.nothingAdded')}</p>
      ) : null}
    </>
  );
}

function DetailsSkeleton() {
  const t = useT();
  return (
    <PageFrame title={t('orders.details.title')}>
      <div className={styles.detailsLayout} role="status" aria-label={t('orders.details.loading')}>
        <div className={styles.detailsMain}>
          <Skeleton height={180} radius={16} />
          <Skeleton height={220} radius={16} />
        </div>
        <Skeleton height={320} radius={16} />
      </div>
    </PageFrame>
  );
}

function OrderDetailsBody({ orderId }: { orderId: number }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { orderDetails, isOrderDetailsFound } = useAppSelector(selectOrderData);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const load = useCallback(() => {
    setFailure(null);
    void dispatch(fetchOrderDetails(orderId)).then((result) => {
      if (fetchOrderDetails.rejected.match(result)) setFailure(result.payload ?? null);
    });
  }, [dispatch, orderId]);
  useEffect(load, [load]);
  // the order moves while the page is open: re-read it quietly (a failed re-read keeps what shows)
  const reread = useCallback(() => void dispatch(fetchOrderDetails(orderId)), [dispatch, orderId]);
  useLiveOrderUpdates(orderId, reread);

  const order = orderDetails?.OrderId === orderId ? orderDetails : null;
  if (order) return <OrderView order={order} />;
  if (failure && failure.status === 404) return <NotFound />;
  if (failure)
    return (
      <PageFrame title={t('orders.details.title')}>
        <ErrorState
          title={t('orders.details.loadFailed')}
          message={`${failure.message}. ${failure.description}`}
          onRetry={load}
        />
      </PageFrame>
    );
  if (isOrderDetailsFound === false) return <NotFound />;
  return <DetailsSkeleton />;
}

/**
 * One order: status timeline, items, bill with GST, delivery, how it was paid and its refunds, and
 * cancel (asking where online money goes), return, buy again, invoice.
 */
export default function OrderDetailsPage() {
  const orderId = parseOrderId(useParams().orderId);
  const t = useT();
  return (
    <SignInGate
      title={t('orders.details.title')}
      prompt={t('orders.details.signInPrompt')}
      icon="package"
    >
      {orderId === null ? <NotFound /> : <OrderDetailsBody orderId={orderId} />}
    </SignInGate>
  );
}
