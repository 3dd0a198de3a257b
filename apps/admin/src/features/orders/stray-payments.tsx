import type { AdminOrderDetails, StrayPayment } from '@kirana/shared';
import { Badge, formatDateTime, Money, priceText, type StatusTone } from '../../components';
import styles from './orders.module.css';

const REASONS: Record<StrayPayment['Reason'], string> = {
  duplicate: 'Second payment of this order',
  amount_mismatch: 'Payment of a different amount',
};
const STATUSES: Record<StrayPayment['Status'], [string, StatusTone]> = {
  pending: ['Refunding', 'info'],
  refunded: ['Refunded', 'good'],
  failed: ['Refund failed', 'bad'],
};

function Amount({ p }: { p: StrayPayment }) {
  if (p.Currency === 'INR') return <Money paise={p.Amount} />;
  return <>{`${priceText(p.Amount)} ${p.Currency}`}</>;
}

/**
 * Payments that reached the gateway but paid nothing, each sent back to its source once. A
 * refund the gateway kept refusing is left for staff to settle in the gateway's dashboard.
 */
export function StrayPayments({ order }: { order: AdminOrderDetails }) {
  const list = order.StrayPayments ?? [];
  if (!list.length) return null;
  return (
    <div className={styles.stray}>
      <h3>Sent back</h3>
      <ul>
        {list.map((p) => {
          const [label, tone] = STATUSES[p.Status];
          return (
            <li key={p.GatewayPaymentId}>
              <span>
                {REASONS[p.Reason]}: <Amount p={p} /> <Badge tone={tone}>{label}</Badge>
              </span>
              <small className={styles.muted}>
                {p.GatewayPaymentId} · {formatDateTime(p.At)}
                {p.GatewayRefundId && ` · refund ${p.GatewayRefundId}`}
              </small>
              {p.Status === 'failed' && (
                <small role="note" className={styles.error}>
                  The gateway refused this refund {p.Tries} times
                  {p.LastError ? ` (${p.LastError})` : ''}. Refund it from the gateway’s dashboard.
                </small>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
