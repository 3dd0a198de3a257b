import { Link } from 'react-router';
import type { AdminOrderDetails } from '@kirana/shared';
import { blocks, Money } from '../../components';
import { useT } from '../../lib/i18n';
import { refundStatusLabel } from '../refunds';
import styles from './orders.module.css';

/** The order's returns and refunds, each a link to its page (owner's item 10). */
export function OrderRefunds({ order }: { order: AdminOrderDetails }) {
  const t = useT();
  if (!order.Refunds?.length) return null;
  return (
    <section className={`${blocks.card} ${styles.card}`}>
      <h2>{t('orders.refunds.title')}</h2>
      <ul className={styles.refundLinks}>
        {order.Refunds.map((r) => (
          <li key={r.RefundId}>
            <Link to={`/returns/${r.RefundId}`}>
              {t('orders.refunds.item', { kind: r.Kind, number: r.RefundNumber })}
            </Link>{' '}
            · <Money paise={r.Amount} /> · {refundStatusLabel(t, r.Status)}
          </li>
        ))}
      </ul>
    </section>
  );
}
