import { useState } from 'react';
import { Link } from 'react-router';
import type { UpiCheckRow, UpiLateCredit } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import {
  Button,
  type Column,
  ConfirmDialog,
  DataTable,
  EmptyState,
  formatDateTime,
  Money,
  QueryState,
} from '../../components';
import { useT } from '../../lib/i18n';
import { statusText } from '../orders';
import { TextDialog } from '../refunds';
import { upiApi } from './api';
import styles from './upi.module.css';

type Ask =
  | { kind: 'confirm'; row: UpiCheckRow }
  | { kind: 'utr'; row: UpiCheckRow }
  | { kind: 'not-received'; row: UpiCheckRow }
  | { kind: 'refund'; credit: UpiLateCredit }
  | { kind: 'reconfirm'; credit: UpiLateCredit }
  | null;

/** The orders waiting for a UPI payment, each with Confirm and Not received; then late credits. */
export function UpiQueue() {
  const t = useT();
  const query = upiApi.useUpiQueueQuery();
  const [confirm, confirming] = upiApi.useConfirmUpiMutation();
  const [notReceived, refusing] = upiApi.useUpiNotReceivedMutation();
  const [settle, settling] = upiApi.useSettleUpiCreditMutation();
  const [ask, setAsk] = useState<Ask>(null);
  const close = () => {
    setAsk(null);
    confirming.reset();
    refusing.reset();
    settling.reset();
  };
  const done = (p: Promise<unknown>) =>
    void p.then((r) => {
      if (!(r as { error?: unknown }).error) close();
    });

  const toCheck: Column<UpiCheckRow>[] = [
    {
      key: 'order',
      header: t('upi.col.order'),
      render: (r) => (
        <>
          <Link to={`/orders/${r.OrderId}`}>
            <strong>{r.OrderNumber}</strong>
          </Link>
          <div className={styles.muted}>{formatDateTime(r.PlacedAt)}</div>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('upi.col.amount'),
      align: 'end',
      render: (r) => <Money paise={r.Amount} />,
    },
    {
      key: 'utr',
      header: t('upi.col.shopper-utr'),
      render: (r) =>
        r.Utr ? (
          <>
            <code>{r.Utr}</code>
            <div className={styles.muted}>{r.ReportedAt ? formatDateTime(r.ReportedAt) : ''}</div>
          </>
        ) : (
          <span className={styles.muted}>{t('upi.not-given')}</span>
        ),
    },
    {
      key: 'hold',
      header: t('upi.col.held-until'),
      render: (r) => (r.PayBy ? formatDateTime(r.PayBy) : ''),
    },
    {
      key: 'actions',
      header: '',
      render: (r) => (
        <div className={styles.actions}>
          <Button size="s" onClick={() => setAsk({ kind: r.Utr ? 'confirm' : 'utr', row: r })}>
            {t('upi.confirm')}
          </Button>
          <Button
            size="s"
            variant="secondary"
            onClick={() => setAsk({ kind: 'not-received', row: r })}
          >
            {t('upi.not-received')}
          </Button>
        </div>
      ),
    },
  ];
  const late: Column<UpiLateCredit>[] = [
    {
      key: 'order',
      header: t('upi.col.order'),
      render: (c) => (
        <>
          <Link to={`/orders/${c.OrderId}`}>{c.OrderNumber}</Link>
          <div className={styles.muted}>{statusText(t, c.OrderStatus)}</div>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('upi.col.amount'),
      align: 'end',
      render: (c) => <Money paise={c.Amount} />,
    },
    { key: 'utr', header: t('upi.col.utr'), render: (c) => <code>{c.Utr}</code> },
    { key: 'when', header: t('upi.col.recorded'), render: (c) => formatDateTime(c.CreditedAt) },
    {
      key: 'actions',
      header: '',
      render: (c) => (
        <div className={styles.actions}>
          <Button
            size="s"
            variant="secondary"
            onClick={() => setAsk({ kind: 'refund', credit: c })}
          >
            {t('upi.refunded')}
          </Button>
          {c.OrderStatus === 'expired' ? (
            <Button size="s" onClick={() => setAsk({ kind: 'reconfirm', credit: c })}>
              {t('upi.reconfirm')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <QueryState
        query={query}
        isEmpty={(d) => d.ToCheck.length === 0 && d.LateCredits.length === 0}
        empty={<EmptyState title={t('upi.none')} text={t('upi.none-text')} />}
      >
        {(d) => (
          <>
            <DataTable
              caption={t('upi.title')}
              columns={toCheck}
              rows={d.ToCheck}
              rowKey={(r) => r.OrderId}
            />
            {d.LateCredits.length ? (
              <section className={styles.block} aria-labelledby="late-credits">
                <h2 id="late-credits">{t('upi.late.title')}</h2>
                <p className={styles.muted}>{t('upi.late.text')}</p>
                <DataTable
                  caption={t('upi.late.caption')}
                  columns={late}
                  rows={d.LateCredits}
                  rowKey={(c) => c.Utr}
                />
              </section>
            ) : null}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={ask?.kind === 'confirm'}
        title={t('upi.confirm-title')}
        text={ask?.kind === 'confirm' ? t('upi.confirm-text', { utr: ask.row.Utr ?? '' }) : ''}
        confirmLabel={t('upi.received')}
        busy={confirming.isLoading}
        error={confirming.error ? errorMessage(confirming.error) : undefined}
        onConfirm={() => ask?.kind === 'confirm' && done(confirm({ orderId: ask.row.OrderId }))}
        onClose={close}
      />
      <TextDialog
        open={ask?.kind === 'utr'}
        title={t('upi.utr-title')}
        label={t('upi.utr-label')}
        field="Utr"
        confirmLabel={t('upi.received')}
        busy={confirming.isLoading}
        error={confirming.error}
        onSubmit={(utr) => ask?.kind === 'utr' && done(confirm({ orderId: ask.row.OrderId, utr }))}
        onClose={close}
      />
      <ConfirmDialog
        open={ask?.kind === 'not-received'}
        title={t('upi.not-received-title')}
        text={t('upi.not-received-text')}
        confirmLabel={t('upi.not-received')}
        danger
        busy={refusing.isLoading}
        error={refusing.error ? errorMessage(refusing.error) : undefined}
        onConfirm={() => ask?.kind === 'not-received' && done(notReceived(ask.row.OrderId))}
        onClose={close}
      />
      <TextDialog
        open={ask?.kind === 'refund'}
        title={t('upi.refund-title')}
        label={t('upi.refund-label')}
        field="UpiId"
        confirmLabel={t('upi.refund-confirm')}
        busy={settling.isLoading}
        error={settling.error}
        onSubmit={(upiId) =>
          ask?.kind === 'refund' &&
          done(settle({ utr: ask.credit.Utr, body: { Action: 'refund', UpiId: upiId } }))
        }
        onClose={close}
      />
      <ConfirmDialog
        open={ask?.kind === 'reconfirm'}
        title={t('upi.reconfirm-title')}
        text={t('upi.reconfirm-text')}
        confirmLabel={t('upi.reconfirm-confirm')}
        busy={settling.isLoading}
        error={settling.error ? errorMessage(settling.error) : undefined}
        onConfirm={() =>
          ask?.kind === 'reconfirm' &&
          done(settle({ utr: ask.credit.Utr, body: { Action: 'reconfirm' } }))
        }
        onClose={close}
      />
    </>
  );
}
