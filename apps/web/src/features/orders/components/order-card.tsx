import type { OrderSummary } from '@kirana/shared';
import { OrderStatusBadge } from '@kirana/ui';
import { Link } from '../../../lib/router';
import { formatEta } from '../../cart';
import { formatInr, MediaImage } from '../../catalogue';
import { useT } from '../../../lib/i18n';
import { useOrderDates } from '../use-order-dates';
import { orderStatusLabel } from '../status-labels';
import styles from './orders.module.css';

/** One order in the history: number, date, status, a preview of its items and its amount. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT();
  const { date } = useOrderDates();
  const eta = formatEta(order.EtaFrom, order.EtaTo);
  const open = !['delivered', 'cancelled', 'expired'].includes(order.Status);
  return (
    <li className={styles.orderCard} data-testid="order-card">
      <Link to={`/order/details/${order.OrderId}`} className={styles.orderLink}>
        <div className={styles.orderHead}>
          <div>
            <strong className={styles.orderNumber}>{order.OrderNumber}</strong>
            <span className={styles.muted}>
              {t('orders.card.placed', { date: date(order.PlacedAt) })}
            </span>
          </div>
          <OrderStatusBadge status={order.Status} label={orderStatusLabel(t, order.Status)} />
        </div>
        <div className={styles.preview}>
          {order.Preview.slice(0, 4).map((p, i) => (
            <MediaImage
              key={`${p.Name}-${i}`}
              mediaId={p.ImageId}
              alt={p.Name}
              sizes="48px"
              className={styles.previewImg}
            />
          ))}
          <span className={styles.previewText}>
            {order.Preview.length > 1
              ? t(order.Preview.length >= 4 ? 'orders.card.morePlus' : 'orders.card.more', {
                  first: order.Preview[0]?.Name,
                  more: order.Preview.length - 1,
                })
              : order.Preview[0]?.Name}
          </span>
        </div>
        <div className={styles.orderFoot}>
          <span>
            {t('orders.card.items', { count: order.ItemCount })} ·{' '}
            <strong>{formatInr(order.AmountPayable)}</strong>
          </span>
          {open && eta ? (
            <span className={styles.muted}>{t('orders.card.arriving', { eta })}</span>
          ) : null}
        </div>
      </Link>
    </li>
  );
}
