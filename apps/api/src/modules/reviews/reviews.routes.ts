import {
  AdminReviewsAnswer,
  AdminReviewsQuery,
  ApiErrorBody,
  ApproveReviewParams,
  DeletedReviewAnswer,
  HideReviewAnswer,
  HideReviewBody,
  MyProductReviewAnswer,
  MyProductReviewQuery,
  OrderReviewsAnswer,
  OrderReviewsQuery,
  PostReviewBody,
  ProductReviewsAnswer,
  ProductReviewsQuery,
  ReportReviewAnswer,
  ReportReviewBody,
  ReviewHelpfulAnswer,
  ReviewHelpfulBody,
  ReviewIdBody,
  ReviewPhotoAnswer,
  ReviewQueueCounts,
  SavedReviewAnswer,
  UpdateReviewBody,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import { cachedJson } from '../../lib/catalogue-cache';
import type { AppDeps } from '../../lib/deps';
import {
  PHOTO_UPLOAD_DESCRIPTION,
  PhotoIdParams,
  registerPhotoUpload,
  webpResponse,
} from '../../lib/photos';
import { currentUser } from '../../lib/request-user';
import { auditActor } from '../staff';
import { productReviewsKeyPrefix } from '../catalogue';
import {
  adminReviews,
  approveReview,
  hideReview,
  reviewQueueCounts,
} from './console/reviews.service';
import { readReviewPhoto, storeReviewPhoto } from './review-photos.service';
import { listProductReviews, myProductReview, orderReviews } from './review-queries';
import { deleteReview, postReview, updateReview } from './reviews.service';
import { markHelpful, reportReview } from './review-votes.service';

const tags = ['reviews'];
const errors = { 400: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/** Anyone: a product's reviews (through the catalogue cache) and the photos of shown reviews. */
export function registerReviewsPublicRoutes(app: App, deps: AppDeps): void {
  const { cache } = deps;
  const db = deps.database.readDb;
  app.get(
    '/product-reviews',
    {
      schema: {
        tags,
        summary: "One page of a product's reviews, newest or most helpful first",
        description: 'Filter by stars or to those with photos; hidden reviews never show.',
        querystring: ProductReviewsQuery,
        response: { 200: ProductReviewsAnswer, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (req, reply) =>
      cachedJson(
        reply,
        cache,
        productReviewsKeyPrefix(req.query.productId) + JSON.stringify(req.query),
        ProductReviewsAnswer,
        () => listProductReviews(db, req.query),
      ),
  );
  app.get(
    '/review-photos/:photoId',
    {
      schema: {
        tags,
        summary: 'A photo of a shown review (WebP)',
        params: PhotoIdParams,
        response: { 200: webpResponse('WebP image'), 404: ApiErrorBody },
      },
    },
    async (req, reply) =>
      reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=3600')
        .send(await readReviewPhoto(deps.database.db, req.params.photoId)),
  );
}

/** The signed-in shopper: may I review, write, edit, delete, vote, report, upload photos. */
export function registerReviewsUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const user = (req: Parameters<typeof currentUser>[0]) => currentUser(req).userId;

  app.get(
    '/my-product-review',
    {
      schema: {
        tags,
        summary: 'May I review this product; my review; my votes and reports on its reviews',
        querystring: MyProductReviewQuery,
        response: { 200: MyProductReviewAnswer, 404: ApiErrorBody },
      },
    },
    async (req) => myProductReview(db, user(req), req.query.productId),
  );
  app.post(
    '/post-review',
    {
      schema: {
        tags,
        summary: 'Review a product delivered to me (once)',
        description:
          '403 REVIEW_NOT_ALLOWED before a delivery of it; 409 ALREADY_REVIEWED the second time. ' +
          'photoIds are my uploads from POST /review-photos.',
        body: PostReviewBody,
        response: { 201: SavedReviewAnswer, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await postReview(deps, user(req), req.body)),
  );
  app.post(
    '/update-review',
    {
      schema: {
        tags,
        summary: 'Edit my review (its photos become exactly photoIds)',
        body: UpdateReviewBody,
        response: { 200: SavedReviewAnswer, ...errors },
      },
    },
    async (req) => updateReview(deps, user(req), req.body),
  );
  app.post(
    '/delete-review',
    {
      schema: {
        tags,
        summary: 'Delete my review',
        body: ReviewIdBody,
        response: { 200: DeletedReviewAnswer, ...errors },
      },
    },
    async (req) => {
      await deleteReview(deps, user(req), req.body.reviewId);
      return { Deleted: true as const };
    },
  );
  app.post(
    '/review-helpful',
    {
      schema: {
        tags,
        summary: "Say another shopper's review helped me (or take it back)",
        body: ReviewHelpfulBody,
        response: { 200: ReviewHelpfulAnswer, ...errors },
      },
    },
    async (req) => markHelpful(deps, user(req), req.body),
  );
  app.post(
    '/report-review',
    {
      schema: {
        tags,
        summary: 'Report a review to the store (once per review)',
        body: ReportReviewBody,
        response: { 200: ReportReviewAnswer, ...errors },
      },
    },
    async (req) => {
      await reportReview(deps, user(req), req.body);
      return { Reported: true as const };
    },
  );
  app.get(
    '/order-reviews',
    {
      schema: {
        tags,
        summary: 'The products of my order, each with whether I may review it now',
        querystring: OrderReviewsQuery,
        response: { 200: OrderReviewsAnswer, 404: ApiErrorBody },
      },
    },
    async (req) => orderReviews(db, user(req), req.query.orderId),
  );
  registerPhotoUpload(
    app,
    '/review-photos',
    {
      tags,
      summary: 'Upload a photo for a review (the raw JPEG, PNG or WebP, up to 8 MB)',
      description: PHOTO_UPLOAD_DESCRIPTION,
      response: { 201: ReviewPhotoAnswer, 400: ApiErrorBody, 415: ApiErrorBody, 429: ApiErrorBody },
    },
    (req, photo) => storeReviewPhoto(db, user(req), photo),
  );
}

/** The store owner: reviews to look at, hiding them, and any review photo. */
export function registerReviewsAdminRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const admin = ['admin'];
  app.get(
    '/admin/reviews',
    {
      config: { permission: 'reviews:moderate' },
      schema: {
        tags: admin,
        summary: 'Reviews: reported first (default), hidden, or all',
        querystring: AdminReviewsQuery,
        response: { 200: AdminReviewsAnswer },
      },
    },
    async (req) => adminReviews(db, req.query),
  );
  app.get(
    '/admin/reviews/queue-counts',
    {
      config: { permission: 'reviews:moderate' },
      schema: {
        tags: admin,
        summary: 'How many reviews are new (not looked at), reported, hidden',
        response: { 200: ReviewQueueCounts },
      },
    },
    async () => reviewQueueCounts(db),
  );
  app.post(
    '/admin/reviews/:reviewId/approve',
    {
      config: { permission: 'reviews:moderate' },
      schema: {
        tags: admin,
        summary: 'Approve a new review: it stays shown and leaves the new queue',
        params: ApproveReviewParams,
        response: { 200: ReviewQueueCounts, 404: ApiErrorBody },
      },
    },
    async (req) => approveReview(deps, req.params.reviewId, auditActor(req)),
  );
  app.post(
    '/admin/hide-review',
    {
      config: { permission: 'reviews:moderate' },
      schema: {
        tags: admin,
        summary: 'Hide a review (out of every answer and the rating summary) or show it again',
        body: HideReviewBody,
        response: { 200: HideReviewAnswer, 404: ApiErrorBody },
      },
    },
    async (req) => hideReview(deps, req.body, auditActor(req)),
  );
  app.get(
    '/admin/review-photos/:photoId',
    {
      config: { permission: 'reviews:moderate' },
      schema: {
        tags: admin,
        summary: 'A photo of any review, hidden ones too (WebP)',
        params: PhotoIdParams,
        response: { 200: webpResponse('WebP image'), 404: ApiErrorBody },
      },
    },
    async (req, reply) =>
      reply.type('image/webp').send(await readReviewPhoto(db, req.params.photoId, true)),
  );
}
