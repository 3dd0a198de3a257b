import { z } from 'zod';
import {
  AdminRefundAnswer,
  AdminRefundsAnswer,
  AdminRefundStatusBody,
  AdminRefundsQuery,
  ApiErrorBody,
  OrderIdParams,
  RefundDetails,
  RefundDetailsAnswer,
  RefundIdParams,
  RefundListAnswer,
  RefundListQuery,
  RefundPhotoAnswer,
  RefundPhotoLinkQuery,
  ReturnOptionsAnswer,
  ReturnRequestBody,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { readerIn } from '../../lib/i18n/reader';
import {
  PHOTO_UPLOAD_DESCRIPTION,
  PhotoIdParams,
  registerPhotoUpload,
  webpResponse,
} from '../../lib/photos';
import { currentUser } from '../../lib/request-user';
import { auditActor } from '../staff';
import { adminRefundDetails, adminRefundList } from './console/refund-queries';
import {
  registerEditCreditNoteAdminRoute,
  registerEditCreditNoteUserRoute,
  sendPdf,
} from './credit-note.routes';
import { refundCreditNotePdf } from './credit-note.service';
import { checkPhotoLink, photoLinks } from './photo-links';
import { readRefundPhoto, storeRefundPhoto } from './photos.service';
import {
  adminRefundDetailsIn,
  adminRefundSummaryIn,
  refundDetailsIn,
} from './refund-details-words';
import { refundDetails, refundList } from './refund-queries';
import { returnOptions } from './return-options.service';
import { requestReturn } from './return-request.service';
import { moveRefundByStore } from './console/store-moves.service';

const tags = ['refunds'];

/** Open to anyone holding a photo's signed address: the console's <img> tags send no token. */
export function registerRefundsPublicRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/signed/refund-photos/:photoId',
    {
      schema: {
        tags,
        summary: 'A return photo by the signed address the console’s refund answers give (WebP)',
        description:
          'No token: the address itself is the permission, for this photo until `exp`. ' +
          '403 when it is altered, another photo’s or expired.',
        params: PhotoIdParams,
        querystring: RefundPhotoLinkQuery,
        response: { 200: webpResponse('WebP image'), 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (req, reply) => {
      const left = await checkPhotoLink(deps, req.params.photoId, req.query);
      const webp = await readRefundPhoto(deps.database.db, null, req.params.photoId);
      return reply
        .type('image/webp')
        .header('cache-control', `private, max-age=${left}`)
        .send(webp);
    },
  );
}

/** The shopper's returns and refunds: asking, photos, the list, one refund, its credit note. */
export function registerRefundsUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/refunds',
    {
      schema: {
        tags,
        summary: 'Ask to return lines of a delivered order',
        description:
          'Each line inside its category’s return window and within the units not yet returned; ' +
          'the money goes to the wallet, back to the online payment (source) or by UPI for cash on delivery.',
        body: ReturnRequestBody,
        response: { 201: z.object({ RefundDetails }), 409: ApiErrorBody },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ RefundDetails: await requestReturn(deps, currentUser(req).userId, req.body) }),
  );

  app.get(
    '/refunds',
    {
      schema: {
        tags,
        summary: 'A page of the shopper’s refunds, newest first',
        querystring: RefundListQuery,
        response: { 200: RefundListAnswer },
      },
    },
    async (req) => refundList(db, currentUser(req).userId, req.query.pageNo),
  );

  app.get(
    '/refund-details',
    {
      schema: {
        tags,
        summary: 'Everything about one refund; another shopper’s answers NoRefund',
        querystring: RefundIdParams,
        response: { 200: RefundDetailsAnswer },
      },
    },
    async (req) => {
      const details = await refundDetails(db, currentUser(req).userId, req.query.refundId);
      return {
        NoRefund: details === null,
        RefundDetails: details && refundDetailsIn(details, req.language),
      };
    },
  );

  app.get(
    '/orders/:orderId/return-options',
    {
      schema: {
        tags,
        summary: 'What each line of an order may still return, and where the money may go',
        params: OrderIdParams,
        response: { 200: ReturnOptionsAnswer, 404: ApiErrorBody },
      },
    },
    async (req) =>
      returnOptions(db, currentUser(req).userId, req.params.orderId, readerIn(req.language)),
  );

  app.get(
    '/refunds/:refundId/credit-note',
    {
      schema: {
        tags,
        summary: 'The GST credit note of a refund (PDF)',
        params: RefundIdParams,
        response: { 200: z.any().describe('application/pdf'), 404: ApiErrorBody },
      },
    },
    async (req, reply) =>
      sendPdf(reply, await refundCreditNotePdf(db, currentUser(req).userId, req.params.refundId)),
  );

  app.get(
    '/refund-photos/:photoId',
    {
      schema: {
        tags,
        summary: 'One of the shopper’s return photos (WebP)',
        params: PhotoIdParams,
        response: { 200: webpResponse('WebP image'), 404: ApiErrorBody },
      },
    },
    async (req, reply) =>
      reply
        .type('image/webp')
        .send(await readRefundPhoto(db, currentUser(req).userId, req.params.photoId)),
  );

  registerPhotoUpload(
    app,
    '/refund-photos',
    {
      tags,
      summary: 'Upload a photo for a return (the raw JPEG, PNG or WebP, up to 8 MB)',
      description: PHOTO_UPLOAD_DESCRIPTION,
      response: { 201: RefundPhotoAnswer, 400: ApiErrorBody, 415: ApiErrorBody },
    },
    async (req, photo) => ({ PhotoId: await storeRefundPhoto(db, currentUser(req).userId, photo) }),
  );
  registerEditCreditNoteUserRoute(app, deps);
}

