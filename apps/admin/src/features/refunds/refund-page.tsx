import { Link, useParams } from 'react-router';
import type { AdminRefundDetails } from '@kirana/shared';
import {
  blocks,
  formatDateTime,
  Money,
  PageHeader,
  QueryState,
  RefundStatusBadge,
} from '../../components';
import { refundsApi } from './api';
import { MoneyTrail } from './money-trail';
import { RefundActions } from './refund-actions';
import { ReturnPhotos } from './return-photos';
import styles from './refunds.module.css';

function Facts({ refund: r }: { refund: AdminRefundDetails }) {
  return (
    <div className={blocks.cardGrid}>
      <section className={blocks.card} aria-label="Why">
        <dl className={blocks.facts}>
          <dt>Status</dt>
          <dd>
            <RefundStatusBadge status={r.Status} />
          </dd>
          <dt>Reason</dt>
          <dd>{r.Reason}</dd>
          {r.Comment && (
            <>
              <dt>Comment</dt>
              <dd>{r.Comment}</dd>
            </>
          )}
          {r.RejectReason && (
            <>
              <dt>Rejected</dt>
              <dd>{r.RejectReason}</dd>
            </>
          )}
          <dt>Photos</dt>
          <dd>
            <ReturnPhotos photos={r.Photos} label={r.RefundNumber} />
          </dd>
        </dl>
      </section>
      <section className={blocks.card} aria-label="Order and customer">
        <dl className={blocks.facts}>
          <dt>Order</dt>
          <dd>
            <Link to={`/orders/${r.OrderId}`}>{r.OrderNumber}</Link> ·{' '}
            {r.Order.PaymentMethod.toUpperCase()}
          </dd>
          <dt>Paid</dt>
          <dd>
            <Money paise={r.Order.Paid} /> (refunded <Money paise={r.Order.Refunded} />)
          </dd>
          <dt>Customer</dt>
          <dd>
            <Link to={`/customers/${r.UserId}`}>{r.Customer.Name || 'No name'}</Link>
          </dd>
          <dt>Contact</dt>
          <dd>{[r.Customer.Phone, r.Customer.Email].filter(Boolean).join(' · ') || '—'}</dd>
          {r.CreditNoteNumber && (
            <>
              <dt>Credit note</dt>
              <dd>{r.CreditNoteNumber}</dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}

function Lines({ refund }: { refund: AdminRefundDetails }) {
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="refund-lines">
      <h2 id="refund-lines">Items</h2>
      <ul>
        {refund.Lines.map((l) => (
          <li key={`${l.ProductId}-${l.VariantId}`}>
            {l.Qty} × {l.Name}
            {l.VariantLabel ? ` (${l.VariantLabel})` : ''} — <Money paise={l.Amount} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Timeline({ refund }: { refund: AdminRefundDetails }) {
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="refund-timeline">
      <h2 id="refund-timeline">Timeline</h2>
      <ol className={styles.timeline}>
        {refund.Timeline.map((e, i) => (
          <li key={i}>
            <RefundStatusBadge status={e.Status} />
            <span className={styles.muted}>{formatDateTime(e.At)}</span>
            {e.Note && <span>{e.Note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One refund: why, the items, the order and customer, the moves, and where the money went. */
export default function RefundPage() {
  const refundId = Number(useParams().refundId);
  const query = refundsApi.useRefundQuery(refundId, { skip: !Number.isInteger(refundId) });
  return (
    <QueryState query={query}>
      {({ RefundDetails: r }) => (
        <>
          <PageHeader
            title={`${r.Kind === 'return' ? 'Return' : 'Refund'} ${r.RefundNumber}`}
            sub={
              <>
                <Money paise={r.Amount} /> · asked {formatDateTime(r.CreatedAt)} ·{' '}
                <Link to="/returns">Back to the queue</Link>
              </>
            }
            actions={<RefundActions refund={r} />}
          />
          <Facts refund={r} />
          <Lines refund={r} />
          <MoneyTrail parts={r.MoneyTrail} />
          <Timeline refund={r} />
        </>
      )}
    </QueryState>
  );
}
