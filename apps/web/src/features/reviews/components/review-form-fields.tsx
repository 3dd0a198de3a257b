import { REVIEW_LIMITS, type ReviewPhoto } from '@kirana/shared';
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
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-title`} className={styles.label}>
        Title <span className={styles.optional}>(required)</span>
      </label>
      <input
        id={`${id}-title`}
        className={styles.input}
        aria-required="true"
        value={value}
        maxLength={REVIEW_LIMITS.titleMax}
        placeholder="Sum it up in a few words"
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
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-body`} className={styles.label}>
        Your review <span className={styles.optional}>(optional)</span>
      </label>
      <textarea
        id={`${id}-body`}
        className={styles.textarea}
        rows={4}
        value={value}
        maxLength={REVIEW_LIMITS.bodyMax}
        placeholder="How was the quality, the taste, the pack? Would you buy it again?"
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-body-count${error ? ` ${id}-body-error` : ''}`}
      />
      <span id={`${id}-body-count`} className={styles.counter}>
        {value.length.toLocaleString('en-IN')} / {REVIEW_LIMITS.bodyMax.toLocaleString('en-IN')}
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
  if (photos.length === 0) return null;
  return (
    <ul className={styles.kept} aria-label="Photos in your review">
      {photos.map((p, i) => (
        <li key={p.PhotoId} className={styles.keptTile}>
          <img src={p.Url} alt={`Your photo ${i + 1}`} width={72} height={72} />
          <button type="button" className={styles.keptRemove} onClick={() => onRemove(p.PhotoId)}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
