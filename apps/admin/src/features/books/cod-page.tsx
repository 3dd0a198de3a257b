import { useState } from 'react';
import { Link } from 'react-router';
import type { CodHandIn, CodOwed } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import {
  Button,
  type Column,
  ConfirmDialog,
  DataTable,
  EmptyState,
  formatDate,
  formatDateTime,
  formatInr,
  Money,
  PageHeader,
  QueryState,
} from '../../components';
import { useT } from '../../lib/i18n';
import { booksApi } from './api';
import styles from './books.module.css';

/** A hand-in's key, made once when its dialog opens: a second click sends the same key. */
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/** COD reconciliation: what each delivery person owes, by day; mark it handed in. */
export default function CodPage() {
  const t = useT();
  const query = booksApi.useCodReconciliationQuery();
  const [handIn, handing] = booksApi.useHandInCodMutation();
  const [ask, setAsk] = useState<{ group: CodOwed; key: string } | null>(null);
  const close = () => {
    setAsk(null);
    handing.reset();
  };
  const owedTotal = (owed: CodOwed[]) => owed.reduce((n, g) => n + g.Amount, 0);
  return (
    <>
      <PageHeader title={t('books.cod.title')} sub={t('books.cod.sub')} />
      <QueryState query={query}>
        {(d) => (
          <>
            <section className={styles.block} aria-label={t('books.cod.owed')}>
              <h2>
                {t('books.cod.owed')} · <Money paise={owedTotal(d.Owed)} />
              </h2>
              {d.Owed.length === 0 ? (
                <EmptyState title={t('books.cod.none-owed')} text={t('books.cod.none-owed-text')} />
              ) : (
                d.Owed.map((g) => (
                  <Owed
                    key={`${g.Day}-${g.Collector}`}
                    group={g}
                    onHandIn={() => setAsk({ group: g, key: newKey() })}
                  />
                ))
              )}
            </section>
            <HandIns rows={d.HandIns} />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={ask !== null}
        title={t('books.cod.hand-in')}
        text={
          ask
            ? t('books.cod.hand-in-text', {
                who: ask.group.Collector,
                amount: formatInr(ask.group.Amount),
                count: ask.group.Orders.length,
              })
            : ''
        }
        confirmLabel={t('books.cod.hand-in')}
        onConfirm={async () => {
          if (!ask) return;
          const res = await handIn({
            Key: ask.key,
            OrderIds: ask.group.Orders.map((o) => o.OrderId),
          });
          if (!res.error) close();
        }}
        onClose={close}
        busy={handing.isLoading}
        error={handing.isError ? errorMessage(handing.error) : undefined}
      />
    </>
  );
}

function Owed({ group, onHandIn }: { group: CodOwed; onHandIn: () => void }) {
  const t = useT();
  const columns: Column<CodOwed['Orders'][number]>[] = [
    {
      key: 'order',
      header: t('books.col.order'),
      render: (o) => <Link to={`/orders/${o.OrderId}`}>{o.OrderNumber}</Link>,
    },
    {
      key: 'at',
      header: t('books.col.collected-at'),
      render: (o) => formatDateTime(o.CollectedAt),
    },
    {
      key: 'amount',
      header: t('books.col.amount'),
      align: 'end',
      render: (o) => <Money paise={o.Amount} />,
    },
  ];
  return (
    <div className={styles.group}>
      <div className={styles.groupHead}>
        <h3>
          {group.Collector} · {formatDate(`${group.Day}T12:00:00+05:30`)} ·{' '}
          <Money paise={group.Amount} />
        </h3>
        <Button onClick={onHandIn}>{t('books.cod.hand-in')}</Button>
      </div>
      <DataTable
        caption={t('books.cod.orders-of', { who: group.Collector })}
        columns={columns}
        rows={group.Orders}
        rowKey={(o) => o.OrderId}
      />
    </div>
  );
}

function HandIns({ rows }: { rows: CodHandIn[] }) {
  const t = useT();
  const columns: Column<CodHandIn>[] = [
    { key: 'at', header: t('books.col.at'), render: (h) => formatDateTime(h.At) },
    { key: 'who', header: t('books.col.who'), render: (h) => h.Collector },
    { key: 'orders', header: t('books.col.count'), align: 'end', render: (h) => h.Orders },
    {
      key: 'amount',
      header: t('books.col.amount'),
      align: 'end',
      render: (h) => <Money paise={h.Amount} />,
    },
    { key: 'by', header: t('books.col.received-by'), render: (h) => h.ReceivedBy },
  ];
  return (
    <section className={styles.block} aria-label={t('books.cod.handed-in')}>
      <h2>{t('books.cod.handed-in')}</h2>
      {rows.length === 0 ? (
        <EmptyState title={t('books.cod.none-handed-in')} />
      ) : (
        <DataTable
          caption={t('books.cod.handed-in')}
          columns={columns}
          rows={rows}
          rowKey={(h) => h.HandInId}
        />
      )}
    </section>
  );
}
