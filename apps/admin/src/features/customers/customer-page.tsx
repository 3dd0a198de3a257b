import { Link, useParams } from 'react-router';
import type { CustomerProfile } from '@kirana/shared';
import { Badge, blocks, formatDate, Money, PageHeader, QueryState } from '../../components';
import { customersApi } from './api';
import { CustomerAddresses } from './customer-addresses';
import { CustomerOrders } from './customer-orders';
import { CustomerReviews } from './customer-reviews';
import { CustomerWallet } from './customer-wallet';

const day = (iso: string | null) => (iso ? formatDate(iso) : '—');

function Profile({ customer: c }: { customer: CustomerProfile }) {
  return (
    <div className={blocks.cardGrid}>
      <section className={blocks.card} aria-label="Profile">
        <dl className={blocks.facts}>
          <dt>Mobile</dt>
          <dd>{c.Phone ? `+91 ${c.Phone}` : '—'}</dd>
          <dt>Email</dt>
          <dd>{c.Email ?? '—'}</dd>
          <dt>Signed in with</dt>
          <dd>{c.LoginFrom}</dd>
          <dt>Joined</dt>
          <dd>{day(c.CreatedAt)}</dd>
        </dl>
      </section>
      <section className={blocks.card} aria-label="At a glance">
        <dl className={blocks.facts}>
          <dt>Orders</dt>
          <dd>
            {c.OrderCount} (last {day(c.LastOrderAt)})
          </dd>
          <dt>Refunds</dt>
          <dd>{c.RefundCount}</dd>
          <dt>Reviews</dt>
          <dd>{c.ReviewCount}</dd>
          <dt>Wallet</dt>
          <dd>
            <Money paise={c.WalletBalance} />
          </dd>
        </dl>
      </section>
    </div>
  );
}

/** One customer: profile, orders, addresses, wallet (with adjustments) and reviews. */
export default function CustomerPage() {
  const userId = Number(useParams().userId);
  const query = customersApi.useCustomerQuery(userId, { skip: !Number.isInteger(userId) });
  return (
    <QueryState query={query}>
      {({ Customer: c }) => (
        <>
          <PageHeader
            title={c.Name || 'Customer without a name'}
            sub={
              <>
                {c.IsTestUser && <Badge tone="info">Test user</Badge>}{' '}
                <Link to="/customers">Back to customers</Link>
              </>
            }
          />
          <Profile customer={c} />
          <CustomerOrders userId={userId} />
          <CustomerWallet userId={userId} />
          <CustomerAddresses userId={userId} />
          <CustomerReviews userId={userId} />
        </>
      )}
    </QueryState>
  );
}
