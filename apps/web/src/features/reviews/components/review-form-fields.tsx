import { REVIEW_LIMITS, type ReviewPhoto } from '@kirana/shared';
import { useT } from '../../../lib/i18n';
import styles from './review-form.module.css';

interface TextFieldProps {
  /** the form's id; the field's ids are made from it */
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The review's title (required), with its error under it. */
export function ReviewTitleField({ id, value, error, onChange }: TextFieldProps) {
  const t = useT();
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-title`} className={styles.label}>
        {t('reviews.form.title')} <span className={styles.optional}>{t('reviews.required')}</span>
      </label>
      <input
        id={`${id}-title`}
        className={styles.input}
        aria-required="true"
        value={value}
        maxLength={REVIEW_LIMITS.titleMax}
        placeholder={t('reviews.form.titlePlaceholder')}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-title-error` : undefined}
      />
      {error ? (
        <span id={`${id}-title-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The review's words (optional), with a character counter. */
export function ReviewBodyField({ id, value, error, onChange }: TextFieldProps) {
  const t = useT();
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-body`} className={styles.label}>
        {t('reviews.form.body')} <span className={styles.optional}>{t('reviews.optional')}</span>
      </label>
      <textarea
        id={`${id}-body`}
        className={styles.textarea}
        rows={4}
        value={value}
        maxLength={REVIEW_LIMITS.bodyMax}
        placeholder={t('reviews.form.bodyPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-body-count${error ? ` ${id}-body-error` : ''}`}
      />
      <span id={`${id}-body-count`} className={styles.counter}>
        {t('reviews.form.counter', { count: value.length, max: REVIEW_LIMITS.bodyMax })}
      </span>
      {error ? (
        <span id={`${id}-body-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Photos kept from the review being edited, each removable (nothing when there are none). */
export function KeptPhotos({
  photos,
  onRemove,
}: {
  photos: ReviewPhoto[];
  onRemove: (photoId: string) => void;
}) {
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <ul className={styles.kept} aria-label={t('reviews.form.keptPhotos')}>
      {photos.map((p, i) => (
        <li key={p.PhotoId} className={styles.keptTile}>
          <img src={p.Url} alt={t('reviews.form.keptAlt', { n: i + 1 })} width={72} height={72} />
          <button type="button" className={styles.keptRemove} onClick={() => onRemove(p.PhotoId)}>
            {t('reviews.form.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
