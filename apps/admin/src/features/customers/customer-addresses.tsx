import { blocks, Badge, EmptyState, QueryState } from '../../components';
import { customersApi } from './api';
import styles from './customers.module.css';

/** The customer's saved addresses, the default first. */
export function CustomerAddresses({ userId }: { userId: number }) {
  const query = customersApi.useCustomerAddressesQuery(userId);
  return (
    <section className={styles.section} aria-labelledby="customer-addresses">
      <div className={styles.sectionHead}>
        <h2 id="customer-addresses">Addresses</h2>
      </div>
      <QueryState
        query={query}
        isEmpty={(d) => d.Addresses.length === 0}
        empty={<EmptyState title="No saved addresses" />}
      >
        {(d) => (
          <ul className={styles.addresses}>
            {d.Addresses.map((a) => (
              <li key={a.AddressId} className={blocks.card}>
                <strong>{a.Name}</strong> {a.IsDefault && <Badge tone="good">Default</Badge>}
                <div>
                  {a.House}, {a.Street}
                  {a.Landmark ? `, ${a.Landmark}` : ''}
                </div>
                <div>
                  {a.City}, {a.StateName} {a.Pincode}
                </div>
                <div className={styles.muted}>
                  +91 {a.Mobile} · {a.AddressType}
                  {a.IsServiceable ? '' : ' · not delivered to now'}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
