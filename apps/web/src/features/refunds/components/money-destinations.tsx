import type { RefundDetails } from '@kirana/shared';
import { Icon, type IconName } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import { useT, type Translate } from '../../../lib/i18n';
import styles from './refunds.module.css';

interface Part {
  key: string;
  icon: IconName;
  amount: number;
  title: string;
  detail: string | null;
}

/** The parts of a refund that carry money, each with what happens to it. */
function partsOf(t: Translate, r: RefundDetails): Part[] {
  const parts: Part[] = [
    {
      key: 'wallet',
      icon: 'wallet',
      amount: r.WalletAmount,
      title: t('refunds.money.wallet'),
      detail:
        r.Status === 'refunded' ? t('refunds.money.availableNow') : t('refunds.money.instant'),
    },
    {
      key: 'source',
      icon: 'refund',
      amount: r.SourceAmount,
      title: t('refunds.money.source'),
      detail: r.GatewayRefundId
        ? t('refunds.money.daysRef', { ref: r.GatewayRefundId })
        : t('refunds.money.days'),
    },
    {
      key: 'upi',
      icon: 'phone',
      amount: r.UpiAmount,
      title: r.UpiId ? t('refunds.money.upiTo', { upi: r.UpiId }) : t('refunds.money.upi'),
      detail: r.PayoutReference ? t('refunds.money.upiRef', { ref: r.PayoutReference }) : null,
    },
  ];
  return parts.filter((p) => p.amount > 0);
}

/** Where the money went: the wallet part, the original-method part and a UPI payout. */
export function MoneyDestinations({ refund }: { refund: RefundDetails }) {
  const t = useT();
  const parts = partsOf(t, refund);
  if (parts.length === 0) return null;
  return (
    <ul className={styles.destinations} aria-label={t('refunds.money.label')}>
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
