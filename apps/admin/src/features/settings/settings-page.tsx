import { Link, useParams } from 'react-router';
import { EmptyState, PageHeader, QueryState, TabNav, useCan } from '../../components';
import { settingsApi } from './api';
import { AlertsPanel } from './alerts-panel';
import { AreasPanel } from './areas-panel';
import { CodPanel } from './cod-panel';
import { DeliveryPanel } from './delivery-panel';
import { PaymentsPanel } from './payments-panel';
import { RazorpayPanel } from './razorpay-panel';
import { UpiPanel } from './upi-panel';
import { SignInPanel } from './sign-in-panel';
import { SlotsPanel } from './slots-panel';
import { StorePanel } from './store-panel';
import { UnpaidOrdersPanel } from './unpaid-orders-panel';
import { TemplatesPanel } from '../whatsapp';
import { useT } from '../../lib/i18n';

const TABS = [
  { path: 'store', labelId: 'settings.tab.store' },
  { path: 'delivery', labelId: 'settings.tab.delivery' },
  { path: 'cod', labelId: 'settings.tab.cod' },
  { path: 'pincodes', labelId: 'settings.tab.pincodes' },
  { path: 'slots', labelId: 'settings.tab.slots' },
  { path: 'alerts', labelId: 'settings.tab.alerts' },
  { path: 'sign-in', labelId: 'settings.tab.sign-in' },
  { path: 'whatsapp', labelId: 'settings.tab.whatsapp' },
  { path: 'payments', labelId: 'settings.tab.payments', ownerOnly: true },
] as const;

/** /settings/:tab: the store's settings, a tab each; payments only for the owner. */
export default function SettingsPage() {
  const t = useT();
  const tab = useParams().tab ?? 'store';
  const canPayments = useCan('payments:settings');
  const query = settingsApi.useSettingsQuery();
  const tabs = TABS.filter((x) => !('ownerOnly' in x) || canPayments);

  let body;
  if (tab === 'pincodes') body = <AreasPanel />;
  else if (tab === 'slots') body = <SlotsPanel />;
  else if (tab === 'alerts') body = <AlertsPanel />;
  else if (tab === 'whatsapp') body = <TemplatesPanel />;
  else if (tab === 'payments')
    body = canPayments ? (
      <>
        <RazorpayPanel />
        <PaymentsPanel />
        <UpiPanel />
      </>
    ) : (
      <EmptyState title={t('settings.owner-only')} />
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
          return <EmptyState title={t('settings.no-such-page')} />;
        }}
      </QueryState>
    );

  return (
    <>
      <PageHeader
        title={t('settings.title')}
        sub={
          <>
            {t('settings.sub.before')}{' '}
            <Link to="/catalogue/categories">{t('settings.sub.link')}</Link>
            {t('settings.sub.after')}
          </>
        }
      />
      <TabNav
        label={t('settings.title')}
        tabs={tabs.map((x) => ({ to: `/settings/${x.path}`, label: t(x.labelId) }))}
      />
      {body}
    </>
  );
}
