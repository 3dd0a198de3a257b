import { z } from 'zod';
import { PageNo, PageSize } from '../common/api-error';
import { dbId, dbIdParam, int4, intParam, multiLineText, text } from '../common/input';

// Reviews: a shopper who received a product rates it once, with words and photos; others read
// them, vote them helpful and report abuse; the store owner hides what breaks the rules.

export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 80,
  bodyMax: 2000,
  photosMax: 3,
  /** a photo as sent, before it is re-encoded */
  photoMaxBytes: 8 * 1024 * 1024,
  reportDetailsMax: 500,
} as const;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export const ReviewSort = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof ReviewSort>;

export const REPORT_REASONS = [
  'Offensive or abusive',
  'Spam or advertising',
  'Not about this product',
  'Personal information',
  'Fake or paid review',
] as const;
export const ReportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReason>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const ProductReviewsQuery = z.object({
  productId: dbIdParam(),
  pageNo: PageNo,
  pageSize: PageSize,
  sort: ReviewSort.default('newest').describe('newest first, or most helpful first'),
  stars: intParam(1, 5).optional().describe('only reviews of this many stars'),
  withPhotos: flag.optional().describe('only reviews with photos'),
});
export type ProductReviewsQuery = z.infer<typeof ProductReviewsQuery>;
export type ProductReviewsQueryInput = z.input<typeof ProductReviewsQuery>;

export const ReviewPhoto = z.object({
  PhotoId: z.string(),
  Url: z.string().describe('WebP, re-encoded without metadata'),
  Width: z.number().int(),
  Height: z.number().int(),
});
export type ReviewPhoto = z.infer<typeof ReviewPhoto>;

export const ProductReview = z.object({
  ReviewId: z.number().int(),
  ProductId: z.number().int(),
  AuthorName: z.string(),
  Rating: z.number().int().min(1).max(5),
  Title: z.string(),
  Body: z.string(),
  IsVerifiedPurchase: z.boolean(),
  HelpfulCount: z.number().int().min(0),
  Photos: z.array(ReviewPhoto),
  CreatedAt: z.string().describe('ISO 8601 timestamp'),
  EditedAt: z.string().nullable().describe('ISO 8601 timestamp of the last edit, if any'),
});
export type ProductReview = z.infer<typeof ProductReview>;

export const ProductReviewsAnswer = z.object({
  Reviews: z.array(ProductReview),
  TotalReviews: z.number().int().min(0).describe('reviews matching the filter'),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
});
export type ProductReviewsAnswer = z.infer<typeof ProductReviewsAnswer>;

/** Why a shopper may not review a product (null when they may). */
export const ReviewBlock = z.enum(['NOT_DELIVERED', 'ALREADY_REVIEWED']);
export type ReviewBlock = z.infer<typeof ReviewBlock>;

export const MyProductReviewQuery = z.object({ productId: dbIdParam() });
export type MyProductReviewQuery = z.infer<typeof MyProductReviewQuery>;

/** The signed-in shopper's side of a product's reviews: may they review, theirs, their votes. */
export const MyProductReviewAnswer = z.object({
  isUserAlreadyPostedReview: z.boolean(),
  CanReview: z.boolean(),
  Reason: ReviewBlock.nullable(),
  MyReview: ProductReview.extend({ IsHidden: z.boolean() }).nullable(),
  HelpfulReviewIds: z
    .array(z.number().int())
    .describe('reviews of this product they found helpful'),
  ReportedReviewIds: z.array(z.number().int()),
});
export type MyProductReviewAnswer = z.infer<typeof MyProductReviewAnswer>;

const ReviewFields = {
  rating: int4(1, 5),
  title: text().trim().min(REVIEW_LIMITS.titleMin).max(REVIEW_LIMITS.titleMax),
  body: multiLineText().trim().max(REVIEW_LIMITS.bodyMax).default(''),
  photoIds: z
    .array(z.string().uuid('not a photo id'))
    .max(REVIEW_LIMITS.photosMax, `at most ${REVIEW_LIMITS.photosMax} photos`)
    .refine((ids) => new Set(ids).size === ids.length, 'a photo is listed twice')
    .default([]),
};

export const PostReviewBody = z.object({ productId: dbId, ...ReviewFields });
export type PostReviewBody = z.infer<typeof PostReviewBody>;
export type PostReviewInput = z.input<typeof PostReviewBody>;

