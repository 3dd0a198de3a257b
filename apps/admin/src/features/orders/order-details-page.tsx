import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AdminOrderDetails } from '@kirana/shared';
import {
  Badge,
  blocks,
  Button,
  EmptyState,
  formatDateTime,
  Money,
  OrderStatusBadge,
  PageHeader,
  QueryState,
  useCan,
} from '../../components';
import { useOrderQuery } from './api';
import { OrderActions } from './order-actions';
import { PAYMENT_METHOD_LABELS } from '@kirana/shared/checkout/payment-methods';
import { statusLabel } from './order-status';
import { usePrintDocument } from './print-document';
import { StrayPayments } from './stray-payments';
import styles from './orders.module.css';

function Lines({ order, money }: { order: AdminOrderDetails; money: boolean }) {
  return (
    <table className={styles.lines}>
      <caption className="visually-hidden">Lines</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className={styles.hsn}>
            HSN
          </th>
          <th scope="col" className={styles.end}>
            Qty
          </th>
          {money && (
            <th scope="col" className={styles.end}>
              Amount
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
                  · <Money paise={l.UnitPrice} /> each
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
  const b = order.Bill;
  const p = order.Payment;
  return (
    <Facts
      rows={[
        ['Method', PAYMENT_METHOD_LABELS[order.PaymentMethodId]],
        ['Items', b && <Money paise={b.ItemTotal} />],
        [
          'Coupon',
          b?.CouponCode && (
            <>
              {b.CouponCode} (−
              <Money paise={b.CouponDiscount} />)
            </>
          ),
        ],
        ['Delivery', b && <Money paise={b.DeliveryFee} />],
        ['Fees', b && b.PlatformFee + b.CodFee > 0 && <Money paise={b.PlatformFee + b.CodFee} />],
        ['GST included', b && <Money paise={b.TaxTotal} />],
        ['Total', order.AmountPayable !== undefined && <Money paise={order.AmountPayable} />],
        ['From wallet', p && p.WalletAmount > 0 && <Money paise={p.WalletAmount} />],
        ['Received', p && <Money paise={p.PaidAmount} />],
        ['Refunded', p && p.RefundedAmount > 0 && <Money paise={p.RefundedAmount} />],
        ['Gateway id', p?.GatewayPaymentId],
        ['Invoice', order.InvoiceNumber],
      ]}
    />
  );
}

function Details({ order }: { order: AdminOrderDetails }) {
  const canMoney = useCan('orders:money');
  const money = canMoney && !order.MoneyHidden;
  const print = usePrintDocument();
  const [printError, setPrintError] = useState<string | null>(null);
  const a = order.Address;
  const open = async (path: string) => setPrintError(await print(path));
  return (
    <>
      <PageHeader
        title={`Order ${order.OrderNumber}`}
        sub={
          <>
            <OrderStatusBadge status={order.Status} /> placed {formatDateTime(order.PlacedAt)}
            {order.IsTestOrder && (
              <>
                {' '}
                <Badge tone="warn">Test order</Badge>
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
              Print packing slip
            </Button>
            {money && order.InvoiceNumber && (
              <Button
                variant="secondary"
                onClick={() => void open(`/admin/orders/${order.OrderId}/invoice`)}
              >
                Print invoice
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
          <section className={`${blocks.card} ${styles.card}`} aria-label="Actions">
            <h2>Next step</h2>
            <OrderActions order={order} />
          </section>
          <section className={`${blocks.card} ${styles.card}`}>
            <h2>
              {order.ItemCount} item{order.ItemCount === 1 ? '' : 's'}
            </h2>
            <Lines order={order} money={money} />
          </section>
          <section className={`${blocks.card} ${styles.card}`}>
            <h2>Timeline</h2>
            <ol className={styles.timeline}>
              {order.Timeline.map((e, i) => (
                <li key={i}>
                  <strong>{statusLabel(e.Status)}</strong>
                  <small>
                    {formatDateTime(e.At)} · by the {e.Actor}
                    {e.Note ? ` · ${e.Note}` : ''}
                  </small>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className={styles.column}>
          <section className={`${blocks.card} ${styles.card}`}>
            <h2>Deliver to</h2>
            <Facts
              rows={[
                ['Name', a.Name],
                ['Mobile', <a href={`tel:+91${a.Mobile}`}>{a.Mobile}</a>],
                [
                  'Address',
                  [a.House, a.Street, a.Landmark, `${a.City}, ${a.State} ${a.Pincode}`]
                    .filter(Boolean)
                    .join(', '),
                ],
                ['Delivery', order.DeliveryMethodName],
                [
                  'Slot',
                  order.DeliverySlot &&
                    `${order.DeliverySlot.Date}, ${order.DeliverySlot.Starts}–${order.DeliverySlot.Ends}`,
                ],
                ['Expected', order.EtaFrom && `${order.EtaFrom} – ${order.EtaTo ?? ''}`],
                ['Carrier', order.Carrier],
                ['Tracking', order.TrackingNumber],
                ['Cancelled because', order.CancelReason],
              ]}
            />
          </section>
          <section className={`${blocks.card} ${styles.card}`}>
            <h2>Customer</h2>
            <Facts
              rows={[
                ['Name', order.Customer.Name || '—'],
                ['Email', order.Customer.Email],
                ['Phone', order.Customer.Phone],
              ]}
            />
          </section>
          <section className={`${blocks.card} ${styles.card}`}>
            <h2>Payment</h2>
            <PaymentFacts order={order} />
            <StrayPayments order={order} />
            {!money && <p className={styles.muted}>Amounts are shown to the owner and managers.</p>}
          </section>
        </div>
      </div>
    </>
  );
}

/** One order: its lines, address, payment and timeline, and the moves it may make now. */
export default function OrderDetailsPage() {
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
          ← All orders
        </Link>
      </p>
      {!valid ? (
        <EmptyState title="Order not found" text="This order number is not in the store." />
      ) : (
        <QueryState
          query={query}
          isEmpty={(d) => d.NoOrder || !d.OrderDetails}
          empty={<EmptyState title="Order not found" text="This order is not in the store." />}
        >
          {(d) => <Details order={d.OrderDetails!} />}
        </QueryState>
      )}
    </>
  );
}
