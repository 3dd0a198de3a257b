import { useCallback, useEffect, useState } from 'react';
import { Link } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName, EmptyState, ErrorState, Skeleton } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import type { ApiFailure } from '../../../lib/api-client';
import { SignInGate } from '../../auth';
import { RefundCard } from '../components/refund-card';
import styles from '../components/refunds.module.css';
import { fetchRefunds, selectRefunds } from '../refunds-slice';

const TITLE = 'My refunds';

function ListSkeleton() {
  return (
    <div className={styles.skList} role="status" aria-label="Loading your refunds">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={110} radius={16} />
      ))}
    </div>
  );
}

function Refunds() {
  const dispatch = useAppDispatch();
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
        title="We could not load your refunds"
        message={`${failure.failure.message}. ${failure.failure.description}`}
        onRetry={() => void load(1)}
      />
    );
  if (!refundData || busy === 'page') return <ListSkeleton />;
  if (refundData.length === 0)
    return (
      <EmptyState
        icon="refund"
        title="No refunds yet"
        message="When you cancel a paid order or return items, the refund shows up here with where the money goes."
        actions={
          <Link to="/order/history" className={buttonClassName()}>
            My orders
          </Link>
        }
      />
    );
  return (
    <>
      <p className={styles.count} aria-live="polite">
        Showing {refundData.length} of {countTotalRefunds}{' '}
        {countTotalRefunds === 1 ? 'refund' : 'refunds'}
      </p>
      <ul className={styles.refundList}>
        {refundData.map((r) => (
          <RefundCard key={r.RefundId} refund={r} />
        ))}
      </ul>
      {failure ? (
        <p className={styles.problem} role="alert">
          {failure.failure.message}. Please try again.
        </p>
      ) : null}
      {refundData.length < countTotalRefunds ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => void load(pageNoOfFetchedRefunds + 1)}
          >
            {busy === 'more' ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** My refunds: every refund, newest first, with its status, amount and order. */
export default function RefundsPage() {
  return (
    <SignInGate title={TITLE} prompt="Sign in to see your refunds" icon="refund">
      <PageFrame title={TITLE}>
        <Refunds />
      </PageFrame>
    </SignInGate>
  );
}
