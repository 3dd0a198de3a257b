import { PostReviewBody, REVIEW_LIMITS, type ApiErrorBody } from '@kirana/shared';

/** What the shopper types in the review form. */
export interface ReviewFormValues {
  rating: number;
  title: string;
  body: string;
}

export type ReviewErrors = Partial<Record<'rating' | 'title' | 'body' | 'photoIds', string>>;

const MESSAGES: Required<ReviewErrors> = {
  rating: 'Choose from 1 to 5 stars',
  title: `Give your review a title of ${REVIEW_LIMITS.titleMin} to ${REVIEW_LIMITS.titleMax} characters`,
  body: `Keep your review under ${REVIEW_LIMITS.bodyMax.toLocaleString('en-IN')} characters`,
  photoIds: `Add at most ${REVIEW_LIMITS.photosMax} photos`,
};

/** The form checked with the API's own schema; each failing field gets a plain sentence. */
export function validateReview(
  productId: number,
  values: ReviewFormValues,
  photoIds: string[],
): ReviewErrors {
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
export function serverReviewErrors(fields: ApiErrorBody['Fields'] | undefined): ReviewErrors {
  const errors: ReviewErrors = {};
  for (const f of fields ?? []) {
    const field = f.Field.split('.')[0] as keyof ReviewErrors;
    if (field in MESSAGES && !errors[field]) errors[field] = f.Message || MESSAGES[field];
  }
  return errors;
}
