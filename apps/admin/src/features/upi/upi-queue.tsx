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
      header: 'Order',
      render: (r) => (
        <>
          <Link to={`/orders/${r.OrderId}`}>
            <strong>{r.OrderNumber}</strong>
          </Link>
          <div className={styles.muted}>{formatDateTime(r.PlacedAt)}</div>
        </>
      ),
    },
    { key: 'amount', header: 'Amount', align: 'end', render: (r) => <Money paise={r.Amount} /> },
    {
      key: 'utr',
      header: 'Shopper’s UTR',
      render: (r) =>
        r.Utr ? (
          <>
            <code>{r.Utr}</code>
            <div className={styles.muted}>{r.ReportedAt ? formatDateTime(r.ReportedAt) : ''}</div>
          </>
        ) : (
          <span className={styles.muted}>Not given yet</span>
        ),
    },
    {
      key: 'hold',
      header: 'Held until',
      render: (r) => (r.PayBy ? formatDateTime(r.PayBy) : ''),
    },
    {
      key: 'actions',
      header: '',
      render: (r) => (
        <div className={styles.actions}>
          <Button size="s" onClick={() => setAsk({ kind: r.Utr ? 'confirm' : 'utr', row: r })}>
            Confirm
          </Button>
          <Button
            size="s"
            variant="secondary"
            onClick={() => setAsk({ kind: 'not-received', row: r })}
          >
            Not received
          </Button>
        </div>
      ),
    },
  ];
  const late: Column<UpiLateCredit>[] = [
    {
      key: 'order',
      header: 'Order',
      render: (c) => (
        <>
          <Link to={`/orders/${c.OrderId}`}>{c.OrderNumber}</Link>
          <div className={styles.muted}>{c.OrderStatus}</div>
        </>
      ),
    },
    { key: 'amount', header: 'Amount', align: 'end', render: (c) => <Money paise={c.Amount} /> },
    { key: 'utr', header: 'UTR', render: (c) => <code>{c.Utr}</code> },
    { key: 'when', header: 'Recorded', render: (c) => formatDateTime(c.CreditedAt) },
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
            Refunded by UPI…
          </Button>
          {c.OrderStatus === 'expired' ? (
            <Button size="s" onClick={() => setAsk({ kind: 'reconfirm', credit: c })}>
              Re-confirm order
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
        empty={
          <EmptyState
            title="No UPI payments to check"
            text="Orders paid by UPI to the shop wait here until you confirm them."
          />
        }
      >
        {(d) => (
          <>
            <DataTable
              caption="UPI payments to check"
              columns={toCheck}
              rows={d.ToCheck}
              rowKey={(r) => r.OrderId}
            />
            {d.LateCredits.length ? (
              <section className={styles.block} aria-labelledby="late-credits">
                <h2 id="late-credits">Money for orders no longer held</h2>
                <p className={styles.muted}>
                  These credits came after the order expired or was cancelled: pay the money back by
                  UPI, or re-confirm an expired order if its items are still in stock.
                </p>
                <DataTable
                  caption="Late credits"
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
        title="Confirm this UPI payment?"
        text={
          ask?.kind === 'confirm'
            ? `Only if your bank shows ${ask.row.Utr} for the order’s amount: the order is then paid and goes to packing.`
            : ''
        }
        confirmLabel="Payment received"
        busy={confirming.isLoading}
        error={confirming.error ? errorMessage(confirming.error) : undefined}
        onConfirm={() => ask?.kind === 'confirm' && done(confirm({ orderId: ask.row.OrderId }))}
        onClose={close}
      />
      <TextDialog
        open={ask?.kind === 'utr'}
        title="Which credit paid this order?"
        label="UTR in your bank statement (12 digits)"
        field="Utr"
        confirmLabel="Payment received"
        busy={confirming.isLoading}
        error={confirming.error}
        onSubmit={(utr) => ask?.kind === 'utr' && done(confirm({ orderId: ask.row.OrderId, utr }))}
        onClose={close}
      />
      <ConfirmDialog
        open={ask?.kind === 'not-received'}
        title="No such payment in your bank?"
        text="The order is cancelled now and its items go back on the shelf; any wallet money goes back to the shopper."
        confirmLabel="Not received"
        danger
        busy={refusing.isLoading}
        error={refusing.error ? errorMessage(refusing.error) : undefined}
        onConfirm={() => ask?.kind === 'not-received' && done(notReceived(ask.row.OrderId))}
        onClose={close}
      />
      <TextDialog
        open={ask?.kind === 'refund'}
        title="Paid the money back by UPI"
        label="The shopper’s UPI ID you paid it to"
        field="UpiId"
        confirmLabel="Record the refund"
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
        title="Re-confirm this expired order?"
        text="Its items are taken from stock again (refused if any is short) and the order is paid."
        confirmLabel="Re-confirm"
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
