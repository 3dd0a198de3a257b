import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, type ProductReview } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { PhotoPicker } from '../../../components/photo-picker/photo-picker';
import { usePhotoUploads } from '../../../components/photo-picker/use-photo-uploads';
import { selectUser } from '../../user';
import { REVIEW_PHOTO_PATH } from '../api';
import {
  serverReviewErrors,
  validateReview,
  type ReviewErrors,
  type ReviewFormValues,
} from '../review-form';
import { submitReview } from '../reviews-slice';
import { StarInput } from './star-input';
import styles from './review-form.module.css';

/**
 * Writing a review, or editing one's own (`editing`): stars, a title, words and up to three
 * photos. Photos kept from the review being edited stay unless removed. `bringIntoView`: opened
 * from a link (a delivered order's "Rate & review"), the form scrolls into view once drawn; the
 * product page above it is long.
 */
export function ReviewForm({
  productId,
  productName,
  editing,
  bringIntoView = false,
  onDone,
  onCancel,
}: {
  productId: number;
  productName: string;
  editing?: ProductReview | null;
  bringIntoView?: boolean;
  onDone: (rating: number) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (bringIntoView) formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [bringIntoView]);
  const dispatch = useAppDispatch();
  const { token } = useAppSelector(selectUser);
  const [values, setValues] = useState<ReviewFormValues>({
    rating: editing?.Rating ?? 0,
    title: editing?.Title ?? '',
    body: editing?.Body ?? '',
  });
  const [kept, setKept] = useState(editing?.Photos ?? []);
  const uploads = usePhotoUploads({
    path: REVIEW_PHOTO_PATH,
    maxPhotos: REVIEW_LIMITS.photosMax - kept.length,
    token,
  });
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (uploads.uploading) {
      setFormError('Wait for the photos to finish uploading');
      return;
    }
    const photoIds = [...kept.map((p) => p.PhotoId), ...uploads.photoIds];
    const found = validateReview(productId, values, photoIds);
    setErrors(found);
    if (Object.keys(found).length) return;
    sending.current = true;
    setBusy(true);
    setFormError(null);
    const body = { ...values, photoIds };
    const result = await dispatch(
      submitReview(editing ? { reviewId: editing.ReviewId, ...body } : { productId, ...body }),
    );
    sending.current = false;
    setBusy(false);
    if (submitReview.fulfilled.match(result)) {
      onDone(values.rating);
      return;
    }
    const failure = result.payload;
    const fromServer = serverReviewErrors(failure?.body?.Fields);
    setErrors(fromServer);
    if (!Object.keys(fromServer).length)
      setFormError(failure?.message ?? 'Your review could not be saved. Please try again.');
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Review"
    >
      <h3 className={styles.formTitle}>
        {editing ? 'Edit your review' : 'Write a review'}
        <span className={styles.product}>{productName}</span>
      </h3>
      <StarInput value={values.rating} onChange={(n) => set('rating', n)} error={errors.rating} />
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          Title <span className={styles.optional}>(required)</span>
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          aria-required="true"
          value={values.title}
          maxLength={REVIEW_LIMITS.titleMax}
          placeholder="Sum it up in a few words"
          onChange={(e) => set('title', e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
        />
        {errors.title ? (
          <span id={`${id}-title-error`} className={styles.error}>
            {errors.title}
          </span>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`} className={styles.label}>
          Your review <span className={styles.optional}>(optional)</span>
        </label>
        <textarea
          id={`${id}-body`}
          className={styles.textarea}
          rows={4}
          value={values.body}
          maxLength={REVIEW_LIMITS.bodyMax}
          placeholder="How was the quality, the taste, the pack? Would you buy it again?"
          onChange={(e) => set('body', e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-body-count${errors.body ? ` ${id}-body-error` : ''}`}
        />
        <span id={`${id}-body-count`} className={styles.counter}>
          {values.body.length.toLocaleString('en-IN')} /{' '}
          {REVIEW_LIMITS.bodyMax.toLocaleString('en-IN')}
        </span>
        {errors.body ? (
          <span id={`${id}-body-error`} className={styles.error}>
            {errors.body}
          </span>
        ) : null}
      </div>
      {kept.length > 0 ? (
        <ul className={styles.kept} aria-label="Photos in your review">
          {kept.map((p, i) => (
            <li key={p.PhotoId} className={styles.keptTile}>
              <img src={p.Url} alt={`Your photo ${i + 1}`} width={72} height={72} />
              <button
                type="button"
                className={styles.keptRemove}
                onClick={() => setKept((list) => list.filter((x) => x.PhotoId !== p.PhotoId))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploads.maxPhotos > 0 || uploads.photos.length > 0 ? (
        <PhotoPicker uploads={uploads} error={errors.photoIds} />
      ) : null}
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Save changes' : 'Submit review'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
