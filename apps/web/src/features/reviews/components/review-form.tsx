import { useEffect, useId, useRef, useState } from 'react';
import { REVIEW_LIMITS, type ProductReview } from '@kirana/shared';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/i18n';
import { Button } from '@kirana/ui';
import { PhotoPicker } from '../../../components/photo-picker/photo-picker';
import { usePhotoUploads } from '../../../components/photo-picker/use-photo-uploads';
import { selectUser } from '../../users';
import { REVIEW_PHOTO_PATH } from '../api';
import type { ReviewFormValues } from '../review-form';
import { useReviewSubmit } from '../use-review-submit';
import { KeptPhotos, ReviewBodyField, ReviewTitleField } from './review-form-fields';
import { StarInput } from './star-input';
import styles from './review-form.module.css';

/** The form scrolled into view once drawn, when asked (the product page above it is long). */
function useBringIntoView(bringIntoView: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (bringIntoView) formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [bringIntoView]);
  return formRef;
}

export interface ReviewFormProps {
  productId: number;
  productName: string;
  editing?: ProductReview | null;
  bringIntoView?: boolean;
  onDone: (rating: number) => void;
  onCancel: () => void;
}

/** What the form holds, starting from the review being edited if any. */
function useReviewDraft(editing: ProductReview | null | undefined) {
  const [values, setValues] = useState<ReviewFormValues>({
    rating: editing?.Rating ?? 0,
    title: editing?.Title ?? '',
    body: editing?.Body ?? '',
  });
  const [kept, setKept] = useState(editing?.Photos ?? []);
  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const removeKept = (photoId: string) =>
    setKept((list) => list.filter((x) => x.PhotoId !== photoId));
  return { values, set, kept, removeKept };
}

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
}: ReviewFormProps) {
  const id = useId();
  const t = useT();
  const formRef = useBringIntoView(bringIntoView);
  const { token } = useAppSelector(selectUser);
  const { values, set, kept, removeKept } = useReviewDraft(editing);
  const uploads = usePhotoUploads({
    path: REVIEW_PHOTO_PATH,
    maxPhotos: REVIEW_LIMITS.photosMax - kept.length,
    token,
  });
  const { errors, formError, busy, submit } = useReviewSubmit({
    productId,
    editing,
    values,
    kept,
    uploads,
    onDone,
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('reviews.form.label')}
    >
      <h3 className={styles.formTitle}>
        {editing ? t('reviews.form.edit') : t('reviews.form.write')}
        <span className={styles.product}>{productName}</span>
      </h3>
      <StarInput value={values.rating} onChange={(n) => set('rating', n)} error={errors.rating} />
      <ReviewTitleField
        id={id}
        value={values.title}
        error={errors.title}
        onChange={(v) => set('title', v)}
      />
      <ReviewBodyField
        id={id}
        value={values.body}
        error={errors.body}
        onChange={(v) => set('body', v)}
      />
      <KeptPhotos photos={kept} onRemove={removeKept} />
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
          {busy
            ? t('reviews.form.saving')
            : editing
              ? t('reviews.form.save')
              : t('reviews.form.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
