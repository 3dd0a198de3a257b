import { useT } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import type { WalletTransaction } from '@kirana/shared';
import { formatInr } from '../../catalogue';
import { useOrderDates } from '../../orders';
import styles from './wallet.module.css';

/** Where an entry leads: its refund, else its order, else nowhere. */
function linkOf(t: WalletTransaction): string | null {
  if (t.RefundId !== null) return `/refund/details/${t.RefundId}`;
  if (t.OrderId !== null) return `/order/details/${t.OrderId}`;
  return null;
}

/** One ledger entry: + credit in green or − debit, what it was for, when, and the balance after. */
export function TransactionRow({ entry }: { entry: WalletTransaction }) {
  const t = useT();
  const { dateTime } = useOrderDates();
  const credit = entry.Type === 'credit';
  const to = linkOf(entry);
  return (
    <li
      className={`${styles.entry} ${credit ? styles.credit : styles.debit}`}
      data-testid="wallet-entry"
      data-type={entry.Type}
    >
      <span className={styles.sign} aria-hidden="true">
        {credit ? '+' : '−'}
      </span>
      <span className={styles.what}>
        {to ? (
          <Link to={to} className={styles.description}>
            {entry.Description}
          </Link>
        ) : (
          <span className={styles.description}>{entry.Description}</span>
        )}
        <span className={styles.muted}>
          <time dateTime={entry.At}>{dateTime(entry.At)}</time>
          {entry.OrderNumber ? t('wallet.order', { number: entry.OrderNumber }) : ''}
        </span>
      </span>
      <span className={styles.money}>
        <span className={styles.amount}>
          <span className={styles.srOnly}>{credit ? t('wallet.credit') : t('wallet.debit')} </span>
          {credit ? '+' : '−'}
          {formatInr(entry.Amount)}
        </span>
        <span className={styles.muted}>
          {t('wallet.balanceAfter', { amount: formatInr(entry.BalanceAfter) })}
        </span>
      </span>
    </li>
  );
}
