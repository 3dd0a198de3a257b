import { useT } from '../../../lib/i18n';
import type { Address } from '@kirana/shared';
import { Link } from '../../../lib/router';
import { buttonClassName } from '@kirana/ui';
import { InlineLoader } from '../../../components/three-dots-loader';
import { CheckoutSection } from './checkout-section';
import styles from './checkout.module.css';

/** Where the order goes: the selected address with "Change", or "Add" when there is none. */
export function AddressSection({
  address,
  loading,
  failed,
  onRetry,
}: {
  address: Address | null;
  loading: boolean;
  failed: string | null;
  onRetry: () => void;
}) {
  const t = useT();
  const change = address ? (
    <Link
      to="/address/list/1"
      className={buttonClassName({ variant: 'secondary', size: 's' })}
      aria-label={t('checkout.address.changeLabel')}
    >
      {t('checkout.address.change')}
    </Link>
  ) : null;
  let body;
  if (address)
    body = (
      <address className={styles.address} data-testid="checkout-address">
        <strong>{address.Name}</strong>
        <span>
          {address.House}, {address.Street}
          {address.Landmark ? `, ${address.Landmark}` : ''}
        </span>
        <span>
          {address.City}, {address.StateName} {address.Pincode}
        </span>
        <span className={styles.muted}>
          {t('checkout.address.mobile', { mobile: address.Mobile })}
        </span>
      </address>
    );
  else if (loading) body = <InlineLoader label={t('checkout.address.loading')} />;
  else if (failed)
    body = (
      <p className={styles.problem} role="alert">
        {t('checkout.address.loadFailed', { reason: failed })}{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          {t('checkout.address.tryAgain')}
        </button>
      </p>
    );
  else
    body = (
      <div className={styles.emptyAddress}>
        <p className={styles.muted}>{t('checkout.address.empty')}</p>
        <Link to="/address/new/1" className={buttonClassName({ size: 's' })}>
          {t('checkout.address.add')}
        </Link>
      </div>
    );
  return (
    <CheckoutSection step={1} title={t('checkout.address.title')} action={change}>
      {body}
    </CheckoutSection>
  );
}
