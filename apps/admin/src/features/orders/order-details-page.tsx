import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AdminOrderDetails } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import {
  Badge,
  blocks,
  Button,
  EmptyState,
  formatDateTime,
  formatDayMonth,
  Money,
  PageHeader,
  QueryState,
  useCan,
} from '../../components';
import { useOrderQuery } from './api';
import { OrderActions } from './order-actions';
import { isEditable, OrderEdit } from './order-edit';
import { OrderEditNotes } from './order-edit-notes';
import { OrderRefunds } from './order-refunds';
import { useT } from '../../lib/i18n';
import { OrderStatusLine, paymentMethodLabel, statusLabel } from './order-status';
import { cancelReasonWords, deliveryMethodWords } from './order-words';
import { usePrintDocument } from './print-document';
import { StrayPayments } from './stray-payments';
import styles from './orders.module.css';

function Lines({ order, money }: { order: AdminOrderDetails; money: boolean }) {
  const t = useT();
  return (
    <table className={styles.lines}>
      <caption className="visually-hidden">{t('orders.lines.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.lines.item')}</th>
          <th scope="col" className={styles.hsn}>
            {t('orders.lines.hsn')}
          </th>
          <th scope="col" className={styles.end}>
            {t('orders.lines.qty')}
          </th>
          {money && (
            <th scope="col" className={styles.end}>
              {t('orders.col.amount')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {order.Lines.map((l) => (
          <tr key={`${l.ProductId}-${l.VariantId}`}>
            <td>
              {l.Name}
              {l.VariantLabel && <span className={styles.muted}> ({l.VariantLabel})</span>}
              {money && l.UnitPrice !== undefined && (
                <span className={styles.muted}>
                  {' '}
                  · <Money paise={l.UnitPrice} /> {t('orders.lines.each')}
                </span>
              )}
            </td>
            <td className={styles.hsn}>{l.Hsn}</td>
            <td className={styles.end}>{l.Qty}</td>
            {money && (
              <td className={styles.end}>
                {l.NetAmount !== undefined && <Money paise={l.NetAmount} />}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ACTOR_IDS: Readonly<Record<AdminOrderDetails['Timeline'][number]['Actor'], string>> = {
  shopper: 'orders.actor.shopper',
  store: 'orders.actor.store',
  system: 'orders.actor.system',
};
const actorText = (t: Translate, actor: keyof typeof ACTOR_IDS) => t(ACTOR_IDS[actor]);

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={blocks.facts}>
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false)
        .map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

function PaymentFacts({ order }: { order: AdminOrderDetails }) {
  const t = useT();
  const b = order.Bill;
  const p = order.Payment;
  return (
    <Facts
      rows={[
        [t('orders.pay.method'), paymentMethodLabel(t, order.PaymentMethodId)],
        [t('orders.pay.items'), b && <Money paise={b.ItemTotal} />],
        [
          t('orders.pay.coupon'),
          b?.CouponCode && (
            <>
              {b.CouponCode} (−
              <Money paise={b.CouponDiscount} />)
            </>
          ),
        ],
        [t('orders.pay.delivery'), b && <Money paise={b.DeliveryFee} />],
        [
          t('orders.pay.fees'),
          b && b.PlatformFee + b.CodFee > 0 && <Money paise={b.PlatformFee + b.CodFee} />,
        ],
        [t('orders.pay.gst'), b && <Money paise={b.TaxTotal} />],
        [
          t('orders.pay.total'),
          order.AmountPayable !== undefined && <Money paise={order.AmountPayable} />,
        ],
        [t('orders.pay.wallet'), p && p.WalletAmount > 0 && <Money paise={p.WalletAmount} />],
        [t('orders.pay.received'), p && <Money paise={p.PaidAmount} />],
        [t('orders.pay.refunded'), p && p.RefundedAmount > 0 && <Money paise={p.RefundedAmount} />],
        [t('orders.pay.gateway-id'), p?.GatewayPaymentId],
        [t('orders.pay.invoice'), order.InvoiceNumber],
      ]}
    />
  );
}

function Details({ order }: { order: AdminOrderDetails }) {
  const t = useT();
  const canMoney = useCan('orders:money');
  const money = canMoney && !order.MoneyHidden;
  const print = usePrintDocument();
  const [printError, setPrintError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const a = order.Address;
  const open = async (path: string) => setPrintError(await print(path));
  return (
    <>
      <PageHeader
        title={t('orders.details.title', { number: order.OrderNumber })}
        sub={
          <>
            <OrderStatusLine status={order.Status} placedAt={order.PlacedAt} />
            {order.IsTestOrder && (
              <>
                {' '}
                <Badge tone="warn">{t('orders.details.test-order')}</Badge>
              </>
            )}
          </>
        }
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => void open(`/admin/orders/${order.OrderId}/packing-slip`)}
            >
              {t('orders.details.print-slip')}
            </Button>
            {money && order.InvoiceNumber && (
              <Button
                variant="secondary"
                onClick={() => void open(`/admin/orders/${order.OrderId}/invoice`)}
              >
                {t('orders.details.print-invoice')}
              </Button>
            )}
          </>
        }
      />
      {printError && (
        <p role="alert" className={styles.error}>
          {printError}
        </p>
      )}
      <div className={styles.grid}>
        <div className={styles.column}>
          <section
            className={`${blocks.card} ${styles.card}`}
            aria-label={t('orders.details.actions')}
          >
            <h2>{t('orders.details.next-step')}</h2>
            <OrderActions order={order} />
          </section>
          <section className={`${blocks.card} ${styles.card}`}>
            <div className={styles.cardHead}>
              <h2>{t('orders.details.items', { count: order.ItemCount })}</h2>
              {money && isEditable(order) && !editing && (
                <Button variant="secondary" size="s" onClick={() => setEditing(true)}>
                  {t('orders.edit.start')}
                </Button>
              )}
            </div>
            {editing && money && isEditable(order) ? (
              <OrderEdit key={order.Version} order={order} onDone={() => setEditing(false)} />
            ) : (
              <Lines order={order} money={money} />
            )}
          </section>
          {money && <OrderRefunds order={order} />}
          {money && <OrderEditNotes order={order} />}
          <section className={`${blocks.card} ${styles.card}`}>
            <h2>{t('orders.details.timeline')}</h2>
            <ol className={styles.timeline}>
              {order.Timeline.map((e, i) => (
                <li key={i}>
                  <strong>{statusLabel(t, e.Status)}</strong>
                  <small>
                    {formatDateTime(e.At)} · {actorText(t, e.Actor)}
                    {e.Note ? ` · ${e.Note}` : ''}
                  </small>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className={styles.column}>
          <section className={`${blocks.card} ${styles.card}`}>
            <h2>{t('orders.details.deliver-to')}</h2>
            <Facts
              rows={[
                [t('orders.details.name'), a.Name],
                [t('orders.details.mobile'), <a href={`tel:+91${a.Mobile}`}>{a.Mobile}</a>],
                [
                  t('orders.details.address'),
                  [a.House, a.Street, a.Landmark, `${a.City}, ${a.State} ${a.Pincode}`]
                    .filter(Boolean)
                    .join(', '),
                ],
                [t('orders.pay.delivery'), deliveryMethodWords(t, order.DeliveryMethodName)],
                [
                  t('orders.details.slot'),
                  order.DeliverySlot &&
                    `${formatDayMonth(order.DeliverySlot.Date)}, ${order.DeliverySlot.Starts}–${order.DeliverySlot.Ends}`,
                ],
                [
                  t('orders.details.expected'),
                  order.EtaFrom &&
                    [order.EtaFrom, order.EtaTo]
                      .filter((day): day is string => !!day)
                      .map(formatDayMonth)
                      .join(' – '),
                ],
                [t('orders.ship.carrier'), order.Carrier],
                [t('orders.details.tracking'), order.TrackingNumber],
                [t('orders.details.cancelled-because'), cancelReasonWords(t, order)],
              ]}
            />
          </section>
          <section className={`${blocks.card} ${styles.card}`}>
            <h2>{t('orders.col.customer')}</h2>
            <Facts
              rows={[
                [t('orders.details.name'), order.Customer.Name || '—'],
                [t('orders.details.email'), order.Customer.Email],
                [t('orders.details.phone'), order.Customer.Phone],
                [t('orders.details.business-name'), order.BuyerBusinessName],
                [
                  t('orders.details.buyer-gstin'),
                  order.BuyerGstin && <span data-testid="buyer-gstin">{order.BuyerGstin}</span>,
                ],
              ]}
            />
          </section>
          <section className={`${blocks.card} ${styles.card}`}>
            <h2>{t('orders.col.payment')}</h2>
            <PaymentFacts order={order} />
            <StrayPayments order={order} />
            {!money && <p className={styles.muted}>{t('orders.details.amounts-hidden')}</p>}
          </section>
        </div>
      </div>
    </>
  );
}

/** One order: its lines, address, payment and timeline, and the moves it may make now. */
export default function OrderDetailsPage() {
  const t = useT();
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useOrderQuery(id, { skip: !valid });
  const back = params.get('back');
  return (
    <>
      <p className="no-print">
        <Link to={back ? `..?${back}` : '..'} relative="path">
          {t('orders.details.back')}
        </Link>
      </p>
      {!valid ? (
        <EmptyState
          title={t('orders.details.not-found')}
          text={t('orders.details.not-found-number')}
        />
      ) : (
        <QueryState
          query={query}
          isEmpty={(d) => d.NoOrder || !d.OrderDetails}
          empty={
            <EmptyState
              title={t('orders.details.not-found')}
              text={t('orders.details.not-found-text')}
            />
          }
        >
          {(d) => <Details order={d.OrderDetails!} />}
        </QueryState>
      )}
    </>
  );
}
