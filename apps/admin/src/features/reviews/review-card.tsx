import { Link } from 'react-router';
import type { AdminReviewsAnswer } from '@kirana/shared';
import { Badge, Button, formatDate } from '../../components';
import { useT } from '../../lib/i18n';
import styles from './reviews.module.css';

export type QueueReview = AdminReviewsAnswer['Reviews'][number];

/** One review in the queue: stars, words, photos, reports, and Approve / Hide / Show. */
export function ReviewCard({
  review: r,
  busy,
  onApprove,
  onHide,
  onShow,
}: {
  review: QueueReview;
  busy: boolean;
  onApprove: () => void;
  onHide: () => void;
  onShow: () => void;
}) {
  const t = useT();
  const titleId = `review-${r.ReviewId}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId}>
        <span aria-label={t('reviews.stars', { rating: r.Rating })}>
          {'★'.repeat(r.Rating)}
          {'☆'.repeat(5 - r.Rating)}
        </span>{' '}
        {r.Title}
      </h3>
      {r.Body ? <p className={styles.body}>{r.Body}</p> : null}
      {r.Photos.length ? (
        <div className={styles.photos}>
          {r.Photos.map((p, i) => (
            <a
              key={p.PhotoId}
              href={`/api/admin/review-photos/${p.PhotoId}`}
              target="_blank"
              rel="noreferrer"
            >
              <img
                src={`/api/admin/review-photos/${p.PhotoId}`}
                alt={t('reviews.photo', { n: i + 1 })}
                loading="lazy"
              />
            </a>
          ))}
        </div>
      ) : null}
      <div className={styles.muted}>
        {r.AuthorName} · <Link to={`/catalogue/products/${r.ProductId}`}>{r.ProductName}</Link> ·{' '}
        {formatDate(r.EditedAt ?? r.CreatedAt)}
        {r.EditedAt ? ` · ${t('reviews.edited')}` : ''}
      </div>
      {r.Reports.length ? (
        <ul className={styles.muted}>
          {r.Reports.map((x, i) => (
            <li key={i}>
              {t('reviews.report', { reason: x.Reason })}
              {x.Details ? `: ${x.Details}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {r.IsHidden ? (
          <Badge tone="bad">
            {r.HiddenReason
              ? t('reviews.hidden-because', { reason: r.HiddenReason })
              : t('reviews.hidden')}
          </Badge>
        ) : r.IsModerated ? (
          <Badge tone="good">{t('reviews.approved')}</Badge>
        ) : (
          <Badge tone="warn">{t('reviews.new')}</Badge>
        )}
        {!r.IsHidden && !r.IsModerated ? (
          <Button size="s" disabled={busy} onClick={onApprove}>
            {t('reviews.approve')}
          </Button>
        ) : null}
        {r.IsHidden ? (
          <Button size="s" variant="secondary" disabled={busy} onClick={onShow}>
            {t('reviews.show')}
          </Button>
        ) : (
          <Button size="s" variant="secondary" disabled={busy} onClick={onHide}>
            {t('reviews.hide')}
          </Button>
        )}
      </div>
    </li>
  );
}
