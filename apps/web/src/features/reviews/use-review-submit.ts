import { useRef, useState, type FormEvent } from 'react';
import type { ProductReview, ReviewPhoto } from '@kirana/shared';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../lib/i18n';
import type { usePhotoUploads } from '../../components/photo-picker/use-photo-uploads';
import {
  serverReviewErrors,
  validateReview,
  type ReviewErrors,
  type ReviewFormValues,
} from './review-form';
import { submitReview } from './reviews-slice';

interface ReviewSubmitOptions {
  productId: number;
  editing?: ProductReview | null;
  values: ReviewFormValues;
  /** photos kept from the review being edited */
  kept: ReviewPhoto[];
  uploads: ReturnType<typeof usePhotoUploads>;
  onDone: (rating: number) => void;
}

/**
 * Sends the review form: waits for photo uploads, checks it as the API does, posts it (a new
 * review, or the edit of `editing`) once at a time, and maps the server's refusal onto the fields.
 */
export function useReviewSubmit({
  productId,
  editing,
  values,
  kept,
  uploads,
  onDone,
}: ReviewSubmitOptions) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (uploads.uploading) {
      setFormError(t('reviews.error.uploading'));
      return;
    }
    const photoIds = [...kept.map((p) => p.PhotoId), ...uploads.photoIds];
    const found = validateReview(productId, values, photoIds, t);
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
    const fromServer = serverReviewErrors(failure?.body?.Fields, t);
    setErrors(fromServer);
    if (!Object.keys(fromServer).length)
      setFormError(failure?.message ?? t('reviews.error.saveFailed'));
  };

  return { errors, formError, busy, submit };
}
