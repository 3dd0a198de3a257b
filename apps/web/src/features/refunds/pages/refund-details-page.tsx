import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from '../../../lib/router';
import type { RefundDetails } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  Button,
  buttonClassName,
  EmptyState,
  ErrorState,
  Icon,
  RefundStatusBadge,
  Skeleton,
} from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { toFailure, type ApiFailure } from '../../../lib/api-client';
import { formatInr, MediaImage } from '../../catalogue';
import { saveBlob } from '../../../lib/save-blob';
import { refundStatusLabel, useOrderDates } from '../../orders';
import { useT } from '../../../lib/i18n';
import { SignInGate } from '../../auth';
import { getCreditNote } from '../api';
import { MoneyDestinations } from '../components/money-destinations';
import { RefundPhoto } from '../components/refund-photo';
import { RefundTimeline } from '../components/refund-timeline';
import styles from '../components/refunds.module.css';
import { kindLabel, parseRefundId, refundReasonLabel } from '../format';
import { fetchRefundDetails, selectRefunds } from '../refunds-slice';

function NotFound() {
  const t = useT();
  return (
    <PageFrame title={t('refunds.details.title')}>
      <EmptyState
        icon="search"
        title={t('refunds.details.notFoundTitle')}
        message={t('orders.details.notFoundMessage')}
        actions={
          <>
            <Link to="/refund" className={buttonClassName()}>
              {t('refunds.list.title')}
            </Link>
            <Link to="/order/history" className={buttonClassName({ variant: 'secondary' })}>
              {t('orders.myOrders')}
            </Link>
          </>
        }
      />
    </PageFrame>
  );
}

