import { useT } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { buttonClassName, Icon } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import styles from './wallet.module.css';

/** The wallet balance in rupees, with how the wallet works and the way to refunds. */
export function BalanceCard({ balance }: { balance: number }) {
  const t = useT();
  return (
    <section className={styles.balanceCard} aria-labelledby="wallet-balance">
      <div className={styles.balanceHead}>
        <span className={styles.balanceIcon}>
          <Icon name="wallet" size={22} />
        </span>
        <span id="wallet-balance">{t('wallet.balanceTitle')}</span>
      </div>
      <p className={styles.balance} data-testid="wallet-balance">
        {formatInr(balance)}
      </p>
      <p className={styles.how}>{t('wallet.how')}</p>
      <div className={styles.links}>
        <Link to="/refund" className={buttonClassName({ variant: 'secondary', size: 's' })}>
          <Icon name="refund" size={16} />
          {t('wallet.myRefunds')}
        </Link>
        <Link to="/order/history" className={buttonClassName({ variant: 'secondary', size: 's' })}>
          <Icon name="package" size={16} />
          {t('wallet.myOrders')}
        </Link>
      </div>
    </section>
  );
}
