import type { Address } from '@kirana/shared';
import type { ReactNode } from 'react';
import styles from './address-list.module.css';
import { useT } from '../../../lib/i18n';

const TYPE_LABEL = {
  home: 'address.type.home',
  work: 'address.type.work',
  other: 'address.type.other',
} as const;

/** One saved address: name, type and default badges, the lines, and the caller's actions. */
export function AddressCard({ address, actions }: { address: Address; actions: ReactNode }) {
  const t = useT();
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
        <span className={styles.badge}>{t(TYPE_LABEL[address.AddressType])}</span>
        {address.IsDefault ? (
          <span className={`${styles.badge} ${styles.defaultBadge}`}>{t('address.default')}</span>
        ) : null}
      </div>
      <address className={styles.lines}>
        {address.House}, {address.Street}
        {address.Landmark ? t('address.near', { landmark: address.Landmark }) : ''}
        <br />
        {address.City}, {address.StateName} {address.Pincode}
        <br />
        {t('address.mobile', { mobile: address.Mobile })}
      </address>
      {address.IsServiceable ? null : <p className={styles.warn}>{t('address.unserved')}</p>}
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}
