import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReviewsAnswer } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  formatDate,
  Pagination,
  QueryState,
  useCan,
  type Column,
} from '../../components';
import { useT } from '../../lib/i18n';
import { customersApi } from './api';
import styles from './customers.module.css';

type Review = AdminReviewsAnswer['Reviews'][number];

/** The customer's reviews, hidden ones too; Hide and Show for who may moderate. */
export function CustomerReviews({ userId }: { userId: number }) {
  const t = useT();
  const [pageNo, setPageNo] = useState(1);
  const canModerate = useCan('reviews:moderate');
  const query = customersApi.useCustomerReviewsQuery({ userId, pageNo });
  const [hide, hiding] = customersApi.useHideReviewMutation();
  const columns: Column<Review>[] = [
    {
      key: 'review',
      header: t('customers.review.review'),
      render: (r) => (
        <>
          <strong>
            {'★'.repeat(r.Rating)}
            {'☆'.repeat(5 - r.Rating)} {r.Title}
          </strong>
          <div>{r.Body}</div>
          <div className={styles.muted}>
            <Link to={`/catalogue/products/${r.ProductId}`}>{r.ProductName}</Link> ·{' '}
            {formatDate(r.CreatedAt)}
            {r.ReportCount > 0 && ` · ${t('customers.review.reported', { count: r.ReportCount })}`}
          </div>
        </>
      ),
    },
    {
      key: 'state',
      header: t('customers.review.shown'),
      render: (r) =>
        r.IsHidden ? (
          <Badge tone="bad">
            {r.HiddenReason
              ? t('customers.review.hidden-because', { reason: r.HiddenReason })
              : t('customers.review.hidden')}
          </Badge>
        ) : (
          <Badge tone="good">{t('customers.review.shown')}</Badge>
        ),
    },
    ...(canModerate
      ? [
          {
            key: 'actions',
            header: t('customers.review.actions'),
            align: 'end' as const,
            render: (r: Review) => (
              <Button
                size="s"
                variant="secondary"
                disabled={hiding.isLoading}
                onClick={() => hide({ reviewId: r.ReviewId, hidden: !r.IsHidden, reason: '' })}
              >
                {r.IsHidden ? t('customers.review.show') : t('customers.review.hide')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className={styles.section} aria-labelledby="customer-reviews">
      <div className={styles.sectionHead}>
        <h2 id="customer-reviews">{t('customers.reviews')}</h2>
      </div>
      {hiding.isError && <p role="alert">{errorMessage(hiding.error)}</p>}
      <QueryState
        query={query}
        isEmpty={(d) => d.Reviews.length === 0}
        empty={<EmptyState title={t('customers.review.none')} />}
      >
        {(d) => (
          <>
            <DataTable
              caption={t('customers.reviews')}
              columns={columns}
              rows={d.Reviews}
              rowKey={(r) => r.ReviewId}
            />
            <Pagination
              pageNo={d.PageNo}
              pageSize={d.PageSize}
              total={d.TotalReviews}
              onPage={setPageNo}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
