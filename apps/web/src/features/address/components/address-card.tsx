import type { Address } from '@kirana/shared';
import type { ReactNode } from 'react';
import styles from './address-list.module.css';

const TYPE_LABEL = { home: 'Home', work: 'Work', other: 'Other' } as const;

/** One saved address: name, type and default badges, the lines, and the caller's actions. */
export function AddressCard({ address, actions }: { address: Address; actions: ReactNode }) {
  const headingId = `address-${address.AddressId}`;
  return (
    <article
      className={[styles.card, address.IsDefault && styles.isDefault].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className={styles.top}>
        <h2 id={headingId} className={styles.name}>
          {address.Name}
        </h2>
        <span className={styles.badge}>{TYPE_LABEL[address.AddressType]}</span>
        {address.IsDefault ? (
          <span className={`${styles.badge} ${styles.defaultBadge}`}>Default</span>
        ) : null}
      </div>
      <address className={styles.lines}>
        {address.House}, {address.Street}
        {address.Landmark ? `, near ${address.Landmark}` : ''}
        <br />
        {address.City}, {address.StateName} {address.Pincode}
        <br />
        Mobile: +91 {address.Mobile}
      </address>
      {address.IsServiceable ? null : <p className={styles.warn}>We don't deliver here yet</p>}
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}
