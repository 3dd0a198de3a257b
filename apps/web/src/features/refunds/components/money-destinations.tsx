import type { RefundDetails } from '@kirana/shared';
import { Icon, type IconName } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import styles from './refunds.module.css';

interface Part {
  key: string;
  icon: IconName;
  amount: number;
  title: string;
  detail: string | null;
}

/** The parts of a refund that carry money, each with what happens to it. */
function partsOf(r: RefundDetails): Part[] {
  const parts: Part[] = [
    {
      key: 'wallet',
      icon: 'wallet',
      amount: r.WalletAmount,
      title: 'Credited to your Kirana wallet',
      detail: r.Status === 'refunded' ? 'Available now' : 'Instantly, once the refund is made',
    },
    {
      key: 'source',
      icon: 'refund',
      amount: r.SourceAmount,
      title: 'Back to your original payment method (UPI/card)',
      detail: r.GatewayRefundId
        ? `Usually 5–7 working days · Reference ${r.GatewayRefundId}`
        : 'Usually 5–7 working days',
    },
    {
      key: 'upi',
      icon: 'phone',
      amount: r.UpiAmount,
      title: r.UpiId ? `Sent to UPI id ${r.UpiId}` : 'Sent to your UPI id',
      detail: r.PayoutReference ? `UPI reference ${r.PayoutReference}` : null,
    },
  ];
  return parts.filter((p) => p.amount > 0);
}

/** Where the money went: the wallet part, the original-method part and a UPI payout. */
export function MoneyDestinations({ refund }: { refund: RefundDetails }) {
  const parts = partsOf(refund);
  if (parts.length === 0) return null;
  return (
    <ul className={styles.destinations} aria-label="Where the money went">
      {parts.map((p) => (
        <li key={p.key} className={styles.destination} data-testid={`money-${p.key}`}>
          <span className={styles.destIcon}>
            <Icon name={p.icon} size={20} />
          </span>
          <span className={styles.destText}>
            <strong>{p.title}</strong>
            {p.detail ? <span className={styles.muted}>{p.detail}</span> : null}
          </span>
          <strong className={styles.destAmount}>{formatInr(p.amount)}</strong>
        </li>
      ))}
    </ul>
  );
}
