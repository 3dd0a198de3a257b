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
import { formatDateTime } from '../../orders';
import { SignInGate } from '../../auth';
import { getCreditNote } from '../api';
import { MoneyDestinations } from '../components/money-destinations';
import { RefundPhoto } from '../components/refund-photo';
import { RefundTimeline } from '../components/refund-timeline';
import styles from '../components/refunds.module.css';
import { KIND_LABELS, parseRefundId } from '../format';
import { fetchRefundDetails, selectRefunds } from '../refunds-slice';

const TITLE = 'Refund details';

function NotFound() {
  return (
    <PageFrame title={TITLE}>
      <EmptyState
        icon="search"
        title="We couldn't find this refund"
        message="It may belong to another account, or the link may be mistyped."
        actions={
          <>
            <Link to="/refund" className={buttonClassName()}>
              My refunds
            </Link>
            <Link to="/order/history" className={buttonClassName({ variant: 'secondary' })}>
              My orders
            </Link>
          </>
        }
      />
    </PageFrame>
  );
}

function RefundLines({ refund }: { refund: RefundDetails }) {
  return (
    <>
      <ul className={styles.lines}>
        {refund.Lines.map((l) => (
          <li key={`${l.ProductId}:${l.VariantId ?? 'simple'}`} className={styles.line}>
            <MediaImage mediaId={l.ImageId} alt="" sizes="48px" className={styles.lineImg} />
            <span className={styles.lineInfo}>
              <strong>{l.Name}</strong>
              <span className={styles.muted}>
                {l.VariantLabel ? `${l.VariantLabel} · ` : ''}Qty {l.Qty}
              </span>
            </span>
            <strong>{formatInr(l.Amount)}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>Refund amount</span>
        <strong data-testid="refund-amount">{formatInr(refund.Amount)}</strong>
      </p>
    </>
  );
}

/** The credit note's download, with its busy flag and failure message. */
function useCreditNote(refund: RefundDetails) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, fileName } = await getCreditNote(refund.RefundId, refund.RefundNumber);
      saveBlob(blob, fileName);
    } catch (err) {
      setProblem(`The credit note could not be downloaded: ${toFailure(err).message}`);
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, download };
}

function RefundView({ refund }: { refund: RefundDetails }) {
  const creditNote = useCreditNote(refund);
  return (
    <PageFrame
      title={`Refund ${refund.RefundNumber}`}
      description={`${KIND_LABELS[refund.Kind]} · Requested ${formatDateTime(refund.CreatedAt)}`}
      actions={<RefundStatusBadge status={refund.Status} />}
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.card}>
            <h2 className={styles.subTitle}>Status</h2>
            <RefundTimeline refund={refund} />
          </section>
          <section className={styles.card}>
            <h2 className={styles.subTitle}>Items ({refund.ItemCount})</h2>
            <RefundLines refund={refund} />
          </section>
          {refund.PhotoIds.length > 0 ? (
            <section className={styles.card}>
              <h2 className={styles.subTitle}>Your photos</h2>
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
            <h2 className={styles.subTitle}>Where the money goes</h2>
            {refund.Status === 'rejected' ? (
              <p className={styles.problem}>This refund was rejected; no money moves.</p>
            ) : (
              <MoneyDestinations refund={refund} />
            )}
          </section>
          <section className={styles.card}>
            <dl className={styles.facts}>
              <dt>Order</dt>
              <dd>
                <Link to={`/order/details/${refund.OrderId}`}>{refund.OrderNumber}</Link>
              </dd>
              <dt>Reason</dt>
              <dd>{refund.Reason}</dd>
              {refund.Comment ? (
                <>
                  <dt>Your comment</dt>
                  <dd>{refund.Comment}</dd>
                </>
              ) : null}
              {refund.CreditNoteNumber ? (
                <>
                  <dt>Credit note</dt>
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
                {creditNote.busy ? 'Downloading…' : 'Download credit note'}
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
  return (
    <PageFrame title={TITLE}>
      <div className={styles.layout} role="status" aria-label="Loading the refund">
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
      <PageFrame title={TITLE}>
        <ErrorState
          title="We could not load this refund"
          message={`${failure.message}. ${failure.description}`}
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
  return (
    <SignInGate title={TITLE} prompt="Sign in to see this refund" icon="refund">
      {refundId === null ? <NotFound /> : <RefundDetailsBody refundId={refundId} />}
    </SignInGate>
  );
}
