import { PostReviewBody, REVIEW_LIMITS, type ApiErrorBody } from '@kirana/shared';
import type { Translate } from '../../lib/i18n';

/** What the shopper types in the review form. */
export interface ReviewFormValues {
  rating: number;
  title: string;
  body: string;
}

export type ReviewErrors = Partial<Record<'rating' | 'title' | 'body' | 'photoIds', string>>;

/** Each field's plain sentence, in the shopper's language. */
const messagesOf = (t: Translate): Required<ReviewErrors> => ({
  rating: t('reviews.error.rating'),
  title: t('reviews.error.title', { min: REVIEW_LIMITS.titleMin, max: REVIEW_LIMITS.titleMax }),
  body: t('reviews.error.body', { max: REVIEW_LIMITS.bodyMax }),
  photoIds: t('reviews.error.photos', { max: REVIEW_LIMITS.photosMax }),
});

/** The form checked with the API's own schema; each failing field gets a plain sentence. */
export function validateReview(
  productId: number,
  values: ReviewFormValues,
  photoIds: string[],
  t: Translate,
): ReviewErrors {
  const MESSAGES = messagesOf(t);
  const parsed = PostReviewBody.safeParse({ productId, ...values, photoIds });
  if (parsed.success) return {};
  const errors: ReviewErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReviewErrors;
    if (field in MESSAGES && !errors[field]) errors[field] = MESSAGES[field];
  }
  return errors;
}

/** The server's 400 field list mapped onto the form (it names fields as the body does). */
export function serverReviewErrors(
  fields: ApiErrorBody['Fields'] | undefined,
  t: Translate,
): ReviewErrors {
  const MESSAGES = messagesOf(t);
  const errors: ReviewErrors = {};
  for (const f of fields ?? []) {
    const field = f.Field.split('.')[0] as keyof ReviewErrors;
    if (field in MESSAGES && !errors[field]) errors[field] = f.Message || MESSAGES[field];
  }
  return errors;
}
