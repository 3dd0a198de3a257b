import { Link, useParams } from 'react-router';
import { LOGIN_METHODS, type CustomerProfile, type LoginMethod } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { Badge, blocks, formatDate, Money, PageHeader, QueryState } from '../../components';
import { useT } from '../../lib/i18n';
import { customersApi } from './api';
import { CustomerAddresses } from './customer-addresses';
import { CustomerOrders } from './customer-orders';
import { CustomerReviews } from './customer-reviews';
import { CustomerWallet } from './customer-wallet';

const day = (iso: string | null) => (iso ? formatDate(iso) : '—');

const LOGIN_IDS: Readonly<Record<LoginMethod, string>> = {
  Email: 'customers.login.Email',
  Phone: 'customers.login.Phone',
  Google: 'customers.login.Google',
  Facebook: 'customers.login.Facebook',
};

/** How the customer signs in, in the console's language (an unknown method as stored). */
const loginMethodLabel = (t: Translate, method: string) =>
  (LOGIN_METHODS as readonly string[]).includes(method)
    ? t(LOGIN_IDS[method as LoginMethod])
    : method;

function Profile({ customer: c }: { customer: CustomerProfile }) {
  const t = useT();
  return (
    <div className={blocks.cardGrid}>
      <section className={blocks.card} aria-label={t('customers.profile')}>
        <dl className={blocks.facts}>
          <dt>{t('customers.mobile')}</dt>
          <dd>{c.Phone ? `+91 ${c.Phone}` : '—'}</dd>
          <dt>{t('customers.email')}</dt>
          <dd>{c.Email ?? '—'}</dd>
          <dt>{t('customers.signed-in-with')}</dt>
          <dd>{loginMethodLabel(t, c.LoginFrom)}</dd>
          <dt>{t('customers.joined')}</dt>
          <dd>{day(c.CreatedAt)}</dd>
        </dl>
      </section>
      <section className={blocks.card} aria-label={t('customers.at-a-glance')}>
        <dl className={blocks.facts}>
          <dt>{t('customers.orders')}</dt>
          <dd>{t('customers.order-count', { count: c.OrderCount, last: day(c.LastOrderAt) })}</dd>
          <dt>{t('customers.refunds')}</dt>
          <dd>{c.RefundCount}</dd>
          <dt>{t('customers.reviews')}</dt>
          <dd>{c.ReviewCount}</dd>
          <dt>{t('customers.wallet')}</dt>
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
  const t = useT();
  const userId = Number(useParams().userId);
  const query = customersApi.useCustomerQuery(userId, { skip: !Number.isInteger(userId) });
  return (
    <QueryState query={query}>
      {({ Customer: c }) => (
        <>
          <PageHeader
            title={c.Name || t('customers.nameless')}
            sub={
              <>
                {c.IsTestUser && <Badge tone="info">{t('customers.test-user')}</Badge>}{' '}
                <Link to="/customers">{t('customers.back')}</Link>
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
