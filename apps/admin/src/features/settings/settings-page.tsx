import { Link, useParams } from 'react-router';
import { EmptyState, PageHeader, QueryState, TabNav, useCan } from '../../components';
import { settingsApi } from './api';
import { AreasPanel } from './areas-panel';
import { CodPanel } from './cod-panel';
import { DeliveryPanel } from './delivery-panel';
import { PaymentsPanel } from './payments-panel';
import { UpiPanel } from './upi-panel';
import { SignInPanel } from './sign-in-panel';
import { SlotsPanel } from './slots-panel';
import { StorePanel } from './store-panel';
import { UnpaidOrdersPanel } from './unpaid-orders-panel';
import { TemplatesPanel } from '../whatsapp';

const TABS = [
  { path: 'store', label: 'Store' },
  { path: 'delivery', label: 'Delivery & fees' },
  { path: 'cod', label: 'COD & unpaid orders' },
  { path: 'pincodes', label: 'Pincodes' },
  { path: 'slots', label: 'Delivery slots' },
  { path: 'sign-in', label: 'Sign-in' },
  { path: 'whatsapp', label: 'WhatsApp' },
  { path: 'payments', label: 'Payments', ownerOnly: true },
] as const;

/** /settings/:tab: the store's settings, a tab each; payments only for the owner. */
export default function SettingsPage() {
  const tab = useParams().tab ?? 'store';
  const canPayments = useCan('payments:settings');
  const query = settingsApi.useSettingsQuery();
  const tabs = TABS.filter((t) => !('ownerOnly' in t) || canPayments);

  let body;
  if (tab === 'pincodes') body = <AreasPanel />;
  else if (tab === 'slots') body = <SlotsPanel />;
  else if (tab === 'whatsapp') body = <TemplatesPanel />;
  else if (tab === 'payments')
    body = canPayments ? (
      <>
        <PaymentsPanel />
        <UpiPanel />
      </>
    ) : (
      <EmptyState title="Only the owner changes payment settings" />
    );
  else
    body = (
      <QueryState query={query}>
        {(d) => {
          // remount after each save, so the form shows what the server kept
          const key = JSON.stringify(d);
          if (tab === 'store') return <StorePanel key={key} store={d.Store} />;
          if (tab === 'delivery') return <DeliveryPanel key={key} settings={d} />;
          if (tab === 'cod')
            return (
              <>
                <CodPanel key={`cod-${key}`} cod={d.Cod} />
                <UnpaidOrdersPanel key={`unpaid-${key}`} limits={d.UnpaidOrders} />
              </>
            );
          if (tab === 'sign-in') return <SignInPanel key={key} settings={d} />;
          return <EmptyState title="No such settings page" />;
        }}
      </QueryState>
    );

  return (
    <>
      <PageHeader
        title="Settings"
        sub={
          <>
            Return windows are set per category in{' '}
            <Link to="/catalogue/categories">Catalogue › Categories</Link>.
          </>
        }
      />
      <TabNav
        label="Settings"
        tabs={tabs.map((t) => ({ to: `/settings/${t.path}`, label: t.label }))}
      />
      {body}
    </>
  );
}
