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
  const change = address ? (
    <Link
      to="/address/list/1"
      className={buttonClassName({ variant: 'secondary', size: 's' })}
      aria-label="Change delivery address"
    >
      Change
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
        <span className={styles.muted}>Mobile {address.Mobile}</span>
      </address>
    );
  else if (loading) body = <InlineLoader label="Loading your addresses" />;
  else if (failed)
    body = (
      <p className={styles.problem} role="alert">
        We could not load your addresses. {failed}.{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          Please try again
        </button>
      </p>
    );
  else
    body = (
      <div className={styles.emptyAddress}>
        <p className={styles.muted}>Add the address we should deliver this order to.</p>
        <Link to="/address/new/1" className={buttonClassName({ size: 's' })}>
          Add address
        </Link>
      </div>
    );
  return (
    <CheckoutSection step={1} title="Delivery address" action={change}>
      {body}
    </CheckoutSection>
  );
}