function RefundLines({ refund }: { refund: RefundDetails }) {
  const t = useT();
  return (
    <>
      <ul className={styles.lines}>
        {refund.Lines.map((l) => (
          <li key={`${l.ProductId}:${l.VariantId ?? 'simple'}`} className={styles.line}>
            <MediaImage mediaId={l.ImageId} alt="" sizes="48px" className={styles.lineImg} />
            <span className={styles.lineInfo}>
              <strong>{l.Name}</strong>
              <span className={styles.muted}>
                {l.VariantLabel
                  ? t('refunds.details.variantQty', { variant: l.VariantLabel, qty: l.Qty })
                  : t('refunds.details.qty', { qty: l.Qty })}
              </span>
            </span>
            <strong>{formatInr(l.Amount)}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t('refunds.details.amount')}</span>
        <strong data-testid="refund-amount">{formatInr(refund.Amount)}</strong>
      </p>
    </>
  );
}

/** The credit note's download, with its busy flag and failure message. */
function useCreditNote(refund: RefundDetails) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, fileName } = await getCreditNote(refund.RefundId, refund.RefundNumber);
      saveBlob(blob, fileName);
    } catch (err) {
      setProblem(t('orders.creditNote.failed', { reason: toFailure(err).message }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, download };
}

function RefundView({ refund }: { refund: RefundDetails }) {
  const t = useT();
  const { dateTime } = useOrderDates();
  const creditNote = useCreditNote(refund);
  return (
    <PageFrame
      title={t('refunds.details.heading', { number: refund.RefundNumber })}
      description={t('refunds.details.description', {
        kind: kindLabel(t, refund.Kind),
        when: dateTime(refund.CreatedAt),
      })}
      actions={
        <RefundStatusBadge status={refund.Status} label={refundStatusLabel(t, refund.Status)} />
      }
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.card}>
            <h2 className={styles.subTitle}>{t('orders.details.status')}</h2>
            <RefundTimeline refund={refund} />
          </section>
          <section className={styles.card}>
            <h2 className={styles.subTitle}>
              {t('orders.details.items', { count: refund.ItemCount })}
            </h2>
            <RefundLines refund={refund} />
          </section>
          {refund.PhotoIds.length > 0 ? (
            <section className={styles.card}>
              <h2 className={styles.subTitle}>{t('refunds.details.photos')}</h2>
              <ul className={styles.photos}>
                {refund.PhotoIds.map((id, i) => (
                  <li key={id}>
                    <RefundPhoto photoId={id} index={i} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className={styles.aside}>
          <section className={styles.card}>
            <h2 className={styles.subTitle}>{t('refunds.details.money')}</h2>
            {refund.Status === 'rejected' ? (
              <p className={styles.problem}>{t('refunds.details.rejected')}</p>
            ) : (
              <MoneyDestinations refund={refund} />
            )}
          </section>
          <section className={styles.card}>
            <dl className={styles.facts}>
              <dt>{t('refunds.details.order')}</dt>
              <dd>
                <Link to={`/order/details/${refund.OrderId}`}>{refund.OrderNumber}</Link>
              </dd>
              <dt>{t('refunds.details.reason')}</dt>
              <dd>{refundReasonLabel(t, refund.Reason)}</dd>
              {refund.Comment ? (
                <>
                  <dt>{t('refunds.details.comment')}</dt>
                  <dd>{refund.Comment}</dd>
                </>
              ) : null}
              {refund.CreditNoteNumber ? (
                <>
                  <dt>{t('refunds.details.creditNote')}</dt>
                  <dd>{refund.CreditNoteNumber}</dd>
                </>
              ) : null}
            </dl>
          </section>
          {refund.CreditNoteNumber ? (
            <div className={styles.actionStack}>
              <Button
                variant="secondary"
                block
                disabled={creditNote.busy}
                onClick={() => void creditNote.download()}
              >
                <Icon name="download" size={18} />
                {creditNote.busy
                  ? t('orders.details.downloading')
                  : t('orders.details.downloadCreditNote')}
              </Button>
              {creditNote.problem ? (
                <p className={styles.problem} role="alert">
                  {creditNote.problem}
                </p>
              ) : null}
            </div>
          ) : null}
        </aside>
      </div>
    </PageFrame>
  );
}

function DetailsSkeleton() {
  const t = useT();
  return (
    <PageFrame title={t('refunds.details.title')}>
      <div className={styles.layout} role="status" aria-label={t('refunds.details.loading')}>
        <div className={styles.main}>
          <Skeleton height={180} radius={16} />
          <Skeleton height={160} radius={16} />
        </div>
        <Skeleton height={220} radius={16} />
      </div>
    </PageFrame>
  );
}

function RefundDetailsBody({ refundId }: { refundId: number }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const { refundDetails, isRefundDetailsFound } = useAppSelector(selectRefunds);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const load = useCallback(() => {
    setFailure(null);
    void dispatch(fetchRefundDetails(refundId)).then((result) => {
      if (fetchRefundDetails.rejected.match(result)) setFailure(result.payload ?? null);
    });
  }, [dispatch, refundId]);
  useEffect(load, [load]);

  const refund = refundDetails?.RefundId === refundId ? refundDetails : null;
  if (refund) return <RefundView refund={refund} />;
  if (failure && failure.status === 404) return <NotFound />;
  if (failure)
    return (
      <PageFrame title={t('refunds.details.title')}>
        <ErrorState
          title={t('refunds.details.loadFailed')}
          message={t('refunds.details.failure', {
            message: failure.message,
            description: failure.description,
          })}
          onRetry={load}
        />
      </PageFrame>
    );
  if (isRefundDetailsFound === false) return <NotFound />;
  return <DetailsSkeleton />;
}

/** One refund: status timeline, lines, where the money went, photos and the credit note. */
export default function RefundDetailsPage() {
  const refundId = parseRefundId(useParams().refundId);
  const t = useT();
  return (
    <SignInGate
      title={t('refunds.details.title')}
      prompt={t('refunds.details.signIn')}
      icon="refund"
    >
      {refundId === null ? <NotFound /> : <RefundDetailsBody refundId={refundId} />}
    </SignInGate>
  );
}
