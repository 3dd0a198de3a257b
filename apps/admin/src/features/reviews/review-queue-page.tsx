import { useState } from 'react';
import type { AdminReviewsQuery } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import {
  Button,
  EmptyState,
  PageHeader,
  Pagination,
  QueryState,
  usePageParams,
} from '../../components';
import { useT } from '../../lib/i18n';
import { TextDialog } from '../refunds';
import { reviewsApi } from './api';
import { ReviewCard, type QueueReview } from './review-card';
import styles from './reviews.module.css';

const FILTERS = ['new', 'reported', 'hidden', 'all'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The review moderation queue. Reviews show at once (post-moderation); here staff approve or hide
 * each new or edited one, and look at the reported ones.
 */
export default function ReviewQueuePage() {
  const t = useT();
  const { params, pageNo, set, setPage } = usePageParams();
  const raw = params.get('filter');
  const filter: Filter = (FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as Filter)
    : 'new';
  const query = reviewsApi.useReviewQueueQuery({
    filter: filter as AdminReviewsQuery['filter'],
    pageNo,
  });
  const counts = reviewsApi.useReviewQueueCountsQuery().data;
  const [approve, approving] = reviewsApi.useApproveReviewMutation();
  const [moderate, moderating] = reviewsApi.useModerateReviewMutation();
  const [hiding, setHiding] = useState<QueueReview | null>(null);
  const busy = approving.isLoading || moderating.isLoading;
  const countOf = (f: Filter) =>
    f === 'new'
      ? counts?.New
      : f === 'reported'
        ? counts?.Reported
        : f === 'hidden'
          ? counts?.Hidden
          : undefined;

  return (
    <>
      <PageHeader title={t('reviews.title')} sub={t('reviews.sub')} />
      <div className={styles.filters} role="group" aria-label={t('reviews.filter')}>
        {FILTERS.map((f) => {
          const n = countOf(f);
          return (
            <Button
              key={f}
              size="s"
              variant={f === filter ? 'primary' : 'secondary'}
              aria-pressed={f === filter}
              onClick={() => set({ filter: f === 'new' ? '' : f })}
            >
              {n === undefined
                ? t(`reviews.filter.${f}`)
                : t('reviews.filter-count', { label: t(`reviews.filter.${f}`), count: n })}
            </Button>
          );
        })}
      </div>
      {approving.isError ? <p role="alert">{errorMessage(approving.error)}</p> : null}
      <QueryState
        query={query}
        isEmpty={(d) => d.Reviews.length === 0}
        empty={
          <EmptyState
            title={t(filter === 'new' ? 'reviews.none-new' : 'reviews.none')}
            text={filter === 'new' ? t('reviews.none-new-text') : undefined}
          />
        }
      >
        {(d) => (
          <>
            <ul className={styles.list} aria-label={t(`reviews.filter.${filter}`)}>
              {d.Reviews.map((r) => (
                <ReviewCard
                  key={r.ReviewId}
                  review={r}
                  busy={busy}
                  onApprove={() => void approve(r.ReviewId)}
                  onHide={() => setHiding(r)}
                  onShow={() => void moderate({ reviewId: r.ReviewId, hidden: false, reason: '' })}
                />
              ))}
            </ul>
            <Pagination
              pageNo={d.PageNo}
              pageSize={d.PageSize}
              total={d.TotalReviews}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
      <TextDialog
        open={hiding !== null}
        title={t('reviews.hide-title')}
        label={t('reviews.hide-reason')}
        field="reason"
        confirmLabel={t('reviews.hide')}
        danger
        busy={moderating.isLoading}
        error={moderating.error}
        onClose={() => setHiding(null)}
        onSubmit={(reason) => {
          if (!hiding) return;
          void moderate({ reviewId: hiding.ReviewId, hidden: true, reason }).then((res) => {
            if ('data' in res) setHiding(null);
          });
        }}
      />
    </>
  );
}
