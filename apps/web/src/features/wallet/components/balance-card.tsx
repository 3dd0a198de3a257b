import { Link } from '../../../lib/router';
import { buttonClassName, Icon } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import styles from './wallet.module.css';

/** The wallet balance in rupees, with how the wallet works and the way to refunds. */
export function BalanceCard({ balance }: { balance: number }) {
  return (
    <section className={styles.balanceCard} aria-labelledby="wallet-balance">
      <div className={styles.balanceHead}>
        <span className={styles.balanceIcon}>
          <Icon name="wallet" size={22} />
        </span>
        <span id="wallet-balance">Kirana wallet balance</span>
      </div>
      <p className={styles.balance} data-testid="wallet-balance">
        {formatInr(balance)}
      </p>
      <p className={styles.how}>
        Refunds you choose to take in the wallet land here instantly. At checkout, pay for all or
        part of an order with it.
      </p>
      <div className={styles.links}>
        <Link to="/refund" className={buttonClassName({ variant: 'secondary', size: 's' })}>
          <Icon name="refund" size={16} />
          My refunds
        </Link>
        <Link to="/order/history" className={buttonClassName({ variant: 'secondary', size: 's' })}>
          <Icon name="package" size={16} />
          My orders
        </Link>
      </div>
    </section>
  );
}