export const UpdateReviewBody = z.object({ reviewId: dbId, ...ReviewFields });
export type UpdateReviewBody = z.infer<typeof UpdateReviewBody>;
export type UpdateReviewInput = z.input<typeof UpdateReviewBody>;

export const ReviewIdBody = z.object({ reviewId: dbId });
export type ReviewIdBody = z.infer<typeof ReviewIdBody>;

/** Answer of posting or editing: the review as others see it, and the product's new summary. */
export const SavedReviewAnswer = z.object({
  Review: ProductReview,
  isUserAlreadyPostedReview: z.literal(true),
});
export type SavedReviewAnswer = z.infer<typeof SavedReviewAnswer>;

export const DeletedReviewAnswer = z.object({ Deleted: z.literal(true) });

export const ReviewHelpfulBody = z.object({
  reviewId: dbId,
  helpful: z.boolean().describe('true to add the vote, false to take it back'),
});
export type ReviewHelpfulBody = z.infer<typeof ReviewHelpfulBody>;
export const ReviewHelpfulAnswer = z.object({
  ReviewId: z.number().int(),
  Helpful: z.boolean(),
  HelpfulCount: z.number().int().min(0),
});
export type ReviewHelpfulAnswer = z.infer<typeof ReviewHelpfulAnswer>;

export const ReportReviewBody = z.object({
  reviewId: dbId,
  reason: ReportReason,
  details: multiLineText().trim().max(REVIEW_LIMITS.reportDetailsMax).default(''),
});
export type ReportReviewBody = z.infer<typeof ReportReviewBody>;
export const ReportReviewAnswer = z.object({ Reported: z.literal(true) });

export const ReviewPhotoAnswer = z.object({
  PhotoId: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
});
export type ReviewPhotoAnswer = z.infer<typeof ReviewPhotoAnswer>;

/** For the delivered-order prompt: which of an order's products the shopper has reviewed. */
export const OrderReviewsQuery = z.object({ orderId: dbIdParam() });
export const OrderReviewsAnswer = z.object({
  Products: z.array(
    z.object({
      ProductId: z.number().int(),
      ProductName: z.string(),
      CanReview: z.boolean().describe('delivered and not reviewed yet'),
      MyRating: z.number().int().min(1).max(5).nullable(),
    }),
  ),
});
export type OrderReviewsAnswer = z.infer<typeof OrderReviewsAnswer>;

// The store owner's calls (ADMIN_TOKEN).
export const AdminReviewsQuery = z.object({
  /** new: shoppers' reviews posted or edited since staff last approved or hid them */
  filter: z.enum(['new', 'reported', 'hidden', 'all']).default('reported'),
  productId: dbIdParam().optional(),
  pageNo: PageNo,
  pageSize: PageSize,
});
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuery>;
export const AdminReview = ProductReview.extend({
  ProductName: z.string().describe("the reviewed product's name"),
  UserId: z.number().int().nullable(),
  IsHidden: z.boolean(),
  HiddenReason: z.string().nullable(),
  ReportCount: z.number().int().min(0),
  Reports: z.array(z.object({ Reason: z.string(), Details: z.string(), CreatedAt: z.string() })),
  IsModerated: z.boolean().describe('approved or hidden by staff since it was posted or edited'),
});
export const AdminReviewsAnswer = z.object({
  Reviews: z.array(AdminReview),
  TotalReviews: z.number().int().min(0),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
});
export type AdminReviewsAnswer = z.infer<typeof AdminReviewsAnswer>;
export const HideReviewBody = z.object({
  reviewId: dbId,
  hidden: z.boolean(),
  reason: text().trim().max(200).default(''),
});
export type HideReviewBody = z.infer<typeof HideReviewBody>;
/** The moderation queue's counts: new (not looked at), reported and not hidden, hidden. */
export const ReviewQueueCounts = z.object({
  New: z.number().int().min(0),
  Reported: z.number().int().min(0),
  Hidden: z.number().int().min(0),
});
export type ReviewQueueCounts = z.infer<typeof ReviewQueueCounts>;
export const ApproveReviewParams = z.object({ reviewId: dbIdParam() });

export const HideReviewAnswer = z.object({ ReviewId: z.number().int(), IsHidden: z.boolean() });
