import { useCallback, useEffect, useState } from 'react';
import { Link } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName, EmptyState, ErrorState, Skeleton } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import type { ApiFailure } from '../../../lib/api-client';
import { SignInGate } from '../../auth';
import { useT } from '../../../lib/i18n';
import { RefundCard } from '../components/refund-card';
import styles from '../components/refunds.module.css';
import { fetchRefunds, selectRefunds } from '../refunds-slice';

function ListSkeleton() {
  const t = useT();
  return (
    <div className={styles.skList} role="status" aria-label={t('refunds.list.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={110} radius={16} />
      ))}
    </div>
  );
}

function Refunds() {
  const dispatch = useAppDispatch();
  const t = useT();
  const { refundData, countTotalRefunds, pageNoOfFetchedRefunds } = useAppSelector(selectRefunds);
  const [busy, setBusy] = useState<'page' | 'more' | null>('page');
  const [failure, setFailure] = useState<{ page: number; failure: ApiFailure } | null>(null);

  const load = useCallback(
    async (pageNo: number) => {
      setBusy(pageNo === 1 ? 'page' : 'more');
      setFailure(null);
      const result = await dispatch(fetchRefunds(pageNo));
      if (fetchRefunds.rejected.match(result) && result.payload)
        setFailure({ page: pageNo, failure: result.payload });
      setBusy(null);
    },
    [dispatch],
  );
  useEffect(() => void load(1), [load]);

  if (failure?.page === 1 && busy === null)
    return (
      <ErrorState
        title={t('refunds.list.loadFailed')}
        message={t('refunds.details.failure', {
          message: failure.failure.message,
          description: failure.failure.description,
        })}
        onRetry={() => void load(1)}
      />
    );
  if (!refundData || busy === 'page') return <ListSkeleton />;
  if (refundData.length === 0)
    return (
      <EmptyState
        icon="refund"
        title={t('refunds.list.emptyTitle')}
        message={t('refunds.list.emptyMessage')}
        actions={
          <Link to="/order/history" className={buttonClassName()}>
            {t('orders.myOrders')}
          </Link>
        }
      />
    );
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {t('refunds.list.showing', { shown: refundData.length, count: countTotalRefunds })}
      </p>
      <ul className={styles.refundList}>
        {refundData.map((r) => (
          <RefundCard key={r.RefundId} refund={r} />
        ))}
      </ul>
      {failure ? (
        <p className={styles.problem} role="alert">
          {t('refunds.list.pageFailed', { reason: failure.failure.message })}
        </p>
      ) : null}
      {refundData.length < countTotalRefunds ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => void load(pageNoOfFetchedRefunds + 1)}
          >
            {busy === 'more' ? t('refunds.list.loadingMore') : t('refunds.list.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** My refunds: every refund, newest first, with its status, amount and order. */
export default function RefundsPage() {
  const t = useT();
  const title = t('refunds.list.title');
  return (
    <SignInGate title={title} prompt={t('refunds.list.signIn')} icon="refund">
      <PageFrame title={title}>
        <Refunds />
      </PageFrame>
    </SignInGate>
  );
}
