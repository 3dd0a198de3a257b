import type { OrderSummary } from '@kirana/shared';
import { OrderStatusBadge } from '@kirana/ui';
import { Link } from '../../../lib/router';
import { formatEta } from '../../cart';
import { formatInr, MediaImage } from '../../catalogue';
import { formatDate } from '../format';
import styles from './orders.module.css';

/** One order in the history: number, date, status, a preview of its items and its amount. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const eta = formatEta(order.EtaFrom, order.EtaTo);
  const open = !['delivered', 'cancelled', 'expired'].includes(order.Status);
  return (
    <li className={styles.orderCard} data-testid="order-card">
      <Link to={`/order/details/${order.OrderId}`} className={styles.orderLink}>
        <div className={styles.orderHead}>
          <div>
            <strong className={styles.orderNumber}>{order.OrderNumber}</strong>
            <span className={styles.muted}>Placed {formatDate(order.PlacedAt)}</span>
          </div>
          <OrderStatusBadge status={order.Status} />
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
            {order.Preview[0]?.Name}
            {order.Preview.length > 1
              ? ` and ${order.Preview.length - 1}${order.Preview.length >= 4 ? '+' : ''} more`
              : ''}
          </span>
        </div>
        <div className={styles.orderFoot}>
          <span>
            {order.ItemCount} {order.ItemCount === 1 ? 'item' : 'items'} ·{' '}
            <strong>{formatInr(order.AmountPayable)}</strong>
          </span>
          {open && eta ? <span className={styles.muted}>Arriving {eta}</span> : null}
        </div>
      </Link>
    </li>
  );
}
