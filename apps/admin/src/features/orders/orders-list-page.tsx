import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminOrderRow } from '@kirana/shared';
import {
  Badge,
  type Column,
  DataTable,
  DownloadButton,
  EmptyState,
  formatDateTime,
  Money,
  PageHeader,
  Pagination,
  QueryState,
  useCan,
  usePageParams,
} from '../../components';
import { useOrdersQuery, type OrderFilters as Filters } from './api';
import { BulkBar } from './bulk-bar';
import { OrderFilters } from './order-filters';
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';
import { NewOrderPushPrompt } from '../notifications';
import { OrderStatusPill, paymentShort } from './order-status';
import styles from './orders.module.css';

const PAGE_SIZE = 20;
const FILTERS = [
  'status',
  'payment',
  'from',
  'to',
  'pincode',
  'slotDate',
  'slotWindow',
  'test',
  'search',
  'cod',
] as const;

function columns(t: Translate, showMoney: boolean, query: string): Column<AdminOrderRow>[] {
  return [
    {
      key: 'order',
      header: t('orders.col.order'),
      render: (o) => (
        <span className={styles.orderCell}>
          <Link to={`${o.OrderId}${query ? `?back=${encodeURIComponent(query)}` : ''}`}>
            {o.OrderNumber}
          </Link>
          {o.IsTestOrder && <Badge tone="warn">{t('orders.test')}</Badge>}
        </span>
      ),
    },
    { key: 'placed', header: t('orders.col.placed'), render: (o) => formatDateTime(o.PlacedAt) },
    {
      key: 'customer',
      header: t('orders.col.customer'),
      render: (o) => (
        <span>
          {o.CustomerName}
          <br />
          <span className={styles.muted}>{o.Mobile}</span>
        </span>
      ),
    },
    { key: 'pincode', header: t('orders.col.pincode'), render: (o) => `${o.Pincode} ${o.City}` },
    { key: 'items', header: t('orders.col.items'), align: 'end', render: (o) => o.ItemCount },
    {
      key: 'payment',
      header: t('orders.col.payment'),
      render: (o) =>
        o.PaymentMethodId === 'cod' && o.CodCollectedAt
          ? t('orders.cod-collected-short')
          : paymentShort(t, o.PaymentMethodId),
    },
    ...(showMoney
      ? [
          {
            key: 'amount',
            header: t('orders.col.amount'),
            align: 'end' as const,
            render: (o: AdminOrderRow) =>
              o.AmountPayable === undefined ? '' : <Money paise={o.AmountPayable} />,
          },
        ]
      : []),
    {
      key: 'status',
      header: t('orders.col.status'),
      render: (o) => <OrderStatusPill status={o.Status} />,
    },
  ];
}

/** Orders by status, payment, dates, pincode and test orders, searched; the filters live in the URL. */
export default function OrdersListPage() {
  const t = useT();
  const { params, pageNo, set: setParams } = usePageParams({ pageKey: 'pageNo', replace: true });
  const canMove = useCan('orders:move');
  const canMoney = useCan('orders:money');
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const filters: Filters = { pageNo, pageSize: PAGE_SIZE };
  for (const f of FILTERS) filters[f] = params.get(f) ?? undefined;
  const query = useOrdersQuery(filters);

  const set = (changes: Record<string, string>) => {
    setParams(changes);
    setSelected(new Set());
  };
  const filtered = FILTERS.some((f) => params.get(f));
  const rows = query.data?.Orders ?? [];
  const listed = new URLSearchParams(
    FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : [])),
  ).toString();
  const numberOf = (id: number) => rows.find((o) => o.OrderId === id)?.OrderNumber ?? `#${id}`;

  return (
    <>
      <PageHeader
        title={t('orders.title')}
        sub={query.data ? t('orders.count', { count: query.data.CountTotalOrders }) : undefined}
        actions={
          canMoney && (
            <DownloadButton
              path={`/admin/orders/export.csv${listed ? `?${listed}` : ''}`}
              fallbackName="kirana-orders.csv"
              label={t('components.export-csv')}
            />
          )
        }
      />
      <NewOrderPushPrompt />
      <OrderFilters params={params} set={set} />
      {canMove && (
        <BulkBar
          selected={[...selected].map(Number)}
          numberOf={numberOf}
          onDone={(moved) =>
            setSelected((s) => new Set([...s].filter((id) => !moved.includes(Number(id)))))
          }
        />
      )}
      <QueryState
        query={query}
        isEmpty={(d) => d.Orders.length === 0}
        empty={
          <EmptyState
            title={filtered ? t('orders.none-match') : t('orders.none-yet')}
            text={filtered ? t('orders.none-match-text') : t('orders.none-yet-text')}
          />
        }
      >
        {(d) => (
          <div className={styles.list}>
            <DataTable
              caption={t('orders.title')}
              columns={columns(t, canMoney && !d.MoneyHidden, params.toString())}
              rows={d.Orders}
              rowKey={(o) => o.OrderId}
              className={styles.dense}
              selection={canMove ? { selected, onChange: setSelected } : undefined}
            />
            <Pagination
              pageNo={filters.pageNo}
              pageSize={PAGE_SIZE}
              total={d.CountTotalOrders}
              onPage={(n) => set({ pageNo: String(n) })}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
