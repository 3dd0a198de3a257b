import { blocks, Badge, EmptyState, QueryState } from '../../components';
import type { AddressType } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';
import { customersApi } from './api';
import styles from './customers.module.css';

const TYPE_IDS: Record<AddressType, string> = {
  home: 'customers.address.home',
  work: 'customers.address.work',
  other: 'customers.address.other',
};
const addressType = (t: Translate, type: AddressType) => t(TYPE_IDS[type]);

/** The customer's saved addresses, the default first. */
export function CustomerAddresses({ userId }: { userId: number }) {
  const t = useT();
  const query = customersApi.useCustomerAddressesQuery(userId);
  return (
    <section className={styles.section} aria-labelledby="customer-addresses">
      <div className={styles.sectionHead}>
        <h2 id="customer-addresses">{t('customers.addresses')}</h2>
      </div>
      <QueryState
        query={query}
        isEmpty={(d) => d.Addresses.length === 0}
        empty={<EmptyState title={t('customers.no-addresses')} />}
      >
        {(d) => (
          <ul className={styles.addresses}>
            {d.Addresses.map((a) => (
              <li key={a.AddressId} className={blocks.card}>
                <strong>{a.Name}</strong>{' '}
                {a.IsDefault && <Badge tone="good">{t('customers.default')}</Badge>}
                <div>
                  {a.House}, {a.Street}
                  {a.Landmark ? `, ${a.Landmark}` : ''}
                </div>
                <div>
                  {a.City}, {a.StateName} {a.Pincode}
                </div>
                <div className={styles.muted}>
                  +91 {a.Mobile} · {addressType(t, a.AddressType)}
                  {a.IsServiceable ? '' : ` · ${t('customers.not-served')}`}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