/** The store owner's returns: the queue, one refund, moves along the transition table, photos. */
export function registerRefundsAdminRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const config = { permission: 'returns:manage' as const };
  const admin = ['admin'];
  app.get(
    '/admin/refunds',
    {
      config,
      schema: {
        tags: admin,
        summary: 'The refund queue, newest first: by status and kind, searched by number or mobile',
        querystring: AdminRefundsQuery,
        response: { 200: AdminRefundsAnswer },
      },
    },
    async (req) => {
      const answer = await adminRefundList(db, req.query, await photoLinks(deps));
      return {
        ...answer,
        Refunds: answer.Refunds.map((r) => adminRefundSummaryIn(r, req.language)),
      };
    },
  );

  app.get(
    '/admin/refunds/:refundId',
    {
      config,
      schema: {
        tags: admin,
        summary: 'One refund with its order, its customer and where its money went',
        params: RefundIdParams,
        response: { 200: AdminRefundAnswer, 404: ApiErrorBody },
      },
    },
    async (req) => ({
      RefundDetails: adminRefundDetailsIn(
        await adminRefundDetails(db, req.params.refundId, await photoLinks(deps)),
        req.language,
      ),
    }),
  );

  app.post(
    '/admin/refunds/:refundId/status',
    {
      config,
      schema: {
        tags: admin,
        summary:
          'Approve, reject with a reason, mark picked up (the money moves) or mark a UPI payout made',
        params: RefundIdParams,
        body: AdminRefundStatusBody,
        response: { 200: AdminRefundAnswer, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (req) => ({
      RefundDetails: adminRefundDetailsIn(
        await moveRefundByStore(deps, auditActor(req), req.params.refundId, req.body),
        req.language,
      ),
    }),
  );

  app.get(
    '/admin/refunds/:refundId/credit-note',
    {
      config,
      schema: {
        tags: admin,
        summary: 'The GST credit note of any refund (PDF), to print or keep',
        params: RefundIdParams,
        response: { 200: z.any().describe('application/pdf'), 404: ApiErrorBody },
      },
    },
    async (req, reply) => sendPdf(reply, await refundCreditNotePdf(db, null, req.params.refundId)),
  );

  app.get(
    '/admin/refund-photos/:photoId',
    {
      config,
      schema: {
        tags: admin,
        summary: 'A return photo of any shopper (WebP)',
        params: PhotoIdParams,
        response: { 200: webpResponse('WebP image'), 404: ApiErrorBody },
      },
    },
    async (req, reply) =>
      reply.type('image/webp').send(await readRefundPhoto(db, null, req.params.photoId)),
  );
  registerEditCreditNoteAdminRoute(app, deps);
}
