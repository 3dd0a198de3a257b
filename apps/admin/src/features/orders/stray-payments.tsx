import type { AdminOrderDetails, StrayPayment } from '@kirana/shared';
import { Badge, formatDateTime, Money, priceText, type StatusTone } from '../../components';
import { useT } from '../../lib/i18n';
import styles from './orders.module.css';

const REASON_IDS: Record<StrayPayment['Reason'], string> = {
  duplicate: 'orders.stray.duplicate',
  amount_mismatch: 'orders.stray.amount-mismatch',
};
const STATUSES: Record<StrayPayment['Status'], [string, StatusTone]> = {
  pending: ['orders.stray.refunding', 'info'],
  refunded: ['orders.stray.refunded', 'good'],
  failed: ['orders.stray.refund-failed', 'bad'],
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
  const t = useT();
  const list = order.StrayPayments ?? [];
  if (!list.length) return null;
  return (
    <div className={styles.stray}>
      <h3>{t('orders.stray.title')}</h3>
      <ul>
        {list.map((p) => {
          const [labelId, tone] = STATUSES[p.Status];
          return (
            <li key={p.GatewayPaymentId}>
              <span>
                {t(REASON_IDS[p.Reason])}: <Amount p={p} /> <Badge tone={tone}>{t(labelId)}</Badge>
              </span>
              <small className={styles.muted}>
                {p.GatewayPaymentId} · {formatDateTime(p.At)}
                {p.GatewayRefundId &&
                  ` · ${t('orders.stray.refund-id', { id: p.GatewayRefundId })}`}
              </small>
              {p.Status === 'failed' && (
                <small role="note" className={styles.error}>
                  {t('orders.stray.failed', { tries: p.Tries })}
                  {p.LastError ? ` (${p.LastError})` : ''}. {t('orders.stray.failed-fix')}
                </small>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
