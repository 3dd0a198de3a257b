import { Link, useParams } from 'react-router';
import type { AdminRefundDetails } from '@kirana/shared';
import {
  blocks,
  DownloadButton,
  formatDateTime,
  Money,
  PageHeader,
  QueryState,
} from '../../components';
import { useT } from '../../lib/i18n';
import { paymentShort } from '../orders';
import { refundsApi } from './api';
import { MoneyTrail } from './money-trail';
import { RefundActions } from './refund-actions';
import { RefundStatusPill } from './refund-badges';
import { RefundedSoFar } from './refunded-so-far';
import { ReturnPhotos } from './return-photos';
import styles from './refunds.module.css';

function Facts({ refund: r }: { refund: AdminRefundDetails }) {
  const t = useT();
  return (
    <div className={blocks.cardGrid}>
      <section className={blocks.card} aria-label={t('refunds.facts.why')}>
        <dl className={blocks.facts}>
          <dt>{t('refunds.col.status')}</dt>
          <dd>
            <RefundStatusPill status={r.Status} />
          </dd>
          <dt>{t('refunds.col.reason')}</dt>
          <dd>{r.Reason}</dd>
          {r.Comment && (
            <>
              <dt>{t('refunds.facts.comment')}</dt>
              <dd>{r.Comment}</dd>
            </>
          )}
          {r.RejectReason && (
            <>
              <dt>{t('refunds.facts.rejected')}</dt>
              <dd>{r.RejectReason}</dd>
            </>
          )}
          <dt>{t('refunds.col.photos')}</dt>
          <dd>
            <ReturnPhotos photos={r.Photos} label={r.RefundNumber} />
          </dd>
        </dl>
      </section>
      <section className={blocks.card} aria-label={t('refunds.facts.order-customer')}>
        <dl className={blocks.facts}>
          <dt>{t('refunds.col.order')}</dt>
          <dd>
            <Link to={`/orders/${r.OrderId}`}>{r.OrderNumber}</Link> ·{' '}
            {paymentShort(t, r.Order.PaymentMethod)}
          </dd>
          <dt>{t('refunds.facts.paid')}</dt>
          <dd>
            <Money paise={r.Order.Paid} />
            <RefundedSoFar refund={r} />
          </dd>
          <dt>{t('refunds.col.customer')}</dt>
          <dd>
            <Link to={`/customers/${r.UserId}`}>{r.Customer.Name || t('refunds.no-name')}</Link>
          </dd>
          <dt>{t('refunds.facts.contact')}</dt>
          <dd>{[r.Customer.Phone, r.Customer.Email].filter(Boolean).join(' · ') || '—'}</dd>
          {r.CreditNoteNumber && (
            <>
              <dt className={styles.middle}>{t('refunds.facts.credit-note')}</dt>
              <dd className={`${styles.middle} ${styles.creditNote}`}>
                {r.CreditNoteNumber}{' '}
                <DownloadButton
                  path={`/admin/refunds/${r.RefundId}/credit-note`}
                  fallbackName={`credit-note-${r.RefundNumber}.pdf`}
                  label={t('refunds.credit-note-download')}
                />
              </dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}

function Lines({ refund }: { refund: AdminRefundDetails }) {
  const t = useT();
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="refund-lines">
      <h2 id="refund-lines">{t('refunds.items')}</h2>
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
  const t = useT();
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="refund-timeline">
      <h2 id="refund-timeline">{t('refunds.timeline')}</h2>
      <ol className={styles.timeline}>
        {refund.Timeline.map((e, i) => (
          <li key={i}>
            <RefundStatusPill status={e.Status} />
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
  const t = useT();
  const refundId = Number(useParams().refundId);
  const query = refundsApi.useRefundQuery(refundId, { skip: !Number.isInteger(refundId) });
  return (
    <QueryState query={query}>
      {({ RefundDetails: r }) => (
        <>
          <PageHeader
            title={t('refunds.page-title', { kind: r.Kind, number: r.RefundNumber })}
            sub={
              <>
                <Money paise={r.Amount} /> ·{' '}
                {t('refunds.asked', { at: formatDateTime(r.CreatedAt) })} ·{' '}
                <Link to="/returns">{t('refunds.back')}</Link>
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
